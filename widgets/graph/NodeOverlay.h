#pragma once
// The slowdown map's colour scale (docs/fault-localisation.md): diverging on log2 of the speedup, red where
// the backend is slower than eager, green where faster, neutral at 1, saturated at 1/4 and 4.
#include <QColor>
#include <QString>

namespace gnw::ui {

inline constexpr double kSpeedupColorLimit = 4.0;

QColor speedupColor(double speedup, bool darkBackground);
// The legend as rich text: swatches from 1/4 to 4 with their labels.
QString speedupLegendHtml(bool darkBackground);

} // namespace gnw::ui
