#include "widgets/MainWindow.h"

#include "core/store/Database.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/ComparisonPanel.h"
#include "widgets/common/JobStatusWidget.h"
#include "widgets/common/NoticeBar.h"
#include "widgets/common/StoreWatcher.h"
#include "widgets/common/Translations.h"
#include "widgets/common/WorkbenchSettings.h"
#include "widgets/dataset/DatasetDock.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/dataset/SampleFilterProxy.h"
#include "widgets/dataset/SampleListModel.h"
#include "widgets/dataset/SampleResultColumns.h"
#include "widgets/extract/NewSampleDialog.h"
#include "widgets/fault/SampleFaultTools.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/profile/ProfilePanel.h"
#include "widgets/run/ClusterSweeps.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunMonitor.h"
#include "widgets/run/RunQueue.h"
#include "widgets/run/RunResultsCache.h"
#include "widgets/run/RunsPage.h"
#include "widgets/sample/SamplePage.h"
#include "widgets/sample/SampleResultsTab.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QScreen>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace gnw::ui {

QString MainWindow::defaultStorePath() {
    // <data>/<application>/workbench.sqlite, as the README says. AppDataLocation would add the organisation
    // too, which is the application's name again ("GraphNet Workbench/GraphNet Workbench/"): a store found
    // there (made before this) is moved here once, with its journal files, so that nothing stored is lost.
    const QDir data(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation));
    const QString path =
        data.filePath(QCoreApplication::applicationName() + QStringLiteral("/workbench.sqlite"));
    const QString doubled = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                                .filePath(QStringLiteral("workbench.sqlite"));
    if (doubled != path && !QFileInfo::exists(path) && QFileInfo::exists(doubled)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            if (QFileInfo::exists(doubled + suffix))
                QFile::rename(doubled + suffix, path + suffix);
    }
    return path;
}

QWidget* MainWindow::samplesTab() const {
    return m_splitter;
}

QString MainWindow::bundledSamplesPath() {
    // Next to the executable in an install, else the source tree the build came from.
    const QDir appDir(QCoreApplication::applicationDirPath());
    for (const auto& candidate : {appDir.filePath(QStringLiteral("../share/graphnet-workbench/samples")),
                                  QStringLiteral(GNW_SOURCE_SAMPLES)})
        if (QDir(candidate).exists())
            return QDir(candidate).absolutePath();
    return {};
}

