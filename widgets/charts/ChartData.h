#pragma once
// From a curve set and the user's parameters to what the charts draw; shared by the analysis page and
// the headless `graphnet-bench plot` command so both draw the same thing.
#include "widgets/charts/ScoreChart.h"
#include "widgets/charts/ViolinChartData.h"

#include <memory>
#include <vector>

namespace gnw::ui {

// Percentile bootstrap band (seeded, 95 %) per curve; empty when `resamples` is 0.
std::vector<BootstrapBand> bootstrapBands(const CurveSet& set, const ScoreParams& params, int resamples);

std::shared_ptr<ScoreChartData> scoreChartData(ScoreKind kind, const ScoreParams& params,
                                               std::vector<CurveScores> curves,
                                               std::vector<BootstrapBand> bands, bool macroOverlay,
                                               SpeedupKind speedup);

std::shared_ptr<ViolinChartData> violinChartData(std::shared_ptr<const CurveSet> set, bool correctOnly,
                                                 ViolinOrder order, const QStringList& custom = {});

// "" for upstream's e2e speedup, "gpu speedup" for device time.
QString speedupLabel(SpeedupKind speedup);

} // namespace gnw::ui
