#include "core/store/RunSettings.h"

namespace gnw {

std::string RunSettings::problem() const {
    if (warmup < 0 || trials < 1 || maxTrials < 1 || minTimeSeconds < 0 || timeoutSeconds <= 0 ||
        fluctuationThreshold < 0 || maxRemeasures < 0 || repeats < 1)
        return "warm-up >= 0, trials >= 1, max trials >= 1, min time >= 0, timeout > 0, fluctuation "
               "threshold >= 0, max re-measures >= 0 and repeats >= 1 are required";
    if (fluctuationPolicy != kRemeasurePolicy && fluctuationPolicy != kFailPolicy)
        return "fluctuation policy must be remeasure or fail, not '" + fluctuationPolicy + "'";
    if (protocol != kUpstreamProtocol && protocol != kInterleavedProtocol && protocol != kBlocksProtocol)
        return "protocol must be upstream, interleaved or blocks, not '" + protocol + "'";
    if (semantics.gradMode != "enabled" && semantics.gradMode != "no_grad" &&
        semantics.gradMode != "inference_mode")
        return "grad mode must be enabled, no_grad or inference_mode, not '" + semantics.gradMode + "'";
    if (semantics.dynamoConfig != "upstream" && semantics.dynamoConfig != "default")
        return "dynamo configuration must be upstream or default, not '" + semantics.dynamoConfig + "'";
    return {};
}

void writeRunSettings(const RunSettings& s, nlohmann::json& j) {
    j["warmup"] = s.warmup;
    j["trials"] = s.trials;
    j["min_time_s"] = s.minTimeSeconds;
    j["max_trials"] = s.maxTrials;
    j["seed"] = s.seed;
    j["timeout_s"] = s.timeoutSeconds;
    j["fluctuation_threshold"] = s.fluctuationThreshold;
    j["fluctuation_policy"] = s.fluctuationPolicy;
    j["max_remeasures"] = s.maxRemeasures;
    j["protocol"] = s.protocol;
    j["repeats"] = s.repeats;
    j["grad_mode"] = s.semantics.gradMode;
    j["dynamo_config"] = s.semantics.dynamoConfig;
    j["default_device"] = s.semantics.defaultDevice;
}

RunSettings readRunSettings(const nlohmann::json& j, MissingSettings missing) {
    // Runs stored before a key existed were measured without what it added: exactly `trials` calls, no
    // guard, a noisy phase failed, the bridge under no_grad with torch's own dynamo configuration.
    RunSettings before;
    before.minTimeSeconds = 0;
    before.fluctuationThreshold = 0;
    before.fluctuationPolicy = kFailPolicy;
    before.maxRemeasures = 0;
    before.protocol = kUpstreamProtocol; // read so before interleaving became the default (2026-11-28)
    before.semantics = PythonSemantics{"no_grad", "default", false};
    const RunSettings fallback = missing == MissingSettings::StoredBefore ? before : RunSettings{};
    if (!j.is_object())
        return fallback;
    RunSettings s;
    s.warmup = j.value("warmup", fallback.warmup);
    s.trials = j.value("trials", fallback.trials);
    s.minTimeSeconds = j.value("min_time_s", fallback.minTimeSeconds);
    s.maxTrials = j.value("max_trials", fallback.maxTrials);
    s.seed = j.value("seed", fallback.seed);
    s.timeoutSeconds = j.value("timeout_s", fallback.timeoutSeconds);
    s.fluctuationThreshold = j.value("fluctuation_threshold", fallback.fluctuationThreshold);
    s.fluctuationPolicy = j.value("fluctuation_policy", fallback.fluctuationPolicy);
    s.maxRemeasures = j.value("max_remeasures", fallback.maxRemeasures);
    s.protocol = j.value("protocol", fallback.protocol);
    s.repeats = j.value("repeats", fallback.repeats);
    s.semantics.gradMode = j.value("grad_mode", fallback.semantics.gradMode);
    s.semantics.dynamoConfig = j.value("dynamo_config", fallback.semantics.dynamoConfig);
    s.semantics.defaultDevice = j.value("default_device", fallback.semantics.defaultDevice);
    return s;
}

double storedTimeoutSeconds(const nlohmann::json& config) {
    if (!config.is_object())
        return kDefaultTimeoutSeconds;
    if (const auto options = config.find("options");
        options != config.end() && options->is_object() && options->contains("timeout_s"))
        return options->value("timeout_s", kDefaultTimeoutSeconds);
    return config.value("timeout_s", kDefaultTimeoutSeconds);
}

} // namespace gnw
