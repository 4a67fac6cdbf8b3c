#include "core/metrics/Breakdown.h"

#include <string_view>

namespace gnw {

namespace {
std::string componentAfter(std::string_view path, std::string_view dir) {
    std::size_t at = std::string_view::npos;
    if (path.starts_with(dir))
        at = 0;
    else if (const auto p = path.find("/" + std::string(dir)); p != std::string_view::npos)
        at = p + 1;
    if (at == std::string_view::npos)
        return {};
    const auto start = at + dir.size();
    const auto end = path.find('/', start);
    return end == std::string_view::npos ? std::string() : std::string(path.substr(start, end - start));
}
} // namespace

std::string categoryOf(const SampleResult& result) {
    if (!result.category.empty())
        return result.category;
    const std::string_view path = result.samplePath;
    for (std::string_view dir : {"paddle_samples/", "samples/"})
        if (auto c = componentAfter(path, dir); !c.empty())
            return c;
    const auto last = path.rfind('/');
    if (last == std::string_view::npos || last == 0)
        return "(unknown)";
    const auto parent = path.rfind('/', last - 1);
    const auto start = parent == std::string_view::npos ? 0 : parent + 1;
    return std::string(path.substr(start, last - start));
}

std::string heuristicTagOf(const SampleResult& result) {
    return result.heuristicTag.empty() ? std::string("(untagged)") : result.heuristicTag;
}

std::string domainOf(const SampleResult& result) {
    if (result.heuristicTag == "nlp")
        return "NLP";
    if (result.heuristicTag == "computer_vision")
        return "CV";
    if (!result.heuristicTag.empty())
        return "other";
    const std::string path = "/" + result.samplePath + "/";
    if (path.find("/PaddleNLP/") != std::string::npos || path.find("/nlp/") != std::string::npos)
        return "NLP";
    if (path.find("/PaddleX/") != std::string::npos || path.find("/cv/") != std::string::npos)
        return "CV";
    return "other";
}

std::map<std::string, std::vector<std::size_t>> groupResults(const std::vector<SampleResult>& results,
                                                             const GroupKey& key) {
    std::map<std::string, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < results.size(); ++i)
        groups[key(results[i])].push_back(i);
    return groups;
}

std::map<std::string, ScoreCurve> scoresByGroup(const std::vector<SampleResult>& results, const GroupKey& key,
                                                const ScoreParams& params, SpeedupKind kind) {
    std::map<std::string, ScoreCurve> out;
    for (const auto& [group, indices] : groupResults(results, key)) {
        std::vector<ScoredSample> samples;
        samples.reserve(indices.size());
        for (auto i : indices)
            samples.push_back(scoredSample(results[i], kind));
        out.emplace(group, computeScores(samples, params));
    }
    return out;
}

} // namespace gnw
