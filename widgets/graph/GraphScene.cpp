#include "widgets/graph/GraphScene.h"

#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphStyle.h"

#include <chrono>
#include <cmath>
#include <string>
#include <unordered_map>

namespace gnw::ui {

namespace {

constexpr double kMargin = 24;
constexpr double kArrowLength = 8;

QPointF toQt(layout::Point p) {
    return {p.x, p.y};
}

QPolygonF arrowHead(const layout::Polyline& line) {
    const QPointF tip = toQt(line.back());
    const QPointF prev = toQt(line[line.size() - 2]);
    // Curves end vertically; only a straight last segment keeps its own direction.
    QPointF dir = std::abs(prev.x() - tip.x()) < 0.5 ? tip - prev : QPointF(0, tip.y() >= prev.y() ? 1 : -1);
    const double len = std::hypot(dir.x(), dir.y());
    if (len < 1e-6)
        return {};
    dir /= len;
    const QPointF normal(-dir.y(), dir.x());
    const QPointF base = tip - dir * kArrowLength;
    return QPolygonF({tip, base + normal * (kArrowLength * 0.45), base - normal * (kArrowLength * 0.45)});
}

} // namespace

std::optional<GraphScene> GraphScene::build(const GraphDocument& doc, const GraphSizes& sizes,
                                            const layout::GroupStyle& groupStyle,
                                            const layout::Expansion& expanded, std::stop_token stop) {
    const auto start = std::chrono::steady_clock::now();
    layout::HierarchyInput input;
    input.tree = &doc.tree();
    input.expanded = &expanded;
    input.nodeSizes = sizes.nodes;
    input.closedGroupSizes = sizes.closedGroups;
    input.edges = doc.display().edges;
    const auto laid = layout::layoutHierarchy(input, layout::LayoutOptions{}, groupStyle, stop);
    if (!laid)
        return std::nullopt;

    GraphScene scene;
    scene.m_expansion = expanded;
    scene.m_layoutsRun = laid->layoutsRun;
    scene.m_crossings = laid->crossings;
    scene.m_itemOfNode = laid->itemOfNode;
    scene.m_itemOfGroup = laid->itemOfGroup;
    scene.m_bounds =
        QRectF(-kMargin, -kMargin, laid->size.width + 2 * kMargin, laid->size.height + 2 * kMargin);
    scene.m_items.reserve(laid->items.size());
    for (const auto& placed : laid->items) {
        SceneItem item{placed.kind,
                       placed.index,
                       {placed.rect.x, placed.rect.y, placed.rect.width, placed.rect.height},
                       0};
        if (placed.kind == layout::ItemKind::OpenGroup)
            item.depth = doc.tree().group(placed.index).depth;
        scene.m_items.push_back(item);
    }
    scene.m_edges.reserve(laid->edges.size());
    for (const auto& e : laid->edges) {
        if (stop.stop_requested())
            return std::nullopt;
        SceneEdge edge;
        edge.from = e.from;
        edge.to = e.to;
        edge.count = e.count;
        edge.reversed = e.reversed;
        for (const auto& piece : e.pieces) {
            if (piece.size() < 2)
                continue;
            for (const auto& p : piece)
                edge.points << toQt(p);
            edge.pieceEnds.push_back(int(edge.points.size()));
        }
        if (!e.pieces.empty() && e.pieces.back().size() >= 2)
            edge.arrow = arrowHead(e.pieces.back());
        scene.m_edges.push_back(std::move(edge));
    }

    scene.m_itemGrid = SpatialGrid(scene.m_bounds);
    for (int i = 0; i < int(scene.m_items.size()); ++i)
        scene.m_itemGrid.insert(scene.m_items[std::size_t(i)].rect, i);
    // Distinct pieces of line, with the edges through each.
    std::vector<std::vector<int>> through;
    std::unordered_map<std::string, int> byEnds;
    scene.m_arrowGrid = SpatialGrid(scene.m_bounds);
    for (int i = 0; i < int(scene.m_edges.size()); ++i) {
        const SceneEdge& edge = scene.m_edges[std::size_t(i)];
        int begin = 0;
        for (int end : edge.pieceEnds) {
            for (int k = begin + 1; k < end; ++k) {
                const QPointF a = edge.points[k - 1], b = edge.points[k];
                const auto [it, added] = byEnds.emplace(QStringLiteral("%1,%2,%3,%4")
                                                            .arg(a.x(), 0, 'f', 2)
                                                            .arg(a.y(), 0, 'f', 2)
                                                            .arg(b.x(), 0, 'f', 2)
                                                            .arg(b.y(), 0, 'f', 2)
                                                            .toStdString(),
                                                        int(scene.m_segments.size()));
                if (added) {
                    scene.m_segments.push_back({a, b, 0, 0});
                    through.emplace_back();
                }
                through[std::size_t(it->second)].push_back(i);
            }
            begin = end;
        }
        if (!edge.arrow.isEmpty())
            scene.m_arrowGrid.insert(edge.arrow.boundingRect(), i);
    }
    scene.m_segmentGrid = SpatialGrid(scene.m_bounds);
    for (int id = 0; id < int(scene.m_segments.size()); ++id) {
        EdgeSegment& seg = scene.m_segments[std::size_t(id)];
        seg.firstEdge = int(scene.m_segmentEdges.size());
        seg.edgeCount = int(through[std::size_t(id)].size());
        scene.m_segmentEdges.insert(scene.m_segmentEdges.end(), through[std::size_t(id)].begin(),
                                    through[std::size_t(id)].end());
        // A curve between two bend points stays inside their bounding box (vertical tangents).
        scene.m_segmentGrid.insert(QRectF(seg.a, seg.b).normalized().adjusted(-1, -1, 1, 1), id);
    }
    scene.m_layoutSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return scene;
}

std::vector<const EdgeSegment*> GraphScene::segmentsIn(const QRectF& rect) const {
    std::vector<const EdgeSegment*> out;
    for (int id : m_segmentGrid.query(rect))
        out.push_back(&m_segments[std::size_t(id)]);
    return out;
}

int GraphScene::itemAt(const QPointF& p) const {
    int best = -1;
    for (int i : itemsIn(QRectF(p, QSizeF(0.01, 0.01)))) {
        const SceneItem& item = m_items[std::size_t(i)];
        if (!item.rect.contains(p))
            continue;
        // Later items are nodes, closed groups and inner frames: they sit on top.
        best = std::max(best, i);
    }
    return best;
}

} // namespace gnw::ui
