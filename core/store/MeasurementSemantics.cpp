#include "core/store/MeasurementSemantics.h"

#include "core/util/CpuContention.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gnw {

std::string semanticsSummary(const MeasurementDetails& details) {
    const auto j = nlohmann::json::parse(details.semantics, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return {};
    std::string out = j.value("eager", "");
    auto add = [&out](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
    const std::string grad = j.value("grad_mode", "");
    if (grad == "enabled")
        add("grad enabled");
    else if (!grad.empty())
        add(grad == "inference_mode" ? "inference mode" : grad);
    if (j.contains("dynamo_config"))
        add(j.value("dynamo_config", "") == "upstream" ? "upstream dynamo flags" : "torch's dynamo defaults");
    if (j.contains("default_device"))
        add(j.value("default_device", false) ? "default device set" : "no default device");
    // Paddle flags change what the static graph's executor does (docs/backends.md): a result measured
    // under any says which, wherever it is summarised.
    if (const auto flags = j.find("paddle_flags"); flags != j.end() && flags->is_object())
        for (const auto& [name, value] : flags->items())
            add(name + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
    if (j.contains("fluctuation_policy") && j.value("fluctuation_threshold", 0.0) > 0)
        add(j.value("fluctuation_policy", "") == "fail" ? "noise fails" : "noise re-measured");
    return out;
}

bool measurementFlagged(const MeasurementDetails& details) {
    return details.noisy.value_or(false) || details.contention.value_or(0) >= kContendedCores;
}

std::string noiseSummary(const MeasurementDetails& details) {
    const int again = details.remeasures.value_or(0);
    if (details.noisy.value_or(false) && details.relIqr) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "noisy: IQR/median %.1f%% after %d re-measure%s", *details.relIqr * 100,
                      again, again == 1 ? "" : "s");
        return buf;
    }
    return again > 0 ? "re-measured " + std::to_string(again) + "x" : std::string();
}

} // namespace gnw
