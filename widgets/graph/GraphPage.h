#pragma once
// The graph tab of a sample: parses model.py off the GUI thread, draws its op graph grouped by module
// (layout off the GUI thread, newest request wins), with search, a node panel, an op histogram, SVG/PNG
// export, and links to the model.py editor: nodeActivated(line) when the user picks a node, selectLine()
// to follow the editor. An overlay (a slowdown map, an eager profile) colours the nodes; tools of the
// sample page add their panels beside the node details (addSideTab).
#include "core/layout/ModuleTree.h"
#include "widgets/graph/GraphStyle.h"
#include "widgets/graph/NodeOverlay.h"

#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QTabWidget;
class QTimer;
class QToolButton;
class QTreeView;

namespace gnw::ui {

class GraphCanvas;
class GraphDocument;
class GraphScene;
class BackgroundJob;
class NodeDetailsModel;
class OpHistogramChart;

class GraphPage : public QWidget {
    Q_OBJECT
public:
    explicit GraphPage(QWidget* parent = nullptr);

    // Loads the sample folder's model.py on a worker (no-op when it is already shown); while the page is
    // hidden (another tab is current) parsing waits until it is shown.
    void setSampleDir(const QString& dir);
    QString sampleDir() const { return m_dir; }

    std::shared_ptr<const GraphDocument> document() const { return m_doc; }
    std::shared_ptr<const GraphScene> scene() const { return m_scene; }
    const layout::Expansion& expansion() const { return m_expansion; }
    bool isBusy() const;

    void toggleGroup(int group);
    void expandAll();
    void collapseAll();

    void search(const QString& query);
    void nextMatch();
    void previousMatch();
    const std::vector<int>& matches() const { return m_matches; }
    int currentMatch() const { return m_matchIndex; }

    // Selects a display node, opening the groups around it; `announce` emits nodeActivated.
    void focusNode(int node, bool announce);
    int selectedNode() const { return m_selectedNode; }
    // The same by graph node id (GraphNode::id, as profiles and maps name nodes); -1 when none or not an op.
    void focusGraphNode(int graphNode, bool announce);
    int selectedGraphNode() const;

    // Colours the nodes by a value per graph node (NodeOverlay: a slowdown map, docs/fault-localisation.md;
    // an eager profile, docs/profile.md); closed groups show their ops' combined value and a legend shows
    // below the graph. An empty overlay clears it; another sample clears it too.
    void setOverlay(NodeOverlay overlay);
    const NodeOverlay& overlay() const { return m_overlay; }
    QLabel* overlayLegend() const { return m_overlayLegend; }

    // A panel beside the node details and the op histogram, e.g. the eager profile's table.
    void addSideTab(QWidget* panel, const QString& title);
    void showSideTab(QWidget* panel);

    bool exportSvg(const QString& path) const;
    bool exportPng(const QString& path) const;

    GraphCanvas* canvas() const { return m_canvas; }
    QLineEdit* searchEdit() const { return m_search; }
    NodeDetailsModel* detailsModel() const { return m_details; }
    QTreeView* detailsView() const { return m_detailsView; }
    OpHistogramChart* histogram() const { return m_histogram; }
    QString statusText() const;

    // Groups open at first: everything when the graph is small, else the top modules.
    static constexpr int kInitialBudget = 160;

public Q_SLOTS:
    // The model.py editor's cursor moved: select the node defined on that line, without echoing it back.
    // Before the graph is loaded, the line is kept and selected once it is.
    void selectLine(int line);

Q_SIGNALS:
    void nodeActivated(int line);
    void documentLoaded();
    void loadFailed(const QString& message);
    void layoutFinished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildToolBar();
    void startLoad();
    void onLoaded(std::shared_ptr<GraphDocument> doc);
    void requestLayout(layout::Expansion expansion, int anchorGroup = -1);
    void onLaidOut(std::shared_ptr<const GraphScene> scene);
    void onItemClicked(int item);
    void onItemDoubleClicked(int item);
    void updateMatchMarks();
    void showSelection(int node, bool announce);
    void chooseExportFile(bool svg);

    GraphStyle m_style;
    QString m_dir;
    std::shared_ptr<const GraphDocument> m_doc;
    std::shared_ptr<const GraphSizes> m_sizes;
    std::shared_ptr<const GraphScene> m_scene;
    layout::Expansion m_expansion;
    std::vector<int> m_matches;
    int m_matchIndex = -1;
    int m_selectedNode = -1;
    int m_pendingLine = 0; // selectLine() before the document was loaded
    NodeOverlay m_overlay;
    std::vector<float> m_nodeOverlay, m_groupOverlay;
    QLabel* m_overlayLegend = nullptr;
    int m_pendingFocus = -1;
    bool m_pendingAnnounce = false;
    bool m_loadPending = false;
    int m_anchorGroup = -1;
    QPointF m_anchorWidgetPos;

    BackgroundJob* m_loadJob;
    BackgroundJob* m_layoutJob;
    GraphCanvas* m_canvas;
    QLineEdit* m_search = nullptr;
    QLabel* m_matchLabel = nullptr;
    QLabel* m_status = nullptr;
    QTimer* m_searchTimer;
    NodeDetailsModel* m_details;
    QTreeView* m_detailsView;
    OpHistogramChart* m_histogram;
    QTabWidget* m_sideTabs;
};

} // namespace gnw::ui
