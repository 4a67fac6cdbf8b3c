#pragma once
// The samples behind a clicked point or violin, as rows for the drill-down table.
#include "core/analysis/CurveScores.h"
#include "widgets/charts/ViolinChartData.h"

#include <QString>
#include <limits>
#include <vector>

namespace gnw::ui {

struct OutcomeRow {
    QString samplePath, run, state, status, failureClass, message;
    double speedup = std::numeric_limits<double>::quiet_NaN();
    double factor = std::numeric_limits<double>::quiet_NaN(); // its factor in the geometric mean
};

// Every sample of the curve with its state at t ("correct", "correct, slower", "accuracy",
// "eager_fail (tolerated)") and its factor, as the metric counted it.
std::vector<OutcomeRow> pointOutcomes(const CurveSet& set, int curve, ScoreKind kind, int t,
                                      const ScoreParams& params);
// The samples whose speedup the violin shows.
std::vector<OutcomeRow> violinOutcomes(const CurveSet& set, const ViolinGroup& group);

} // namespace gnw::ui
