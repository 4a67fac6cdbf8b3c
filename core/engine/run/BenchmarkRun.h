#pragma once
// A benchmark run over a dataset: selects samples, runs each in a worker process (or in-process), prints a
// progress line per sample, commits each result to the store as soon as it is known and appends its block
// to an upstream-format log. A run killed at any point loses at most the sample in flight; resuming it runs
// exactly the samples that have no result yet. Reference mode stores outputs for later regression runs
// instead of comparing.
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/run/RunControl.h"
#include "core/engine/run/SampleSelection.h"
#include "core/engine/workers/WorkerProtocol.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw {
class Database;
}

namespace gnw::engine {

struct BenchmarkConfig {
    std::filesystem::path dataset;
    SelectionCriteria selection;
    SampleRunOptions sample;
    WorkMode mode = WorkMode::Run;
    std::filesystem::path referenceOut; // Reference mode
    int threads = 1; // the per-sample timeout is sample.timeoutSeconds (RunSettings)
    std::int64_t maxMemoryBytes = 0;  // worker address-space limit; 0 = none
    bool isolate = true;              // one worker process at a time; false = run in this process
    std::filesystem::path executable; // graphnet-bench-worker
    std::string commandLine;
    // OMP_WAIT_POLICY for the workers ("" = leave the environment as it is: OpenMP's default, spinning
    // briefly, is what PyTorch users run with; PASSIVE made our eager 1.4-5.8x slower than Python's).
    std::string ompWaitPolicy;
    std::string notes; // stored in a new run's `notes` (a Slurm array task's provenance, docs/cluster.md)
    // Wait for the device's machine-wide lock before timing anything (DeviceLock.h); off only for experts
    // who accept that concurrent runs disturb each other's timings.
    bool deviceLock = true;
    // Resume only: the limits given anew for the rest of the run. Unset keeps the stored one, so that a
    // resumed run is timed under the limits it started with unless the user says otherwise.
    struct LimitsGivenAnew {
        std::optional<double> timeoutSeconds;
        std::optional<std::int64_t> maxMemoryBytes;
        std::optional<bool> isolate;
    } resumeLimits;
    // Resume only: the stored results whose sample path contains one of these are measured again and
    // replaced (e.g. the samples that timed out under a shorter limit).
    std::vector<std::string> redo;
};

nlohmann::json toJson(const BenchmarkConfig& config);
BenchmarkConfig configFromJson(const nlohmann::json& j);

struct RunSummary {
    std::int64_t runId = 0; // 0 when nothing was stored (reference mode without a store)
    int selected = 0;       // samples in the selection of the backend's framework
    int otherFramework = 0; // samples of the selection in another framework, left out
    int skipped = 0;        // already had a result (resume)
    int ran = 0;
    int failed = 0;                          // failure classes other than accuracy
    bool cancelled = false;                  // stopped through RunControl::cancel(); the run stays unfinished
    std::vector<double> workerStartupMs;     // per worker: fork-server spawn request to ready
    std::vector<double> forkServerStartupMs; // per fork server (normally one): exec to initialised
};

using ProgressFn = std::function<void(const std::string& line)>;

// Starts a new run, or with `resumeRunId` continues a stored one with its stored configuration; only the
// limits in `config.resumeLimits` may be given anew: they are then stored with the run, and its notes say
// when they changed. `db` may be null in reference mode.
// `control`, when given, reports each sample and can cancel the run from another thread.
Result<RunSummary> executeRun(Database* db, const BenchmarkConfig& config,
                              std::optional<std::int64_t> resumeRunId, const std::filesystem::path& logFile,
                              const ProgressFn& progress, RunControl* control = nullptr);

} // namespace gnw::engine
