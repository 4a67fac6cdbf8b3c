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
#include "core/store/RunSettings.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace gnw::engine {

// The measuring settings and their names live in core (core/store/RunSettings.h), where the CLI, the
// workbench and the store read them too; the engine's spellings stay valid.
using gnw::kDefaultMaxRemeasures;
using gnw::kDefaultMaxTrials;
using gnw::kDefaultMinTimeSeconds;
using gnw::kFailPolicy;
using gnw::kInterleavedProtocol;
using gnw::kRemeasurePolicy;
using gnw::kUpstreamProtocol;
using gnw::PythonSemantics;

// One sample's measurement: the run's settings (warm-up, trials, time budget, seed, timeout, noise policy,
// protocol, Python semantics) and what only the engine needs.
struct SampleRunOptions : RunSettings {
    std::string backend = "nope";
    std::string device = "cpu";
    std::int64_t maxInputBytes = kDefaultMaxInputBytes;
    // When set: <dir>/<stem>.pt with the inputs and both sides' outputs (torch.load reads it).
    std::filesystem::path saveIoDir;
    // When set, the "eager" side is the reference stored there by recordReference() (outputs and timings)
    // and only the backend runs: upstream's hardware regression flow.
    std::filesystem::path referenceDir;
    std::string backendOptions; // a JSON object for the backend (upstream's --config), "" = none
    std::string python;         // the bridge's interpreter ("" = bridgePython()'s default)
    std::string paddlePython;   // the Paddle bridge's ("" = bridgePython(..., Framework::Paddle)'s default)
    std::filesystem::path cacheDir; // compiled artifacts ("" = compileCacheDir())
    // Limit for a compiler process (the bridge) started for one sample; the runner's per-sample timeout
    // stays the outer bound. <= 0 = none.
    double childTimeoutSeconds = 0;
    // A bridge backend's Python stays alive for the next sample run with these options in this process
    // (BridgeSession): for fault localisation's probes, which compare outputs and time nothing.
    bool keepBridge = false;

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
