#include "widgets/MainWindow.h"

#include "widgets/analysis/AnalysisPage.h"
#include "widgets/common/JobStatusWidget.h"
#include "widgets/dataset/DatasetDock.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/dataset/SampleFilterProxy.h"
#include "widgets/dataset/SampleListModel.h"
#include "widgets/sample/SamplePage.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

namespace gnw::ui {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("dataset/recent");
const QString kLastKey = QStringLiteral("dataset/last");
} // namespace

QString MainWindow::defaultStorePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("workbench.sqlite"));
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
    : QMainWindow(parent), m_options(options),
      m_session(
          new DatasetSession(options.storePath.isEmpty() ? defaultStorePath() : options.storePath, this)),
      m_model(new SampleListModel(this)), m_dock(new DatasetDock(this)),
      m_browser(new SampleBrowser(m_model)), m_page(new SamplePage), m_splitter(new QSplitter(Qt::Vertical)),
      m_analysis(new AnalysisPage(m_session->storePath())), m_centralTabs(new QTabWidget(this)),
      m_job(new JobStatusWidget(this)) {
    setWindowTitle(tr("GraphNet Workbench"));
    setObjectName(QStringLiteral("mainWindow"));
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_browser);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(1, 2);
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(m_splitter, tr("Samples"));
    m_centralTabs->addTab(m_analysis, tr("Analysis"));
    setCentralWidget(m_centralTabs);
    addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    statusBar()->addPermanentWidget(m_job);
    m_model->setRecords(&m_session->records());

    connect(m_session, &DatasetSession::recordsChanged, this, &MainWindow::onRecordsChanged);
    connect(m_session, &DatasetSession::indexingStarted, this,
            [this](const QString& root) { m_job->start(tr("Indexing %1…").arg(root)); });
    connect(m_session, &DatasetSession::progress, m_job, &JobStatusWidget::setProgress);
    connect(m_session, &DatasetSession::indexingFinished, this, [this](bool, const QString& summary) {
        m_job->finish();
        statusBar()->showMessage(summary);
        if (!m_options.screenshotPath.isEmpty())
            QTimer::singleShot(300, this, &MainWindow::takeScreenshot);
    });
    connect(m_session, &DatasetSession::failed, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Store"), message); });
    connect(m_job, &JobStatusWidget::cancelRequested, m_session, &DatasetSession::cancel);
    connect(m_dock, &DatasetDock::groupSelected, m_browser, &SampleBrowser::setGroup);
    connect(m_browser, &SampleBrowser::sampleActivated, this, [this](int row) {
        if (const auto* rec = m_model->record(row))
            m_page->setSample(*rec);
    });
    connect(m_analysis, &AnalysisPage::importFinished, this,
            [this](const QString& summary) { statusBar()->showMessage(summary); });
    connect(m_analysis, &AnalysisPage::sampleRequested, this, [this](const QString& path) {
        if (!showSample(path))
            statusBar()->showMessage(
                tr("%1 is not in the open dataset (%2).").arg(path, m_session->datasetRoot()), 8000);
    });

    buildMenus();
    restoreState();

    QString dataset = options.datasetPath;
    if (dataset.isEmpty())
        dataset = QSettings().value(kLastKey).toString();
    if (dataset.isEmpty() || !QDir(dataset).exists())
        dataset = bundledSamplesPath();
    if (!dataset.isEmpty())
        openDataset(dataset);
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
    file->addAction(tr("&Import Benchmark Logs…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                    &MainWindow::importLogs);
    file->addSeparator();
    file->addAction(tr("Re-&index"), QKeySequence(Qt::Key_F5), this, [this] { m_session->reindex(false); });
    file->addAction(tr("Re-index (read &all files)"), QKeySequence(Qt::SHIFT | Qt::Key_F5), this,
                    [this] { m_session->reindex(true); });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_dock->toggleViewAction());
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
    m_session->open(path);
    addRecent(m_session->datasetRoot());
    QSettings().setValue(kLastKey, m_session->datasetRoot());
    setWindowTitle(tr("%1 — GraphNet Workbench").arg(QDir(m_session->datasetRoot()).dirName()));
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
    m_dock->setRecords(m_session->records());
    if (!selected.isEmpty())
        m_browser->selectRelPath(selected);
    else if (m_browser->proxy()->rowCount() > 0)
        m_browser->view()->setCurrentIndex(m_browser->proxy()->index(0, 0));
}

void MainWindow::addRecent(const QString& path) {
    QSettings settings;
    auto recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const auto recent = QSettings().value(kRecentKey).toStringList();
    for (const auto& path : recent)
        m_recentMenu->addAction(path, this, [this, path] { openDataset(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::restoreState() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableSize() * 0.8
                                                : QSize(1280, 800));
    QMainWindow::restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray()))
        m_splitter->setSizes({height() * 2 / 5, height() * 3 / 5});
    m_centralTabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
}

void MainWindow::saveState() {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("window/tab"), m_centralTabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveState();
    m_session->cancel();
    m_session->waitForIdle();
    event->accept();
}

void MainWindow::takeScreenshot() {
    const bool ok = grab().save(m_options.screenshotPath);
    if (!ok)
        qWarning("cannot write screenshot %s", qPrintable(m_options.screenshotPath));
    QApplication::exit(ok ? 0 : 1);
}

} // namespace gnw::ui
