// Offscreen GUI test of benchmark runs started from the workbench: three toy samples on two backends
// through the real engine (fork server, worker processes, SQLite store), the live monitor, the S(t) chart,
// cancel + resume, the browser's result columns and filters, the sample's Results tab, the run history,
// and the New Run dialog's refusals. Waits on signals only. Small on purpose: warm-up 1, trials 3, the
// fluctuation guard off.
#include "EngineWorkbench.h"
#include "GatedExecutor.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/MainWindow.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/charts/ScoreChart.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/dataset/SampleFilterProxy.h"
#include "widgets/dataset/SampleListModel.h"
#include "widgets/run/EnvironmentSetupDialog.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunMonitor.h"
#include "widgets/run/RunQueue.h"
#include "widgets/run/RunSampleModel.h"
#include "widgets/run/RunsPage.h"
#include "widgets/sample/SamplePage.h"
#include "widgets/sample/SampleResultsTab.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace gnw;
using namespace gnw::ui;

namespace {
const QStringList kSamples{QStringLiteral("graph/gcn"), QStringLiteral("nlp/mlp"),
                           QStringLiteral("nlp/rms_norm_mlp")};
constexpr int kRunWaitMs = 180000;

RunRequest smallRequest(const QString& backend) {
    RunRequest r;
    r.dataset = gnw::test::toySamplesDir();
    r.samples = kSamples;
    r.backend = backend;
    r.device = QStringLiteral("cpu");
    r.settings.warmup = 1;
    r.settings.trials = 3;
    r.settings.minTimeSeconds = 0; // exactly 3 pairs: the tests check results, not timings
    r.threads = 1;
    r.settings.timeoutSeconds = 120;
    r.settings.fluctuationThreshold = 0;
    return r;
}
} // namespace

class TestGuiRuns : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<gnw::test::GatedExecutor> m_gate; // holds a run at a sample's start (cancel test)

    QString storePath() const { return m_tmp.filePath(QStringLiteral("store.sqlite")); }

    // Sample paths per run, straight from the store.
    std::vector<std::string> storedPaths(qint64 runId) {
        auto db = Database::open(storePath().toStdString());
        if (!db)
            return {};
        std::vector<std::string> paths;
        for (const auto& r : ResultStore(*db).results(runId))
            paths.push_back(r.samplePath);
        return paths;
    }
    std::optional<RunRecord> storedRun(qint64 runId) {
        auto db = Database::open(storePath().toStdString());
        return db ? ResultStore(*db).run(runId) : std::nullopt;
    }
    void selectSamples(const QStringList& relPaths) {
        auto* browser = m_window->browser();
        browser->resetFilters();
        browser->view()->clearSelection();
        for (const auto& rel : relPaths) {
            const int row = m_window->sampleModel()->rowOf(rel);
            QVERIFY2(row >= 0, qPrintable(rel));
            const auto idx = browser->proxy()->mapFromSource(m_window->sampleModel()->index(row, 0));
            browser->view()->selectionModel()->select(idx, QItemSelectionModel::Select |
                                                               QItemSelectionModel::Rows);
        }
    }
    // Runs until the queue is idle.
    bool waitIdle() {
        if (m_window->runQueue()->isIdle())
            return true;
        QSignalSpy idle(m_window->runQueue(), &RunQueue::idle);
        return idle.wait(kRunWaitMs);
    }
    void checkComplete(qint64 runId) {
        const auto paths = storedPaths(runId);
        QCOMPARE(int(paths.size()), int(kSamples.size()));
        QCOMPARE(int(std::set<std::string>(paths.begin(), paths.end()).size()), int(kSamples.size()));
        for (const auto& rel : kSamples)
            QVERIFY2(
                std::any_of(paths.begin(), paths.end(),
                            [&](const std::string& p) { return QString::fromStdString(p).endsWith(rel); }),
                qPrintable(rel));
    }

