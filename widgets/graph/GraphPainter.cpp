#include "widgets/graph/GraphPainter.h"

#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphScene.h"
#include "widgets/graph/GraphStyle.h"
#include "widgets/graph/NodeOverlay.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace gnw::ui {

using layout::ItemKind;

PaintState PaintState::fromPalette(const QPalette& palette) {
    PaintState s;
    s.background = palette.color(QPalette::Base);
    s.dark = s.background.lightness() < 128;
    s.text = palette.color(QPalette::Text);
    s.mutedText = mixColors(s.text, s.background, 0.35);
    s.frame = mixColors(s.text, s.background, 0.72);
    s.edge = mixColors(s.text, s.background, 0.45);
    s.selection = palette.color(QPalette::Highlight);
    s.match = s.dark ? QColor(0xffc83d) : QColor(0xe8a000);
    return s;
}

GraphPainter::GraphPainter(const GraphScene& scene, const GraphDocument& doc, const GraphStyle& style,
                           const PaintState& state)
    : m_scene(scene), m_doc(doc), m_style(style), m_state(state), m_titleMetrics(style.titleFont()),
      m_subtitleMetrics(style.subtitleFont()), m_groupMetrics(style.groupFont()),
      m_farMetrics(style.farFont()) {}

Detail GraphPainter::detailFor(double scale) {
    if (scale >= 0.55)
        return Detail::Full;
    return scale >= 0.22 ? Detail::Medium : Detail::Low;
}

void GraphPainter::paint(QPainter& p, const QRectF& exposed, Detail detail) const {
    p.setRenderHint(QPainter::Antialiasing, detail == Detail::Full);
    p.setRenderHint(QPainter::TextAntialiasing, detail != Detail::Low);
    const std::vector<int> items = m_scene.itemsIn(exposed);
    for (int i : items)
        if (m_scene.items()[std::size_t(i)].kind == ItemKind::OpenGroup)
            paintFrame(p, i, exposed, detail);
    paintEdges(p, exposed, detail);
    for (int i : items) {
        const auto kind = m_scene.items()[std::size_t(i)].kind;
        if (kind == ItemKind::Node)
            paintNode(p, i, detail);
        else if (kind == ItemKind::ClosedGroup)
            paintClosedGroup(p, i, detail);
    }
    for (int i : items)
        paintMarks(p, m_scene.items()[std::size_t(i)], i);
}

void GraphPainter::paintFrame(QPainter& p, int index, const QRectF& exposed, Detail detail) const {
    const SceneItem& item = m_scene.items()[std::size_t(index)];
    const auto& group = m_doc.tree().group(item.index);
    const QColor tint = mixColors(m_state.background, m_state.text, item.depth % 2 ? 0.035 : 0.065);
    if (item.rect.adjusted(8, 30, -8, -8).contains(exposed)) {
        // Zoomed into the frame: neither its border nor its title shows, and a plain fill is much cheaper
        // than an antialiased rounded rectangle larger than the window.
        p.fillRect(exposed, tint);
        return;
    }
    p.setPen(QPen(m_state.frame, 1));
    p.setBrush(tint);
    if (detail == Detail::Low) {
        p.drawRect(item.rect);
        return;
    }
    p.drawRoundedRect(item.rect, 8, 8);
    const bool far = detail == Detail::Medium;
    p.setFont(far ? m_style.farFont() : m_style.groupFont());
    p.setPen(m_state.mutedText);
    const QRectF header(item.rect.left() + 10, item.rect.top() + 3, item.rect.width() - 20, 24);
    const QString label = QString::fromStdString(group.label);
    const QString text =
        far ? label : QStringLiteral("\u2212  %1   ·  %2 ops").arg(label).arg(group.nodeCount);
    p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
               (far ? m_farMetrics : m_groupMetrics).elidedText(text, Qt::ElideRight, header.width()));
}

