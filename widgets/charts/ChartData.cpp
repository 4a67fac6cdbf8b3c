#include "widgets/charts/ChartData.h"

#include <QCoreApplication>

namespace gnw::ui {

std::vector<BootstrapBand> bootstrapBands(const CurveSet& set, const ScoreParams& params, int resamples) {
    std::vector<BootstrapBand> bands;
    if (resamples <= 0)
        return bands;
    for (const auto& curve : set.curves)
        bands.push_back(bootstrapScores(curve.scored, params, {resamples, 123, 0.95}));
    return bands;
}

std::shared_ptr<ScoreChartData> scoreChartData(ScoreKind kind, const ScoreParams& params,
                                               std::vector<CurveScores> curves,
                                               std::vector<BootstrapBand> bands, bool macroOverlay,
                                               SpeedupKind speedup) {
    auto data = std::make_shared<ScoreChartData>();
    data->kind = kind;
    data->params = params;
    data->curves = std::move(curves);
    if (bands.size() == data->curves.size())
        data->bands = std::move(bands);
    data->macroOverlay = macroOverlay;
    data->speedupLabel = speedupLabel(speedup);
    return data;
}

std::shared_ptr<ViolinChartData> violinChartData(std::shared_ptr<const CurveSet> set, bool correctOnly,
                                                 ViolinOrder order, const QStringList& custom) {
    auto data = std::make_shared<ViolinChartData>();
    data->groups = violinGroups(*set, correctOnly);
    std::vector<std::string> names;
    for (const QString& name : custom)
        names.push_back(name.toStdString());
    orderViolins(data->groups, order, names);
    data->correctOnly = correctOnly;
    data->set = std::move(set);
    return data;
}

QString speedupLabel(SpeedupKind speedup) {
    return speedup == SpeedupKind::Gpu ? QCoreApplication::translate("gnw::ui::ChartData", "gpu speedup")
                                       : QString();
}

} // namespace gnw::ui
