#include "widgets/graph/GraphPage.h"

#include "widgets/common/BackgroundJob.h"
#include "widgets/graph/GraphCanvas.h"
#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphExport.h"
#include "widgets/graph/GraphScene.h"
#include "widgets/graph/GraphSearch.h"
#include "widgets/graph/NodeDetailsModel.h"
#include "widgets/graph/OpHistogramChart.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace gnw::ui {

using layout::ItemKind;

GraphPage::GraphPage(QWidget* parent)
    : QWidget(parent), m_style(font()), m_loadJob(new BackgroundJob(this)),
      m_layoutJob(new BackgroundJob(this)), m_canvas(new GraphCanvas(m_style, this)),
      m_searchTimer(new QTimer(this)), m_details(new NodeDetailsModel(this)),
      m_detailsView(new QTreeView(this)), m_histogram(new OpHistogramChart(this)),
      m_sideTabs(new QTabWidget(this)) {
    m_detailsView->setModel(m_details);
    m_detailsView->setUniformRowHeights(true);
    m_detailsView->setAlternatingRowColors(true);
    m_detailsView->header()->setSectionResizeMode(NodeDetailsModel::Name, QHeaderView::ResizeToContents);
    m_detailsView->setToolTip(tr("Click a node for its details, double-click a group to open or close it; "
                                 "double-click a row naming another node to go there"));
    connect(m_details, &QAbstractItemModel::modelReset, m_detailsView, &QTreeView::expandAll);
    connect(m_detailsView, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        const int link = index.data(NodeDetailsModel::LinkedNodeRole).toInt();
        if (index.isValid() && link >= 0)
            focusNode(link, true);
    });

    m_sideTabs->setObjectName(QStringLiteral("graphSideTabs"));
    m_sideTabs->setDocumentMode(true);
    m_sideTabs->addTab(m_histogram, tr("Ops"));
    auto* side = new QSplitter(Qt::Vertical);
    side->addWidget(m_detailsView);
    side->addWidget(m_sideTabs);
    side->setSizes({330, 470}); // the chart needs ~30 px a bar for its labels
    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("graphSplitter"));
    split->addWidget(m_canvas);
    split->addWidget(side);
    split->setStretchFactor(0, 1);
    split->setSizes({1000, 420});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(buildToolBar());
    layout->addWidget(split, 1);
    m_overlayLegend = new QLabel(this);
    m_overlayLegend->setObjectName(QStringLiteral("overlayLegend"));
    m_overlayLegend->setTextFormat(Qt::RichText);
    m_overlayLegend->hide();
    connect(m_overlayLegend, &QLabel::linkActivated, this, [this] { setOverlay({}); });
    layout->addWidget(m_overlayLegend);

    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(150);
    connect(m_searchTimer, &QTimer::timeout, this, [this] { search(m_search->text()); });
    connect(m_canvas, &GraphCanvas::itemClicked, this, &GraphPage::onItemClicked);
    connect(m_canvas, &GraphCanvas::itemDoubleClicked, this, &GraphPage::onItemDoubleClicked);
    m_canvas->clear(tr("No sample selected"));
}

QWidget* GraphPage::buildToolBar() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(4, 4, 4, 0);
    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("graphSearch"));
    m_search->setPlaceholderText(tr("Find op, name, module or shape…"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(320);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_searchTimer->isActive()) {
            m_searchTimer->stop();
            search(m_search->text());
        }
        nextMatch();
    });
    auto* find = new QShortcut(QKeySequence::Find, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    find->setContext(Qt::WidgetWithChildrenShortcut);
    const auto button = [&](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, slot);
        row->addWidget(b);
        return b;
    };
    row->addWidget(m_search);
    button(QStringLiteral("▲"), tr("Previous match (Shift+Enter)"), [this] { previousMatch(); });
    auto* previous =
        new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return), m_search, [this] { previousMatch(); });
    previous->setContext(Qt::WidgetShortcut);
    button(QStringLiteral("▼"), tr("Next match (Enter)"), [this] { nextMatch(); });
    m_matchLabel = new QLabel(bar);
    m_matchLabel->setMinimumWidth(80);
    row->addWidget(m_matchLabel);
    button(tr("Fit"), tr("Fit the graph to the window (F)"), [this] { m_canvas->fitToWindow(); });
    button(tr("Expand all"), tr("Open every module group"), [this] { expandAll(); });
    button(tr("Collapse all"), tr("Close every module group"), [this] { collapseAll(); });
    auto* exportButton = button(tr("Export"), tr("Save the graph as SVG or PNG"), [] {});
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(exportButton);
    menu->addAction(tr("SVG…"), this, [this] { chooseExportFile(true); });
    menu->addAction(tr("PNG…"), this, [this] { chooseExportFile(false); });
    exportButton->setMenu(menu);
    m_status = new QLabel(bar);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_status, 1, Qt::AlignRight);
    return bar;
}

