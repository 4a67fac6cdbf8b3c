#pragma once
// The zoomable, pannable drawing of a GraphScene: wheel zooms around the cursor, dragging pans, a click
// selects, a double click opens or closes a group, hovering shows the node's signature. Paints through
// GraphPainter with the detail level of the current zoom; a minimap overlay shows where the view is.
#include "widgets/graph/GraphPainter.h"

#include <QWidget>
#include <memory>

namespace gnw::ui {

class GraphDocument;
class GraphMinimap;
class GraphScene;
class GraphStyle;

class GraphCanvas : public QWidget {
    Q_OBJECT
public:
    explicit GraphCanvas(const GraphStyle& style, QWidget* parent = nullptr);

    void setScene(std::shared_ptr<const GraphScene> scene, std::shared_ptr<const GraphDocument> doc);
    // Shown centred while there is no scene: "Parsing…", an error.
    void clear(const QString& message = {});
    const GraphScene* scene() const { return m_scene.get(); }
    const GraphDocument* document() const { return m_doc.get(); }
    const PaintState& paintState() const { return m_state; }
    GraphMinimap* minimap() const { return m_minimap; }

    double scale() const { return m_scale; }
    QPointF center() const { return m_center; }
    QRectF visibleSceneRect() const;
    QPointF mapToScene(const QPointF& widgetPoint) const;
    QPointF mapFromScene(const QPointF& scenePoint) const;
    void setView(const QPointF& center, double scale);
    void fitToWindow();
    void zoomBy(double factor, const QPointF& widgetAnchor);
    void centerOn(const QPointF& scenePoint);
    // Centres on a rectangle, zooming in to a readable scale if the view is zoomed out further.
    void focusOn(const QRectF& sceneRect);

    int selectedItem() const { return m_state.selectedItem; }
    void setSelectedItem(int item);
    void setMatchedItems(std::vector<char> matched);
    // An overlay's values per display node and module group (PaintState); empty vectors clear it. A new
    // document clears it too.
    void setOverlay(OverlayScale scale, std::vector<float> nodes, std::vector<float> groups);

Q_SIGNALS:
    void itemClicked(int item);
    void itemDoubleClicked(int item);
    void viewChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void placeMinimap();

    const GraphStyle& m_style;
    std::shared_ptr<const GraphScene> m_scene;
    std::shared_ptr<const GraphDocument> m_doc;
    PaintState m_state;
    GraphMinimap* m_minimap;
    QString m_message;
    QPointF m_center;
    double m_scale = 1;
    QPoint m_pressPos;
    QPointF m_pressCenter;
    bool m_dragging = false;
    bool m_pressed = false;
};

} // namespace gnw::ui
