// Offscreen GUI test of the eager profile beside the graph (docs/profile.md): a real upstream CNN from the
// bundled slice is profiled through the application's path (`graphnet-bench profile` in a child process);
// once it is in, the hottest node is selected in the table and in the graph, model.py shows its line, the
// graph is coloured by time share, and table, graph and editor follow each other. Another sample clears the
// profile; a Paddle sample is profiled in Paddle dygraph and says so. Waits on signals only.
#include "EngineWorkbench.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "widgets/MainWindow.h"
#include "widgets/common/CodeEditor.h"
#include "widgets/graph/GraphCanvas.h"
#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/graph/GraphPainter.h"
#include "widgets/profile/ProfilePanel.h"
#include "widgets/profile/ProfileTableModel.h"
#include "widgets/sample/SamplePage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>

using namespace gnw;
using namespace gnw::ui;

namespace {
const QString kCnn = QStringLiteral("torchvision/squeezenet1_0");
const QString kPaddle = QStringLiteral("PaddleScience/euler_beam/subgraph_0");
} // namespace

class TestGuiProfile : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

    ProfilePanel* panel() const { return m_window->findChild<ProfilePanel*>(); }
    GraphPage* graph() const { return m_window->samplePage()->graphPage(); }

    // Shows `rel` with the graph tab and the profile panel in front; false if the sample is not there.
    bool showProfileOf(const QString& rel) {
        if (!m_window->showSample(rel))
            return false;
        m_window->centralTabs()->setCurrentWidget(m_window->samplesTab());
        m_window->samplePage()->tabs()->setCurrentWidget(graph());
        graph()->showSideTab(panel());
        return true;
    }

    ProfileOutcome profile() {
        QSignalSpy finished(panel(), &ProfilePanel::profileFinished);
        QTest::mouseClick(panel()->runButton(), Qt::LeftButton);
        if (!finished.wait(300000))
            return {};
        return *panel()->outcome();
    }

