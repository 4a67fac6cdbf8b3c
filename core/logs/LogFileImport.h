#pragma once
// Importing one log file into the store, shared by `graphnet-bench import-log` and the GUI's import: read,
// skip content imported before (by digest), parse, store one run per compiler and link results to the
// indexed samples. The callers only word the outcome.
#include "core/store/RunRecord.h"
#include "core/util/Result.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

class ResultStore;

struct StoredLogRun {
    std::int64_t id = 0;
    std::string name;
    std::string compiler;
    std::size_t samples = 0;
    std::map<std::string, int> statuses; // status name -> count
    int linked = 0;                      // results linked to indexed samples
    std::vector<std::string> notes;      // malformed blocks, renamed duplicate paths
};

struct LogFileImport {
    std::optional<RunRecord> duplicateOf; // set when the same content was imported before: nothing stored
    std::vector<StoredLogRun> runs;
};

// `runName` names the run(s) (see runsFromLog). An unreadable or unparsable file, or a store error, is an
// Error naming the file; runs stored before a store error stay stored (each run is one transaction).
Result<LogFileImport> importLogFile(ResultStore& store, const std::string& file, const std::string& runName);

} // namespace gnw