bool GraphPage::isBusy() const {
    return m_loadJob->isBusy() || m_layoutJob->isBusy();
}

QString GraphPage::statusText() const {
    return m_status->text();
}

void GraphPage::setSampleDir(const QString& dir) {
    if (dir == m_dir && (m_doc || m_loadJob->isBusy() || m_loadPending))
        return;
    m_dir = dir;
    m_doc.reset();
    m_scene.reset();
    m_sizes.reset();
    m_matches.clear();
    m_matchIndex = -1;
    m_selectedNode = -1;
    m_pendingFocus = -1;
    m_pendingLine = 0;
    m_overlay = {};
    m_nodeOverlay.clear();
    m_groupOverlay.clear();
    m_overlayLegend->hide();
    m_loadJob->cancel();
    m_layoutJob->cancel();
    m_details->clear();
    m_histogram->setDocument(nullptr);
    m_matchLabel->clear();
    m_status->clear();
    m_loadPending = !dir.isEmpty() && !isVisible(); // a hidden tab parses when it is first shown
    m_canvas->clear(dir.isEmpty() ? tr("No sample selected") : tr("Parsing model.py…"));
    if (!dir.isEmpty() && !m_loadPending)
        startLoad();
}

void GraphPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (std::exchange(m_loadPending, false))
        startLoad();
}

void GraphPage::startLoad() {
    m_status->setText(tr("Parsing…"));
    m_loadJob->start([dir = m_dir](std::stop_token) { return std::optional(GraphDocument::load(dir)); },
                     [this](Result<std::shared_ptr<GraphDocument>> result) {
                         if (!result) {
                             const QString message = QString::fromStdString(result.error().toString());
                             m_canvas->clear(tr("model.py could not be parsed:\n%1").arg(message));
                             m_status->setText(tr("Parse error"));
                             Q_EMIT loadFailed(message);
                             return;
                         }
                         onLoaded(std::move(*result));
                     });
}

void GraphPage::onLoaded(std::shared_ptr<GraphDocument> doc) {
    m_doc = std::move(doc);
    m_sizes = std::make_shared<const GraphSizes>(m_style.measure(*m_doc));
    m_histogram->setDocument(m_doc);
    m_details->showSummary(m_doc);
    if (!m_search->text().trimmed().isEmpty())
        m_matches = searchNodes(*m_doc, m_search->text());
    Q_EMIT documentLoaded();
    requestLayout(layout::initialExpansion(m_doc->tree(), kInitialBudget));
    if (m_pendingLine > 0)
        selectLine(std::exchange(m_pendingLine, 0));
    if (!m_overlay.empty())
        setOverlay(NodeOverlay(m_overlay));
}

void GraphPage::setOverlay(NodeOverlay overlay) {
    m_overlay = std::move(overlay);
    m_nodeOverlay.clear();
    m_groupOverlay.clear();
    if (m_overlay.empty()) {
        m_overlayLegend->hide();
        m_canvas->setOverlay(m_overlay.scale, {}, {});
        return;
    }
    if (!m_doc)
        return; // applied once the graph is loaded
    const float none = std::numeric_limits<float>::quiet_NaN();
    const auto& tree = m_doc->tree();
    m_nodeOverlay.assign(std::size_t(m_doc->nodeCount()), none);
    std::vector<std::vector<double>> inGroup(std::size_t(tree.groupCount()));
    const auto& ofOp = m_doc->display().nodeOfOp;
    for (const auto& [graphNode, value] : m_overlay.values) {
        if (graphNode < 0 || std::size_t(graphNode) >= ofOp.size() || !(value > 0))
            continue;
        const int n = ofOp[std::size_t(graphNode)];
        if (n < 0)
            continue;
        m_nodeOverlay[std::size_t(n)] = float(value);
        for (int g = tree.groupOf(n); g >= 0; g = tree.group(g).parent)
            inGroup[std::size_t(g)].push_back(value);
    }
    m_groupOverlay.assign(inGroup.size(), none);
    for (std::size_t g = 0; g < inGroup.size(); ++g)
        if (!inGroup[g].empty())
            m_groupOverlay[g] = float(combineOverlayValues(m_overlay.scale, inGroup[g]));
    m_canvas->setOverlay(m_overlay.scale, m_nodeOverlay, m_groupOverlay);
    m_overlayLegend->setText(
        overlayLegendHtml(m_overlay, palette().color(QPalette::Window).lightness() < 128) +
        tr(" <a href=\"hide\">hide</a>"));
    m_overlayLegend->show();
}

