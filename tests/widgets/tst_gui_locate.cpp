// Offscreen GUI test of "Locate Fault…": a real run of nlp/mlp with a compiler whose fault is planted at
// gelu (tests/data/planted_fault_backend.py, a dynamo backend) gives a wrong result; from the sample's
// Results tab the search runs in the background, lists its steps, and the culprit's node is selected in the
// graph; the slowdown map from the same row colours the graph by per-range speedups. Waits on signals only.
#include "EngineWorkbench.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/util/FileIO.h"
#include "widgets/MainWindow.h"
#include "widgets/fault/LocateFaultDialog.h"
#include "widgets/fault/SlowdownMapDialog.h"
#include "widgets/graph/GraphCanvas.h"
#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/graph/GraphPainter.h"
#include "widgets/run/RunQueue.h"
#include "widgets/sample/SamplePage.h"
#include "widgets/sample/SampleResultsTab.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

class TestGuiLocate : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void initTestCase() {
#ifndef GNW_HAVE_ENGINE
        GNW_SKIP_WITHOUT_ENGINE();
#else
        QVERIFY(m_tmp.isValid());
        QVERIFY2(QFile::exists(test::sourceDir() + QStringLiteral("/.venv/bin/python")),
                 "the project venv (.venv) is missing: ./workbench build creates it");
        auto text = readFile((test::sourceDir() + "/tests/data/planted_fault_backend.py").toStdString());
        QVERIFY(text);
        const QString plugin = m_tmp.filePath(QStringLiteral("planted_gelu.py"));
        QFile out(plugin);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(*text) + "\nTARGET = \"gelu\"\n");
        out.close();
        qputenv("GNW_BRIDGE_PLUGINS", plugin.toUtf8());
        m_window = test::openEngineWorkbench(m_tmp.filePath(QStringLiteral("store.sqlite")));
        QVERIFY(m_window);
#endif
    }

    void locatePlantedFaultFromResultsTab() {
        RunRequest r;
        r.dataset = test::toySamplesDir();
        r.samples = {QStringLiteral("nlp/mlp")};
        r.backend = QStringLiteral("torch-compile:planted_fault");
        r.device = QStringLiteral("cpu");
        r.settings.warmup = 0;
        r.settings.trials = 1;
        r.settings.minTimeSeconds = 0;
        r.threads = 1;
        r.settings.timeoutSeconds = 300;
        r.settings.fluctuationThreshold = 0;
        QSignalSpy idle(m_window->runQueue(), &RunQueue::idle);
        QCOMPARE(m_window->startRuns({r}).size(), 1);
        QVERIFY(idle.wait(300000));
        m_window->refreshResults();

        QVERIFY(m_window->showSample(QStringLiteral("nlp/mlp")));
        auto* results = m_window->samplePage()->resultsTab();
        QTRY_COMPARE_WITH_TIMEOUT(results->model()->rowCount(), 1, 10000);
        QVERIFY2(SampleResultsModel::locatable(results->model()->row(0)->result),
                 results->model()->row(0)->result.message.c_str());
        results->view()->selectRow(0);
        QVERIFY(results->locateButton()->isEnabled());
        results->locateButton()->click();
        auto* dialog = m_window->findChild<LocateFaultDialog*>();
        QVERIFY(dialog);
        QSignalSpy finished(dialog, &LocateFaultDialog::searchFinished);
        QVERIFY(dialog->isRunning());
        QVERIFY(finished.wait(600000));

        const auto& outcome = *dialog->outcome();
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.located);
        QVERIFY(outcome.target.endsWith(QStringLiteral("gelu")));
        QVERIFY(dialog->stepsView()->rowCount() >= 3); // the step timeline
        QVERIFY(dialog->progressView()->count() >= 3); // probes reported as they were answered
        QVERIFY(dialog->showButton()->isEnabled());
        QVERIFY(dialog->reproducerButton()->isEnabled());
        QVERIFY(dialog->testButton()->isEnabled());

        // The culprit is selected in the graph: the node defined on its model.py line.
        auto* graph = m_window->samplePage()->graphPage();
        QCOMPARE(m_window->samplePage()->tabs()->currentWidget(), graph);
        QTRY_VERIFY_WITH_TIMEOUT(graph->document() && graph->selectedNode() >= 0, 60000);
        QCOMPARE(graph->document()->node(graph->selectedNode()).line, outcome.line);
        QFile model(test::toySamplesDir() + QStringLiteral("/nlp/mlp/model.py"));
        QVERIFY(model.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(model.readAll())
                    .split('\n')[outcome.line - 1]
                    .contains(QStringLiteral("gelu(")));
        dialog->close();
    }

    // The slowdown map from the same row: every range timed, the graph coloured, the legend shown.
    void slowdownMapColoursTheGraph() {
        auto* results = m_window->samplePage()->resultsTab();
        results->view()->selectRow(0);
        QVERIFY(results->slowdownButton()->isEnabled());
        results->slowdownButton()->click();
        auto* dialog = m_window->findChild<SlowdownMapDialog*>();
        QVERIFY(dialog);
        QSignalSpy finished(dialog, &SlowdownMapDialog::mapFinished);
        QVERIFY(finished.wait(600000));
        const auto& outcome = *dialog->outcome();
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.ranges.size() >= 2);
        QCOMPARE(dialog->rangesView()->rowCount(), int(outcome.ranges.size()));
        auto* graph = m_window->samplePage()->graphPage();
        QVERIFY(!graph->overlay().empty());
        QTRY_VERIFY_WITH_TIMEOUT(!graph->canvas()->paintState().nodeOverlay.empty(), 30000);
        const auto& speedups = graph->canvas()->paintState().nodeOverlay;
        QVERIFY(
            std::any_of(speedups.begin(), speedups.end(), [](float v) { return std::isfinite(v) && v > 0; }));
        QVERIFY(!graph->overlayLegend()->isHidden());
        dialog->close();
    }

    void cleanupTestCase() {
        m_window.reset();
    }
};

GNW_TEST_MAIN(TestGuiLocate)
#include "tst_gui_locate.moc"
