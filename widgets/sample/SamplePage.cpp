#include "widgets/sample/SamplePage.h"

#include "widgets/common/ScreenFit.h"

#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "widgets/common/CodeEditor.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/sample/JsonTreeModel.h"
#include "widgets/sample/MetaTableModel.h"
#include "widgets/sample/SampleResultsTab.h"
#include "widgets/sample/TotalsLastProxy.h"
#include "widgets/util/Format.h"

#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace fs = std::filesystem;

namespace gnw::ui {

SamplePage::SamplePage(QWidget* parent)
    : QWidget(parent), m_tabs(new QTabWidget(this)), m_jsonModel(new JsonTreeModel(this)),
      m_metaModel(new MetaTableModel(this)),
      m_metaProxy(new TotalsLastProxy(MetaTableModel::SortRole, MetaTableModel::IsTotalsRole, this)),
      m_code(new CodeEditor(this)), m_graph(new GraphPage(this)), m_results(new SampleResultsTab(this)) {
    m_metaProxy->setSourceModel(m_metaModel);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(buildSummaryTab(), tr("Summary"));
    m_tabs->addTab(buildMetaTab(), tr("Weights && inputs"));
    m_tabs->addTab(m_graph, tr("Graph"));
    m_tabs->addTab(m_code, tr("model.py"));
    m_tabs->addTab(m_results, tr("Results"));
    connect(m_graph, &GraphPage::nodeActivated, m_code, &CodeEditor::goToLine);
    connect(m_code, &CodeEditor::currentLineChanged, m_graph, &GraphPage::selectLine);
    connect(this, &SamplePage::sampleChanged, m_graph, &GraphPage::setSampleDir);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

QWidget* SamplePage::buildSummaryTab() {
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("summarySplitter"));
    auto* top = new QWidget;
    m_form = new QFormLayout(top);
    m_errors = new QLabel(top);
    m_errors->setWordWrap(true);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(m_errors);
    m_jsonView = new QTreeView;
    m_jsonView->setModel(m_jsonModel);
    m_jsonView->setAlternatingRowColors(true);
    m_jsonView->setUniformRowHeights(true);
    // The facts wrap on a narrow window and then need more lines than the splitter gave them: they scroll.
    splitter->addWidget(new ScrollBody(top, splitter));
    splitter->addWidget(m_jsonView);
    splitter->setStretchFactor(1, 1);
    return splitter;
}

QWidget* SamplePage::buildMetaTab() {
    auto* w = new QWidget;
    m_metaView = new QTableView(w);
    m_metaView->setModel(m_metaProxy);
    m_metaView->setSortingEnabled(true);
    m_metaView->sortByColumn(-1, Qt::AscendingOrder);
    m_metaView->setAlternatingRowColors(true);
    setUpRecordTable(m_metaView);
    m_metaView->verticalHeader()->setDefaultSectionSize(m_metaView->fontMetrics().height() + 6);
    m_metaView->horizontalHeader()->setSectionResizeMode(MetaTableModel::Name, QHeaderView::Interactive);
    m_metaView->setColumnWidth(MetaTableModel::Name, 360);
    m_metaStatus = new QLabel(w);
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_metaView, 1);
    layout->addWidget(m_metaStatus);
    return w;
}

void SamplePage::showLine(int line) {
    m_tabs->setCurrentWidget(m_graph);
    m_graph->selectLine(line);
    m_code->goToLine(line);
}

QString SamplePage::sampleDir() const {
    if (!m_sample)
        return {};
    return QDir(QString::fromStdString(m_sample->datasetRoot))
        .filePath(QString::fromStdString(m_sample->summary.relPath));
}

void SamplePage::clear() {
    m_sample.reset();
    m_results->setSample({});
    m_metaModel->setMetas({});
    m_jsonModel->setJson({});
    m_code->setText({});
    fillSummary({});
    Q_EMIT sampleChanged({});
}

void SamplePage::setSample(const SampleRecord& record) {
    m_sample = record;
    m_results->setSample(QString::fromStdString(record.summary.relPath));
    const fs::path dir = sampleDir().toStdString();
    fillSummary(record.summary);

    auto info = parseGraphNetJson(dir / "graph_net.json");
    m_jsonModel->setJson(info ? info->raw : nlohmann::ordered_json{{"error", info.error().toString()}});
    m_jsonView->expandAll();
    m_jsonView->resizeColumnToContents(0);

    auto metas = parseSampleMetas(dir);
    m_metaModel->setMetas(metas ? std::move(*metas) : std::vector<TensorMeta>{});
    m_metaView->resizeColumnToContents(MetaTableModel::Shape);
    m_metaStatus->setText(metas ? tr("%1 tensors").arg(m_metaModel->tensorCount())
                                : QString::fromStdString(metas.error().toString()));

    QFile model(QString::fromStdString((dir / "model.py").string()));
    m_code->setText(model.open(QIODevice::ReadOnly)
                        ? QString::fromUtf8(model.readAll())
                        : tr("# cannot read %1: %2").arg(model.fileName(), model.errorString()));
    Q_EMIT sampleChanged(sampleDir());
}

