#include "core/analysis/CurveScores.h"

#include <cmath>

namespace gnw {

std::string failTypeName(int failType) {
    if (failType == kAccuracyFailType)
        return "accuracy";
    return std::string(statusName(static_cast<SampleStatus>(failType)));
}

namespace {
double rectified(double speedup, double p) {
    return speedup < 1.0 ? std::pow(speedup, p + 1.0) : speedup;
}

// One sample's state at one point, without its factor.
PointOutcome classify(const ScoredSample& sample, ScoreKind kind, int t, const FailTypeCodes& codes) {
    const int level = kind == ScoreKind::ES && t >= 1 ? 1 : t;
    PointOutcome out;
    out.correct = sample.correctAt(level);
    if (out.correct) {
        out.slower = sample.hasUsableSpeedup() && sample.speedup < 1.0;
        return out;
    }
    out.failType = sample.failTypeIndexAt(level);
    out.tolerated = kind == ScoreKind::ES && t >= 1 && codes.microFrom[out.failType] <= t;
    return out;
}

// The counts at every level from one pass over the samples: a failed status fails at every t, a
// status-correct sample is correct where its mask says so and an accuracy failure elsewhere.
void countLevels(const CurveSource& source, const ScoreParams& params, CurveScores& out) {
    std::array<int, kToleranceLevels> correctAt{}, slowerAt{};
    std::array<int, kFailTypes> failedStatus{};
    int statusCorrect = 0;
    for (const auto& sample : source.scored) {
        if (sample.status != SampleStatus::Correct) {
            ++failedStatus[static_cast<int>(sample.status)];
            continue;
        }
        ++statusCorrect;
        const int slow = sample.hasUsableSpeedup() && sample.speedup < 1.0 ? 1 : 0;
        for (int k = 0; k < kToleranceLevels; ++k) {
            const int bit = (sample.correctMask >> k) & 1;
            correctAt[k] += bit;
            slowerAt[k] += bit & slow;
        }
    }
    const auto at = [&](int t) {
        const int k = t - kMinTolerance;
        LevelCounts c;
        c.samples = static_cast<int>(source.scored.size());
        c.correct = correctAt[k];
        c.slower = slowerAt[k];
        c.failed = failedStatus;
        c.failed[kAccuracyFailType] = statusCorrect - correctAt[k];
        return c;
    };
    const FailTypeCodes codes(params.interpretation);
    for (const int t : out.curve.t) {
        out.sCounts.push_back(at(t));
        LevelCounts es = at(t >= 1 ? 1 : t);
        if (t >= 1)
            for (int f = 1; f < kFailTypes; ++f)
                es.tolerated += codes.microFrom[f] <= t ? es.failed[f] : 0;
        out.esCounts.push_back(es);
    }
}
} // namespace

PointOutcome outcomeAt(const ScoredSample& sample, ScoreKind kind, int t, const ScoreParams& params) {
    auto out = classify(sample, kind, t, FailTypeCodes(params.interpretation));
    if (out.correct)
        out.factor = sample.hasUsableSpeedup() ? rectified(sample.speedup, params.p) : 1.0;
    else
        out.factor = out.tolerated ? 1.0 : params.b;
    return out;
}

CurveScores scoreCurve(const CurveSource& source, const ScoreParams& params) {
    CurveScores out;
    out.name = source.name;
    out.curve = computeScores(source.scored, params);
    countLevels(source, params, out);
    return out;
}

std::vector<CurveScores> scoreCurves(const CurveSet& set, const ScoreParams& params) {
    std::vector<CurveScores> out;
    out.reserve(set.curves.size());
    for (const auto& source : set.curves)
        out.push_back(scoreCurve(source, params));
    return out;
}

} // namespace gnw
