#pragma once
// Paints a GraphScene with level of detail: full (antialiased, labels, arrow heads) when zoomed in; no
// antialiasing and titles only in between; plain rectangles and polylines when zoomed out. Exports paint
// in full detail. Used by the canvas, the minimap and the SVG/PNG export.
#include "widgets/graph/NodeOverlay.h"

#include <QColor>
#include <QFontMetricsF>
#include <QRectF>
#include <vector>

class QPainter;
class QPalette;

namespace gnw::ui {

class GraphDocument;
class GraphScene;
class GraphStyle;
struct SceneItem;

struct PaintState {
    bool dark = false;
    QColor background, text, mutedText, frame, edge, selection, match;
    int selectedItem = -1;
    std::vector<char> matchedItems; // per scene item: holds a search match
    // An overlay (NodeOverlay: a slowdown map's speedups, an eager profile's time shares): the value per
    // display node and per module group, NaN where none; empty when none is shown. Nodes and closed groups
    // are then filled by overlayColor(overlayScale, value).
    OverlayScale overlayScale = OverlayScale::Speedup;
    std::vector<float> nodeOverlay, groupOverlay;

    static PaintState fromPalette(const QPalette& palette);
};

enum class Detail { Full, Medium, Low };

class GraphPainter {
public:
    GraphPainter(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                 const PaintState& state);

    // Scale = device pixels per scene unit; thresholds pick the detail level.
    static Detail detailFor(double scale);
    // `exposed` in scene coordinates; the painter already maps scene to device.
    void paint(QPainter& p, const QRectF& exposed, Detail detail) const;

private:
    void paintFrame(QPainter& p, int item, const QRectF& exposed, Detail detail) const;
    void paintEdges(QPainter& p, const QRectF& exposed, Detail detail) const;
    void paintNode(QPainter& p, int item, Detail detail) const;
    void paintClosedGroup(QPainter& p, int item, Detail detail) const;
    void paintCompositionBar(QPainter& p, const QRectF& r, int group) const;
    void paintMarks(QPainter& p, const SceneItem& item, int index) const;

    const GraphScene& m_scene;
    const GraphDocument& m_doc;
    const GraphStyle& m_style;
    const PaintState& m_state;
    QFontMetricsF m_titleMetrics, m_subtitleMetrics, m_groupMetrics, m_farMetrics;
};

} // namespace gnw::ui
