#pragma once
// The points a score chart draws for one curve, and the number formatting of its subtitle.
#include "core/analysis/CurveScores.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <vector>

namespace gnw::ui {

// Connected through t = 0, then upstream's steps-post: each value holds until the next t. `shown` are
// the indices of `t` drawn; non-finite values are skipped.
QList<QPointF> polyline(const std::vector<int>& t, const std::vector<double>& v,
                        const std::vector<std::size_t>& shown);
// One point per shown t (the markers).
QList<QPointF> markerPoints(const std::vector<int>& t, const std::vector<double>& v,
                            const std::vector<std::size_t>& shown);
// The macro form's S(t) or ES(t), aligned with the curve's t.
std::vector<double> macroValues(const CurveScores& curve, ScoreKind kind);

// Python's repr of a float for subtitles ("0.0", "0.1") as upstream prints p and b.
QString pythonNumber(double value);

} // namespace gnw::ui