MainWindow::MainWindow(const Options& options, QWidget* parent)
    : QMainWindow(parent), m_session(new DatasetSession(
                               options.storePath.isEmpty() ? defaultStorePath() : options.storePath, this)),
      m_model(new SampleListModel(this)), m_dock(new DatasetDock(this)),
      m_browser(new SampleBrowser(m_model)), m_page(new SamplePage), m_splitter(new QSplitter(Qt::Vertical)),
      m_analysis(new AnalysisPage(m_session->storePath())), m_centralTabs(new QTabWidget(this)),
      m_job(new JobStatusWidget(this)),
      m_runs(new RunQueue(m_session->storePath(), RunExecutor::defaultExecutor(), this)),
      // Array tasks run the graphnet-bench installed next to the workbench.
      m_sweeps(new ClusterSweeps(m_session->storePath(),
                                 QCoreApplication::applicationDirPath() + QStringLiteral("/graphnet-bench"),
                                 this)),
      m_runsPage(new RunsPage(m_runs, m_sweeps)), m_firstStart(new QLabel), m_notice(new NoticeBar),
      m_results(std::make_unique<RunResultsCache>(m_session->storePath())),
      m_storeWatcher(new StoreWatcher(m_session->storePath(), this)) {
    setWindowTitle(tr("GraphNet Workbench"));
    setObjectName(QStringLiteral("mainWindow"));
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    // Shown while the bundled samples are open: where the real dataset comes from.
    m_firstStart->setObjectName(QStringLiteral("firstStartNote"));
    m_firstStart->setWordWrap(true);
    m_firstStart->setOpenExternalLinks(true);
    m_firstStart->setStyleSheet(QStringLiteral("QLabel { background: #e7f1ff; padding: 6px; }"));
    m_firstStart->setText(
        tr("These are real GraphNet samples bundled with the workbench, a small slice of the dataset "
           "(<code>samples/PROVENANCE.tsv</code>). To work on the full dataset, clone "
           "GraphNet (<code>git clone https://github.com/PaddlePaddle/GraphNet</code>) and open its "
           "<code>samples</code> folder with File → Open Dataset… (Ctrl+O). Start a benchmark with "
           "Run → New Run… (Ctrl+R)."));
    m_firstStart->hide();
    auto* browserArea = new QWidget;
    auto* browserLayout = new QVBoxLayout(browserArea);
    browserLayout->setContentsMargins(0, 0, 0, 0);
    browserLayout->addWidget(m_firstStart);
    browserLayout->addWidget(m_browser, 1);
    m_splitter->addWidget(browserArea);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(1, 2);
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(m_splitter, tr("Samples"));
    m_centralTabs->addTab(m_runsPage, tr("Runs"));
    m_centralTabs->addTab(m_analysis, tr("Analysis"));
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_notice);
    centralLayout->addWidget(m_centralTabs, 1);
    setCentralWidget(central);
    addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    statusBar()->addPermanentWidget(m_job);
    m_model->setRecords(&m_session->records());
    m_page->resultsTab()->setCache(m_results.get());
    m_page->resultsTab()->setRunEnabled(m_runs->executor() != nullptr);
    connect(m_page->resultsTab(), &SampleResultsTab::runRequested, this, &MainWindow::runSample);
    new SampleFaultTools(m_page, this);
    new ProfilePanel(m_page, m_session->storePath());
    connect(m_browser, &SampleBrowser::resultRunChanged, this,
            [this](qint64 runId) { fillSampleResults(*m_results, *m_model, runId); });

    connect(m_session, &DatasetSession::recordsChanged, this, &MainWindow::onRecordsChanged);
    connect(m_session, &DatasetSession::indexingStarted, this,
            [this](const QString& root) { m_job->start(tr("Indexing %1…").arg(root)); });
    connect(m_session, &DatasetSession::progress, m_job, &JobStatusWidget::setProgress);
    connect(m_session, &DatasetSession::indexingFinished, this,
            [this](bool cancelled, const QString& summary) {
                m_job->finish();
                statusBar()->showMessage(summary);
                if (!cancelled)
                    m_analysis->samplesChanged();
                if (!cancelled && m_storeProblem.isEmpty() && m_session->records().empty())
                    m_notice->showNotice(
                        tr("%1 holds no GraphNet samples (a sample is a folder with model.py and "
                           "graph_net.json). Open another with File → Open Dataset… (Ctrl+O).")
                            .arg(QDir::toNativeSeparators(m_session->datasetRoot())));
                updateActions();
            });
    connect(m_session, &DatasetSession::failed, this,
            [this](const QString& message) { m_notice->showNotice(tr("Store: %1").arg(message)); });
    connect(m_job, &JobStatusWidget::cancelRequested, m_session, &DatasetSession::cancel);
    connect(m_dock, &DatasetDock::groupSelected, m_browser, &SampleBrowser::setGroup);
    connect(m_browser, &SampleBrowser::sampleActivated, this, [this](int row) {
        if (const auto* rec = m_model->record(row))
            m_page->setSample(*rec);
    });
    connect(m_analysis, &AnalysisPage::importFinished, this, [this](const QString& summary) {
        statusBar()->showMessage(summary);
        scheduleAnalysisReload();
    });
    connect(m_analysis, &AnalysisPage::sampleRequested, this, [this](const QString& path) {
        if (!showSample(path))
            statusBar()->showMessage(
                tr("%1 is not in the open dataset (%2).").arg(path, m_session->datasetRoot()), 8000);
    });

    // Runs: the analysis follows every committed result; the history every start and end.
    connect(m_runs, &RunQueue::sampleFinished, this, &MainWindow::scheduleAnalysisReload);
    connect(m_sweeps, &ClusterSweeps::resultsMerged, this, &MainWindow::scheduleAnalysisReload);
    // Runs written by other processes (the CLI, scripts, another workbench) appear without a restart.
    connect(m_storeWatcher, &StoreWatcher::changed, this, &MainWindow::scheduleAnalysisReload);
    connect(m_storeWatcher, &StoreWatcher::failed, this,
            [this](const QString& message) { statusBar()->showMessage(tr("Store: %1").arg(message)); });
    connect(m_runs, &RunQueue::jobFinished, this, [this](int jobId) {
        scheduleAnalysisReload();
        if (const auto* job = m_runs->job(jobId))
            statusBar()->showMessage(job->summary(), 15000);
    });
    connect(m_runsPage, &RunsPage::runsChanged, this, &MainWindow::scheduleAnalysisReload);
    // A store that cannot be read says so, rather than showing an empty history.
    connect(m_runsPage->historyModel(), &RunHistoryModel::reloaded, this, [this] {
        if (const QString error = m_runsPage->historyModel()->lastError(); !error.isEmpty())
            statusBar()->showMessage(tr("Store: %1").arg(error));
    });
    connect(m_runsPage, &RunsPage::compareRequested, this, [this](qint64 a, qint64 b) {
        m_analysis->reload();
        m_analysis->comparison()->compare(a, b);
        m_analysis->showTab(AnalysisPage::CompareTab);
        m_centralTabs->setCurrentWidget(m_analysis);
    });
    m_browser->view()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_browser->view(), &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.addAction(tr("Run Selected Samples…"), this, &MainWindow::newRun)
            ->setEnabled(m_runs->executor() && !m_browser->selectedRelPaths().isEmpty());
        menu.exec(m_browser->view()->viewport()->mapToGlobal(pos));
    });

    buildMenus();
    restoreState();

    // A store that cannot be opened is said once, here, before anything else reads it and fails again.
    if (auto db = Database::open(m_session->storePath().toStdString()); !db) {
        showStoreProblem(QString::fromStdString(db.error().message));
        return;
    }
    QString dataset = options.datasetPath;
    if (dataset.isEmpty())
        dataset = settings::lastDataset();
    const bool missing = !dataset.isEmpty() && !QDir(dataset).exists();
    if (dataset.isEmpty() || missing)
        dataset = bundledSamplesPath();
    if (!dataset.isEmpty())
        openDataset(dataset);
    // Only a folder asked for by name is news; a remembered one that went away silently gives way.
    if (missing && !options.datasetPath.isEmpty())
        m_notice->showNotice(
            tr("The dataset folder %1 does not exist; the bundled samples are shown instead. "
               "Open another with File → Open Dataset… (Ctrl+O).")
                .arg(QDir::toNativeSeparators(options.datasetPath)));
}

