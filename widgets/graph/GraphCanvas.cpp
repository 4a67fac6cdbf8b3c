#include "widgets/graph/GraphCanvas.h"

#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphMinimap.h"
#include "widgets/graph/GraphScene.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace gnw::ui {

namespace {

constexpr double kMinScale = 0.01;
constexpr double kMaxScale = 4;
constexpr double kReadableScale = 0.8;

} // namespace

GraphCanvas::GraphCanvas(const GraphStyle& style, QWidget* parent)
    : QWidget(parent), m_style(style), m_state(PaintState::fromPalette(palette())),
      m_minimap(new GraphMinimap(this)) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 200);
    m_minimap->hide();
}

void GraphCanvas::setScene(std::shared_ptr<const GraphScene> scene,
                           std::shared_ptr<const GraphDocument> doc) {
    const bool first = !m_scene || m_doc != doc;
    m_message.clear();
    m_scene = std::move(scene);
    m_doc = std::move(doc);
    m_state.selectedItem = -1;
    m_state.matchedItems.clear();
    if (first) {
        m_state.nodeOverlay.clear();
        m_state.groupOverlay.clear();
    }
    m_minimap->setScene(m_scene, m_doc, m_style);
    m_minimap->setVisible(true);
    placeMinimap();
    if (first)
        fitToWindow();
    update();
}

void GraphCanvas::clear(const QString& message) {
    m_message = message;
    m_scene.reset();
    m_doc.reset();
    m_state.selectedItem = -1;
    m_state.matchedItems.clear();
    m_minimap->setScene(nullptr, nullptr, m_style);
    m_minimap->hide();
    update();
}

QPointF GraphCanvas::mapToScene(const QPointF& w) const {
    return m_center + (w - QPointF(width() / 2.0, height() / 2.0)) / m_scale;
}

QPointF GraphCanvas::mapFromScene(const QPointF& s) const {
    return (s - m_center) * m_scale + QPointF(width() / 2.0, height() / 2.0);
}

QRectF GraphCanvas::visibleSceneRect() const {
    return QRectF(mapToScene(QPointF(0, 0)), mapToScene(QPointF(width(), height())));
}

void GraphCanvas::setView(const QPointF& center, double scale) {
    m_center = center;
    m_scale = std::clamp(scale, kMinScale, kMaxScale);
    update();
    Q_EMIT viewChanged();
}

void GraphCanvas::fitToWindow() {
    if (!m_scene)
        return;
    const QRectF b = m_scene->bounds();
    const double fit = std::min(width() / std::max(1.0, b.width()), height() / std::max(1.0, b.height()));
    // A tall graph fitted whole would be unreadable: keep a usable zoom and show its top.
    const double scale = std::clamp(fit, 0.15, 1.0);
    const QPointF center(b.center().x(), std::min(b.center().y(), b.top() + height() / (2 * scale)));
    setView(center, scale);
}

void GraphCanvas::zoomBy(double factor, const QPointF& anchor) {
    const QPointF before = mapToScene(anchor);
    m_scale = std::clamp(m_scale * factor, kMinScale, kMaxScale);
    m_center += before - mapToScene(anchor);
    update();
    Q_EMIT viewChanged();
}

void GraphCanvas::centerOn(const QPointF& p) {
    setView(p, m_scale);
}

void GraphCanvas::focusOn(const QRectF& r) {
    setView(r.center(), std::max(m_scale, kReadableScale));
}

void GraphCanvas::setSelectedItem(int item) {
    m_state.selectedItem = item;
    update();
}

void GraphCanvas::setOverlay(OverlayScale scale, std::vector<float> nodes, std::vector<float> groups) {
    m_state.overlayScale = scale;
    m_state.nodeOverlay = std::move(nodes);
    m_state.groupOverlay = std::move(groups);
    update();
}

void GraphCanvas::setMatchedItems(std::vector<char> matched) {
    m_state.matchedItems = std::move(matched);
    update();
}

void GraphCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), m_state.background);
    if (!m_scene || !m_doc) {
        p.setPen(m_state.mutedText);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    p.translate(width() / 2.0, height() / 2.0);
    p.scale(m_scale, m_scale);
    p.translate(-m_center);
    GraphPainter(*m_scene, *m_doc, m_style, m_state)
        .paint(p, visibleSceneRect(), GraphPainter::detailFor(m_scale));
}

