#include "widgets/profile/ProfilePanel.h"

#include "widgets/analysis/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"
#include "widgets/charts/RooflineChart.h"
#include "widgets/common/BackgroundJob.h"
#include "widgets/common/CodeEditor.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/fault/ProgressJob.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/graph/OpClass.h"
#include "widgets/profile/ProfileTableModel.h"
#include "widgets/sample/SamplePage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gnw::ui {

ProfilePanel::ProfilePanel(SamplePage* page, QString storePath, QWidget* parent)
    : QWidget(parent), m_page(page), m_storePath(std::move(storePath)), m_job(new BackgroundJob(this)),
      m_run(new QPushButton(tr("Profile Eager Time"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_eager(new QComboBox(this)), m_trials(new QSpinBox(this)),
      m_colour(new QCheckBox(tr("Colour the graph"), this)), m_status(new QLabel(this)),
      m_model(new ProfileTableModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_table(new QTableView(this)), m_roofline(new RooflineChart(ChartStyle::screen(palette()))),
      m_rooflinePanel(new ChartPanel(m_roofline, this)) {
    setObjectName(QStringLiteral("profilePanel"));
    // Its layout's own minimum (bar, status, tabs, table) would make the graph's side column, and so the
    // main window, taller than a 1280x720 screen allows (tst_fit_screens); the splitter shrinks it instead.
    setMinimumSize(200, 120);
    m_run->setObjectName(QStringLiteral("profileRun"));
    m_run->setToolTip(
        tr("Times every node of this sample eagerly: a torch sample in the C++ interpreter (LibTorch "
           "eager, the baseline of nope and aot-inductor), a Paddle sample in Paddle dygraph. Whole "
           "calls alone alternate with calls that read a clock before every node "
           "(graphnet-bench profile)."));
    // The eager each kind of backend is measured against (docs/backends.md, "Two kinds of backend").
    m_eager->addItem(tr("C++ interpreter (nope, aot-inductor)"), QString());
    m_eager->addItem(tr("Python eager (inductor, tvm, … in the bridge)"), QStringLiteral("inductor"));
    m_eager->setToolTip(tr("Which eager to profile: the baseline of the native backends or of the bridge "
                           "backends. A Paddle sample is profiled in Paddle dygraph."));
    m_trials->setRange(1, 1000);
    m_trials->setValue(10);
    m_trials->setPrefix(tr("trials: "));
    m_trials->setToolTip(tr("Calls of each kind; a node's time is its median over them"));
    m_cancel->setEnabled(false);
    m_colour->setChecked(true);
    m_colour->setEnabled(false);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProfileTableModel::SortRole);
    m_table->setModel(m_proxy);
    setUpRecordTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_run);
    bar->addWidget(m_eager);
    bar->addWidget(m_trials);
    bar->addWidget(m_cancel);
    bar->addStretch(1);
    bar->addWidget(m_colour);
    auto* views = new QTabWidget(this);
    views->setDocumentMode(true);
    views->addTab(m_table, tr("Hot spots"));
    views->addTab(m_rooflinePanel, tr("Roofline per op"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(views, 1);

    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job->requestStop();
        m_cancel->setEnabled(false);
    });
    connect(m_colour, &QCheckBox::toggled, this, [this] { showOverlay(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { onRowChosen(); });
    connect(page, &SamplePage::sampleChanged, this, [this] { onSampleChanged(); });
    // The graph and the editor name a statement by its line; the row that has it follows.
    const auto followLine = [this](int line) {
        if (const int row = m_model->rowOfLine(line); row >= 0)
            selectRowQuietly(row);
    };
    connect(page->graphPage(), &GraphPage::nodeActivated, this, followLine);
    connect(page->codeEditor(), &CodeEditor::currentLineChanged, this, followLine);
    connect(m_roofline, &RooflineChart::pointHovered, m_rooflinePanel,
            [this](int run, int point, bool entered) {
                m_rooflinePanel->showToolTip(entered ? m_roofline->pointText(run, point) : QString());
            });
    connect(m_roofline, &RooflineChart::pointClicked, this, [this](int, int point) {
        if (point >= 0 && std::size_t(point) < m_rowOfPoint.size())
            m_table->setCurrentIndex(
                m_proxy->mapFromSource(m_model->index(m_rowOfPoint[std::size_t(point)], 0)));
    });
    page->graphPage()->addSideTab(this, tr("Eager profile"));
    onSampleChanged();
}

bool ProfilePanel::isRunning() const {
    return m_job->isBusy();
}

int ProfilePanel::selectedNode() const {
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(ProfileTableModel::NodeIndexRole).toInt() : -1;
}

void ProfilePanel::onSampleChanged() {
    m_job->cancel();
    m_outcome.reset();
    m_model->clear();
    m_rowOfPoint.clear();
    m_roofline->setData(std::make_shared<RooflineChartData>());
    m_cancel->setEnabled(false);
    m_colour->setEnabled(false);
    const bool service = EagerProfileService::defaultService() != nullptr;
    m_run->setEnabled(service && m_page->sample().has_value());
    m_eager->setEnabled(m_page->sample() && m_page->sample()->summary.framework != "paddle");
    m_status->setText(!service ? tr("Profiling needs the engine (a build with LibTorch).")
                      : m_page->sample()
                          ? tr("Where does the eager time of this sample go? Profile it to colour the graph "
                               "by each node's share.")
                          : QString());
}

bool ProfilePanel::start() {
    auto service = EagerProfileService::defaultService();
    if (!service || !m_page->sample())
        return false;
    ProfileRequest request;
    request.samplePath = QString::fromStdString(m_page->sample()->summary.relPath);
    request.datasetDir = QDir(QString::fromStdString(m_page->sample()->datasetRoot)).absolutePath();
    if (m_eager->isEnabled())
        request.backend = m_eager->currentData().toString();
    request.trials = m_trials->value();
    request.storePath = m_storePath;
    m_outcome.reset();
    m_model->clear();
    m_colour->setEnabled(false);
    showOverlay(); // the previous profile's colours go with its table
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Profiling %1…").arg(request.samplePath));
    startWithProgress(
        m_job, this,
        [service, request](const auto& progress, const std::atomic<bool>& cancel) {
            return service->profile(request, progress, cancel);
        },
        // A line queued before the job was cancelled (another sample, none) is dropped.
        [path = request.samplePath](ProfilePanel* self, const QString& line) {
            if (self->m_job->isBusy())
                self->m_status->setText(tr("Profiling %1: %2").arg(path, line));
        },
        [this](ProfileOutcome outcome) { onFinished(std::move(outcome)); });
    return true;
}

void ProfilePanel::onFinished(ProfileOutcome outcome) {
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    m_outcome = std::move(outcome);
    const ProfileOutcome& o = *m_outcome;
    if (!o.error.isEmpty()) {
        m_status->setText(tr("The profile did not run: %1").arg(o.error));
        Q_EMIT profileFinished();
        return;
    }
    m_status->setText(
        tr("Baseline: %1 on %2, %3 trials. Whole call %4 ms (measured alone), nodes' sum %5 ms (%6% of it, "
           "not "
           "rescaled), %7 nodes.%8")
            .arg(o.baseline, o.device)
            .arg(o.trials)
            .arg(o.eagerCallMs, 0, 'f', 3)
            .arg(o.nodesSumMs, 0, 'f', 3)
            .arg(o.eagerCallMs > 0 ? 100 * o.nodesSumMs / o.eagerCallMs : 0.0, 0, 'f', 1)
            .arg(o.nodes.size())
            .arg(o.peakFlops
                     ? QString()
                     : tr(" No calibration of this machine in the store: no roofs (Analysis → Roofline → "
                          "Calibrate This Machine).")));
    m_model->setOutcome(o);
    m_table->setToolTip(
        tr("Eager time per node, median over the trials, not rescaled; baseline: %1").arg(o.baseline));
    m_table->sortByColumn(ProfileTableModel::EagerMs, Qt::DescendingOrder);
    fillRoofline();
    m_colour->setEnabled(true);
    showOverlay();
    // The hottest node, selected in the table and the graph (and its line in model.py).
    if (!o.hottest.isEmpty())
        m_table->setCurrentIndex(m_proxy->mapFromSource(m_model->index(o.hottest.first(), 0)));
    Q_EMIT profileFinished();
}

void ProfilePanel::showOverlay() {
    GraphPage* graph = m_page->graphPage();
    if (!m_outcome || !m_outcome->error.isEmpty() || !m_colour->isChecked()) {
        if (graph->overlay().scale == OverlayScale::TimeShare)
            graph->setOverlay({});
        return;
    }
    NodeOverlay overlay;
    overlay.scale = OverlayScale::TimeShare;
    overlay.title = tr("Eager profile (%1)").arg(m_outcome->baseline);
    for (const ProfileNode& n : m_outcome->nodes)
        overlay.values.emplace_back(n.index, n.share);
    graph->setOverlay(std::move(overlay));
}

void ProfilePanel::selectRowQuietly(int sourceRow) {
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid() || index.row() == m_table->currentIndex().row())
        return;
    m_quiet = true;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    m_quiet = false;
}

void ProfilePanel::onRowChosen() {
    if (m_quiet)
        return;
    const int node = selectedNode();
    if (node >= 0)
        m_page->graphPage()->focusGraphNode(node, true);
}

void ProfilePanel::fillRoofline() {
    auto data = std::make_shared<RooflineChartData>();
    m_rowOfPoint.clear();
    const ProfileOutcome& o = *m_outcome;
    if (o.peakFlops && o.bandwidth) {
        MachinePeaks machine;
        machine.hardware = o.machine.toStdString();
        machine.device = o.device.toStdString();
        machine.gemmFlops["float32"] = *o.peakFlops;
        machine.triadBandwidth = *o.bandwidth;
        data->machine = machine;
    }
    RooflineChartData::Run run;
    run.name = tr("eager, per op").toStdString();
    for (int row = 0; row < o.nodes.size(); ++row) {
        const ProfileNode& n = o.nodes[row];
        if (!n.flopRate || !(n.bytes > 0))
            continue;
        RooflinePoint p;
        p.samplePath = QStringLiteral("%1 (line %2)").arg(n.name).arg(n.line).toStdString();
        p.category = opClassShortName(classifyTarget(n.target.toStdString())).toStdString();
        p.flops = n.flops;
        p.bytes = n.bytes;
        p.intensity = n.flops / n.bytes;
        p.eagerRate = n.flopRate;
        p.roof = n.roof;
        if (n.roof && *n.roof > 0)
            p.eagerFractionOfRoof = *n.flopRate / *n.roof;
        if (data->machine)
            p.memoryBound = p.intensity < *o.peakFlops / *o.bandwidth;
        run.roofline.points.push_back(std::move(p));
        m_rowOfPoint.push_back(row);
    }
    data->runs.push_back(std::move(run));
    m_roofline->setData(std::move(data));
}

} // namespace gnw::ui
