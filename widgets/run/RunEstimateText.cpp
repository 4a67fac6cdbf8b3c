#include "widgets/run/RunEstimateText.h"

#include "core/costmodel/RunEstimate.h"
#include "widgets/util/Format.h"

#include <QCoreApplication>

namespace gnw::ui {

QString runEstimateText(const QHash<QString, double>& predictedEager, const QString& model,
                        const QStringList& samples, const RunSettings& settings, int backends) {
    if (predictedEager.isEmpty())
        return QCoreApplication::translate(
            "RunEstimateText",
            "Estimate: no cost model has predicted this dataset yet (graphnet-bench cost-model predict).");
    std::vector<std::optional<double>> predicted;
    predicted.reserve(static_cast<std::size_t>(samples.size()));
    for (const auto& s : samples) {
        const auto it = predictedEager.constFind(s);
        predicted.push_back(it == predictedEager.constEnd() ? std::nullopt : std::optional<double>(*it));
    }
    const RunEstimate e = estimateRun(predicted, settings, std::max(backends, 1));
    if (e.predicted == 0)
        return QCoreApplication::translate("RunEstimateText",
                                           "Estimate: %1 has predicted none of these samples.")
            .arg(model);
    return QCoreApplication::translate(
               "RunEstimateText",
               "Estimate by %1 for %2 of %3 samples: one eager call of each %4 in all; warm-up and timed "
               "calls of both sides %5 for %6 backend(s) (loading, inputs and compilation not included).")
        .arg(model)
        .arg(e.predicted)
        .arg(e.samples)
        .arg(durationText(e.eagerSeconds))
        .arg(durationText(e.timedSeconds))
        .arg(std::max(backends, 1));
}

} // namespace gnw::ui
