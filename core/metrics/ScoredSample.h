#pragma once
// What the S(t)/ES(t) metrics need of one result, computed once: correctness at every tolerance level
// (spec 5.4) as a bit mask, and the speedup. Scoring then never touches strings.
#include "core/metrics/Interpretation.h"
#include "core/metrics/ToleranceTable.h"
#include "core/store/SampleResult.h"

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// Which speedup the metrics use: upstream uses e2e only; gpu (device time) is the workbench's addition.
enum class SpeedupKind { E2e, Gpu };

struct ScoredSample {
    std::string name;
    SampleStatus status = SampleStatus::EagerFail;
    std::uint16_t correctMask = 0; // bit (t - kMinTolerance) = correct(i, t), t = -10..5
    double speedup = std::numeric_limits<double>::quiet_NaN(); // NaN when absent

    bool correctAt(int t) const { return (correctMask >> (t - kMinTolerance)) & 1u; }
    // "correct", "accuracy" (status correct but outside tolerance t) or the status name.
    std::string_view failTypeAt(int t) const;
    // failTypeAt() as a small index: the SampleStatus value, or kAccuracyFailType.
    int failTypeIndexAt(int t) const;
    bool hasUsableSpeedup() const { return speedup > 0 && speedup < std::numeric_limits<double>::infinity(); }
};

inline constexpr int kAccuracyFailType = 6;
inline constexpr int kFailTypes = 7;

// errorCode(), toleratedFrom() and microToleratedFrom() of every fail type, computed once per scoring
// (the substring rules are too slow to apply per sample and level).
struct FailTypeCodes {
    explicit FailTypeCodes(Interpretation interpretation);
    std::array<int, kFailTypes> code{}, macroFrom{}, microFrom{};
};

// correct(i, t) for t = -10..5: false unless status is correct; else for every output k < len([equal])
// the eager dtype's rung key (float16/bfloat16/float32/float64) or [equal] for other dtypes must hold a
// nonzero value at k. A sample without [equal] values is correct at every t (upstream's all() of nothing).
std::uint16_t correctnessMask(const SampleResult& result);

ScoredSample scoredSample(const SampleResult& result, SpeedupKind kind = SpeedupKind::E2e);
std::vector<ScoredSample> scoredSamples(const std::vector<SampleResult>& results,
                                        SpeedupKind kind = SpeedupKind::E2e);

} // namespace gnw
