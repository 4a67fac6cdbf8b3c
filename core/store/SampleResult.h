#pragma once
// The outcome of one sample in one run (a row of `results`), in upstream's vocabulary so that a log
// can be re-exported from it, plus the engine's precise failure class.
#include "core/store/SampleStatus.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

// Statistics of one timing series in milliseconds (test_compiler's [Performance] JSON). Logs written
// before upstream #691 have no median/iqr.
struct TimingStats {
    std::optional<double> median, iqr, mean, std, min, max;

    bool empty() const { return !median && !iqr && !mean && !std && !min && !max; }
};

// [Correctness] lists keyed without brackets ("all_close_atol_1.00E-10_rtol_1.00E-06"); string_view lookups.
using CorrectnessLists = std::map<std::string, std::vector<double>, std::less<>>;

// How an engine result was measured (schema v4): what a compiler researcher asks first besides the
// speedup. Empty for results imported from upstream logs, which do not record it.
struct MeasurementDetails {
    std::string backend;        // as run: inductor, tvm, aot-inductor, torch-compile:NAME, nope, ...
    std::string backendVersion; // "torch 2.13.0+cpu", "apache-tvm 0.27.0", "openvino 2026.4.1"
    std::string backendOptions; // JSON object as given (upstream's --config), "" when none
    std::string baseline;       // "eager" (the C++ interpreter), "python-eager" (the bridge), "reference"
    std::string protocol;       // "interleaved" or "upstream"
    std::string threadSettings; // JSON: intra-op threads, OMP_NUM_THREADS, OMP_WAIT_POLICY
    std::optional<double> speedupCiLow, speedupCiHigh; // 95% bootstrap interval of speedupE2e
    std::optional<int> graphBreaks, recompiles;         // torch.compile backends (dynamo counters)
    std::optional<int> trials;                          // timed calls per side (schema v5)
    // Schema v6. How the sides ran, as JSON: the bridge's Python semantics (grad mode, dynamo flags,
    // default device) or the C++ engine's; and the fluctuation policy and threshold.
    std::string semantics;
    // The larger IQR/median of the two sides' e2e trials, how often noisy trials were taken again, and
    // whether the result stayed noisier than the threshold (kept, flagged, instead of failed).
    std::optional<double> relIqr;
    std::optional<int> remeasures;
    std::optional<bool> noisy;
    // GPU only: the kernels' own device time per call (torch.profiler, upstream's --kernel-time), whose
    // ratio is SampleResult::speedupKernel. Empty on CPU and for native backends.
    std::optional<double> eagerKernelMs, compiledKernelMs;
    // Schema v9. The machine (HostDescription's JSON) and the UTC time the result was stored: a resumed run
    // can span machines and days. Empty for older results and imported logs.
    std::string machine;
    std::string measuredAt;
    // How many cores processes other than the run (and the hypervisor, as steal time) kept busy on average
    // while the sample ran: a build beside a run slows its timings several times and shows here.
    std::optional<double> contention;
    // Schema v10. The sample's wall time in the run, from handing it to the worker to its result: worker
    // start, input synthesis, compile, warm-up, trials and comparison (the timeout's length for a killed
    // worker). Their sum is what a sweep costs; none for imported logs.
    std::optional<double> wallMs;
    // Schema v11. Over how many repeats the result is the median (RunSettings::repeats; their rows are in
    // `result_repeats`); none for a single measurement.
    std::optional<int> repeats;
};

struct SampleResult {
    std::int64_t id = 0;                  // assigned by the store
    std::string samplePath;               // model_path as logged / as run
    std::optional<std::int64_t> sampleId; // linked row of `samples`, when indexed
    SampleStatus status = SampleStatus::EagerFail;
    // Engine's precise class: eager_error, compile_error, runtime_error, timeout, crash, oom, accuracy,
    // dtype_mismatch, shape_mismatch, parse_error (a malformed log block), or empty.
    std::string failureClass;
    std::string message;

    TimingStats eagerE2e, compiledE2e, eagerGpu, compiledGpu;
    std::optional<double> compileMs;
    std::optional<double> speedupE2e, speedupGpu, speedupKernel;

    std::vector<std::string> dtypesEager, dtypesCompiled;
    std::vector<double> equal; // [Correctness][equal], one per output
    CorrectnessLists allClose; // the 61 distinct rung keys -> per output
    std::vector<double> maxDiff, meanDiff;
    std::string rawBlock; // the sample's log text when imported: re-exported verbatim
    MeasurementDetails details;

    // Joined from `samples` when linked; empty otherwise.
    std::string category;
    std::string heuristicTag;
    // The graph's estimated work (FLOPs) and memory traffic (bytes) from indexing, when analysed.
    std::optional<double> graphFlops, graphBytes;
};

} // namespace gnw
