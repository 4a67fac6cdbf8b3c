#pragma once
// A laid-out graph ready to paint: item rectangles, edge bend points and arrow heads, and spatial indexes
// of items and of edge segments, so that a repaint touches only what it shows (a mask read by 300 blocks
// is 300 long edges: drawing them whole at every pan step would cost more than the rest of the frame).
// Immutable once built; built on a worker.
#include "core/layout/HierarchicalLayout.h"
#include "core/layout/ModuleTree.h"
#include "widgets/graph/SpatialGrid.h"

#include <QPolygonF>
#include <QRectF>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace gnw::ui {

class GraphDocument;
struct GraphSizes;

struct SceneItem {
    layout::ItemKind kind = layout::ItemKind::Node;
    int index = 0; // display node or module group
    QRectF rect;
    int depth = 0; // of an open group, for its tint
};

struct SceneEdge {
    int from = 0; // items
    int to = 0;
    int count = 1;
    bool reversed = false;
    QPolygonF points;           // bend points of all pieces, back to back
    std::vector<int> pieceEnds; // one past the last point of each piece
    QPolygonF arrow;            // head at the target
};

// A straight or S-curved piece of line between two bend points. Edges bundled through one dummy chain
// share their pieces: each is stored (and drawn) once, with the edges running through it.
struct EdgeSegment {
    QPointF a, b;
    int firstEdge = 0; // into GraphScene::segmentEdges()
    int edgeCount = 0;
};

class GraphScene {
public:
    // nullopt when cancelled.
    static std::optional<GraphScene> build(const GraphDocument& doc, const GraphSizes& sizes,
                                           const layout::GroupStyle& groupStyle,
                                           const layout::Expansion& expanded, std::stop_token stop = {});

    const std::vector<SceneItem>& items() const { return m_items; }
    const std::vector<SceneEdge>& edges() const { return m_edges; }
    const layout::Expansion& expansion() const { return m_expansion; }
    QRectF bounds() const { return m_bounds; }
    int itemOfNode(int node) const { return m_itemOfNode[std::size_t(node)]; }
    int itemOfGroup(int group) const { return m_itemOfGroup[std::size_t(group)]; }

    std::vector<int> itemsIn(const QRectF& rect) const { return m_itemGrid.query(rect); }
    // Segments whose bounding box meets `rect`.
    std::vector<const EdgeSegment*> segmentsIn(const QRectF& rect) const;
    std::span<const int> edgesOf(const EdgeSegment& s) const {
        return {m_segmentEdges.data() + s.firstEdge, std::size_t(s.edgeCount)};
    }
    // Edges whose arrow head meets `rect`.
    std::vector<int> arrowsIn(const QRectF& rect) const { return m_arrowGrid.query(rect); }
    std::size_t segmentCount() const { return m_segments.size(); }
    // The innermost item under a point: a node or closed group before the open groups around it.
    int itemAt(const QPointF& p) const;

    double layoutSeconds() const { return m_layoutSeconds; }
    int layoutsRun() const { return m_layoutsRun; }
    long long crossings() const { return m_crossings; }

private:
    std::vector<SceneItem> m_items; // open groups first (outer before inner), then nodes and closed groups
    std::vector<SceneEdge> m_edges;
    std::vector<EdgeSegment> m_segments;
    std::vector<int> m_segmentEdges;
    std::vector<int> m_itemOfNode, m_itemOfGroup;
    layout::Expansion m_expansion;
    QRectF m_bounds;
    SpatialGrid m_itemGrid, m_segmentGrid, m_arrowGrid;
    double m_layoutSeconds = 0;
    int m_layoutsRun = 0;
    long long m_crossings = 0;
};

} // namespace gnw::ui
