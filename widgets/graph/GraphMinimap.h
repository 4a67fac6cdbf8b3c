#pragma once
// Overview of the whole scene in a corner of the canvas, with the visible part outlined; clicking or
// dragging in it moves the view there. Tall graphs are squeezed less across than along.
#include <QImage>
#include <QWidget>
#include <memory>

namespace gnw::ui {

class GraphCanvas;
class GraphDocument;
class GraphScene;
class GraphStyle;

class GraphMinimap : public QWidget {
    Q_OBJECT
public:
    explicit GraphMinimap(GraphCanvas* canvas);

    void setScene(std::shared_ptr<const GraphScene> scene, std::shared_ptr<const GraphDocument> doc,
                  const GraphStyle& style);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    QRectF imageRect() const;
    void moveViewTo(const QPointF& widgetPoint);

    GraphCanvas* m_canvas;
    std::shared_ptr<const GraphScene> m_scene;
    QImage m_image;
    QSizeF m_scale; // image pixels per scene unit, across and along
};

} // namespace gnw::ui
