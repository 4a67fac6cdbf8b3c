// Offscreen GUI test of the cluster target against a real single-node Slurm (tests/cluster/slurm_fixture.sh):
// the New Run dialog's "Slurm cluster" target submits the toy samples as 3 shards with `nope`; the
// Runs tab's sweep table follows the job array to "complete", and the shard stores are merged into the
// workbench's store as they finish: one merged run with exactly one result per sample, in the history.
// Waits on signals only (bounded); skips when not root (only root can run slurmd).
#include "EngineWorkbench.h"
#include "SlurmFixture.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/MainWindow.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/run/ClusterSweepModel.h"
#include "widgets/run/ClusterSweeps.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunHistoryModel.h"
#include "widgets/run/RunQueue.h"
#include "widgets/run/RunsPage.h"

#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace gnw;
using namespace gnw::ui;

class TestGuiCluster : public QObject {
    Q_OBJECT

    gnw::test::SlurmFixture m_cluster;
    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

    QString storePath() const { return m_tmp.filePath(QStringLiteral("store.sqlite")); }

private Q_SLOTS:
    void initTestCase() {
#ifndef GNW_HAVE_ENGINE
        GNW_SKIP_WITHOUT_ENGINE();
#else
        QString why;
        const auto cluster = m_cluster.start(&why);
        if (cluster == gnw::test::SlurmFixture::Outcome::Skip)
            QSKIP(qPrintable(why));
        QVERIFY2(cluster == gnw::test::SlurmFixture::Outcome::Up, qPrintable(why));
        QVERIFY(cluster::slurmAvailable());
        QVERIFY(m_tmp.isValid());
        m_window = gnw::test::openEngineWorkbench(storePath());
        QVERIFY(m_window);
        new QAbstractItemModelTester(m_window->runsPage()->sweepModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, this);
#endif
    }

    void sweepFromTheDialogMergesIntoTheStore() {
        RunScopeInput input;
        input.datasetRoot = m_window->session()->datasetRoot();
        input.records = &m_window->session()->records();
        auto* executor = m_window->runQueue()->executor();
        NewRunDialog dialog(input, executor->backends(), executor->devices(), m_window.get());
        dialog.setScope(NewRunDialog::All);
        dialog.setBackends({QStringLiteral("nope")});
        dialog.warmupBox()->setValue(1);
        dialog.trialsBox()->setValue(3);
        dialog.minTimeBox()->setValue(0);
        dialog.fluctuationBox()->setValue(0);
        ClusterTarget target;
        target.shards = 3;
        dialog.setClusterTarget(target);
        const auto chosen = dialog.clusterTarget();
        QVERIFY(chosen && chosen->shards == 3);
        const auto requests = dialog.requests();
        QVERIFY2(requests.size() == 1, qPrintable(dialog.problem()));
        // The whole dataset is an empty sample list (no --allow-list); nope runs the torch samples of it.
        QVERIFY(requests[0].samples.isEmpty());
        const auto& records = m_window->session()->records();
        const int samples = static_cast<int>(std::count_if(
            records.begin(), records.end(), [](const auto& r) { return r.summary.framework != "paddle"; }));
        QVERIFY(samples >= 6);

        auto* sweeps = m_window->clusterSweeps();
        sweeps->setPollInterval(500);
        const int id = m_window->startSweep(requests, *chosen);
        QVERIFY(id > 0);
        // Bounded: the sweep settles (complete or failed) within the wait, or the test fails.
        QElapsedTimer clock;
        clock.start();
        QSignalSpy changed(sweeps, &ClusterSweeps::sweepChanged);
        while (!sweeps->isIdle() && clock.elapsed() < 240000)
            changed.wait(10000);
        const ClusterSweep* s = sweeps->sweep(id);
        QVERIFY(s);
        QVERIFY2(s->state == ClusterSweep::Complete, qPrintable(s->message));
        QVERIFY(!s->jobId.isEmpty());
        QCOMPARE(s->done, 3);
        QCOMPARE(s->mergedResults, samples);

        // The workbench's store: one merged nope run with exactly one result per sample.
        auto db = Database::open(storePath().toStdString());
        QVERIFY(db);
        ResultStore store(*db);
        const auto runs = store.listRuns();
        QCOMPARE(int(runs.size()), 1);
        QCOMPARE(runs[0].compiler, std::string("nope"));
        const auto results = store.results(runs[0].id);
        std::set<std::string> paths;
        for (const auto& r : results)
            paths.insert(r.samplePath);
        QCOMPARE(int(results.size()), samples);
        QCOMPARE(int(paths.size()), samples);

        // The Runs tab shows the sweep complete and the merged run in the history.
        auto* model = m_window->runsPage()->sweepModel();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, ClusterSweepModel::State).data().toString(), QStringLiteral("complete"));
        QCOMPARE(model->index(0, ClusterSweepModel::Results).data().toInt(), samples);
        m_window->runsPage()->reloadHistory(); // read off the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT(m_window->runsPage()->historyModel()->rowOfRun(runs[0].id) >= 0, 10000);

        // A later session of the workbench finds the sweep on disk, follows it to "complete" and merging
        // it again adds nothing.
        ClusterSweeps later(storePath(),
                            QCoreApplication::applicationDirPath() + QStringLiteral("/graphnet-bench"));
        later.setPollInterval(500);
        QSignalSpy laterChanged(&later, &ClusterSweeps::sweepChanged);
        while (!later.isIdle() && laterChanged.wait(30000)) {
        }
        QCOMPARE(int(later.sweeps().size()), 1);
        QCOMPARE(later.sweeps().front().state, ClusterSweep::Complete);
        QCOMPARE(later.sweeps().front().jobId, s->jobId);
        QCOMPARE(later.sweeps().front().mergedResults, samples);
        QCOMPARE(int(store.results(runs[0].id).size()), samples);
        QCOMPARE(int(store.listRuns().size()), 1);
    }

    void cleanupTestCase() {
        m_window.reset();
    }
};

GNW_TEST_MAIN(TestGuiCluster)
#include "tst_gui_cluster.moc"
