#pragma once
// Forward-only schema migrations, versioned with PRAGMA user_version. Each migration is applied once, in
// its own transaction; a store newer than this build is refused rather than damaged.
#include "core/util/Result.h"

#include <string_view>
#include <vector>

namespace gnw {

class Database;

struct Migration {
    int version;            // user_version after applying
    std::string_view sql;   // one or more statements
};

const std::vector<Migration>& migrations();
int latestSchemaVersion();
Status migrate(Database& db);

} // namespace gnw
