#include "widgets/graph/NodeOverlay.h"

#include "widgets/graph/GraphStyle.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gnw::ui {

namespace {

QColor neutralFill(bool dark) {
    return dark ? QColor(0x3a, 0x3d, 0x42) : QColor(0xf4, 0xf4, 0xf0);
}

QString swatch(const QColor& color, const QString& label) {
    return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;</span>&nbsp;%2&nbsp;&nbsp;")
        .arg(color.name(), label);
}

} // namespace

QColor overlayColor(OverlayScale scale, double value, bool dark) {
    const QColor neutral = neutralFill(dark);
    if (!(value > 0) || !std::isfinite(value))
        return neutral;
    if (scale == OverlayScale::TimeShare) {
        // A log scale: the hot spots of a graph of hundreds of ops take 5-30% each, the rest well under 1%.
        const QColor hot = dark ? QColor(0xd3, 0x6b, 0x12) : QColor(0xe8, 0x7a, 0x1c);
        const double t = std::clamp(
            std::log10(value / kShareColorLow) / std::log10(kShareColorHigh / kShareColorLow), 0.0, 1.0);
        return mixColors(neutral, hot, t);
    }
    const QColor slow = dark ? QColor(0xc0, 0x39, 0x2b) : QColor(0xe0, 0x5a, 0x47);
    const QColor fast = dark ? QColor(0x1e, 0x8c, 0x4e) : QColor(0x4c, 0xb0, 0x6c);
    const double t = std::clamp(std::log2(value) / std::log2(kSpeedupColorLimit), -1.0, 1.0);
    return t < 0 ? mixColors(neutral, slow, -t) : mixColors(neutral, fast, t);
}

double combineOverlayValues(OverlayScale scale, const std::vector<double>& values) {
    if (values.empty())
        return std::nan("");
    if (scale == OverlayScale::TimeShare)
        return std::accumulate(values.begin(), values.end(), 0.0);
    double logSum = 0;
    for (double v : values)
        logSum += std::log(v);
    return std::exp(logSum / double(values.size()));
}

QString overlayLegendHtml(const NodeOverlay& overlay, bool dark) {
    QString html = QStringLiteral("<b>%1</b>: ").arg(overlay.title.toHtmlEscaped());
    if (overlay.scale == OverlayScale::TimeShare) {
        html += QCoreApplication::translate("gnw::ui::NodeOverlay", "share of the nodes' eager time") +
                QStringLiteral("&nbsp;&nbsp;");
        for (double s : {0.001, 0.003, 0.01, 0.03, 0.1})
            html +=
                swatch(overlayColor(overlay.scale, s, dark), (s == kShareColorLow    ? QStringLiteral("≤")
                                                              : s == kShareColorHigh ? QStringLiteral("≥")
                                                                                     : QString()) +
                                                                 QString::number(100 * s) + QLatin1Char('%'));
        return html;
    }
    html += QCoreApplication::translate("gnw::ui::NodeOverlay", "speedup per range against eager") +
            QStringLiteral("&nbsp;&nbsp;");
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        html += swatch(overlayColor(overlay.scale, s, dark), (s == 0.25  ? QStringLiteral("≤0.25")
                                                              : s == 4.0 ? QStringLiteral("≥4")
                                                                         : QString::number(s)) +
                                                                 QStringLiteral("×"));
    return html;
}

} // namespace gnw::ui
