#pragma once
// Options shared by `graphnet-bench run` and `graphnet-bench reference`: sample selection, measurement
// settings and worker limits, parsed into the engine's BenchmarkConfig.
#include "app/cli/Args.h"
#include "core/engine/run/BenchmarkRun.h"

#include <optional>
#include <set>
#include <string>

namespace gnw::cli {

// Value options understood by parseBenchmarkConfig().
const std::set<std::string>& benchmarkValueOptions();

// Prints "graphnet-bench <command>: <problem>" and returns nullopt on unusable values. `requireDataset`
// is false only when resuming.
std::optional<engine::BenchmarkConfig> parseBenchmarkConfig(const Args& args, const char* command,
                                                            bool requireDataset);

// OpenMP reads OMP_WAIT_POLICY when it loads, before main(): when it is unset, re-executes this process
// with passive waiting (spinning threads would distort timings on a shared machine). Returns only when no
// re-execution was needed or it failed.
void ensurePassiveOpenMP();

// This process's arguments joined by spaces (recorded with each run).
std::string currentCommandLine();

} // namespace gnw::cli
