#include "widgets/charts/ScorePoints.h"

#include <cmath>

namespace gnw::ui {

QString pythonNumber(double value) {
    QString text = QString::number(value, 'g', 12);
    if (std::isfinite(value) && !text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e')))
        text += QStringLiteral(".0");
    return text;
}

QList<QPointF> polyline(const std::vector<int>& t, const std::vector<double>& v,
                        const std::vector<std::size_t>& shown) {
    QList<QPointF> points;
    bool stepping = false;
    double previous = 0;
    for (const auto i : shown) {
        if (!std::isfinite(v[i]))
            continue;
        if (stepping)
            points.append(QPointF(t[i], previous));
        points.append(QPointF(t[i], v[i]));
        stepping = t[i] >= 0;
        previous = v[i];
    }
    return points;
}

QList<QPointF> markerPoints(const std::vector<int>& t, const std::vector<double>& v,
                            const std::vector<std::size_t>& shown) {
    QList<QPointF> points;
    for (const auto i : shown)
        if (std::isfinite(v[i]))
            points.append(QPointF(t[i], v[i]));
    return points;
}

std::vector<double> macroValues(const CurveScores& c, ScoreKind kind) {
    std::vector<double> out;
    for (const auto& m : c.curve.macro)
        out.push_back(kind == ScoreKind::S ? m.s : m.es);
    return out;
}

} // namespace gnw::ui
