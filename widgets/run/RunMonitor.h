#pragma once
// Watches the workbench's runs: which job (queued, running, ended), a progress bar with ETA, the live
// per-sample table, the upstream-format log of what has been committed, Cancel, and Resume for a cancelled
// run or for runs an earlier session left unfinished (a crash, a kill, a quit mid-run).
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTimer;
class QPushButton;
class QTableView;

namespace gnw::ui {

class RunQueue;
class RunSampleModel;

class RunMonitor : public QWidget {
    Q_OBJECT
public:
    explicit RunMonitor(RunQueue* queue, QWidget* parent = nullptr);

    // Shows job `jobId` (the newest one is shown when it is queued).
    void showJob(int jobId);
    int shownJob() const;
    // Re-reads the store for engine runs that never finished and are not running now.
    void refreshInterrupted();
    // Resumes every interrupted run (what the banner's button does); returns the new jobs.
    QList<int> resumeInterrupted();

    RunSampleModel* sampleModel() const { return m_model; }
    QPlainTextEdit* logView() const { return m_log; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* etaLabel() const { return m_eta; }
    QPushButton* resumeButton() const { return m_resume; }
    QLabel* interruptedBanner() const { return m_banner; }
    QPushButton* dismissInterruptedButton() const { return m_dismissInterrupted; }

private:
    void rebuildJobList();
    void updateProgress();
    void appendLog(int jobId, int index);
    void resumeShown();

    RunQueue* m_queue;
    RunSampleModel* m_model;
    QComboBox* m_jobs;
    QLabel* m_banner;
    QPushButton* m_resumeInterrupted;
    QPushButton* m_dismissInterrupted;
    QProgressBar* m_progress;
    QLabel* m_eta;
    QTimer* m_tick; // elapsed time and ETA move on while a sample runs
    QPushButton* m_cancel;
    QPushButton* m_resume;
    QTableView* m_table;
    QPlainTextEdit* m_log;
    QList<qint64> m_interrupted;
    QList<qint64> m_dismissed; // runs the user chose not to hear about again in this session
};

} // namespace gnw::ui
