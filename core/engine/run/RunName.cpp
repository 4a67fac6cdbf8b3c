#include "core/engine/run/RunName.h"

#include "core/util/TextLines.h"

#include <cstdio>
#include <thread>
#include <vector>

namespace gnw::engine {

namespace {

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// What this run was asked for beyond the defaults, in the order a reader compares runs by.
std::vector<std::string> differences(const BenchmarkConfig& c) {
    const SampleRunOptions& s = c.sample;
    const RunSettings defaults;
    std::vector<std::string> out;
    if (c.mode == WorkMode::Reference)
        out.emplace_back("reference");
    if (s.protocol != defaults.protocol)
        out.push_back(s.protocol);
    if (s.repeats > 1)
        out.push_back(std::to_string(s.repeats) + " repeats");
    if (s.trials != defaults.trials)
        out.push_back(std::to_string(s.trials) + " trials");
    if (s.warmup != defaults.warmup)
        out.push_back(std::to_string(s.warmup) + " warm-up");
    if (s.minTimeSeconds != defaults.minTimeSeconds)
        out.push_back("min time " + number(s.minTimeSeconds) + " s");
    if (s.semantics.gradMode != defaults.semantics.gradMode)
        out.push_back(s.semantics.gradMode);
    if (s.semantics.dynamoConfig != defaults.semantics.dynamoConfig)
        out.push_back("dynamo " + s.semantics.dynamoConfig);
    if (!s.backendOptions.empty())
        out.push_back(clipped(s.backendOptions, 40));
    if (c.threads > 0 && c.threads != static_cast<int>(std::thread::hardware_concurrency()))
        out.push_back(std::to_string(c.threads) + (c.threads == 1 ? " thread" : " threads"));
    if (!c.selection.category.empty())
        out.push_back("category " + c.selection.category);
    if (!c.selection.filter.empty())
        out.push_back("filter " + c.selection.filter);
    if (c.selection.shardCount > 1)
        out.push_back("shard " + std::to_string(c.selection.shardIndex + 1) + "/" +
                      std::to_string(c.selection.shardCount));
    return out;
}

} // namespace

std::string runNameOf(const BenchmarkConfig& config, const std::string& startedAtIso) {
    std::string name = config.sample.backend + " on " + config.sample.device;
    for (const auto& d : differences(config))
        name += ", " + d;
    std::string when = startedAtIso; // 2026-11-28T15:30:12Z -> 2026-11-28 15:30:12 UTC
    if (when.size() == 20 && when[10] == 'T' && when.back() == 'Z')
        when = when.substr(0, 10) + " " + when.substr(11, 8) + " UTC";
    return name + ", " + when;
}

} // namespace gnw::engine
