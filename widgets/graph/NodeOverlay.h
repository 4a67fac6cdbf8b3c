#pragma once
// A value per graph node drawn as the nodes' fill: the slowdown map's speedups (docs/fault-localisation.md)
// or the eager profile's share of the time (docs/profile.md). Closed module groups show what their ops
// add up to: the geometric mean of the speedups, the sum of the shares.
#include <QColor>
#include <QString>

#include <utility>
#include <vector>

namespace gnw::ui {

enum class OverlayScale {
    Speedup,   // diverging on log2: red slower than eager, green faster, neutral at 1, saturated at 1/4 and 4
    TimeShare, // sequential on log10 of the share of the nodes' time: neutral at 0.1%, saturated at 10%
};

inline constexpr double kSpeedupColorLimit = 4.0;
inline constexpr double kShareColorLow = 0.001, kShareColorHigh = 0.1;

struct NodeOverlay {
    OverlayScale scale = OverlayScale::Speedup;
    QString title;                              // names what is drawn: "inductor on nlp/mlp"
    std::vector<std::pair<int, double>> values; // graph node id (GraphNode::id) -> value
    bool empty() const { return values.empty(); }
};

QColor overlayColor(OverlayScale scale, double value, bool darkBackground);
// What a closed group shows of the values of the ops inside it.
double combineOverlayValues(OverlayScale scale, const std::vector<double>& values);
// The legend as rich text: the title, what the colours mean, swatches with their labels.
QString overlayLegendHtml(const NodeOverlay& overlay, bool darkBackground);

} // namespace gnw::ui
