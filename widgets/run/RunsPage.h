#pragma once
// The "Runs" tab: the monitor of the queued and running jobs, the cluster sweeps started here (shown once
// there is one), and the store's run history. From the
// history a run can be renamed and annotated (edit the cells), deleted (after confirmation; only its own
// results go), re-run on its failed samples only, or compared with a second run on the Analysis tab.
#include <QWidget>

class QTableView;
class QPushButton;
class QSortFilterProxyModel;

namespace gnw::ui {

class ClusterSweepModel;
class ClusterSweeps;
class RunHistoryModel;
class RunMonitor;
class RunQueue;

class RunsPage : public QWidget {
    Q_OBJECT
public:
    RunsPage(RunQueue* queue, ClusterSweeps* sweeps, QWidget* parent = nullptr);

    RunMonitor* monitor() const { return m_monitor; }
    RunHistoryModel* historyModel() const { return m_history; }
    QTableView* historyView() const { return m_view; }
    QPushButton* rerunFailedButton() const { return m_rerun; }
    ClusterSweepModel* sweepModel() const { return m_sweepModel; }
    void reloadHistory();

    // Queues a new run of `runId`'s backend and settings over its samples that did not end correct;
    // returns the job id, or 0 when there is none to re-run.
    int rerunFailed(qint64 runId);
    // Deletes one run with its results; asks first when `confirm`.
    bool deleteRun(qint64 runId, bool confirm = true);
    QList<qint64> selectedRuns() const;

Q_SIGNALS:
    void compareRequested(qint64 runA, qint64 runB);
    void runsChanged(); // a run was renamed, annotated or deleted

private:
    void updateButtons();

    RunQueue* m_queue;
    RunMonitor* m_monitor;
    ClusterSweepModel* m_sweepModel;
    RunHistoryModel* m_history;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QPushButton* m_delete;
    QPushButton* m_rerun;
    QPushButton* m_compare;
};

} // namespace gnw::ui
