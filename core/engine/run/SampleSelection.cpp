#include "core/engine/run/SampleSelection.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/store/CostModelStore.h"
#include "core/store/Database.h"
#include "core/util/FileIO.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <charconv>

namespace gnw::engine {

Result<std::pair<int, int>> parseShard(const std::string& text) {
    const auto slash = text.find('/');
    int k = 0, n = 0;
    if (slash != std::string::npos) {
        const auto a = std::from_chars(text.data(), text.data() + slash, k);
        const auto b = std::from_chars(text.data() + slash + 1, text.data() + text.size(), n);
        if (a.ec == std::errc() && a.ptr == text.data() + slash && b.ec == std::errc() &&
            b.ptr == text.data() + text.size() && n >= 1 && k >= 1 && k <= n)
            return std::pair{k - 1, n};
    }
    return Error{"", 0, 0, "--shard '" + text + "': expected K/N with 1 <= K <= N (e.g. 2/4)"};
}

Result<std::vector<std::string>> readAllowList(const std::filesystem::path& file) {
    auto text = readFile(file);
    if (!text)
        return text.error();
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= text->size()) {
        auto end = text->find('\n', pos);
        if (end == std::string::npos)
            end = text->size();
        std::string line = text->substr(pos, end - pos);
        while (!line.empty() &&
               (line.back() == '\r' || line.back() == ' ' || line.back() == '\t' || line.back() == '/'))
            line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first != std::string::npos && line[first] != '#')
            out.push_back(line.substr(first));
        pos = end + 1;
    }
    return out;
}

bool allowListed(const SampleLocation& sample, const std::vector<std::string>& allowList) {
    for (const auto& entry : allowList) {
        if (entry == sample.relPath || entry == sample.dir.string())
            return true;
        if (entry.size() > sample.relPath.size() && entry.ends_with(sample.relPath) &&
            entry[entry.size() - sample.relPath.size() - 1] == '/')
            return true;
    }
    return false;
}

std::vector<SampleLocation> selectSamples(std::vector<SampleLocation> samples, const SelectionCriteria& c) {
    std::vector<SampleLocation> kept;
    for (auto& s : samples) {
        if (!c.category.empty() && placeOf(s.relPath).category != c.category)
            continue;
        if (!c.allowList.empty() && !allowListed(s, c.allowList))
            continue;
        if (!c.filter.empty() && s.relPath.find(c.filter) == std::string::npos)
            continue;
        kept.push_back(std::move(s));
    }
    std::vector<int> shardOf(kept.size());
    if (c.shardWeights.empty() || c.shardCount <= 1) {
        for (std::size_t i = 0; i < kept.size(); ++i)
            shardOf[i] = static_cast<int>(i % static_cast<std::size_t>(std::max(c.shardCount, 1)));
    } else {
        // Longest processing time first: the heaviest sample to the lightest shard (ties: the lower shard,
        // then the path), so every task of a sweep computes the same partition. A sample without a
        // prediction weighs the median prediction.
        std::vector<double> weight(kept.size(), -1), known;
        for (std::size_t i = 0; i < kept.size(); ++i)
            if (const auto it = c.shardWeights.find(kept[i].dir.string()); it != c.shardWeights.end()) {
                weight[i] = it->second;
                known.push_back(it->second);
            }
        const double typical = known.empty() ? 1.0 : median(std::move(known));
        for (auto& w : weight)
            if (w < 0)
                w = typical;
        std::vector<std::size_t> order(kept.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return weight[a] > weight[b]; });
        std::vector<double> load(static_cast<std::size_t>(c.shardCount), 0.0);
        for (std::size_t i : order) {
            const auto lightest = std::min_element(load.begin(), load.end()) - load.begin();
            shardOf[i] = static_cast<int>(lightest);
            load[static_cast<std::size_t>(lightest)] += weight[i];
        }
    }
    std::vector<SampleLocation> shard;
    for (std::size_t i = 0; i < kept.size(); ++i)
        if (shardOf[i] == c.shardIndex)
            shard.push_back(std::move(kept[i]));
    return shard;
}

Result<std::map<std::string, double>> readShardWeights(const SelectionCriteria& criteria) {
    auto db = Database::openReadOnly(criteria.balanceStore);
    if (!db)
        return db.error();
    std::map<std::string, double> out;
    try {
        for (const auto& [path, p] : CostModelStore(*db).predictions(criteria.balanceModel))
            out[path] = p.eagerSeconds;
    } catch (const DatabaseError& e) {
        return Error{criteria.balanceStore, 0, 0, e.what()};
    }
    if (out.empty())
        return Error{criteria.balanceStore, 0, 0,
                     "cost model #" + std::to_string(criteria.balanceModel) +
                         " has no predictions to balance shards by (graphnet-bench cost-model predict)"};
    return out;
}

int keepBackendFramework(std::vector<SampleLocation>& samples, const std::string& backend) {
    const Backend* b = findBackend(backend);
    if (!b)
        return 0; // the run fails on the unknown backend, per sample
    const auto others = std::stable_partition(samples.begin(), samples.end(), [&](const SampleLocation& s) {
        return detail::sampleFramework(s) == b->framework();
    });
    const int removed = static_cast<int>(samples.end() - others);
    samples.erase(others, samples.end());
    return removed;
}

} // namespace gnw::engine