void MainWindow::showStoreProblem(const QString& problem) {
    m_storeProblem = problem;
    auto* open = new QAction(tr("Open Another Store…"), this);
    open->setObjectName(QStringLiteral("openAnotherStore"));
    connect(open, &QAction::triggered, this, [this] { restartWithStore(false); });
    auto* create = new QAction(tr("Create a New Store…"), this);
    create->setObjectName(QStringLiteral("createNewStore"));
    connect(create, &QAction::triggered, this, [this] { restartWithStore(true); });
    m_notice->showNotice(tr("The store %1 cannot be used: %2. It was left as it is. Open another store or "
                            "create a new one; the workbench then starts again on it.")
                             .arg(QDir::toNativeSeparators(m_session->storePath()), problem),
                         {open, create});
    updateActions();
}

void MainWindow::restartWithStore(bool create) {
    const QString folder = QFileInfo(m_session->storePath()).absolutePath();
    const QString path =
        create ? QFileDialog::getSaveFileName(this, tr("New store"),
                                              folder + QStringLiteral("/workbench.sqlite"),
                                              tr("SQLite stores (*.sqlite *.db)"))
               : QFileDialog::getOpenFileName(this, tr("Open store"), folder,
                                              tr("SQLite stores (*.sqlite *.db);;All files (*)"));
    if (path.isEmpty())
        return;
    QStringList arguments{QStringLiteral("--store"), path};
    if (const QString dataset = settings::lastDataset(); !dataset.isEmpty())
        arguments << dataset;
    if (QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments))
        close();
    else
        m_notice->showNotice(tr("Could not start %1 again.").arg(QCoreApplication::applicationFilePath()));
}

