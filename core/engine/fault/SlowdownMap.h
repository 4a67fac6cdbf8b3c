#pragma once
// Where a compiler loses (or wins) time inside a sample: the sample cut into ranges (module-path groups
// or fixed chunks), each range run in isolation like a benchmark sample (inputs recorded in eager, the
// run's warm-up and trials), its speedup against eager reported per range. Upstream has nothing like it.
// Torch samples (ranges need the eager trace).
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/workers/WorkerProcess.h"
#include "core/fault/FaultSearch.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct SlowdownOptions {
    SampleRunOptions run;      // the backend and its timing settings
    std::string by = "module"; // module | chunks
    int depth = 0;             // module: path components per group; 0 = the finest with at most 16 ranges
    int chunks = 8;            // chunks: how many
    std::filesystem::path outDir;
    WorkerSettings worker;
    std::string ompWaitPolicy;
};

struct RangeTiming {
    fault::UnitRange range;
    std::string group;               // module path prefix ("layer1.0"; "(root)"), or "[a, b)" for chunks
    int firstLine = 0, lastLine = 0; // model.py lines of its first and last operator
    std::vector<std::int32_t> nodes; // graph node ids
    std::string failure;             // failure class and message when the range did not run through
    std::optional<double> eagerMs, compiledMs, speedup;
};

struct SlowdownReport {
    std::string sample, backend, by;
    int depth = 0;
    std::size_t units = 0;
    std::optional<double> wholeEagerMs, wholeCompiledMs, wholeSpeedup;
    std::string wholeFailure;
    std::vector<RangeTiming> ranges;
    int backendRuns = 0;
    double seconds = 0;
};

Result<SlowdownReport> mapSlowdown(const SampleLocation& sample, const SlowdownOptions& options,
                                   const std::function<void(const std::string&)>& progress = {},
                                   const std::atomic<bool>* cancel = nullptr);

nlohmann::json toJson(const SlowdownReport& report);

} // namespace gnw::engine
