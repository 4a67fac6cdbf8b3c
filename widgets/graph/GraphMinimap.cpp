#include "widgets/graph/GraphMinimap.h"

#include "widgets/graph/GraphCanvas.h"
#include "widgets/graph/GraphPainter.h"
#include "widgets/graph/GraphScene.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace gnw::ui {

namespace {

constexpr int kSide = 190;
constexpr int kMinWidth = 56; // a very tall graph is squeezed less across than along, to stay clickable

} // namespace

GraphMinimap::GraphMinimap(GraphCanvas* canvas) : QWidget(canvas), m_canvas(canvas) {
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the view"));
    connect(canvas, &GraphCanvas::viewChanged, this, qOverload<>(&QWidget::update));
}

QSize GraphMinimap::sizeHint() const {
    if (m_image.isNull())
        return {kSide, kSide};
    return m_image.size().grownBy(QMargins(4, 4, 4, 4));
}

void GraphMinimap::setScene(std::shared_ptr<const GraphScene> scene, std::shared_ptr<const GraphDocument> doc,
                            const GraphStyle& style) {
    m_scene = std::move(scene);
    m_image = QImage();
    if (m_scene && doc) {
        const QRectF b = m_scene->bounds();
        const double s = std::min(kSide / b.width(), kSide / b.height());
        m_scale = {std::max(s, std::min(kMinWidth, kSide) / b.width()), s};
        const QSize size(std::max(8, int(b.width() * m_scale.width())),
                         std::max(8, int(b.height() * m_scale.height())));
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        const PaintState& state = m_canvas->paintState();
        m_image.fill(state.background);
        QPainter p(&m_image);
        p.scale(m_scale.width(), m_scale.height());
        p.translate(-b.topLeft());
        GraphPainter(*m_scene, *doc, style, state).paint(p, b, Detail::Low);
    }
    resize(sizeHint());
    update();
}

QRectF GraphMinimap::imageRect() const {
    return QRectF(QPointF(4, 4), QSizeF(m_image.size()));
}

void GraphMinimap::paintEvent(QPaintEvent*) {
    if (m_image.isNull() || !m_scene)
        return;
    QPainter p(this);
    const PaintState& state = m_canvas->paintState();
    p.setPen(QPen(state.frame, 1));
    p.setBrush(state.background);
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    p.setOpacity(0.85);
    p.drawImage(imageRect().topLeft(), m_image);
    p.setOpacity(1);
    const QRectF b = m_scene->bounds();
    const QRectF img = imageRect();
    const QRectF visible = m_canvas->visibleSceneRect();
    QRectF frame((visible.left() - b.left()) * m_scale.width() + img.left(),
                 (visible.top() - b.top()) * m_scale.height() + img.top(), visible.width() * m_scale.width(),
                 visible.height() * m_scale.height());
    frame = frame.intersected(img);
    if (frame.width() < 3 || frame.height() < 3) // far zoomed in: keep a visible marker
        frame = QRectF(frame.center() - QPointF(2, 2), QSizeF(4, 4));
    p.setPen(QPen(state.selection, 1.5));
    p.setBrush(QColor(state.selection.red(), state.selection.green(), state.selection.blue(), 40));
    p.drawRect(frame);
}

void GraphMinimap::moveViewTo(const QPointF& w) {
    if (!m_scene || m_image.isNull())
        return;
    const QRectF b = m_scene->bounds();
    const QRectF img = imageRect();
    m_canvas->centerOn(QPointF((w.x() - img.left()) / m_scale.width() + b.left(),
                               (w.y() - img.top()) / m_scale.height() + b.top()));
}

void GraphMinimap::mousePressEvent(QMouseEvent* event) {
    moveViewTo(event->position());
}

void GraphMinimap::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton)
        moveViewTo(event->position());
}

} // namespace gnw::ui
