#include "core/metrics/ScoredSample.h"

#include <array>
#include <optional>

namespace gnw {

std::string_view ScoredSample::failTypeAt(int t) const {
    if (status != SampleStatus::Correct)
        return statusName(status);
    return correctAt(t) ? "correct" : "accuracy";
}

int ScoredSample::failTypeIndexAt(int t) const {
    if (status == SampleStatus::Correct && !correctAt(t))
        return kAccuracyFailType;
    return static_cast<int>(status);
}

FailTypeCodes::FailTypeCodes(Interpretation interpretation) {
    for (int i = 0; i < kFailTypes; ++i) {
        const std::string_view name =
            i == kAccuracyFailType ? "accuracy" : statusName(static_cast<SampleStatus>(i));
        code[i] = errorCode(name, interpretation);
        macroFrom[i] = toleratedFrom(code[i], interpretation);
        microFrom[i] = microToleratedFrom(name, interpretation);
    }
}

std::uint16_t correctnessMask(const SampleResult& r) {
    if (r.status != SampleStatus::Correct)
        return 0;
    const std::size_t n = r.equal.size();
    // Per output: its float kind, or -1 for "compare by [equal]" (also when the eager dtype is missing).
    std::vector<int> kinds(n, -1);
    for (std::size_t k = 0; k < n && k < r.dtypesEager.size(); ++k)
        if (auto kind = floatKindOf(r.dtypesEager[k]))
            kinds[k] = static_cast<int>(*kind);
    std::uint16_t mask = 0;
    for (int t = kMinTolerance; t <= kMaxTolerance; ++t) {
        std::array<const std::vector<double>*, kFloatKinds> lists{};
        std::array<bool, kFloatKinds> looked{};
        bool ok = true;
        for (std::size_t k = 0; k < n && ok; ++k) {
            const std::vector<double>* values = &r.equal;
            if (const int kind = kinds[k]; kind >= 0) {
                if (!looked[kind]) {
                    const auto it = r.allClose.find(allCloseKey(t, static_cast<FloatKind>(kind)));
                    lists[kind] = it == r.allClose.end() ? nullptr : &it->second;
                    looked[kind] = true;
                }
                values = lists[kind];
            }
            ok = values && values->size() > k && (*values)[k] != 0.0; // NaN counts as true, as bool(nan)
        }
        if (ok)
            mask |= static_cast<std::uint16_t>(1u << (t - kMinTolerance));
    }
    return mask;
}

ScoredSample scoredSample(const SampleResult& r, SpeedupKind kind) {
    ScoredSample s;
    s.name = r.samplePath;
    s.status = r.status;
    s.correctMask = correctnessMask(r);
    const auto& speedup = kind == SpeedupKind::E2e ? r.speedupE2e : r.speedupGpu;
    if (speedup)
        s.speedup = *speedup;
    return s;
}

std::vector<ScoredSample> scoredSamples(const std::vector<SampleResult>& results, SpeedupKind kind) {
    std::vector<ScoredSample> out;
    out.reserve(results.size());
    for (const auto& r : results)
        out.push_back(scoredSample(r, kind));
    return out;
}

} // namespace gnw
