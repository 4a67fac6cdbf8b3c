#pragma once
// The main window composes the dataset dock, the sample browser with the sample page ("Samples" tab) and
// the analysis page ("Analysis" tab) over one store; it owns the menus, the status bar and persisted state.
// Feature logic lives in the parts, not here.
#include <QMainWindow>

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

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        QString storePath;        // empty = default store in the user's data directory
        QString datasetPath;      // empty = last dataset, else the bundled samples
        QString screenshotPath;   // non-empty: save a screenshot once the dataset is shown, then quit
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

    void openDataset(const QString& path);
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
    void takeScreenshot();
    void importLogs();

    Options m_options;
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
};

} // namespace gnw::ui