void MainWindow::updateActions() {
    const bool store = m_storeProblem.isEmpty();
    for (QAction* action : m_storeActions)
        action->setEnabled(store);
    if (m_newRunAction)
        m_newRunAction->setEnabled(m_runs->executor() && store && !m_session->records().empty());
    m_page->resultsTab()->setRunEnabled(m_runs->executor() != nullptr && store);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus() {
    auto* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open Dataset…"), QKeySequence::Open, this, [this] {
        const auto dir = QFileDialog::getExistingDirectory(this, tr("Open GraphNet samples folder"),
                                                           m_session->datasetRoot());
        if (!dir.isEmpty())
            openDataset(dir);
    });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Open &Bundled Samples"), this, [this] { openDataset(bundledSamplesPath()); });
    file->addSeparator();
    m_storeActions << file->addAction(tr("New Sample from &Model…"), this, &MainWindow::newSampleFromModel);
    m_storeActions << file->addAction(tr("&Import Benchmark Logs…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                                      &MainWindow::importLogs);
    file->addSeparator();
    m_storeActions << file->addAction(tr("Re-&index"), QKeySequence(Qt::Key_F5), this,
                                      [this] { m_session->reindex(false); });
    m_storeActions << file->addAction(tr("Re-index (read &all files)"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                                      this, [this] { m_session->reindex(true); });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    buildRunMenu();
    auto* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_dock->toggleViewAction());
    buildLanguageMenu(menuBar()->addMenu(tr("&Settings")));
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(
            this, tr("About GraphNet Workbench"),
            tr("<b>GraphNet Workbench %1</b><p>Browse, benchmark and analyse GraphNet computation graphs.</p>"
               "<p>Store: %2</p>")
                .arg(QStringLiteral(GNW_VERSION), m_session->storePath().toHtmlEscaped()));
    });
    rebuildRecentMenu();
}

void MainWindow::openDataset(const QString& path) {
    if (path.isEmpty())
        return;
    if (!QDir(path).exists()) {
        QMessageBox::warning(this, tr("Open Dataset"), tr("%1 is not a folder.").arg(path));
        return;
    }
    m_page->clear();
    if (m_storeProblem.isEmpty())
        m_notice->clearNotice(); // about the dataset shown before
    m_session->open(path);
    addRecent(m_session->datasetRoot());
    settings::setLastDataset(m_session->datasetRoot());
    setWindowTitle(tr("%1 — GraphNet Workbench").arg(QDir(m_session->datasetRoot()).dirName()));
    m_firstStart->setVisible(QDir(m_session->datasetRoot()) == QDir(bundledSamplesPath()));
}

