#include "core/engine/run/SampleSelection.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/util/FileIO.h"

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
    std::vector<SampleLocation> shard;
    for (std::size_t i = 0; i < kept.size(); ++i)
        if (static_cast<int>(i % static_cast<std::size_t>(c.shardCount)) == c.shardIndex)
            shard.push_back(std::move(kept[i]));
    return shard;
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
