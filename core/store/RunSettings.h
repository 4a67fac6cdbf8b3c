#pragma once
// How a benchmark measures, in one place: the settings a run is asked for (the CLI's options, the New Run
// dialog and what it remembers, a cluster sweep's array tasks, "re-run failed"), handed to the engine and
// stored with the run, under one set of names and defaults. The defaults are upstream's test_compiler's
// where they change the number (its Python semantics), with the workbench's protocol and noise handling
// on top (docs/backends.md, "Timing protocol" and "Agreement with upstream").
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace gnw {

// The timing protocols (docs/backends.md, "Timing protocol"): upstream's measures eager completely, then
// the backend; interleaved (the default, chosen by measurement: its speedups repeat from run to run, and
// their median over runs agrees with upstream's tool where that tool repeats at all) warms both sides up,
// then alternates their trials (A B B A ...) so drift hits both;
// blocks alternates blocks of calls (each about 50 ms) in the same order, and the speedup's interval comes
// from those block pairs, so that a machine that changes speed between blocks widens it.
inline constexpr const char* kUpstreamProtocol = "upstream";
inline constexpr const char* kInterleavedProtocol = "interleaved";
inline constexpr const char* kBlocksProtocol = "blocks";

// What a phase whose trials spread more than the fluctuation threshold gets (docs/engine.md, "Noise"):
// remeasure takes its trials again, at most maxRemeasures times, and keeps the result flagged noisy if it
// stays so; fail is upstream's guard, class `fluctuation`.
inline constexpr const char* kRemeasurePolicy = "remeasure";
inline constexpr const char* kFailPolicy = "fail";

inline constexpr double kDefaultMinTimeSeconds = 1.0;
inline constexpr int kDefaultMaxTrials = 200;
inline constexpr double kDefaultFluctuationThreshold = 0.2; // upstream's
inline constexpr int kDefaultMaxRemeasures = 3;
inline constexpr double kDefaultTimeoutSeconds = 600;

// How the Python bridge runs model.py. Upstream's test_compiler by default, so that a bridge speedup is
// comparable with upstream's; each stricter choice is recorded with every result.
struct PythonSemantics {
    std::string gradMode = "enabled";      // enabled (upstream) | no_grad | inference_mode
    std::string dynamoConfig = "upstream"; // upstream (graph_net.torch's dynamo flags) | default
    bool defaultDevice = true;             // torch.set_default_device(device), as upstream's main()
    bool operator==(const PythonSemantics&) const = default;
};

struct RunSettings {
    int warmup = 3;
    int trials = 5; // at least; more until the time budget below is spent
    // Timed calls past `trials` until they add up to this (each side half of it under the upstream
    // protocol, both sides' pairs under the interleaved one), at most maxTrials: five calls of a
    // sub-millisecond graph are a few milliseconds of a noisy machine. 0 = exactly `trials`, as upstream.
    double minTimeSeconds = kDefaultMinTimeSeconds;
    int maxTrials = kDefaultMaxTrials;
    std::uint64_t seed = 123;
    double timeoutSeconds = kDefaultTimeoutSeconds; // per sample, wall clock
    // IQR/median above which a phase is noisy; 0 turns the guard off.
    double fluctuationThreshold = kDefaultFluctuationThreshold;
    std::string fluctuationPolicy = kRemeasurePolicy;
    int maxRemeasures = kDefaultMaxRemeasures;
    std::string protocol = kInterleavedProtocol;
    // How many times each sample is measured, each time in fresh processes, the run going over all its
    // samples once per repeat (so that a sample's repeats fall minutes apart on a long run). A result of
    // several repeats is their median, with an interval from their spread (docs/backends.md, "What the
    // interval means"): a single run's interval only covers the calls of one process.
    int repeats = 1;
    PythonSemantics semantics; // bridge backends only

    // Why these settings cannot be run ("" when they can): counts out of range, an unknown policy,
    // protocol, grad mode or dynamo configuration.
    std::string problem() const;

    bool operator==(const RunSettings&) const = default;
};

// The settings' keys in JSON, as runs store them: warmup, trials, min_time_s, max_trials, seed, timeout_s,
// fluctuation_threshold, fluctuation_policy, max_remeasures, protocol, repeats, grad_mode, dynamo_config,
// default_device.
void writeRunSettings(const RunSettings& settings, nlohmann::json& into);

// What a key missing from the JSON stands for.
enum class MissingSettings {
    Defaults,    // a request or a remembered choice: today's defaults
    StoredBefore // a stored run (resumed, re-run): what runs stored before the key existed were measured
                 // with (no time budget, no guard, a failing policy, no_grad, torch's dynamo defaults)
};
RunSettings readRunSettings(const nlohmann::json& from, MissingSettings missing);

// The per-sample timeout of a run's stored configuration ({"options": {...}, ...}): in its options, or
// beside them, where runs stored before the timeout joined the settings kept it.
double storedTimeoutSeconds(const nlohmann::json& config);

} // namespace gnw
