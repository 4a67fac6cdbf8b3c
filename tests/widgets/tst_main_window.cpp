// Offscreen GUI test: the main window opens the toy samples, indexes them in the background,
// filters, switches grouping, shows a sample's meta table; every item model passes the model tester.
#include "TestPaths.h"
#include "core/dataset/MetaParser.h"
#include "widgets/MainWindow.h"
#ifdef GNW_HAVE_ENGINE
#include "core/engine/shapes/EngineAnalyzer.h" // plain C++, no ATen
#endif
#include "TestMain.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/RunListModel.h"
#include "widgets/common/CodeEditor.h"
#include "widgets/dataset/CategoryTreeModel.h"
#include "widgets/dataset/DatasetDock.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/dataset/SampleBrowser.h"
#include "widgets/dataset/SampleFilterProxy.h"
#include "widgets/dataset/SampleListModel.h"
#include "widgets/graph/GraphDocument.h"
#include "widgets/graph/GraphPage.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunsPage.h"
#include "widgets/sample/JsonTreeModel.h"
#include "widgets/sample/MetaTableModel.h"
#include "widgets/sample/SamplePage.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace gnw::ui;

class TestMainWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

    void selectRow(int proxyRow) {
        auto* view = m_window->browser()->view();
        view->setCurrentIndex(view->model()->index(proxyRow, 0));
    }