void MainWindow::newSampleFromModel() {
    // Into the open dataset when it is the user's own; never into the bundled samples (the source tree).
    const QString root = m_session->datasetRoot();
    const bool ownDataset =
        !root.isEmpty() && QDir(root) != QDir(bundledSamplesPath()) && QFileInfo(root).isWritable();
    const QString outDir = ownDataset ? root
                                      : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                            QStringLiteral("/extracted");
    auto* dialog = new NewSampleDialog(outDir, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewSampleDialog::extracted, this, [this](const QString& sampleDir, const QString& out) {
        connect(
            m_session, &DatasetSession::indexingFinished, this, [this, sampleDir] { showSample(sampleDir); },
            Qt::SingleShotConnection);
        const QString open = m_session->datasetRoot();
        if (!open.isEmpty() && QDir(open) != QDir(bundledSamplesPath()) &&
            QDir(sampleDir).absolutePath().startsWith(QDir(open).absolutePath() + QLatin1Char('/')))
            m_session->reindex(false);
        else
            openDataset(out);
    });
    dialog->open();
}

void MainWindow::buildRunMenu() {
    auto* run = menuBar()->addMenu(tr("&Run"));
    m_newRunAction =
        run->addAction(tr("&New Run…"), QKeySequence(Qt::CTRL | Qt::Key_R), this, &MainWindow::newRun);
    m_newRunAction->setObjectName(QStringLiteral("newRunAction"));
    m_newRunAction->setEnabled(false); // until the dataset's samples are read (updateActions)
    if (!m_runs->executor())
        m_newRunAction->setToolTip(tr("This build has no benchmark engine."));
    run->addAction(tr("&Cancel Shown Run"), this,
                   [this] { m_runs->cancel(m_runsPage->monitor()->shownJob()); });
    run->addAction(tr("&Resume Interrupted Runs"), this, [this] {
        m_runsPage->monitor()->resumeInterrupted();
        m_centralTabs->setCurrentWidget(m_runsPage);
    });
    run->addSeparator();
    run->addAction(tr("Show Run &History"), this, [this] { m_centralTabs->setCurrentWidget(m_runsPage); });
    auto* bar = addToolBar(tr("Run"));
    bar->setObjectName(QStringLiteral("runToolBar"));
    bar->addAction(m_newRunAction);
}

void MainWindow::buildLanguageMenu(QMenu* settingsMenu) {
    auto* menu = settingsMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(menu);
    const QString current = settings::language();
    for (const auto& code : languageChoices()) {
        auto* action = menu->addAction(languageDisplayName(code));
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            settings::setLanguage(code);
            statusBar()->showMessage(tr("The language changes when the workbench starts again."), 10000);
        });
    }
}

