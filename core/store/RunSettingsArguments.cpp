#include "core/store/RunSettingsArguments.h"

#include <charconv>
#include <cstdint>
#include <system_error>
#include <type_traits>

namespace gnw {

namespace {

Error optionError(std::string message) {
    Error e;
    e.message = std::move(message);
    return e;
}

std::string numberText(double v) {
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v); // shortest text that reads back exactly
    return ec == std::errc() ? std::string(buf, end) : std::to_string(v);
}

template <typename T> Status readNumber(const OptionValue& value, const std::string& name, T& into) {
    const auto text = value(name);
    if (!text)
        return Ok{};
    T parsed{};
    const char* begin = text->data();
    const char* end = begin + text->size();
    const auto [at, ec] = std::from_chars(begin, end, parsed);
    if (ec != std::errc() || at != end || text->empty())
        return optionError("option --" + name + ": '" + *text + "' is not " +
                           (std::is_integral_v<T> ? "an integer" : "a number"));
    into = parsed;
    return Ok{};
}

} // namespace

const std::vector<std::string>& runSettingsOptionNames() {
    static const std::vector<std::string> names{"warmup",
                                                "trials",
                                                "min-time",
                                                "max-trials",
                                                "seed",
                                                "timeout",
                                                "fluctuation-threshold",
                                                "on-fluctuation",
                                                "max-remeasures",
                                                "protocol",
                                                "repeats",
                                                "grad-mode",
                                                "dynamo-config",
                                                "default-device"};
    return names;
}

std::vector<std::string> runSettingsArguments(const RunSettings& s) {
    return {"--warmup",
            std::to_string(s.warmup),
            "--trials",
            std::to_string(s.trials),
            "--min-time",
            numberText(s.minTimeSeconds),
            "--max-trials",
            std::to_string(s.maxTrials),
            "--seed",
            std::to_string(s.seed),
            "--timeout",
            numberText(s.timeoutSeconds),
            "--fluctuation-threshold",
            numberText(s.fluctuationThreshold),
            "--on-fluctuation",
            s.fluctuationPolicy,
            "--max-remeasures",
            std::to_string(s.maxRemeasures),
            "--protocol",
            s.protocol,
            "--repeats",
            std::to_string(s.repeats),
            "--grad-mode",
            s.semantics.gradMode,
            "--dynamo-config",
            s.semantics.dynamoConfig,
            "--default-device",
            s.semantics.defaultDevice ? "on" : "off"};
}

Result<RunSettings> runSettingsFromArguments(const OptionValue& value, RunSettings s) {
    std::int64_t seed = static_cast<std::int64_t>(s.seed);
    for (const Status& read :
         {readNumber(value, "warmup", s.warmup), readNumber(value, "trials", s.trials),
          readNumber(value, "min-time", s.minTimeSeconds), readNumber(value, "max-trials", s.maxTrials),
          readNumber(value, "seed", seed), readNumber(value, "timeout", s.timeoutSeconds),
          readNumber(value, "fluctuation-threshold", s.fluctuationThreshold),
          readNumber(value, "max-remeasures", s.maxRemeasures), readNumber(value, "repeats", s.repeats)})
        if (!read)
            return read.error();
    if (seed < 0)
        return optionError("option --seed: " + std::to_string(seed) + " is negative");
    s.seed = static_cast<std::uint64_t>(seed);
    s.fluctuationPolicy = value("on-fluctuation").value_or(s.fluctuationPolicy);
    s.protocol = value("protocol").value_or(s.protocol);
    s.semantics.gradMode = value("grad-mode").value_or(s.semantics.gradMode);
    s.semantics.dynamoConfig = value("dynamo-config").value_or(s.semantics.dynamoConfig);
    if (const auto device = value("default-device")) {
        if (*device != "on" && *device != "off")
            return optionError(
                "option --default-device must be on (upstream's torch.set_default_device) or off, "
                "not '" +
                *device + "'");
        s.semantics.defaultDevice = *device == "on";
    }
    if (const std::string why = s.problem(); !why.empty())
        return optionError(why);
    return s;
}

} // namespace gnw
