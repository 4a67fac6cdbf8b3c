#pragma once
// Which samples of a dataset a run covers: category, allow-list, substring filter, then shard K of N (in
// sorted path order, so the N shards partition the selection; or, with predicted times, shards of about
// equal predicted time).
#include "core/dataset/SampleDiscovery.h"
#include "core/util/Result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace gnw::engine {

struct SelectionCriteria {
    std::string category;               // empty = all
    std::vector<std::string> allowList; // empty = all; entries as in upstream allow-lists
    std::string filter;                 // substring of the relative path; empty = all
    int shardIndex = 0;                 // 0-based
    int shardCount = 1;
    // Balanced shards (`run --balance-shards STORE`): the cost model `balanceModel` of the store
    // `balanceStore` predicted each sample's time; the run reads those into shardWeights (sample dir ->
    // seconds) and the shards then hold about equal predicted time instead of equal counts.
    std::string balanceStore;
    std::int64_t balanceModel = 0;
    std::map<std::string, double> shardWeights;
};

// The cost model's predictions that balance the shards, read from criteria.balanceStore (read-only).
Result<std::map<std::string, double>> readShardWeights(const SelectionCriteria& criteria);

// "2/4" -> shard index 1 of 4.
Result<std::pair<int, int>> parseShard(const std::string& text);
// One sample path per line; blank lines and '#' comments skipped.
Result<std::vector<std::string>> readAllowList(const std::filesystem::path& file);

// An allow-list entry names a sample by its path relative to the dataset root, or by any path ending in
// it ("samples/timm/x" or an absolute path for relPath "timm/x").
bool allowListed(const SampleLocation& sample, const std::vector<std::string>& allowList);

std::vector<SampleLocation> selectSamples(std::vector<SampleLocation> samples,
                                          const SelectionCriteria& criteria);

// Keeps the samples of the framework `backend` runs (graph_net.json's), in order; returns how many of
// another framework it removed. A run and the merge of its Slurm shards select alike through this.
int keepBackendFramework(std::vector<SampleLocation>& samples, const std::string& backend);

} // namespace gnw::engine