void MainWindow::newRun() {
    if (!m_runs->executor()) {
        QMessageBox::information(this, tr("New Run"), tr("This build has no benchmark engine (LibTorch)."));
        return;
    }
    RunScopeInput input;
    input.datasetRoot = m_session->datasetRoot();
    input.records = &m_session->records();
    input.selected = m_browser->selectedRelPaths();
    input.filtered = m_browser->shownRelPaths();
    input.filterText = m_browser->filterEdit()->text();
    input.predictedEager = m_session->predictedEager();
    input.predictionModel = m_session->predictionModel();
    NewRunDialog dialog(input, m_runs->executor()->backends(), m_runs->executor()->devices(), this);
    connect(&dialog, &NewRunDialog::environmentCreated, this,
            [this] { m_runs->executor()->refreshBackends(); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto target = dialog.clusterTarget())
        startSweep(dialog.requests(), *target);
    else
        startRuns(dialog.requests());
}

int MainWindow::startSweep(const QList<RunRequest>& requests, const ClusterTarget& target) {
    if (requests.isEmpty())
        return 0;
    m_centralTabs->setCurrentWidget(m_runsPage);
    return m_sweeps->submit(requests, target);
}

QList<int> MainWindow::startRuns(const QList<RunRequest>& requests) {
    QList<int> jobs;
    for (const auto& r : requests)
        jobs << m_runs->enqueue(r);
    if (!jobs.isEmpty())
        m_centralTabs->setCurrentWidget(m_runsPage);
    return jobs;
}

void MainWindow::scheduleAnalysisReload() {
    // Results arrive one sample at a time: redraw once per burst, not once per result.
    if (m_analysisReloadPending)
        return;
    m_analysisReloadPending = true;
    QTimer::singleShot(200, this, [this] {
        m_analysisReloadPending = false;
        m_analysis->reload();
        m_runsPage->reloadHistory();
        refreshResults();
        // A store that cannot be read says so, rather than showing an empty list.
        if (const QString error = m_results->error(); !error.isEmpty())
            statusBar()->showMessage(tr("Store: %1").arg(error));
    });
}

void MainWindow::refreshResults() {
    m_results->refresh();
    QList<QPair<qint64, QString>> runs;
    for (const auto& r : m_results->runs())
        runs << qMakePair(qint64(r.id),
                          QStringLiteral("#%1 %2").arg(r.id).arg(QString::fromStdString(r.name)));
    m_browser->setResultRuns(runs);
    fillSampleResults(*m_results, *m_model, m_browser->resultRun());
    m_page->resultsTab()->refresh();
}

void MainWindow::runSample(const QString& relPath) {
    m_browser->selectRelPath(relPath);
    newRun();
}

void MainWindow::importLogs() {
    const auto files = QFileDialog::getOpenFileNames(this, tr("Import test_compiler logs"), QString(),
                                                     tr("Logs (*.log *.txt);;All files (*)"));
    if (files.isEmpty())
        return;
    m_centralTabs->setCurrentWidget(m_analysis);
    m_analysis->importLogs(files);
}

bool MainWindow::showSample(const QString& samplePath) {
    // The open dataset's own absolute paths are tails too: its relative path is the longest indexed one.
    const int row = m_model->rowOfPathTail(samplePath);
    if (row < 0)
        return false;
    // The browser may be filtered or grouped away from the sample; clear both so it can be selected.
    if (!m_browser->proxy()->mapFromSource(m_model->index(row, 0)).isValid()) {
        m_dock->view()->setCurrentIndex(QModelIndex());
        m_browser->resetFilters();
    }
    m_browser->selectRelPath(QString::fromStdString(m_model->record(row)->summary.relPath));
    m_centralTabs->setCurrentWidget(m_splitter);
    return true;
}

void MainWindow::onRecordsChanged() {
    const QString selected =
        m_page->sample() ? QString::fromStdString(m_page->sample()->summary.relPath) : QString();
    m_model->setRecords(&m_session->records());
    refreshResults();
    m_dock->setRecords(m_session->records());
    updateActions();
    if (!selected.isEmpty())
        m_browser->selectRelPath(selected);
    else if (m_browser->proxy()->rowCount() > 0)
        m_browser->view()->setCurrentIndex(m_browser->proxy()->index(0, 0));
}

void MainWindow::addRecent(const QString& path) {
    settings::addRecentDataset(path);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const auto recent = settings::recentDatasets();
    for (const auto& path : recent)
        m_recentMenu->addAction(path, this, [this, path] { openDataset(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::restoreState() {
    const auto layout = settings::windowLayout();
    if (!restoreGeometry(layout.geometry))
        resize(QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableSize() * 0.8
                                                : QSize(1280, 800));
    QMainWindow::restoreState(layout.state);
    if (!m_splitter->restoreState(layout.splitter))
        m_splitter->setSizes({height() * 2 / 5, height() * 3 / 5});
    m_centralTabs->setCurrentIndex(layout.tab);
}

void MainWindow::saveState() {
    settings::setWindowLayout(
        {saveGeometry(), QMainWindow::saveState(), m_splitter->saveState(), m_centralTabs->currentIndex()});
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveState();
    // A run in progress stops at once: its sample in flight is abandoned and the run stays resumable.
    m_runs->cancelAll();
    m_session->cancel();
    m_session->waitForIdle();
    event->accept();
}

} // namespace gnw::ui
