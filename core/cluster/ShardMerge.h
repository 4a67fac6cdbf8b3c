#pragma once
// Merges the shard stores of a sweep into one store: one run per backend (per group of shard runs whose
// settings agree apart from the shard, RunIdentity.h), with the sweep's provenance (Slurm job ids, hosts,
// devices) in the merged run's config under "cluster" and a one-line summary in its notes.
//
// Every column of `results` that both stores have is copied generically (PRAGMA table_info), so columns
// added by later migrations are carried without code changes. Idempotent: a sample already merged with the
// same values is left alone, so merging twice adds nothing. A sample met twice (two shards, or a conflicting
// earlier merge) is reported as a duplicate and the first kept; samples of the unsharded selection that no
// shard has are reported as missing. A shard store that is missing or corrupt is reported by name and the
// others still merge. Shard stores are only read.
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw::cluster {

struct MergedRun {
    std::int64_t runId = 0;
    std::string backend;
    std::string device;
    bool created = false;          // this merge created the run
    int shardCount = 0;            // N of the sweep
    std::vector<int> shardsMerged; // 1-based shard indices found
    std::vector<int> missingShards;
    int added = 0;                           // results inserted by this merge
    int unchanged = 0;                       // already merged with the same values
    int total = 0;                           // results the merged run has now
    std::vector<std::string> duplicates;     // "path: in A and B" (the first kept)
    std::vector<std::string> missingSamples; // expected but in no shard (only when expected is known)
    bool expectedKnown = false;
    bool complete = false; // every shard present and finished, and no sample missing
};

struct MergeReport {
    std::vector<MergedRun> runs;
    std::vector<std::string> problems; // "FILE: missing", "FILE: not a store: ..." (those stores skipped)
    std::vector<std::string> warnings; // columns not carried, mixed shard counts
    int storesRead = 0;
};

// The sample paths (results.sample_path) a group's unsharded selection contains, given the group's
// settings (a run's config without the shard); nullopt when unknown. The CLI resolves it with the engine's
// selectSamples() over the dataset.
using ExpectedSamplesFn =
    std::function<std::optional<std::vector<std::string>>(const nlohmann::json& settings)>;

// `skipAbsent`: a shard store that does not exist yet is not a problem (a sweep in progress).
Result<MergeReport> mergeShardStores(const std::vector<std::filesystem::path>& shards,
                                     const std::filesystem::path& into,
                                     const ExpectedSamplesFn& expected = {}, bool skipAbsent = false);

} // namespace gnw::cluster
