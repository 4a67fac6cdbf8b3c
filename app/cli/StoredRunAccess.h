#pragma once
// What the subcommands that read a store (scores, export-csv, export-log, export-graphs) share: opening a
// store that must already exist (opening a missing path would create an empty one), finding one of its
// runs, and writing their text to --out or stdout. Each helper prints its own error as
// "graphnet-bench COMMAND: ..." and returns nothing (false) after it.
#include "app/cli/Args.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gnw::cli {

std::optional<Database> openExistingStore(const char* command, const std::string& path);
std::optional<RunRecord> findRun(const char* command, ResultStore& results, const std::string& path,
                                 std::int64_t runId);
// `text` to the file named by --out, or to stdout without one; false when the file cannot be written.
bool writeOutput(const char* command, const Args& args, const std::string& text);

} // namespace gnw::cli
