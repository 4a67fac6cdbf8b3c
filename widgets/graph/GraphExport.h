#pragma once
// The whole laid-out graph as SVG (vector, full detail) or PNG (background filled, scaled to stay
// within a pixel budget).
#include <QString>

namespace gnw::ui {

class GraphDocument;
class GraphScene;
class GraphStyle;
struct PaintState;

bool exportGraphSvg(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                    const PaintState& state, const QString& path, const QString& title);
// `scale` device pixels per scene unit, lowered when the image would exceed 16k pixels a side or 120 MP.
bool exportGraphPng(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                    const PaintState& state, const QString& path, double scale = 2.0);

} // namespace gnw::ui