private Q_SLOTS:
    void initTestCase() {
#ifndef GNW_HAVE_ENGINE
        GNW_SKIP_WITHOUT_ENGINE();
#else
        QVERIFY(m_tmp.isValid());
        m_gate = std::make_shared<gnw::test::GatedExecutor>(gnw::test::engineExecutor());
        m_window = gnw::test::openEngineWorkbench(storePath(), m_gate);
        QVERIFY(m_window);
        auto* runs = m_window->runsPage();
        for (auto* model : std::initializer_list<QAbstractItemModel*>{
                 runs->monitor()->sampleModel(), runs->historyModel(), runs->historyView()->model(),
                 m_window->sampleModel(), m_window->browser()->proxy(),
                 m_window->samplePage()->resultsTab()->model()})
            new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         model);
#endif
    }

    // The first-start note is about the bundled slice (tst_gui_bad_input shows it there), not other folders.
    void otherDatasetsShowNoFirstStartNote() {
        QVERIFY(!m_window->firstStartNote()->isVisibleTo(m_window.get()));
    }

    // Before any run the monitor shows no count (it read "0 of 1 samples").
    void monitorWithoutARunShowsNoCount() {
        auto* monitor = m_window->runsPage()->monitor();
        QCOMPARE(monitor->progressBar()->text(), QStringLiteral("no run"));
        QVERIFY(monitor->etaLabel()->text().isEmpty());
    }

    void twoBackendsOverThreeSelectedSamples() {
        selectSamples(kSamples);
        QCOMPARE(m_window->browser()->selectedRelPaths().size(), kSamples.size());
        RunScopeInput input;
        input.datasetRoot = m_window->session()->datasetRoot();
        input.records = &m_window->session()->records();
        input.selected = m_window->browser()->selectedRelPaths();
        auto* executor = m_window->runQueue()->executor();
        NewRunDialog dialog(input, executor->backends(), executor->devices(), m_window.get());
        dialog.setScope(NewRunDialog::Selection);
        dialog.setBackends({QStringLiteral("eager"), QStringLiteral("nope")});
        // Every backend is listed, under a heading for the framework of the samples it runs.
        auto* list = dialog.findChild<QListWidget*>(QStringLiteral("backendList"));
        QVERIFY(list);
        QSet<QString> frameworks;
        for (const auto& b : executor->backends())
            frameworks.insert(b.framework);
        int headings = 0;
        for (int i = 0; i < list->count(); ++i)
            headings += list->item(i)->data(Qt::UserRole).isNull() ? 1 : 0;
        QCOMPARE(headings, int(frameworks.size()));
        QCOMPARE(list->count() - headings, int(executor->backends().size()));
        QVERIFY(list->item(0)->data(Qt::UserRole).isNull());
        QCOMPARE(list->item(0)->flags(), Qt::ItemFlags(Qt::ItemIsEnabled)); // a heading: not checkable
        dialog.warmupBox()->setValue(1);
        dialog.trialsBox()->setValue(3);
        dialog.minTimeBox()->setValue(0);
        dialog.fluctuationBox()->setValue(0);
        const auto requests = dialog.requests();
        QVERIFY2(!requests.isEmpty(), qPrintable(dialog.problem()));
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests[0].settings.seed, requests[1].settings.seed);
        QCOMPARE(requests[0].samples, requests[1].samples);

        QSignalSpy finished(m_window->runQueue(), &RunQueue::sampleFinished);
        // The monitor follows each sample through the engine's phases, not just "running".
        QSet<QString> phases;
        const auto phaseWatch =
            connect(m_window->runQueue(), &RunQueue::sampleChanged, this, [&](int id, int index) {
                const RunJob* j = m_window->runQueue()->job(id);
                if (j->samples[index].state == RunSampleState::Running && !j->samples[index].phase.isEmpty())
                    phases << j->samples[index].phase;
            });
        const auto jobs = m_window->startRuns(requests);
        QCOMPARE(jobs.size(), 2);
        QVERIFY(waitIdle());
        disconnect(phaseWatch);
        QVERIFY2(phases.contains(QStringLiteral("eager")) && phases.contains(QStringLiteral("compile")),
                 qPrintable(QStringList(phases.begin(), phases.end()).join(QLatin1Char(','))));
        QCOMPARE(finished.count(), 2 * int(kSamples.size()));
        for (const int id : jobs) {
            const RunJob* job = m_window->runQueue()->job(id);
            QCOMPARE(job->state, RunJob::Finished);
            QVERIFY(job->runId > 0);
            checkComplete(job->runId);
            QVERIFY(!storedRun(job->runId)->finishedAt.empty());
        }
        // The monitor shows the last job complete with its log, scrolled to its newest sample.
        auto* monitor = m_window->runsPage()->monitor();
        QCOMPARE(monitor->progressBar()->value(), int(kSamples.size()));
        m_window->centralTabs()->setCurrentWidget(m_window->runsPage());
        monitor->logView()->setFixedHeight(80); // shorter than one sample's block
        monitor->showJob(jobs.first());
        monitor->showJob(jobs.last()); // the log is written anew, sample by sample
        QScrollBar* bar = monitor->logView()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(monitor->logView()->toPlainText().contains(QStringLiteral("[Result]")) ||
                monitor->logView()->toPlainText().contains(QStringLiteral("graph-net-test-compiler-log")));
        // S(t): one curve per backend (the analysis draws every new run; nothing else is in the store).
        m_window->analysisPage()->reload();
        QCOMPARE(m_window->analysisPage()->stChart()->curveCount(), 2);
    }

    void browserShowsResultsOfTheChosenRun() {
        const auto runs = m_window->runQueue()->jobIds();
        const qint64 eagerRun = m_window->runQueue()->job(runs.first())->runId;
        m_window->refreshResults(); // at once, not when the window's coalescing timer fires
        m_window->browser()->resetFilters();
        m_window->browser()->setResultRun(eagerRun);
        const auto* model = m_window->sampleModel();
        int withStatus = 0, withTip = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            withStatus += !model->index(row, SampleListModel::RunStatus).data().toString().isEmpty();
            // The speedup's hover says how it was measured: baseline, protocol, interval, timed calls.
            const QString tip =
                model->index(row, SampleListModel::RunSpeedup).data(Qt::ToolTipRole).toString();
            withTip += tip.contains(QStringLiteral("against eager, interleaved protocol")) &&
                       tip.contains(QStringLiteral("95% confidence interval")) &&
                       tip.contains(QStringLiteral("timed calls per side: 3"));
        }
        QCOMPARE(withStatus, int(kSamples.size()));
        QCOMPARE(withTip, int(kSamples.size()));
        auto* edit = m_window->browser()->filterEdit();
        edit->setText(QStringLiteral("backend:eager"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), int(kSamples.size()));
        edit->setText(QStringLiteral("backend:no-such-backend"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), 0);
        int failed = 0;
        auto db = Database::open(storePath().toStdString());
        QVERIFY(db.ok());
        for (const auto& r : ResultStore(*db).results(eagerRun))
            failed += r.status != SampleStatus::Correct;
        edit->setText(QStringLiteral("status:failed"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), failed);
        edit->setText(QStringLiteral("status:correct"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), int(kSamples.size()) - failed);
        edit->clear();
    }

    void resultsTabListsTheSampleInEveryRun() {
        m_window->browser()->selectRelPath(kSamples.first());
        auto* tab = m_window->samplePage()->resultsTab();
        tab->setSample(kSamples.first()); // also when the sample was current already
        QCOMPARE(tab->model()->rowCount(), 2);
        QStringList backends;
        for (int row = 0; row < 2; ++row)
            backends << tab->model()->index(row, SampleResultsModel::Backend).data().toString();
        backends.sort();
        QCOMPARE(backends, (QStringList{QStringLiteral("eager"), QStringLiteral("nope")}));
    }

    void cancelThenResumeHasNoDuplicateAndNoGap() {
        auto* queue = m_window->runQueue();
        RunRequest request = smallRequest(QStringLiteral("nope"));
        // Cancel while the second sample is in flight: the run waits at its start until the cancel is in.
        // The first is committed, the second abandoned.
        m_gate->closeAt(1);
        const int job = queue->enqueue(request);
        bool cancelled = false;
        const auto connection = connect(queue, &RunQueue::sampleChanged, this, [&](int id, int index) {
            const RunJob* j = queue->job(id);
            if (id == job && !cancelled && index == 1 && j->samples[1].state == RunSampleState::Running) {
                cancelled = true;
                queue->cancel(job);
                m_gate->open();
            }
        });
        const bool idle = waitIdle();
        disconnect(connection);
        QVERIFY(idle);
        QVERIFY(cancelled);
        const RunJob* j = queue->job(job);
        QCOMPARE(j->state, RunJob::Cancelled);
        QVERIFY(j->finish.cancelled);
        const auto afterCancel = storedPaths(j->runId);
        QCOMPARE(int(afterCancel.size()), j->count(RunSampleState::Done));
        QVERIFY(afterCancel.size() < std::size_t(kSamples.size()));
        QVERIFY(storedRun(j->runId)->finishedAt.empty());
        // Cancelled, not interrupted: in the store and in the history; and no "interrupted" banner for it.
        QVERIFY(!storedRun(j->runId)->cancelledAt.empty());
        auto* history = m_window->runsPage()->historyModel();
        QSignalSpy reloaded(history, &RunHistoryModel::reloaded);
        m_window->runsPage()->reloadHistory();
        QVERIFY(reloaded.wait(10000));
        const int row = history->rowOfRun(j->runId);
        QVERIFY(row >= 0);
        QCOMPARE(history->index(row, RunHistoryModel::State).data().toString(), QStringLiteral("cancelled"));
        auto* monitor = m_window->runsPage()->monitor();
        monitor->refreshInterrupted();
        QVERIFY(!monitor->interruptedBanner()->text().contains(QStringLiteral("(run %1,").arg(j->runId)));
        // Resume from the monitor's button.
        monitor->showJob(job);
        QVERIFY(monitor->resumeButton()->isEnabled());
        monitor->resumeButton()->click();
        QVERIFY(waitIdle());
        checkComplete(j->runId);
        QVERIFY(!storedRun(j->runId)->finishedAt.empty());
        QVERIFY(storedRun(j->runId)->cancelledAt.empty()); // it went on
    }

    // A run that stopped without its user (killed, crashed) gets the banner; Dismiss hides it for the
    // session, and it stays in the history.
    void interruptedBannerCanBeDismissed() {
        qint64 runId = 0;
        {
            auto db = Database::open(storePath().toStdString());
            QVERIFY(db);
            RunRecord run;
            run.name = "killed run";
            run.compiler = "nope";
            run.device = "cpu";
            run.configJson = R"({"options": {}})";
            runId = ResultStore(*db).createRun(run);
        }
        auto* monitor = m_window->runsPage()->monitor();
        monitor->refreshInterrupted();
        const QString mark = QStringLiteral("(run %1,").arg(runId);
        QVERIFY2(monitor->interruptedBanner()->text().contains(mark),
                 qPrintable(monitor->interruptedBanner()->text()));
        QVERIFY(!monitor->interruptedBanner()->isHidden());
        monitor->dismissInterruptedButton()->click();
        QVERIFY(monitor->interruptedBanner()->isHidden());
        monitor->refreshInterrupted(); // the store is read again: still dismissed
        QVERIFY(monitor->interruptedBanner()->isHidden());
        QVERIFY(storedRun(runId));
        auto db = Database::open(storePath().toStdString());
        QVERIFY(ResultStore(*db).deleteRun(runId)); // leave the store as the other tests expect it
    }

    void historyRerunsFailedAndDeletesOneRunOnly() {
        auto* page = m_window->runsPage();
        auto* history = page->historyModel();
        QSignalSpy reloaded(history, &RunHistoryModel::reloaded);
        page->reloadHistory(); // the store is read off the GUI thread
        QVERIFY(reloaded.wait(10000));
        const int runsBefore = history->rowCount();
        QVERIFY(runsBefore >= 3);
        const qint64 first = history->run(0)->id;
        QVERIFY(!history->index(0, RunHistoryModel::S0).data().toString().isEmpty());
        // "Re-run Failed Samples" is enabled only for a run that has failed samples (it was enabled for any).
        int withoutFailures = 0;
        for (int row = 0; row < runsBefore; ++row) {
            page->historyView()->selectRow(row);
            QCOMPARE(page->rerunFailedButton()->isEnabled(), history->failedResults(row) > 0);
            withoutFailures += history->failedResults(row) == 0;
        }
        QVERIFY(withoutFailures > 0);
        page->historyView()->clearSelection();
        // Rename and annotate through the model (as the view's editor does).
        QVERIFY(history->setData(history->index(0, RunHistoryModel::Name), QStringLiteral("renamed run"),
                                 Qt::EditRole));
        QVERIFY(history->setData(history->index(0, RunHistoryModel::Notes), QStringLiteral("a note"),
                                 Qt::EditRole));
        QCOMPARE(QString::fromStdString(storedRun(first)->name), QStringLiteral("renamed run"));
        QCOMPARE(QString::fromStdString(storedRun(first)->notes), QStringLiteral("a note"));
        // Delete the last run: the others keep all their results.
        const qint64 last = history->run(runsBefore - 1)->id;
        std::map<qint64, std::size_t> counts;
        for (int row = 0; row < runsBefore - 1; ++row)
            counts[history->run(row)->id] = storedPaths(history->run(row)->id).size();
        reloaded.clear();
        QVERIFY(page->deleteRun(last, false));
        QVERIFY(!storedRun(last));
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(history->rowCount(), runsBefore - 1);
        for (const auto& [id, n] : counts)
            QCOMPARE(storedPaths(id).size(), n);
    }

    // A backend that lacks only its environment gets a button; the setup dialog runs the command, shows
    // its output and says whether it worked (a real process: sh standing in for `workbench env NAME`).
    void environmentIsCreatedFromTheDialog_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("succeeds");
        QTest::addColumn<QString>("status");
        QTest::newRow("created") << "echo installing onnxruntime; exit 0" << true << "Created.";
        QTest::newRow("pip fails") << "echo no matching distribution >&2; exit 3" << false << "exit code 3";
    }
    void environmentIsCreatedFromTheDialog() {
        QFETCH(QString, script);
        QFETCH(bool, succeeds);
        QFETCH(QString, status);
        const QStringList command{QStringLiteral("/bin/sh"), QStringLiteral("-c"), script};
        std::vector<SampleRecord> records(1);
        records[0].summary.relPath = "torch/mlp";
        RunScopeInput input;
        input.datasetRoot = gnw::test::toySamplesDir();
        input.records = &records;
        QList<BackendChoice> backends{{QStringLiteral("nope"), QStringLiteral("n"), true, {}},
                                      {QStringLiteral("onnxruntime"), QStringLiteral("o"), false,
                                       QStringLiteral("needs its environment"), QStringLiteral("torch"),
                                       command},
                                      {QStringLiteral("tensorrt"),
                                       QStringLiteral("t"),
                                       false,
                                       QStringLiteral("needs CUDA"),
                                       QStringLiteral("torch"),
                                       {}}};
        NewRunDialog dialog(input, backends, {QStringLiteral("cpu")});
        QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("createEnvironment-onnxruntime")));
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("createEnvironment-tensorrt")));

        EnvironmentSetupDialog setup(QStringLiteral("onnxruntime"), command);
        QSignalSpy finished(&setup, &EnvironmentSetupDialog::finished);
        setup.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.at(0).at(0).toBool(), succeeds);
        QCOMPARE(setup.succeeded(), succeeds);
        QVERIFY2(setup.statusLabel()->text().contains(status), qPrintable(setup.statusLabel()->text()));
        QVERIFY(setup.output()->toPlainText().contains(succeeds
                                                           ? QStringLiteral("installing onnxruntime")
                                                           : QStringLiteral("no matching distribution")));
    }

    void dialogRefusesWhatCannotRun() {
        std::vector<SampleRecord> records(2);
        records[0].summary.relPath = "paddle/resnet";
        records[0].summary.framework = "paddle";
        records[1].summary.relPath = "torch/mlp";
        records[1].summary.framework = "torch";
        RunScopeInput input;
        input.datasetRoot = gnw::test::toySamplesDir();
        input.records = &records;
        input.selected = {QStringLiteral("paddle/resnet"), QStringLiteral("torch/mlp")};
        QList<BackendChoice> backends{
            {QStringLiteral("nope"), QStringLiteral("n"), true, {}},
            {QStringLiteral("tvm"), QStringLiteral("t"), false, QStringLiteral("not installed")}};
        backends.push_back(
            {QStringLiteral("paddle-static"), QStringLiteral("p"), true, {}, QStringLiteral("paddle")});
        // A mixed scope runs: each backend takes its framework's samples.
        NewRunDialog mixed(input, backends, {QStringLiteral("cpu")});
        mixed.setScope(NewRunDialog::Selection);
        mixed.setBackends({QStringLiteral("nope"), QStringLiteral("paddle-static")});
        QCOMPARE(mixed.requests().size(), 2);
        // A backend with none of its framework's samples in the scope is refused.
        input.selected = {QStringLiteral("paddle/resnet")};
        NewRunDialog dialog(input, backends, {QStringLiteral("cpu")});
        dialog.setScope(NewRunDialog::Selection);
        dialog.setBackends({QStringLiteral("nope")});
        QVERIFY(dialog.requests().isEmpty());
        QVERIFY2(dialog.problem().contains(QStringLiteral("runs PyTorch samples")),
                 qPrintable(dialog.problem()));
        input.selected = {QStringLiteral("torch/mlp")};
        NewRunDialog ok(input, backends, {QStringLiteral("cpu")});
        ok.setScope(NewRunDialog::Selection);
        ok.setBackends({QStringLiteral("paddle-static")});
        QVERIFY(ok.requests().isEmpty());
        QVERIFY2(ok.problem().contains(QStringLiteral("runs Paddle samples")), qPrintable(ok.problem()));
        ok.setBackends({QStringLiteral("nope"), QStringLiteral("tvm")}); // tvm cannot be checked
        QCOMPARE(ok.requests().size(), 1);
        ok.optionsEdit()->setPlainText(QStringLiteral("{\"mode\": "));
        QVERIFY(ok.requests().isEmpty());
        QVERIFY2(ok.problem().contains(QStringLiteral("Backend options")), qPrintable(ok.problem()));
        ok.optionsEdit()->setPlainText(QStringLiteral("[1, 2]"));
        QVERIFY(ok.requests().isEmpty());
        ok.optionsEdit()->setPlainText(QStringLiteral("{\"mode\": \"max-autotune\"}"));
        QCOMPARE(ok.requests().size(), 1);
        QCOMPARE(ok.requests().first().backendOptions, QStringLiteral("{\"mode\": \"max-autotune\"}"));
    }

    // A Paddle backend from New Run over the browser's whole (mixed) dataset: it runs the two toy-set
    // Paddle samples in the Paddle bridge, the monitor and the store have them, and Analysis draws the run.
    void paddleBackendFromNewRunReachesAnalysis() {
        const auto backends = m_window->runQueue()->executor()->backends();
        const auto paddle = std::find_if(backends.begin(), backends.end(), [](const BackendChoice& b) {
            return b.name == QLatin1String("paddle-nope");
        });
        QVERIFY(paddle != backends.end());
        if (!paddle->available && test::optedOut("GNW_SKIP_PADDLE"))
            GNW_SKIP_OPTED_OUT(QStringLiteral("GNW_SKIP_PADDLE=1"),
                               QStringLiteral("paddle-nope unavailable: ") + paddle->reason);
        QVERIFY2(paddle->available, qPrintable(QStringLiteral("paddle-nope unavailable: ") + paddle->reason));
        m_window->analysisPage()->reload();
        const int curvesBefore = m_window->analysisPage()->stChart()->curveCount();
        RunScopeInput input;
        input.datasetRoot = m_window->session()->datasetRoot();
        input.records = &m_window->session()->records();
        NewRunDialog dialog(input, backends, m_window->runQueue()->executor()->devices(), m_window.get());
        dialog.setScope(NewRunDialog::All);
        dialog.setBackends({QStringLiteral("paddle-nope")});
        dialog.warmupBox()->setValue(1);
        dialog.trialsBox()->setValue(3);
        dialog.minTimeBox()->setValue(0);
        dialog.fluctuationBox()->setValue(0);
        const auto requests = dialog.requests();
        QVERIFY2(requests.size() == 1, qPrintable(dialog.problem()));
        const auto jobs = m_window->startRuns(requests);
        QCOMPARE(jobs.size(), 1);
        QVERIFY(waitIdle());
        const RunJob* job = m_window->runQueue()->job(jobs.first());
        QCOMPARE(job->state, RunJob::Finished);
        auto db = Database::open(storePath().toStdString());
        QVERIFY(db);
        const auto results = ResultStore(*db).results(job->runId);
        QCOMPARE(results.size(), size_t(2)); // the two Paddle samples; the torch ones were left out
        for (const auto& r : results) {
            QVERIFY2(r.status == SampleStatus::Correct, r.message.c_str());
            QCOMPARE(r.details.baseline, std::string("paddle-dygraph"));
        }
        m_window->analysisPage()->reload();
        const auto* chart = m_window->analysisPage()->stChart();
        QCOMPARE(chart->curveCount(), curvesBefore + 1);
        QVERIFY(std::any_of(chart->data()->curves.begin(), chart->data()->curves.end(), [](const auto& c) {
            return QString::fromStdString(c.name).contains(QStringLiteral("paddle-nope"));
        }));
    }

    // Elapsed time moves on while a sample runs, without a sample event (it stood still until the next one).
    // Last: it adds a run to the store that the tests above count.
    void elapsedTimeMovesWhileASampleRuns() {
        auto* monitor = m_window->runsPage()->monitor();
        m_gate->closeAt(0);
        const auto reopen = qScopeGuard([this] { m_gate->open(); }); // also when a check below fails
        const int job = m_window->runQueue()->enqueue(smallRequest(QStringLiteral("nope")));
        QTRY_VERIFY_WITH_TIMEOUT(monitor->etaLabel()->text().startsWith(QStringLiteral("elapsed ")), 30000);
        const QString first = monitor->etaLabel()->text();
        QSignalSpy events(m_window->runQueue(), &RunQueue::sampleChanged);
        QTRY_VERIFY_WITH_TIMEOUT(monitor->etaLabel()->text() != first, 5000); // ticks each second
        QCOMPARE(events.count(), 0); // the gate holds the sample: the clock moved on its own
        QCOMPARE(monitor->progressBar()->text(), QStringLiteral("0 of %1 samples").arg(kSamples.size()));
        m_gate->open();
        QVERIFY(waitIdle());
        QCOMPARE(m_window->runQueue()->job(job)->state, RunJob::Finished);
    }

    void cleanupTestCase() {
        m_window.reset();
    }
};

GNW_TEST_MAIN(TestGuiRuns)
#include "tst_gui_runs.moc"
