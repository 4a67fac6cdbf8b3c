#pragma once
// Which samples of a dataset a run covers: category, allow-list, substring filter, then shard K of N (in
// sorted path order, so the N shards partition the selection).
#include "core/dataset/SampleDiscovery.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace gnw::engine {

struct SelectionCriteria {
    std::string category;               // empty = all
    std::vector<std::string> allowList; // empty = all; entries as in upstream allow-lists
    std::string filter;                 // substring of the relative path; empty = all
    int shardIndex = 0;                 // 0-based
    int shardCount = 1;
};

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
