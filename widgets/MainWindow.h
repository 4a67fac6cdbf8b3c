#pragma once
// The main window composes the dataset dock, the sample browser with the sample page ("Samples" tab) and
// the analysis page ("Analysis" tab) over one store; it owns the menus, the status bar and persisted state.
// Feature logic lives in the parts, not here.
#include <QMainWindow>
#include <memory>

class QLabel;
class QAction;
class QMenu;
class QSplitter;
class QTabWidget;

namespace gnw::ui {

class AnalysisPage;
class DatasetSession;
class DatasetDock;
class SampleBrowser;
class SampleListModel;
class SamplePage;
class JobStatusWidget;
class NoticeBar;
class ClusterSweeps;
class RunQueue;
struct ClusterTarget;
class RunResultsCache;
class RunsPage;
class StoreWatcher;
struct RunRequest;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        QString storePath;   // empty = default store in the user's data directory
        QString datasetPath; // empty = last dataset, else the bundled samples
    };

    explicit MainWindow(const Options& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    static QString defaultStorePath();
    static QString bundledSamplesPath();

    DatasetSession* session() const { return m_session; }
    DatasetDock* datasetDock() const { return m_dock; }
    SampleBrowser* browser() const { return m_browser; }
    SamplePage* samplePage() const { return m_page; }
    SampleListModel* sampleModel() const { return m_model; }
    AnalysisPage* analysisPage() const { return m_analysis; }
    QTabWidget* centralTabs() const { return m_centralTabs; }
    RunQueue* runQueue() const { return m_runs; }
    ClusterSweeps* clusterSweeps() const { return m_sweeps; }
    RunsPage* runsPage() const { return m_runsPage; }
    QLabel* firstStartNote() const { return m_firstStart; }
    // What is wrong with the store or the dataset and what to do (hidden when nothing is).
    NoticeBar* notice() const { return m_notice; }
    QAction* newRunAction() const { return m_newRunAction; }
    // The Samples tab: the browser above the sample page.
    QWidget* samplesTab() const;
    StoreWatcher* storeWatcher() const { return m_storeWatcher; }

    // Opens the New Run dialog for the browser's selection (or filter, or all); queues what it returns.
    void newRun();
    // Queues the requests (the dialog's result) and shows the Runs tab; returns the job ids.
    QList<int> startRuns(const QList<RunRequest>& requests);
    // Submits the requests as one Slurm sweep; its shards merge into the store as they finish. Returns the
    // sweep's id (0 when there is nothing to run).
    int startSweep(const QList<RunRequest>& requests, const ClusterTarget& target);
    // Re-reads the store's runs for the browser's Status/Speedup columns and the sample's Results tab
    // (done by itself shortly after results arrive).
    void refreshResults();

    void openDataset(const QString& path);
    // File → New Sample from Model… (docs/extract.md): the dialog, non-modal; a written sample is indexed
    // (the open dataset re-indexed when it lies inside it, else its output folder opened) and selected.
    void newSampleFromModel();
    // Shows the indexed sample a result path names (drill-down from the analysis); false when none matches.
    bool showSample(const QString& samplePath);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void restoreState();
    void saveState();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void onRecordsChanged();
    void importLogs();
    void buildRunMenu();
    void buildLanguageMenu(QMenu* settingsMenu);
    void scheduleAnalysisReload();
    void runSample(const QString& relPath);
    // A store that cannot be opened: said once, what needs it disabled, the file left as it is.
    void showStoreProblem(const QString& problem);
    // Starts the workbench again on another store (the one chosen, or a new file) and closes this one.
    void restartWithStore(bool create);
    void updateActions();

    DatasetSession* m_session;
    SampleListModel* m_model;
    DatasetDock* m_dock;
    SampleBrowser* m_browser;
    SamplePage* m_page;
    QSplitter* m_splitter;
    AnalysisPage* m_analysis;
    QTabWidget* m_centralTabs;
    JobStatusWidget* m_job;
    QMenu* m_recentMenu = nullptr;
    RunQueue* m_runs;
    ClusterSweeps* m_sweeps;
    RunsPage* m_runsPage;
    QLabel* m_firstStart;
    NoticeBar* m_notice;
    QAction* m_newRunAction = nullptr;
    QList<QAction*> m_storeActions; // enabled only with a usable store
    QString m_storeProblem;
    bool m_analysisReloadPending = false;
    std::unique_ptr<RunResultsCache> m_results;
    StoreWatcher* m_storeWatcher;
};

} // namespace gnw::ui
