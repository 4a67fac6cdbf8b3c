#include "core/cluster/RunIdentity.h"

#include "core/store/ResultStore.h"

namespace gnw::cluster {

nlohmann::json runSettings(const nlohmann::json& config) {
    nlohmann::json s = config.is_object() ? config : nlohmann::json::object();
    for (const char* key : {"timeout_s", "max_memory_bytes", "isolate"})
        s.erase(key);
    return s;
}

nlohmann::json sweepKey(const nlohmann::json& config) {
    nlohmann::json s = runSettings(config);
    for (const char* key : {"shard_index", "shard_count", "cluster"})
        s.erase(key);
    return s;
}

std::optional<RunRecord> findRunWithSettings(ResultStore& store, const nlohmann::json& config) {
    const auto wanted = runSettings(config);
    std::optional<RunRecord> found;
    for (auto& run : store.listRuns()) {
        if (run.source != RunSource::Engine)
            continue;
        const auto stored = nlohmann::json::parse(run.configJson, nullptr, false);
        if (!stored.is_discarded() && runSettings(stored) == wanted)
            found = std::move(run); // oldest first: the last match is the newest
    }
    return found;
}

} // namespace gnw::cluster
