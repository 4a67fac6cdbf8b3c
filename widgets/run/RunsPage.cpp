#include "widgets/run/RunsPage.h"

#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/run/ClusterSweepModel.h"
#include "widgets/run/ClusterSweeps.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunMonitor.h"
#include "widgets/run/RunQueue.h"

#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace gnw::ui {

RunsPage::RunsPage(RunQueue* queue, ClusterSweeps* sweeps, QWidget* parent)
    : QWidget(parent), m_queue(queue), m_monitor(new RunMonitor(queue, this)),
      m_sweepModel(new ClusterSweepModel(sweeps, this)),
      m_history(new RunHistoryModel(queue->storePath(), this)), m_proxy(new QSortFilterProxyModel(this)),
      m_view(new QTableView(this)), m_delete(new QPushButton(tr("Delete…"), this)),
      m_rerun(new QPushButton(tr("Re-run Failed Samples"), this)),
      m_compare(new QPushButton(tr("Compare Two Runs"), this)) {
    setObjectName(QStringLiteral("runsPage"));
    m_view->setObjectName(QStringLiteral("runHistory"));
    m_proxy->setSourceModel(m_history);
    m_proxy->setSortRole(RunHistoryModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RunHistoryModel::Date, Qt::DescendingOrder);
    setUpRecordTable(m_view);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setToolTip(tr("Double-click a name or the notes to edit them."));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("<b>Run history</b>"), this));
    buttons->addStretch(1);
    buttons->addWidget(m_rerun);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_delete);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addLayout(buttons);
    lowerLayout->addWidget(m_view, 1);
    auto* sweepBox = new QWidget(this);
    auto* sweepLayout = new QVBoxLayout(sweepBox);
    sweepLayout->setContentsMargins(0, 0, 0, 0);
    sweepLayout->addWidget(
        new QLabel(tr("<b>Cluster sweeps</b> (their shards merge into this store as they finish)"), this));
    auto* sweepView = new QTableView(sweepBox);
    sweepView->setObjectName(QStringLiteral("clusterSweeps"));
    sweepView->setModel(m_sweepModel);
    setUpRecordTable(sweepView);
    sweepLayout->addWidget(sweepView);
    sweepBox->setVisible(m_sweepModel->rowCount() > 0);
    connect(m_sweepModel, &QAbstractItemModel::rowsInserted, sweepBox, [sweepBox] { sweepBox->show(); });
    connect(sweeps, &ClusterSweeps::resultsMerged, this, &RunsPage::reloadHistory);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_monitor);
    split->addWidget(sweepBox);
    split->addWidget(lower);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunsPage::updateButtons);
    connect(m_history, &QAbstractItemModel::modelReset, this, &RunsPage::updateButtons);
    connect(m_history, &QAbstractItemModel::dataChanged, this, &RunsPage::runsChanged);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        for (const qint64 id : selectedRuns())
            if (!deleteRun(id))
                break;
    });
    connect(m_rerun, &QPushButton::clicked, this, [this] {
        for (const qint64 id : selectedRuns())
            rerunFailed(id);
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const auto runs = selectedRuns();
        if (runs.size() == 2)
            Q_EMIT compareRequested(runs[0], runs[1]);
    });
    connect(queue, &RunQueue::jobStarted, this, &RunsPage::reloadHistory);
    connect(queue, &RunQueue::jobFinished, this, &RunsPage::reloadHistory);
    reloadHistory();
}

void RunsPage::reloadHistory() {
    m_history->reload(m_queue->activeRunIds());
    m_monitor->refreshInterrupted();
    updateButtons();
}

QList<qint64> RunsPage::selectedRuns() const {
    QList<qint64> ids;
    for (const auto& idx : m_view->selectionModel()->selectedRows())
        ids << idx.data(RunHistoryModel::RunIdRole).toLongLong();
    return ids;
}

void RunsPage::updateButtons() {
    const auto runs = selectedRuns();
    const auto active = m_queue->activeRunIds();
    bool anyActive = false;
    bool anyFailed = false; // re-running a run without failures would do nothing
    for (const qint64 id : runs) {
        anyActive |= active.contains(id);
        anyFailed |= m_history->failedResults(m_history->rowOfRun(id)) > 0;
    }
    m_delete->setEnabled(!runs.isEmpty() && !anyActive);
    m_rerun->setEnabled(anyFailed && m_queue->executor());
    m_compare->setEnabled(runs.size() == 2);
}

bool RunsPage::deleteRun(qint64 runId, bool confirm) {
    if (m_queue->activeRunIds().contains(runId))
        return false;
    const int row = m_history->rowOfRun(runId);
    const RunRecord* run = m_history->run(row);
    if (!run)
        return false;
    if (confirm &&
        QMessageBox::question(
            this, tr("Delete Run"),
            tr("Delete run “%1” and its %n result(s)? Other runs are not touched.", nullptr, run->resultCount)
                .arg(QString::fromStdString(run->name))) != QMessageBox::Yes)
        return false;
    auto db = Database::open(m_queue->storePath().toStdString());
    bool ok = false;
    if (db) {
        try {
            ok = ResultStore(*db).deleteRun(runId);
        } catch (const DatabaseError&) {
            ok = false;
        }
    }
    reloadHistory();
    Q_EMIT runsChanged();
    return ok;
}

int RunsPage::rerunFailed(qint64 runId) {
    auto db = Database::open(m_queue->storePath().toStdString());
    if (!db)
        return 0;
    ResultStore store(*db);
    const auto run = store.run(runId);
    if (!run)
        return 0;
    RunRequest r;
    r.dataset = QString::fromStdString(run->datasetRoot);
    for (const auto& result : store.results(runId))
        if (result.status != SampleStatus::Correct)
            r.samples << QString::fromStdString(result.samplePath);
    if (r.samples.isEmpty() || r.dataset.isEmpty())
        return 0;
    // The settings of the original run, as the engine stored them (a key a run predates reads as what it
    // was measured with then).
    const auto config = nlohmann::json::parse(run->configJson, nullptr, false);
    const auto options = config.is_object() ? config.value("options", nlohmann::json::object())
                                            : nlohmann::json::object();
    r.settings = readRunSettings(options, MissingSettings::StoredBefore);
    r.settings.timeoutSeconds = storedTimeoutSeconds(config);
    // The run's own columns first: an imported run has them but no engine configuration.
    r.settings.warmup = run->warmup.value_or(r.settings.warmup);
    r.settings.trials = run->trials.value_or(r.settings.trials);
    if (run->seed)
        r.settings.seed = static_cast<std::uint64_t>(*run->seed);
    r.backend = QString::fromStdString(run->compiler);
    r.device = QString::fromStdString(run->device);
    r.threads = run->threads.value_or(r.threads);
    r.name = tr("%1 (failed re-run)").arg(QString::fromStdString(run->name));
    return m_queue->enqueue(r);
}

} // namespace gnw::ui
