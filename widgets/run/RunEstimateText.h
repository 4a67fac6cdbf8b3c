#pragma once
// New Run's estimate of what the chosen samples cost in timed calls (core/costmodel/RunEstimate.h), from
// the cost model's predictions, as one sentence; or what to do when there are none.
#include "core/store/RunSettings.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace gnw::ui {

QString runEstimateText(const QHash<QString, double>& predictedEager, const QString& model,
                        const QStringList& samples, const RunSettings& settings, int backends);

} // namespace gnw::ui
