#include "widgets/graph/SpeedupColors.h"

#include "widgets/graph/GraphStyle.h"

#include <algorithm>
#include <cmath>

namespace gnw::ui {

QColor speedupColor(double speedup, bool dark) {
    const QColor neutral = dark ? QColor(0x3a, 0x3d, 0x42) : QColor(0xf4, 0xf4, 0xf0);
    const QColor slow = dark ? QColor(0xc0, 0x39, 0x2b) : QColor(0xe0, 0x5a, 0x47);
    const QColor fast = dark ? QColor(0x1e, 0x8c, 0x4e) : QColor(0x4c, 0xb0, 0x6c);
    if (!(speedup > 0) || !std::isfinite(speedup))
        return neutral;
    const double t = std::clamp(std::log2(speedup) / std::log2(kSpeedupColorLimit), -1.0, 1.0);
    return t < 0 ? mixColors(neutral, slow, -t) : mixColors(neutral, fast, t);
}

QString speedupLegendHtml(bool dark) {
    QString html;
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0})
        html += QStringLiteral(
                    "<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;</span>&nbsp;%2×&nbsp;&nbsp;")
                    .arg(speedupColor(s, dark).name())
                    .arg(s == 0.25  ? QStringLiteral("≤0.25")
                         : s == 4.0 ? QStringLiteral("≥4")
                                    : QString::number(s));
    return html;
}

} // namespace gnw::ui
