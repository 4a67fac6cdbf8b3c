#include "app/gui/ScriptedSession.h"

#include "widgets/MainWindow.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/profile/ProfilePanel.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunMonitor.h"
#include "widgets/run/RunQueue.h"
#include "widgets/run/RunsPage.h"
#include "widgets/sample/SamplePage.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace gnw::app {

using namespace gnw::ui;

namespace {
void printLine(const QString& text) {
    std::printf("%s\n", qPrintable(text));
    std::fflush(stdout); // a script reads the lines as they come
}
} // namespace

ScriptedSession::ScriptedSession(MainWindow* window, Options options)
    : QObject(window), m_window(window), m_options(std::move(options)) {
    // Documentation screenshots have one size, whatever the last session left.
    if (!m_options.screenshotPath.isEmpty())
        m_window->resize(1280, 800);
    RunQueue* runs = m_window->runQueue();
    connect(runs, &RunQueue::sampleFinished, this, [this, runs](int jobId, int index) {
        if (const auto* job = runs->job(jobId); job && m_options.printProgress)
            printLine(job->samples[static_cast<std::size_t>(index)].line);
    });
    connect(runs, &RunQueue::jobFinished, this, [this, runs](int jobId) {
        if (const auto* job = runs->job(jobId); job && m_options.printProgress)
            printLine(job->summary());
    });
    connect(runs, &RunQueue::idle, this, [this] {
        if (!m_options.screenshotPath.isEmpty() && runsQueued()) {
            // The screenshot shows the runs ended: the views re-read the store first, as they would a
            // moment later by themselves (the history off the GUI thread: shot once it is in).
            m_window->analysisPage()->reload();
            m_window->refreshResults();
            auto* history = m_window->runsPage()->historyModel();
            connect(history, &RunHistoryModel::reloaded, this, &ScriptedSession::showPage,
                    Qt::SingleShotConnection);
            m_window->runsPage()->reloadHistory();
        } else if (m_options.quitWhenIdle) {
            m_window->close();
        }
    });
    // Without runs the screenshot shows the dataset, once it is indexed.
    connect(m_window->session(), &DatasetSession::indexingFinished, this, [this] {
        if (!m_options.sample.isEmpty() && !m_window->showSample(m_options.sample))
            std::fprintf(stderr, "no sample %s in the dataset\n", qPrintable(m_options.sample));
        if (!m_options.screenshotPath.isEmpty() && !runsQueued())
            showPage();
    });
    QTimer::singleShot(0, this, &ScriptedSession::start);
}

ScriptedSession::~ScriptedSession() = default;

void ScriptedSession::start() {
    if (m_options.resumeInterrupted)
        m_window->runsPage()->monitor()->resumeInterrupted();
    if (!m_options.runRequestPath.isEmpty()) {
        QFile file(m_options.runRequestPath);
        QJsonParseError error{};
        const auto doc = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll(), &error)
                                                        : QJsonDocument();
        if (!doc.isArray()) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(m_options.runRequestPath),
                         file.isOpen() ? qPrintable(error.errorString()) : "cannot read the file");
        } else {
            QList<RunRequest> requests;
            for (const auto& v : doc.array()) {
                RunRequest r = RunRequest::fromJson(v.toObject());
                if (r.dataset.isEmpty())
                    r.dataset = m_window->session()->datasetRoot();
                requests << r;
            }
            m_window->startRuns(requests);
        }
    }
    if (m_options.quitWhenIdle && m_window->runQueue()->isIdle())
        m_window->close();
}

void ScriptedSession::showPage() {
    if (m_shooting)
        return;
    m_shooting = true;
    const QString page = m_options.screenshotPage;
    QTabWidget* tabs = m_window->centralTabs();
    if (page == QLatin1String("runs")) {
        tabs->setCurrentWidget(m_window->runsPage());
    } else if (page == QLatin1String("analysis")) {
        tabs->setCurrentWidget(m_window->analysisPage());
    } else if (page == QLatin1String("compare")) {
        tabs->setCurrentWidget(m_window->analysisPage());
        m_window->analysisPage()->showTab(AnalysisPage::CompareTab);
    } else if (page == QLatin1String("roofline")) {
        tabs->setCurrentWidget(m_window->analysisPage());
        m_window->analysisPage()->showTab(AnalysisPage::RooflineTab);
    } else if (page == QLatin1String("graph")) {
        tabs->setCurrentWidget(m_window->samplesTab());
        if (auto* splitter = qobject_cast<QSplitter*>(m_window->samplesTab()))
            splitter->setSizes({m_window->height() / 4, m_window->height() * 3 / 4});
        GraphPage* graph = m_window->samplePage()->graphPage();
        m_window->samplePage()->tabs()->setCurrentWidget(graph); // shown, it starts parsing
        if (graph->isBusy()) {
            // Parsed and laid out in the background: shoot once it is drawn.
            connect(graph, &GraphPage::layoutFinished, this, &ScriptedSession::shoot,
                    Qt::SingleShotConnection);
            return;
        }
    } else if (page == QLatin1String("profile")) {
        // The eager profile of the shown sample, measured now: shot once it is in and the graph is drawn
        // with its hottest node selected.
        tabs->setCurrentWidget(m_window->samplesTab());
        if (auto* splitter = qobject_cast<QSplitter*>(m_window->samplesTab()))
            splitter->setSizes({m_window->height() / 5, m_window->height() * 4 / 5});
        GraphPage* graph = m_window->samplePage()->graphPage();
        m_window->samplePage()->tabs()->setCurrentWidget(graph);
        if (auto* split = graph->findChild<QSplitter*>(QStringLiteral("graphSplitter")))
            split->setSizes({680, 600});
        auto* panel = m_window->findChild<ProfilePanel*>();
        graph->showSideTab(panel);
        connect(
            panel, &ProfilePanel::profileFinished, this,
            [this, graph] {
                if (graph->isBusy())
                    connect(graph, &GraphPage::layoutFinished, this, &ScriptedSession::shoot,
                            Qt::SingleShotConnection);
                else
                    shoot();
            },
            Qt::SingleShotConnection);
        if (!panel->start())
            shoot();
        return;
    } else if (page == QLatin1String("new-run") && m_window->runQueue()->executor()) {
        // The dialog as a user sees it for the current selection.
        RunScopeInput input;
        input.datasetRoot = m_window->session()->datasetRoot();
        input.records = &m_window->session()->records();
        input.selected = m_window->browser()->selectedRelPaths();
        input.filtered = m_window->browser()->shownRelPaths();
        RunExecutor* executor = m_window->runQueue()->executor();
        m_dialog = std::make_unique<NewRunDialog>(input, executor->backends(), executor->devices(), m_window);
        m_dialog->show();
    } else {
        tabs->setCurrentWidget(m_window->samplesTab());
    }
    shoot();
}

void ScriptedSession::shoot() {
    // Layout and polish requests the page switch posted, delivered before the page is drawn.
    QCoreApplication::sendPostedEvents();
    QWidget* subject = m_dialog ? static_cast<QWidget*>(m_dialog.get()) : static_cast<QWidget*>(m_window);
    const bool ok = subject->grab().save(m_options.screenshotPath);
    if (!ok)
        std::fprintf(stderr, "cannot write the screenshot %s\n", qPrintable(m_options.screenshotPath));
    m_dialog.reset();
    QApplication::exit(ok ? 0 : 1);
}

} // namespace gnw::app
