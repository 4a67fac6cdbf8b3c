#pragma once
// Measures one sample the way upstream's test_compiler does (graphnet-format.md 3.2): inputs synthesized
// from the metas, the eager interpreter measured (one untimed first call kept as the result, warm-up
// calls, timed trials between device synchronisations), the backend prepared (its compile time recorded)
// and measured the same way, then the outputs compared. Never throws: every failure becomes the outcome's
// failure class and message.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/measure/SampleOutcome.h"
#include "core/engine/measure/TimingSummary.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace gnw::engine {

// The timing protocols (docs/backends.md): interleaved (default) warms both sides up, then alternates
// their trials (A B B A ...) so drift hits both; upstream measures eager completely, then the backend.
inline constexpr const char* kInterleavedProtocol = "interleaved";
inline constexpr const char* kUpstreamProtocol = "upstream";

inline constexpr double kDefaultMinTimeSeconds = 1.0;

// What a phase whose trials spread more than the fluctuation threshold gets (docs/engine.md, "Noise"):
// remeasure (default) takes its trials again, at most maxRemeasures times, and keeps the result flagged
// noisy if it stays so; fail is upstream's guard, class `fluctuation`.
inline constexpr const char* kRemeasurePolicy = "remeasure";
inline constexpr const char* kFailPolicy = "fail";
inline constexpr int kDefaultMaxRemeasures = 3;

// How the Python bridge runs model.py (docs/backends.md, "Agreement with upstream"). The defaults are
// what upstream's test_compiler does, so that a bridge speedup is comparable with upstream's; each
// stricter choice is recorded with every result.
struct PythonSemantics {
    std::string gradMode = "enabled";    // enabled (upstream) | no_grad | inference_mode
    std::string dynamoConfig = "upstream"; // upstream (graph_net.torch's dynamo flags) | default
    bool defaultDevice = true;           // torch.set_default_device(device), as upstream's main()
};
inline constexpr int kDefaultMaxTrials = 200;

struct SampleRunOptions {
    std::string backend = "nope";
    std::string device = "cpu";
    int warmup = 3;
    int trials = 5;
    // Interleaved protocol only: after `trials` pairs, more pairs are timed until both sides' timed calls
    // add up to minTimeSeconds, at most maxTrials pairs. Five calls of a sub-millisecond graph are a few
    // milliseconds of a noisy machine; a second of pairs gives a median to a few percent (bench (a),
    // docs/backends.md). 0 = exactly `trials`, as upstream.
    double minTimeSeconds = kDefaultMinTimeSeconds;
    int maxTrials = kDefaultMaxTrials;
    std::uint64_t seed = 123;
    std::int64_t maxInputBytes = kDefaultMaxInputBytes;
    // A phase whose trial times have IQR/median above this fails with class `fluctuation`, as upstream's
    // guard does (graphnet-format.md 3.2 step 6); 0 turns the guard off.
    double fluctuationThreshold = kDefaultFluctuationThreshold;
    std::string fluctuationPolicy = kRemeasurePolicy;
    int maxRemeasures = kDefaultMaxRemeasures;
    PythonSemantics semantics; // bridge backends only
    // When set: <dir>/<stem>.pt with the inputs and both sides' outputs (torch.load reads it).
    std::filesystem::path saveIoDir;
    // When set, the "eager" side is the reference stored there by recordReference() (outputs and timings)
    // and only the backend runs: upstream's hardware regression flow.
    std::filesystem::path referenceDir;
    // Upstream's order by default: interleaving measured inductor's speedups up to 21% away from upstream's
    // own on real samples (docs/backends.md, "Agreement with upstream").
    std::string protocol = kUpstreamProtocol;
    std::string backendOptions; // a JSON object for the backend (upstream's --config), "" = none
    std::string python;         // the bridge's interpreter ("" = bridgePython()'s default)
    std::string paddlePython;   // the Paddle bridge's ("" = bridgePython(..., Framework::Paddle)'s default)
    std::filesystem::path cacheDir; // compiled artifacts ("" = compileCacheDir())
    // Limit for a compiler process (the bridge) started for one sample; the runner's per-sample timeout
    // stays the outer bound. <= 0 = none.
    double childTimeoutSeconds = 0;

    // Whether the interleaved protocol times another pair after `taken` pairs that took `timedSeconds`.
    bool wantsAnotherPair(int taken, double timedSeconds) const {
        return taken < trials || (timedSeconds < minTimeSeconds && taken < maxTrials);
    }
    // The same budget for the upstream protocol, whose sides are timed one after the other: each side
    // takes `trials` calls and more until they add up to half of minTimeSeconds, at most maxTrials.
    bool wantsAnotherTrial(int taken, double timedSeconds) const {
        return taken < trials || (timedSeconds < minTimeSeconds / 2 && taken < maxTrials);
    }
};

// Called on entering each phase with everything measured so far; the worker forwards it, so that when a
// backend kills the process the runner still knows the phase and keeps the eager measurements.
using PhaseCallback = std::function<void(const SampleOutcome&)>;

// Bridge backends (Backend::viaBridge()) are measured by the Python bridge, everything else here.
SampleOutcome runSample(const SampleLocation& sample, const SampleRunOptions& options,
                        const PhaseCallback& onPhase = {});

// Runs the backend alone and stores its outputs (<dir>/<stem>.pt, group "outputs") and timings
// (<dir>/<stem>.json) as the golden reference for later runs with SampleRunOptions::referenceDir.
SampleOutcome recordReference(const SampleLocation& sample, const SampleRunOptions& options,
                              const std::filesystem::path& dir, const PhaseCallback& onPhase = {});

} // namespace gnw::engine