void SamplePage::addRow(const QString& label, const QString& value) {
    auto* l = new QLabel(value);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setWordWrap(true);
    m_form->addRow(label, l);
}

void SamplePage::fillSummary(const SampleSummary& s) {
    while (m_form->rowCount() > 1)
        m_form->removeRow(1);
    if (s.relPath.empty()) {
        m_errors->clear();
        return;
    }
    const auto str = [](const std::string& v) { return QString::fromStdString(v); };
    QStringList errors;
    for (const auto& e : s.errors)
        errors << str(e.toString()).toHtmlEscaped();
    QStringList warnings;
    for (const auto& w : s.warnings)
        warnings << str(w.toString()).toHtmlEscaped();
    QStringList notes;
    if (!errors.isEmpty())
        notes << QStringLiteral("<b>%1</b><br>%2")
                     .arg(tr("Invalid sample:"), errors.join(QStringLiteral("<br>")));
    if (!warnings.isEmpty()) // upstream defects worked around, broken sample rules: the sample stays usable
        notes << QStringLiteral("<b>%1</b><br>%2").arg(tr("Warning:"), warnings.join(QStringLiteral("<br>")));
    m_errors->setText(notes.join(QStringLiteral("<br>")));
    addRow(tr("Sample"), str(s.displayName));
    addRow(tr("Path"), str(s.relPath));
    addRow(tr("Framework"), str(s.framework));
    addRow(tr("Category"), str(s.category));
    addRow(tr("Heuristic tag"), s.heuristicTag.empty() ? tr("(none)") : str(s.heuristicTag));
    addRow(tr("Source"), str(s.source));
    addRow(tr("Model name"), str(s.modelName));
    addRow(tr("Inputs / weights"), QStringLiteral("%1 / %2").arg(s.numInputs).arg(s.numWeights));
    addRow(tr("Parameters"),
           QStringLiteral("%1 (%2)").arg(humanCount(s.paramCount), humanBytes(s.paramBytes)));
    addRow(tr("Input bytes"), humanBytes(s.inputBytes));
    QStringList perDtype;
    for (const auto& [d, b] : s.bytesPerDtype)
        perDtype << QStringLiteral("%1: %2").arg(str(d), humanBytes(b));
    addRow(tr("Bytes per dtype"), perDtype.join(QStringLiteral(", ")));
    addRow(tr("model.py"), humanBytes(s.modelPyBytes));
    addRow(tr("Graph hash"), str(s.graphHash));
    fillAnalysis(s.analysis);
}

void SamplePage::fillAnalysis(const SampleAnalysis& a) {
    if (!a.parsed) {
        if (!a.errors.empty())
            addRow(tr("Graph"), QString::fromStdString(a.errors.front().toString()));
        return;
    }
    std::vector<std::pair<int, std::string>> byCount;
    for (const auto& [op, n] : a.ops)
        byCount.emplace_back(-n, op);
    std::sort(byCount.begin(), byCount.end());
    QStringList top;
    for (std::size_t i = 0; i < std::min<std::size_t>(byCount.size(), 6); ++i)
        top << QStringLiteral("%1 ×%2").arg(QString::fromStdString(byCount[i].second)).arg(-byCount[i].first);
    addRow(tr("Graph"), tr("%1 nodes, %2 distinct ops: %3")
                            .arg(a.nodes)
                            .arg(a.ops.size())
                            .arg(top.join(QStringLiteral(", "))));
    if (!a.analyzed)
        return;
    addRow(tr("FLOPs / bytes"), analysisCostText(a));
    QStringList outputs;
    for (const auto& o : a.outputs)
        outputs << (o.known ? QStringLiteral("%1 %2").arg(QString::fromStdString(o.dtype), shapeText(o.shape))
                            : tr("unknown"));
    addRow(tr("Outputs"), outputs.join(QStringLiteral(", ")));
    if (!a.unresolved.empty()) {
        QStringList unresolved;
        for (const auto& u : a.unresolved)
            unresolved << QString::fromStdString(u);
        addRow(tr("Unresolved targets"), unresolved.join(QStringLiteral(", ")));
    }
    if (!a.errors.empty()) {
        QStringList errors;
        for (std::size_t i = 0; i < std::min<std::size_t>(a.errors.size(), 3); ++i)
            errors << QString::fromStdString(a.errors[i].toString());
        if (a.errorCount > 3)
            errors << tr("… %1 more").arg(a.errorCount - 3);
        addRow(tr("Inference errors"), errors.join(QLatin1Char('\n')));
    }
}

} // namespace gnw::ui