void GraphPainter::paintEdges(QPainter& p, const QRectF& exposed, Detail detail) const {
    // Visible segments only, gathered into one path per pen: a handful of stroke calls per frame.
    QPainterPath normal, dashed, strong;
    const int selected = m_state.selectedItem;
    const auto touchesSelection = [&](int edge) {
        const SceneEdge& e = m_scene.edges()[std::size_t(edge)];
        return selected >= 0 && (e.from == selected || e.to == selected);
    };
    for (const EdgeSegment* seg : m_scene.segmentsIn(exposed)) {
        const auto edges = m_scene.edgesOf(*seg);
        const bool touches = std::any_of(edges.begin(), edges.end(), touchesSelection);
        QPainterPath& path =
            touches ? strong : (m_scene.edges()[std::size_t(edges.front())].reversed ? dashed : normal);
        path.moveTo(seg->a);
        if (detail == Detail::Low || std::abs(seg->a.x() - seg->b.x()) < 0.5) {
            path.lineTo(seg->b);
        } else {
            // Vertical tangents at the bend points: S-curves between layers.
            const double midY = (seg->a.y() + seg->b.y()) / 2;
            path.cubicTo(QPointF(seg->a.x(), midY), QPointF(seg->b.x(), midY), seg->b);
        }
    }
    p.setBrush(Qt::NoBrush);
    const double width = detail == Detail::Low ? 0 : 1.2;
    p.setPen(QPen(m_state.edge, width));
    p.drawPath(normal);
    p.setPen(QPen(m_state.edge, width, Qt::DashLine));
    p.drawPath(dashed);
    p.setPen(QPen(m_state.selection, 2.2));
    p.drawPath(strong);
    if (detail != Detail::Full)
        return;
    p.setPen(Qt::NoPen);
    for (int edge : m_scene.arrowsIn(exposed)) {
        p.setBrush(touchesSelection(edge) ? m_state.selection : m_state.edge);
        p.drawPolygon(m_scene.edges()[std::size_t(edge)].arrow);
    }
}

void GraphPainter::paintNode(QPainter& p, int index, Detail detail) const {
    const SceneItem& item = m_scene.items()[std::size_t(index)];
    const int n = item.index;
    const OpClass cls = m_doc.nodeClass(n);
    const QColor hue = opClassColor(cls, m_state.dark);
    const bool mapped =
        std::size_t(n) < m_state.nodeOverlay.size() && std::isfinite(m_state.nodeOverlay[std::size_t(n)]);
    const QColor fill =
        mapped ? overlayColor(m_state.overlayScale, m_state.nodeOverlay[std::size_t(n)], m_state.dark)
               : opClassFill(cls, m_state.dark);
    const QRectF r = item.rect;
    if (detail == Detail::Low) {
        p.fillRect(r, mapped ? fill : hue);
        return;
    }
    const bool data = cls == OpClass::Data;
    const double radius = data ? r.height() / 2 : GraphStyle::kRadius;
    p.setPen(QPen(hue.darker(m_state.dark ? 100 : 125), 1));
    p.setBrush(fill);
    p.drawRoundedRect(r, radius, radius);
    if (!data) {
        // The class stripe: a strong hue on the left edge, readable even without reading the label.
        p.setPen(Qt::NoPen);
        p.setBrush(hue);
        p.drawRoundedRect(QRectF(r.left(), r.top(), 5, r.height()), 2, 2);
    }
    const double left = r.left() + (data ? GraphStyle::kPadX + 4 : GraphStyle::kPadX + 3);
    const QRectF text(left, r.top() + 3, r.right() - left - GraphStyle::kPadX + 2, r.height() - 6);
    p.setPen(m_state.text);
    p.setFont(m_style.titleFont());
    if (detail == Detail::Medium) {
        p.drawText(text, Qt::AlignCenter,
                   m_titleMetrics.elidedText(m_doc.title(n), Qt::ElideRight, text.width()));
        return;
    }
    p.drawText(QRectF(text.left(), text.top(), text.width(), text.height() / 2 + 2),
               Qt::AlignLeft | Qt::AlignVCenter,
               m_titleMetrics.elidedText(m_doc.title(n), Qt::ElideRight, text.width()));
    p.setFont(m_style.subtitleFont());
    p.setPen(m_state.mutedText);
    p.drawText(QRectF(text.left(), text.center().y(), text.width(), text.height() / 2),
               Qt::AlignLeft | Qt::AlignVCenter,
               m_subtitleMetrics.elidedText(m_doc.subtitle(n), Qt::ElideMiddle, text.width()));
}