private Q_SLOTS:
    void defaultStoreIsWhereTheReadmeSaysAndAnOldOneMoves() {
        // Test mode: ~/.qttest/share stands for ~/.local/share.
        QStandardPaths::setTestModeEnabled(true);
        const QString app = QCoreApplication::applicationName(), org = QCoreApplication::organizationName();
        QCoreApplication::setApplicationName(QStringLiteral("GraphNet Workbench"));
        QCoreApplication::setOrganizationName(QStringLiteral("GraphNet Workbench"));
        const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
        const QString expected = data + QStringLiteral("/GraphNet Workbench/workbench.sqlite");
        // README: `~/.local/share/GraphNet Workbench/workbench.sqlite`
        QFile readme(gnw::test::sourceDir() + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().contains("~/.local/share/GraphNet Workbench/workbench.sqlite"));
        // A store made under the doubled folder before moves, with its journal.
        const QString doubled =
            data + QStringLiteral("/GraphNet Workbench/GraphNet Workbench/workbench.sqlite");
        QFile::remove(expected);
        QVERIFY(QDir().mkpath(QFileInfo(doubled).absolutePath()));
        for (const QString suffix : {QString(), QStringLiteral("-wal")}) {
            QFile f(doubled + suffix);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("stored");
        }
        QCOMPARE(MainWindow::defaultStorePath(), expected);
        QVERIFY(QFileInfo::exists(expected) && QFileInfo::exists(expected + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(doubled));
        QFile::remove(expected);
        QFile::remove(expected + QStringLiteral("-wal"));
        QCoreApplication::setApplicationName(app);
        QCoreApplication::setOrganizationName(org);
    }

    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        MainWindow::Options options;
        options.storePath = m_tmp.filePath(QStringLiteral("store.sqlite"));
        options.datasetPath = gnw::test::toySamplesDir();
#ifdef GNW_HAVE_ENGINE
        // As the application does: the engine's analyzer (meta-tensor shapes, FLOP estimates) runs while
        // indexing.
        DatasetSession::setDefaultAnalyzer(gnw::engine::makeEngineAnalyzer());
        GraphDocument::setShapeProvider(gnw::engine::graphShapeProvider());
#endif
        m_window = std::make_unique<MainWindow>(options);
        for (auto* model : std::initializer_list<QAbstractItemModel*>{
                 m_window->sampleModel(), m_window->browser()->proxy(), m_window->datasetDock()->model(),
                 m_window->samplePage()->metaModel(), m_window->samplePage()->metaView()->model(),
                 m_window->samplePage()->jsonModel()})
            new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         model);
        // Before any event loop runs: on a loaded machine indexing can finish while the window is exposed.
        QSignalSpy finished(m_window->session(), &DatasetSession::indexingFinished);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(finished.count() > 0 || finished.wait(60000));
        QCOMPARE(finished.first().at(0).toBool(), false); // not cancelled
    }

    void listsEveryBundledSample() {
        QVERIFY(m_window->sampleModel()->rowCount() >= 12);
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
    }

    void metaTableMatchesParsedSummary() {
        for (int row = 0; row < m_window->browser()->proxy()->rowCount(); ++row) {
            selectRow(row);
            auto* page = m_window->samplePage();
            QVERIFY(page->sample().has_value());
            const auto& s = page->sample()->summary;
            QCOMPARE(page->metaModel()->tensorCount(), s.numInputs + s.numWeights);
            QCOMPARE(page->metaView()->model()->rowCount(), s.numInputs + s.numWeights + 1); // + totals
            // Independent count: the parser over the files on disk.
            int parsed = 0;
            for (const char* f : {"/weight_meta.py", "/input_meta.py"}) {
                auto metas = gnw::parseMetaFile((page->sampleDir() + QLatin1String(f)).toStdString());
                QVERIFY(metas.ok());
                parsed += int(metas->size());
            }
            QCOMPARE(page->metaModel()->tensorCount(), parsed);
            QVERIFY(page->codeEditor()->text().contains(QStringLiteral("class GraphModule")));
            QVERIFY(page->jsonModel()->rowCount() >= 3);
        }
    }

    void totalsRowStaysLastWhenSorting() {
        selectRow(0);
        auto* view = m_window->samplePage()->metaView();
        const int last = view->model()->rowCount() - 1;
        for (auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            view->sortByColumn(MetaTableModel::Bytes, order);
            QVERIFY(view->model()->index(last, 0).data(MetaTableModel::IsTotalsRole).toBool());
        }
    }

    void filterNarrowsTheList() {
        auto* edit = m_window->browser()->filterEdit();
        edit->setText(QStringLiteral("int64"));
        const int withInt = m_window->browser()->proxy()->rowCount();
        QVERIFY(withInt >= 1);
        QVERIFY(withInt < m_window->sampleModel()->rowCount());
        edit->setText(QStringLiteral("no-such-sample-anywhere"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), 0);
        edit->clear();
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
    }

    void groupingByTagFiltersByTag() {
        auto* dock = m_window->datasetDock();
        dock->groupingBox()->setCurrentIndex(1); // heuristic tag
        QCOMPARE(dock->model()->grouping(), CategoryTreeModel::Grouping::HeuristicTag);
        const auto all = dock->model()->index(0, 0);
        QCOMPARE(all.data(CategoryTreeModel::CountRole).toInt(), m_window->sampleModel()->rowCount());
        int sum = 0;
        for (int i = 0; i < dock->model()->rowCount(all); ++i) {
            const auto group = dock->model()->index(i, 0, all);
            dock->view()->setCurrentIndex(group);
            QCOMPARE(m_window->browser()->proxy()->rowCount(),
                     group.data(CategoryTreeModel::CountRole).toInt());
            for (int r = 0; r < m_window->browser()->proxy()->rowCount(); ++r)
                QCOMPARE(m_window->browser()->proxy()->index(r, 0).data(SampleListModel::TagRole).toString(),
                         group.data(CategoryTreeModel::FilterValueRole).toString());
            sum += group.data(CategoryTreeModel::CountRole).toInt();
        }
        QCOMPARE(sum, m_window->sampleModel()->rowCount());
        dock->groupingBox()->setCurrentIndex(0);
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
    }

    void findInModelPy() {
        selectRow(0);
        auto* editor = m_window->samplePage()->codeEditor();
        QVERIFY(editor->find(QStringLiteral("return"), true));
        QVERIFY(editor->currentLine() > 3);
        QVERIFY(!editor->find(QStringLiteral("text that is not in any model.py"), true));
    }

    // The graph tab of the sample page drives the model.py editor: a search that selects a node moves the
    // editor to that node's line.
    void graphSearchMovesTheEditor() {
        auto* page = m_window->samplePage();
        m_window->browser()->selectRelPath(QStringLiteral("cv/residual_block"));
        QCOMPARE(QString::fromStdString(page->sample()->summary.relPath),
                 QStringLiteral("cv/residual_block"));
        auto* graph = page->graphPage();
        QSignalSpy laidOut(graph, &GraphPage::layoutFinished);
        page->tabs()->setCurrentWidget(graph);
        QVERIFY(laidOut.wait(30000));
        QCOMPARE(graph->sampleDir(), page->sampleDir());
        graph->searchEdit()->setText(QStringLiteral("batch_norm"));
        QTest::keyClick(graph->searchEdit(), Qt::Key_Return);
        if (graph->isBusy())
            QVERIFY(laidOut.wait(30000));
        QVERIFY(!graph->matches().empty());
        const int node = graph->selectedNode();
        QVERIFY(node >= 0);
        const int line = graph->document()->node(node).line;
#ifdef GNW_HAVE_ENGINE
        // The op's label carries its inferred output shape (a 4-d activation for a batch_norm).
        QVERIFY2(graph->document()->shape(node).startsWith(QLatin1Char('[')) &&
                     graph->document()->shape(node).count(QLatin1Char(',')) == 3,
                 qPrintable(graph->document()->shape(node)));
        QCOMPARE(graph->document()->subtitle(node), graph->document()->shape(node));
        QVERIFY(graph->document()->tooltip(node).contains(graph->document()->shape(node)));
#endif
        QCOMPARE(page->codeEditor()->currentLine(), line);
        QVERIFY(page->codeEditor()->text().split(QLatin1Char('\n'))[line - 1].contains(
                    QStringLiteral("batch_norm")) ||
                page->codeEditor()
                    ->text()
                    .split(QLatin1Char('\n'))
                    .mid(line - 1, 3)
                    .join(QString())
                    .contains(QStringLiteral("batch_norm")));
        page->tabs()->setCurrentIndex(0);
    }

    // Drill-down from the analysis names samples by the path of the machine that ran them.
    void showSampleFindsForeignPaths() {
        m_window->browser()->filterEdit()->setText(QStringLiteral("no-such-sample-anywhere"));
        QVERIFY(m_window->showSample(QStringLiteral("/data/elsewhere/GraphNet/samples/nlp/gpt_block#2")));
        QCOMPARE(QString::fromStdString(m_window->samplePage()->sample()->summary.relPath),
                 QStringLiteral("nlp/gpt_block"));
        QCOMPARE(m_window->centralTabs()->currentIndex(), 0);
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
        QVERIFY(!m_window->showSample(QStringLiteral("/data/GraphNet/samples/timm/not_indexed_here")));
    }

    // File → Import goes to the analysis page, which shares the window's store.
    void importedLogAppearsInTheAnalysis() {
        auto* analysis = m_window->analysisPage();
        const int before = analysis->runModel()->rowCount();
        QSignalSpy finished(analysis, &AnalysisPage::importFinished);
        analysis->importLogs({gnw::test::sourceDir() + QStringLiteral("/tests/data/logs-ui/tvm.log")});
        QVERIFY(finished.wait(30000));
        QVERIFY(analysis->runModel()->rowCount() > before);
        QVERIFY(m_window->statusBar()->currentMessage().size() > 0);
    }

    // A run written by another connection (a CLI run, a script: SQLite's data_version does not tell a
    // connection of this process from one of another) appears in the Runs history and the Analysis within
    // 5 s, with no reload asked for.
    void runWrittenElsewhereAppearsWithinFiveSeconds() {
        auto* history = m_window->runsPage()->historyModel();
        auto* analysis = m_window->analysisPage()->runModel();
        // The baseline as the store has it now (an earlier test's import may still be on its way in).
        QSignalSpy reloaded(history, &gnw::ui::RunHistoryModel::reloaded);
        m_window->runsPage()->reloadHistory();
        QVERIFY(reloaded.wait(10000));
        m_window->analysisPage()->reload();
        const int before = history->rowCount();
        const int analysed = analysis->rowCount();
        {
            auto db = gnw::Database::open(m_window->session()->storePath().toStdString());
            QVERIFY2(db, db ? "" : db.error().toString().c_str());
            gnw::RunRecord run;
            run.name = "written by another process";
            run.compiler = "inductor";
            gnw::ResultStore store(*db);
            store.finishRun(store.createRun(run));
        }
        QTRY_COMPARE_WITH_TIMEOUT(history->rowCount(), before + 1, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(analysis->rowCount(), analysed + 1, 5000);
    }

    void nodeAndFlopColumnsSort() {
        auto* proxy = m_window->browser()->proxy();
        auto* view = m_window->browser()->view();
        QCOMPARE(m_window->sampleModel()
                     ->headerData(SampleListModel::Flops, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("FLOPs"));
        view->sortByColumn(SampleListModel::Nodes, Qt::AscendingOrder);
        qlonglong previous = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const auto* rec = m_window->sampleModel()->record(proxy->mapToSource(proxy->index(r, 0)).row());
            const auto& a = rec->summary.analysis;
            const qlonglong nodes =
                proxy->index(r, SampleListModel::Nodes).data(SampleListModel::SortRole).toLongLong();
            QVERIFY(nodes >= previous);
            QVERIFY(a.parsed);
            QCOMPARE(nodes, qlonglong(a.nodes));
            QCOMPARE(proxy->index(r, SampleListModel::Nodes).data().toInt(), a.nodes);
            previous = nodes;
        }
        view->sortByColumn(SampleListModel::Flops, Qt::DescendingOrder);
        double above = 1e300;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const auto* rec = m_window->sampleModel()->record(proxy->mapToSource(proxy->index(r, 0)).row());
            const auto& s = rec->summary;
            const double flops =
                proxy->index(r, SampleListModel::Flops).data(SampleListModel::SortRole).toDouble();
            QVERIFY(flops <= above);
            QCOMPARE(flops, s.analysis.flops);
#ifdef GNW_HAVE_ENGINE
            // Every toy torch sample is fully inferred, and each does some arithmetic.
            QVERIFY(s.analysis.analyzed);
            QCOMPARE(s.analysis.inferredNodes, s.analysis.nodes);
            QVERIFY2(flops > 0, s.relPath.c_str());
#endif
            QVERIFY(!proxy->index(r, SampleListModel::Flops).data().toString().isEmpty());
            above = flops;
        }
        view->sortByColumn(SampleListModel::Name, Qt::AscendingOrder);
    }

    void opFilterKeepsSamplesThatCallTheOp() {
        auto* edit = m_window->browser()->filterEdit();
        QVERIFY(edit->placeholderText().contains(QStringLiteral("op:")));
        QVERIFY(edit->toolTip().contains(QStringLiteral("op:scaled_dot_product_attention")));
        // Independent: which toy model.py files call it, from their text.
        int expected = 0;
        for (int row = 0; row < m_window->sampleModel()->rowCount(); ++row) {
            const auto rel =
                m_window->sampleModel()->index(row, 0).data(SampleListModel::RelPathRole).toString();
            QFile model(gnw::test::toySamplesDir() + QLatin1Char('/') + rel + QStringLiteral("/model.py"));
            QVERIFY(model.open(QIODevice::ReadOnly));
            expected += model.readAll().contains("scaled_dot_product_attention(") ? 1 : 0;
        }
        QVERIFY(expected >= 2);
        edit->setText(QStringLiteral("op:scaled_dot_product_attention"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), expected);
        edit->setText(QStringLiteral("op:SCALED_dot_product_attention op:linear"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), expected); // every sdpa sample has linears too
        edit->setText(QStringLiteral("op:scaled_dot_product_attention op:conv_transpose2d"));
        QCOMPARE(m_window->browser()->proxy()->rowCount(), 0);
        edit->setText(QStringLiteral("op:")); // while typing: no op filter yet
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
        edit->setText(QStringLiteral("op:conv2d vision")); // mixes with ordinary terms (computer_vision tag)
        const int cvConv = m_window->browser()->proxy()->rowCount();
        QVERIFY(cvConv >= 3);
        for (int r = 0; r < cvConv; ++r)
            QVERIFY(m_window->browser()
                        ->proxy()
                        ->index(r, 0)
                        .data(SampleListModel::OpsRole)
                        .toStringList()
                        .join(' ')
                        .contains(QStringLiteral("conv2d")));
        edit->clear();
        QCOMPARE(m_window->browser()->proxy()->rowCount(), m_window->sampleModel()->rowCount());
    }

    void cleanupTestCase() {
        m_window->close();
        m_window.reset();
    }
};

GNW_TEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
