#include "core/analysis/RunComparison.h"

#include "core/util/Percentile.h"

#include <cmath>
#include <unordered_map>

namespace gnw {

std::string comparisonKey(const std::string& samplePath) {
    for (const char* folder : {"paddle_samples/", "samples/"}) {
        const auto at = samplePath.rfind(folder);
        if (at != std::string::npos && (at == 0 || samplePath[at - 1] == '/'))
            return samplePath.substr(at);
    }
    return samplePath;
}

std::optional<double> usableSpeedup(const SampleResult& result, bool gpu) {
    const auto& s = gpu ? result.speedupGpu : result.speedupE2e;
    if (s && *s > 0 && std::isfinite(*s))
        return *s;
    return std::nullopt;
}

RunComparison compareRuns(std::shared_ptr<const LoadedRun> a, std::shared_ptr<const LoadedRun> b) {
    RunComparison out;
    out.a = std::move(a);
    out.b = std::move(b);
    std::unordered_map<std::string, std::size_t> index;
    for (const auto& r : out.a->results) {
        const auto key = comparisonKey(r.samplePath);
        if (index.emplace(key, out.samples.size()).second)
            out.samples.push_back({key, &r, nullptr});
    }
    for (const auto& r : out.b->results) {
        const auto key = comparisonKey(r.samplePath);
        const auto it = index.find(key);
        if (it == index.end()) {
            index.emplace(key, out.samples.size());
            out.samples.push_back({key, nullptr, &r});
        } else if (!out.samples[it->second].b) {
            out.samples[it->second].b = &r;
        }
    }
    return out;
}

int RunComparison::common() const {
    int n = 0;
    for (const auto& s : samples)
        n += s.a && s.b ? 1 : 0;
    return n;
}

std::optional<double> RunComparison::geomeanRatio(bool gpu) const {
    std::vector<double> ratios;
    for (const auto& s : samples) {
        if (!s.a || !s.b)
            continue;
        const auto sa = usableSpeedup(*s.a, gpu), sb = usableSpeedup(*s.b, gpu);
        if (sa && sb)
            ratios.push_back(*sb / *sa);
    }
    if (ratios.empty())
        return std::nullopt;
    return geometricMean(ratios);
}

} // namespace gnw