void GraphPainter::paintClosedGroup(QPainter& p, int index, Detail detail) const {
    const SceneItem& item = m_scene.items()[std::size_t(index)];
    const auto& group = m_doc.tree().group(item.index);
    const QRectF r = item.rect;
    const auto g = std::size_t(item.index);
    const bool mapped = g < m_state.groupOverlay.size() && std::isfinite(m_state.groupOverlay[g]);
    const QColor fill = mapped ? overlayColor(m_state.overlayScale, m_state.groupOverlay[g], m_state.dark)
                               : mixColors(m_state.background, m_state.text, m_state.dark ? 0.14 : 0.08);
    if (detail == Detail::Low) {
        p.fillRect(r, mapped ? fill : m_state.frame);
        return;
    }
    // A second box peeking out behind: this stands for many ops.
    p.setPen(QPen(m_state.frame, 1));
    p.setBrush(mixColors(fill, m_state.background, 0.5));
    p.drawRoundedRect(r.translated(3, 3), 6, 6);
    p.setPen(QPen(m_state.mutedText, 1.2));
    p.setBrush(fill);
    p.drawRoundedRect(r, 6, 6);
    paintCompositionBar(p, QRectF(r.left() + 6, r.bottom() - 9, r.width() - 12, 4), item.index);
    const QRectF text(r.left() + GraphStyle::kPadX, r.top() + 3, r.width() - 2 * GraphStyle::kPadX - 14,
                      r.height() - 14);
    p.setPen(m_state.text);
    const QString label = QString::fromStdString(group.label);
    if (detail == Detail::Medium) {
        p.setFont(m_style.farFont());
        p.drawText(text, Qt::AlignCenter, m_farMetrics.elidedText(label, Qt::ElideMiddle, text.width()));
        return;
    }
    p.setFont(m_style.groupFont());
    p.drawText(QRectF(text.left(), text.top(), text.width(), text.height() / 2 + 2),
               Qt::AlignLeft | Qt::AlignVCenter,
               m_groupMetrics.elidedText(label, Qt::ElideMiddle, text.width()));
    p.drawText(QRectF(r.right() - 20, r.top() + 3, 14, 18), Qt::AlignCenter, QStringLiteral("+"));
    p.setFont(m_style.subtitleFont());
    p.setPen(m_state.mutedText);
    p.drawText(
        QRectF(text.left(), text.center().y(), text.width() + 14, text.height() / 2),
        Qt::AlignLeft | Qt::AlignVCenter,
        QCoreApplication::translate("GraphPainter", "%1 ops").arg(group.nodeCount)); // groups hold >= 2
}

void GraphPainter::paintCompositionBar(QPainter& p, const QRectF& r, int group) const {
    const OpClassCounts& counts = m_doc.groupClasses(group);
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    if (total == 0)
        return;
    double x = r.left();
    p.setPen(Qt::NoPen);
    for (int c = 0; c < kOpClassCount; ++c) {
        if (counts[std::size_t(c)] == 0)
            continue;
        const double w = r.width() * counts[std::size_t(c)] / total;
        p.fillRect(QRectF(x, r.top(), w, r.height()), opClassColor(OpClass(c), m_state.dark));
        x += w;
    }
}

void GraphPainter::paintMarks(QPainter& p, const SceneItem& item, int index) const {
    const bool matched = index < int(m_state.matchedItems.size()) && m_state.matchedItems[std::size_t(index)];
    const bool selected = index == m_state.selectedItem;
    if (!matched && !selected)
        return;
    p.setBrush(Qt::NoBrush);
    const double grow = item.kind == ItemKind::OpenGroup ? 0 : 3;
    if (matched) {
        p.setPen(QPen(m_state.match, 3));
        p.drawRoundedRect(item.rect.adjusted(-grow, -grow, grow, grow), 7, 7);
    }
    if (selected) {
        p.setPen(QPen(m_state.selection, 2.5));
        p.drawRoundedRect(item.rect.adjusted(-grow - 2, -grow - 2, grow + 2, grow + 2), 8, 8);
    }
}

} // namespace gnw::ui
