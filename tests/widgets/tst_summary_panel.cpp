// The Analysis page's Summary tab (offscreen) on two imported upstream logs: a row per checked run, the
// comparison against a chosen base, copy-out identical to `graphnet-bench summary` for the same runs, a
// numeric sort, and a double-click that asks for the sample page.
#include "TestMain.h"
#include "TestPaths.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/SummaryPanel.h"
#include "widgets/analysis/TextTableModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

class TestSummaryPanel : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_store;
    std::unique_ptr<AnalysisPage> m_page;

    QString cli(const QStringList& args) {
        QProcess p;
        p.start(test::binaryDir() + QStringLiteral("/bin/graphnet-bench"), args);
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            qWarning("graphnet-bench: %s", p.readAllStandardError().constData());
        return QString::fromUtf8(p.readAllStandardOutput());
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_store = m_tmp.filePath(QStringLiteral("store.sqlite"));
        const QString logs = test::sourceDir() + QStringLiteral("/tests/data/logs-ui/");
        cli({QStringLiteral("import-log"), logs + QStringLiteral("inductor.log"),
             logs + QStringLiteral("tvm.log"), QStringLiteral("--store"), m_store});
        m_page = std::make_unique<AnalysisPage>(m_store);
        m_page->showTab(AnalysisPage::SummaryTab);
        for (auto* view : {m_page->summary()->summaryView(), m_page->summary()->categoryView(),
                           m_page->summary()->sampleView()})
            new QAbstractItemModelTester(view->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest, this);
    }

    void oneRowPerCheckedRun() {
        const auto* model = m_page->summary()->summaryView()->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->headerData(4, Qt::Horizontal).toString(), QStringLiteral("pass rate"));
        QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("inductor"));
        QCOMPARE(model->index(0, 2).data().toString(), QStringLiteral("12"));
        QVERIFY(!m_page->summary()->newRunBox()->isEnabled()); // no base: nothing to compare
    }

    // The copied Markdown, LaTeX and CSV are what the CLI prints for the same runs and base.
    void copyMatchesTheCli_data() {
        QTest::addColumn<int>("button");
        QTest::addColumn<QString>("flag");
        QTest::newRow("markdown") << 0 << "--markdown";
        QTest::newRow("latex") << 1 << "--latex";
        QTest::newRow("csv") << 2 << "--csv";
    }
    void copyMatchesTheCli() {
        QFETCH(int, button);
        QFETCH(QString, flag);
        m_page->summary()->setBase(1);
        QCOMPARE(m_page->summary()->newRunBox()->currentText(), QStringLiteral("tvm"));
        m_page->summary()->findChild<QToolButton*>()->menu()->actions().at(button)->trigger(); // Copy Table
        const QString cliText =
            cli({QStringLiteral("summary"), QStringLiteral("--store"), m_store, QStringLiteral("--run"),
                 QStringLiteral("2"), QStringLiteral("--against"), QStringLiteral("1"), flag});
        QVERIFY(!cliText.isEmpty());
        QCOMPARE(QApplication::clipboard()->text(), cliText);
    }

    void sortsNumbersByValue() {
        m_page->summary()->setBase(1);
        QTableView* view = m_page->summary()->categoryView();
        view->sortByColumn(1, Qt::DescendingOrder); // "common"
        const auto* model = view->model();
        QVERIFY(model->rowCount() >= 2);
        for (int r = 1; r < model->rowCount(); ++r)
            QVERIFY(model->index(r - 1, 1).data().toInt() >= model->index(r, 1).data().toInt());
    }

    void doubleClickOpensTheSample() {
        m_page->summary()->setBase(1);
        QTableView* view = m_page->summary()->sampleView();
        QVERIFY2(view->model()->rowCount() > 0, "the logs' status changes are listed");
        QSignalSpy requested(m_page.get(), &AnalysisPage::sampleRequested);
        const QModelIndex first = view->model()->index(0, 0);
        emit view->doubleClicked(first);
        QCOMPARE(requested.size(), 1);
        QVERIFY(requested[0][0].toString().endsWith(first.data().toString().section(QLatin1Char('/'), 1)));
    }
};

GNW_TEST_MAIN(TestSummaryPanel)
#include "tst_summary_panel.moc"
