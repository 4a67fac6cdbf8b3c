#pragma once
// When two stored engine runs are "the same run": the settings in runs.config that decide what is measured.
// `run --continue` resumes a run with the same settings instead of starting another (so a rerun or requeued
// array task finishes its shard), and merge groups shard runs whose settings agree apart from the shard.
#include "core/store/RunRecord.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace gnw {
class ResultStore;
}

namespace gnw::cluster {

// The stored config without what `--resume` may give anew (timeout, memory limit, isolation).
nlohmann::json runSettings(const nlohmann::json& config);
// runSettings() without the shard and the merge's provenance: equal for all shards of one sweep and backend.
nlohmann::json sweepKey(const nlohmann::json& config);

// The newest engine run in the store whose settings equal those of `config` (BenchmarkConfig's JSON).
std::optional<RunRecord> findRunWithSettings(ResultStore& store, const nlohmann::json& config);

} // namespace gnw::cluster