private Q_SLOTS:
    void initTestCase() {
#ifndef GNW_HAVE_ENGINE
        GNW_SKIP_WITHOUT_ENGINE();
#else
        QVERIFY(m_tmp.isValid());
        // A dataset of two bundled samples: indexing all of samples/ is not what this test is about.
        const std::filesystem::path dataset = m_tmp.filePath(QStringLiteral("dataset")).toStdString();
        for (const QString& rel : {kCnn, kPaddle}) {
            const std::filesystem::path to = dataset / rel.toStdString();
            std::filesystem::create_directories(to);
            std::filesystem::copy((test::bundledSamplesDir() + QLatin1Char('/') + rel).toStdString(), to,
                                  std::filesystem::copy_options::recursive);
        }
        m_window = test::openEngineWorkbench(m_tmp.filePath(QStringLiteral("store.sqlite")), {},
                                             QString::fromStdString(dataset.string()));
        QVERIFY(m_window);
        QVERIFY(panel());
#endif
    }

    void hottestNodeSelectedInTableAndGraph() {
        QVERIFY(showProfileOf(kCnn));
        QVERIFY(panel()->runButton()->isEnabled());
        QCOMPARE(panel()->model()->rowCount(), 0);
        panel()->trialsBox()->setValue(3);
        const ProfileOutcome o = profile();
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY(o.nodes.size() > 20);
        QVERIFY(o.baseline.contains(QLatin1String("LibTorch eager")));
        QVERIFY(panel()->statusLabel()->text().contains(o.baseline));
        const ProfileNode& hot = o.nodes[o.hottest.first()];
        for (const ProfileNode& n : o.nodes)
            QVERIFY(n.eagerMs <= hot.eagerMs);
        QVERIFY(hot.share > 1.0 / o.nodes.size());

        // Selected in the table (sorted by time: first row) and in the graph; model.py at its line.
        QCOMPARE(panel()->selectedNode(), hot.index);
        QCOMPARE(panel()->table()->currentIndex().row(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(graph()->selectedGraphNode(), hot.index, 30000);
        QCOMPARE(m_window->samplePage()->codeEditor()->currentLine(), hot.line);

        // The graph is coloured by share of the time, the hottest node the most.
        QCOMPARE(graph()->overlay().scale, OverlayScale::TimeShare);
        QCOMPARE(int(graph()->overlay().values.size()), int(o.nodes.size()));
        QVERIFY(!graph()->overlayLegend()->isHidden());
        QVERIFY(graph()->overlayLegend()->text().contains(o.baseline.toHtmlEscaped()));
        QTRY_VERIFY_WITH_TIMEOUT(!graph()->canvas()->paintState().nodeOverlay.empty(), 30000);
        const auto& shares = graph()->canvas()->paintState().nodeOverlay;
        const int hotDisplay = graph()->document()->display().nodeOfOp[std::size_t(hot.index)];
        const float top = *std::max_element(shares.begin(), shares.end(), [](float a, float b) {
            return (std::isfinite(a) ? a : -1.f) < (std::isfinite(b) ? b : -1.f);
        });
        QCOMPARE(shares[std::size_t(hotDisplay)], top);

        // Table -> graph: the second hottest row selects its node.
        const QModelIndex second = panel()->table()->model()->index(1, 0);
        panel()->table()->setCurrentIndex(second);
        const int secondNode = second.data(ProfileTableModel::NodeIndexRole).toInt();
        QVERIFY(secondNode != hot.index);
        QTRY_COMPARE_WITH_TIMEOUT(graph()->selectedGraphNode(), secondNode, 30000);
        // Graph -> table: a node picked in the graph selects its row.
        graph()->focusGraphNode(hot.index, true);
        QCOMPARE(panel()->selectedNode(), hot.index);

        // Unticking "Colour the graph" takes the colours away, ticking brings them back.
        auto* colour = panel()->colourBox();
        QVERIFY(colour && colour->isEnabled());
        colour->setChecked(false);
        QVERIFY(graph()->overlay().empty());
        colour->setChecked(true);
        QCOMPARE(graph()->overlay().scale, OverlayScale::TimeShare);
    }

    // The bridge backends' baseline, Python eager, profiled from the same panel and named as the baseline.
    void pythonEagerOnRequest() {
        QVERIFY(showProfileOf(kCnn));
        QVERIFY(panel()->eagerBox()->isEnabled());
        panel()->eagerBox()->setCurrentIndex(1);
        panel()->trialsBox()->setValue(2);
        const ProfileOutcome o = profile();
        panel()->eagerBox()->setCurrentIndex(0);
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY2(o.baseline.startsWith(QLatin1String("Python eager")), qPrintable(o.baseline));
        QVERIFY(graph()->overlayLegend()->text().contains(QLatin1String("Python eager")));
    }

    void paddleSampleProfiledInDygraph() {
        QVERIFY(showProfileOf(kPaddle));
        QVERIFY(!panel()->eagerBox()->isEnabled()); // a Paddle sample has one eager
        // Another sample: the profile, its table and its colours are gone.
        QCOMPARE(panel()->model()->rowCount(), 0);
        QVERIFY(graph()->overlay().empty());
        panel()->trialsBox()->setValue(3);
        const ProfileOutcome o = profile();
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY2(o.baseline.contains(QLatin1String("Paddle dygraph")), qPrintable(o.baseline));
        QVERIFY(panel()->statusLabel()->text().contains(o.baseline));
        QCOMPARE(panel()->model()->rowCount(), int(o.nodes.size()));
        QTRY_COMPARE_WITH_TIMEOUT(graph()->selectedGraphNode(), o.nodes[o.hottest.first()].index, 30000);
    }

    // A sample the profile cannot run (model.py cut short in an open parenthesis) says why, with the file
    // and line, and the panel can try again.
    void brokenSampleSaysWhy() {
        const QString dir = m_window->samplePage()->sampleDir();
        QFile model(dir + QStringLiteral("/model.py"));
        QVERIFY(model.open(QIODevice::ReadOnly));
        const QByteArray text = model.readAll();
        model.close();
        QVERIFY(model.open(QIODevice::WriteOnly | QIODevice::Truncate));
        model.write(text.left(text.size() / 2) + "\n        x = (\n");
        model.close();
        const auto restore = qScopeGuard([&] {
            QFile back(dir + QStringLiteral("/model.py"));
            QVERIFY(back.open(QIODevice::WriteOnly | QIODevice::Truncate));
            back.write(text);
        });
        const ProfileOutcome o = profile();
        QVERIFY(!o.error.isEmpty());
        QVERIFY2(o.error.contains(QLatin1String("model.py:")), qPrintable(o.error));
        QVERIFY(panel()->statusLabel()->text().contains(QLatin1String("did not run")));
        QVERIFY(panel()->runButton()->isEnabled());
    }

    void cleanupTestCase() {
        m_window.reset();
    }
};

GNW_TEST_MAIN(TestGuiProfile)
#include "tst_gui_profile.moc"
