#pragma once
// A parsed log as store runs: one run per log file and compiler (a `[Config] compiler:` that changes
// inside one file starts another run), results in log order.
#include "core/logs/LogParser.h"
#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"

#include <string>
#include <vector>

namespace gnw {

struct ImportedRun {
    RunRecord run;
    std::vector<SampleResult> results;
    std::vector<std::string> notes; // malformed blocks, renamed duplicate paths: for the user
};

// `name` names the run (the file stem by convention); with several compilers each run is called
// "<name> [<compiler>]". `digest` is logDigest() of the file's bytes. A sample path logged twice for the
// same compiler is kept twice (upstream counts both) under "<path>#2", "#3", ...; a block without a
// path is called "(no-model-path:<position in the run>)".
std::vector<ImportedRun> runsFromLog(const ParsedLog& log, const std::string& name,
                                     const std::string& digest);

} // namespace gnw