void GraphPage::addSideTab(QWidget* panel, const QString& title) {
    m_sideTabs->addTab(panel, title);
}

void GraphPage::showSideTab(QWidget* panel) {
    m_sideTabs->setCurrentWidget(panel);
}

void GraphPage::requestLayout(layout::Expansion expansion, int anchorGroup) {
    if (!m_doc)
        return;
    m_expansion = expansion;
    m_anchorGroup = -1;
    if (anchorGroup >= 0 && m_scene) {
        // Keep the toggled group where it was on screen.
        const int item = m_scene->itemOfGroup(anchorGroup);
        if (item >= 0) {
            m_anchorGroup = anchorGroup;
            m_anchorWidgetPos = m_canvas->mapFromScene(m_scene->items()[std::size_t(item)].rect.topLeft());
        }
    }
    m_status->setText(tr("Laying out…"));
    m_layoutJob->start(
        [doc = m_doc, sizes = m_sizes, groupStyle = m_style.groupStyle(), expansion = std::move(expansion)](
            std::stop_token stop) -> std::optional<std::shared_ptr<const GraphScene>> {
            auto scene = GraphScene::build(*doc, *sizes, groupStyle, expansion, stop);
            if (!scene)
                return std::nullopt;
            return std::make_shared<const GraphScene>(std::move(*scene));
        },
        [this](std::shared_ptr<const GraphScene> scene) { onLaidOut(std::move(scene)); });
}

void GraphPage::onLaidOut(std::shared_ptr<const GraphScene> scene) {
    m_scene = std::move(scene);
    const double scale = m_canvas->scale();
    m_canvas->setScene(m_scene, m_doc);
    if (!m_nodeOverlay.empty())
        m_canvas->setOverlay(m_overlay.scale, m_nodeOverlay, m_groupOverlay);
    if (m_anchorGroup >= 0) {
        const int item = m_scene->itemOfGroup(m_anchorGroup);
        if (item >= 0) {
            const QPointF topLeft = m_scene->items()[std::size_t(item)].rect.topLeft();
            const QPointF mid(m_canvas->width() / 2.0, m_canvas->height() / 2.0);
            m_canvas->setView(topLeft - (m_anchorWidgetPos - mid) / scale, scale);
        }
        m_anchorGroup = -1;
    }
    updateMatchMarks();
    if (m_pendingFocus >= 0) {
        const int node = std::exchange(m_pendingFocus, -1);
        showSelection(node, m_pendingAnnounce);
    } else if (m_selectedNode >= 0) {
        m_canvas->setSelectedItem(m_scene->itemOfNode(m_selectedNode));
    }
    const int visible = layout::visibleItemCount(m_doc->tree(), m_expansion);
    const double ms = m_scene->layoutSeconds() * 1000;
    m_status->setText(tr("%1 nodes · %2 shown · layout %3 ms")
                          .arg(m_doc->nodeCount())
                          .arg(visible)
                          .arg(ms, 0, 'f', ms < 10 ? 1 : 0));
    Q_EMIT layoutFinished();
}

void GraphPage::toggleGroup(int group) {
    if (!m_doc || group <= 0 || group >= m_doc->tree().groupCount())
        return;
    layout::Expansion next = m_expansion;
    next[std::size_t(group)] = !next[std::size_t(group)];
    requestLayout(std::move(next), group);
}

void GraphPage::expandAll() {
    if (m_doc)
        requestLayout(layout::fullExpansion(m_doc->tree()));
}

void GraphPage::collapseAll() {
    if (!m_doc)
        return;
    layout::Expansion closed(std::size_t(m_doc->tree().groupCount()), 0);
    closed[0] = 1;
    requestLayout(std::move(closed));
}

void GraphPage::search(const QString& query) {
    m_matches = m_doc ? searchNodes(*m_doc, query) : std::vector<int>{};
    m_matchIndex = -1;
    m_matchLabel->setText(query.trimmed().isEmpty() ? QString()
                                                    : tr("%n match(es)", nullptr, int(m_matches.size())));
    updateMatchMarks();
}

void GraphPage::nextMatch() {
    if (m_matches.empty())
        return;
    m_matchIndex = (m_matchIndex + 1) % int(m_matches.size());
    m_matchLabel->setText(tr("%1 / %2").arg(m_matchIndex + 1).arg(m_matches.size()));
    focusNode(m_matches[std::size_t(m_matchIndex)], true);
}

