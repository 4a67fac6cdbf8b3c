#pragma once
// S(t)/ES(t) of every curve plus what stands behind each point: how many samples count as correct
// (and of those, slower than eager), the failures per fail type and, for ES at t >= 1, how many of them
// are tolerated. The values themselves come from core's computeScores(); the counts only explain them.
#include "core/analysis/CurveSet.h"
#include "core/metrics/EsScores.h"

#include <array>
#include <string>
#include <vector>

namespace gnw {

enum class ScoreKind { S, ES };

struct LevelCounts {
    int samples = 0, correct = 0, slower = 0, tolerated = 0;
    std::array<int, kFailTypes> failed{}; // by ScoredSample::failTypeIndexAt(); [0] (correct) stays 0
};

struct CurveScores {
    std::string name;
    ScoreCurve curve;
    std::vector<LevelCounts> sCounts, esCounts; // aligned with curve.t

    const std::vector<double>& values(ScoreKind kind) const {
        return kind == ScoreKind::S ? curve.s : curve.es;
    }
    const std::vector<LevelCounts>& counts(ScoreKind kind) const {
        return kind == ScoreKind::S ? sCounts : esCounts;
    }
};

CurveScores scoreCurve(const CurveSource& source, const ScoreParams& params);
std::vector<CurveScores> scoreCurves(const CurveSet& set, const ScoreParams& params);

// One sample at one point: its state and its factor in the geometric mean (rect(s), b, or 1 when
// tolerated or when a correct sample has no usable speedup, as core's micro form counts it).
struct PointOutcome {
    int failType = 0; // ScoredSample::failTypeIndexAt() at t (frozen at t = 1 for ES at t >= 1)
    bool correct = false, slower = false, tolerated = false;
    double factor = 1.0;
};
PointOutcome outcomeAt(const ScoredSample& sample, ScoreKind kind, int t, const ScoreParams& params);

// "correct", "accuracy", "eager_fail", ... for a failTypeIndexAt() value.
std::string failTypeName(int failType);

} // namespace gnw
