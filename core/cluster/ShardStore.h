#pragma once
// One shard store opened for reading (status, merge): checked to be an intact results store before anything
// is read from it, so a truncated or foreign file is reported by name instead of half-merged.
#include "core/store/Database.h"
#include "core/store/RunRecord.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace gnw::cluster {

struct ShardStore {
    std::filesystem::path path;
    Database db;
    std::vector<RunRecord> runs; // engine and imported runs, oldest first
};

// Read-only; fails with "FILE: ..." when the file is missing, not SQLite or has no results tables, and with
// `checkPages` also when it is damaged (PRAGMA quick_check reads every page: merge does, status does not).
Result<ShardStore> openShardStore(const std::filesystem::path& path, bool checkPages = true);

// Column names of a table in declaration order (PRAGMA table_info).
std::vector<std::string> tableColumns(Database& db, const std::string& table);

} // namespace gnw::cluster