void GraphCanvas::resizeEvent(QResizeEvent*) {
    placeMinimap();
    Q_EMIT viewChanged();
}

void GraphCanvas::placeMinimap() {
    const QSize s = m_minimap->sizeHint();
    m_minimap->setGeometry(width() - s.width() - 10, height() - s.height() - 10, s.width(), s.height());
}

void GraphCanvas::wheelEvent(QWheelEvent* event) {
    const bool zoom = event->modifiers() & Qt::ControlModifier;
    if (!zoom && !event->pixelDelta().isNull()) {
        // Touchpads scroll with pixel deltas: pan.
        setView(m_center - QPointF(event->pixelDelta()) / m_scale, m_scale);
    } else if (!zoom && event->modifiers() & Qt::ShiftModifier) {
        setView(m_center - QPointF(0, event->angleDelta().y() / 120.0 * 80 / m_scale), m_scale);
    } else {
        zoomBy(std::pow(1.18, event->angleDelta().y() / 120.0), event->position());
    }
    event->accept();
}

void GraphCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton && event->button() != Qt::MiddleButton)
        return;
    m_pressed = true;
    m_dragging = event->button() == Qt::MiddleButton;
    m_pressPos = event->position().toPoint();
    m_pressCenter = m_center;
}

void GraphCanvas::mouseMoveEvent(QMouseEvent* event) {
    if (!m_pressed)
        return;
    const QPoint delta = event->position().toPoint() - m_pressPos;
    if (!m_dragging && delta.manhattanLength() > 4)
        m_dragging = true;
    if (m_dragging) {
        setCursor(Qt::ClosedHandCursor);
        setView(m_pressCenter - QPointF(delta) / m_scale, m_scale);
    }
}

void GraphCanvas::mouseReleaseEvent(QMouseEvent* event) {
    if (!m_pressed)
        return;
    m_pressed = false;
    unsetCursor();
    if (m_dragging || !m_scene) {
        m_dragging = false;
        return;
    }
    const int item = m_scene->itemAt(mapToScene(event->position()));
    setSelectedItem(item);
    Q_EMIT itemClicked(item);
}

void GraphCanvas::mouseDoubleClickEvent(QMouseEvent* event) {
    if (!m_scene || event->button() != Qt::LeftButton)
        return;
    const int item = m_scene->itemAt(mapToScene(event->position()));
    if (item >= 0)
        Q_EMIT itemDoubleClicked(item);
}

void GraphCanvas::keyPressEvent(QKeyEvent* event) {
    const QPointF mid(width() / 2.0, height() / 2.0);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25, mid);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / 1.25, mid);
        break;
    case Qt::Key_F:
    case Qt::Key_0:
        fitToWindow();
        break;
    case Qt::Key_Up:
        setView(m_center - QPointF(0, 80 / m_scale), m_scale);
        break;
    case Qt::Key_Down:
        setView(m_center + QPointF(0, 80 / m_scale), m_scale);
        break;
    case Qt::Key_Left:
        setView(m_center - QPointF(80 / m_scale, 0), m_scale);
        break;
    case Qt::Key_Right:
        setView(m_center + QPointF(80 / m_scale, 0), m_scale);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool GraphCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && m_scene && m_doc) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int item = m_scene->itemAt(mapToScene(help->pos()));
        if (item < 0) {
            QToolTip::hideText();
            return true;
        }
        const SceneItem& it = m_scene->items()[std::size_t(item)];
        QString text;
        if (it.kind == layout::ItemKind::Node) {
            text = m_doc->tooltip(it.index);
        } else {
            const auto& g = m_doc->tree().group(it.index);
            text =
                tr("<b>%1</b><br>%2 ops · double-click to %3")
                    .arg(QString::fromStdString(g.chunk || g.path.empty() ? g.label : g.path).toHtmlEscaped(),
                         QString::number(g.nodeCount),
                         it.kind == layout::ItemKind::OpenGroup ? tr("collapse") : tr("expand"));
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void GraphCanvas::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        PaintState fresh = PaintState::fromPalette(palette());
        fresh.selectedItem = m_state.selectedItem;
        fresh.matchedItems = std::move(m_state.matchedItems);
        m_state = std::move(fresh);
        m_minimap->setScene(m_scene, m_doc, m_style);
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace gnw::ui