void GraphPage::previousMatch() {
    if (m_matches.empty())
        return;
    m_matchIndex = (m_matchIndex <= 0 ? int(m_matches.size()) : m_matchIndex) - 1;
    m_matchLabel->setText(tr("%1 / %2").arg(m_matchIndex + 1).arg(m_matches.size()));
    focusNode(m_matches[std::size_t(m_matchIndex)], true);
}

void GraphPage::updateMatchMarks() {
    if (!m_scene)
        return;
    std::vector<char> marked(m_scene->items().size(), 0);
    for (int node : m_matches)
        if (const int item = m_scene->itemOfNode(node); item >= 0)
            marked[std::size_t(item)] = 1;
    m_canvas->setMatchedItems(std::move(marked));
}

void GraphPage::focusNode(int node, bool announce) {
    if (!m_doc || node < 0 || node >= m_doc->nodeCount())
        return;
    if (layout::revealNode(m_doc->tree(), m_expansion, node) || !m_scene) {
        m_pendingFocus = node;
        m_pendingAnnounce = announce;
        m_selectedNode = node;
        requestLayout(m_expansion);
        return;
    }
    showSelection(node, announce);
}

void GraphPage::focusGraphNode(int graphNode, bool announce) {
    if (!m_doc || graphNode < 0 || std::size_t(graphNode) >= m_doc->display().nodeOfOp.size())
        return;
    focusNode(m_doc->display().nodeOfOp[std::size_t(graphNode)], announce);
}

int GraphPage::selectedGraphNode() const {
    if (!m_doc || m_selectedNode < 0 || m_selectedNode >= m_doc->nodeCount())
        return -1;
    const auto& node = m_doc->node(m_selectedNode);
    return node.kind == layout::DisplayKind::Op ? node.source : -1;
}

void GraphPage::showSelection(int node, bool announce) {
    m_selectedNode = node;
    const int item = m_scene->itemOfNode(node);
    m_canvas->setSelectedItem(item);
    if (item >= 0)
        m_canvas->focusOn(m_scene->items()[std::size_t(item)].rect);
    m_details->showNode(m_doc, node);
    const int line = m_doc->node(node).line;
    if (announce && line > 0)
        Q_EMIT nodeActivated(line);
}

void GraphPage::selectLine(int line) {
    if (!m_doc) {
        m_pendingLine = line; // selected once the graph is loaded (a hidden page parses when shown)
        return;
    }
    const int node = m_doc->nodeAtLine(line);
    if (node >= 0 && node != m_selectedNode)
        focusNode(node, false);
}

void GraphPage::onItemClicked(int item) {
    if (!m_scene || item < 0) {
        m_selectedNode = -1;
        m_details->showSummary(m_doc);
        return;
    }
    const auto& it = m_scene->items()[std::size_t(item)];
    if (it.kind == ItemKind::Node) {
        m_selectedNode = it.index;
        m_details->showNode(m_doc, it.index);
        const int line = m_doc->node(it.index).line;
        if (line > 0)
            Q_EMIT nodeActivated(line);
    } else {
        m_selectedNode = -1;
        m_details->showGroup(m_doc, it.index);
    }
}

void GraphPage::onItemDoubleClicked(int item) {
    if (!m_scene || item < 0)
        return;
    const auto& it = m_scene->items()[std::size_t(item)];
    if (it.kind != ItemKind::Node)
        toggleGroup(it.index);
}

bool GraphPage::exportSvg(const QString& path) const {
    return m_scene && exportGraphSvg(*m_scene, *m_doc, m_style, m_canvas->paintState(), path,
                                     QFileInfo(m_dir).fileName());
}

bool GraphPage::exportPng(const QString& path) const {
    return m_scene && exportGraphPng(*m_scene, *m_doc, m_style, m_canvas->paintState(), path);
}

void GraphPage::chooseExportFile(bool svg) {
    if (!m_scene)
        return;
    const QString suggested =
        QFileInfo(m_dir).fileName() + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
    const QString path =
        QFileDialog::getSaveFileName(this, svg ? tr("Export graph as SVG") : tr("Export graph as PNG"),
                                     suggested, svg ? tr("SVG (*.svg)") : tr("PNG (*.png)"));
    if (path.isEmpty())
        return;
    if (!(svg ? exportSvg(path) : exportPng(path)))
        m_status->setText(tr("Could not write %1").arg(path));
}

} // namespace gnw::ui
