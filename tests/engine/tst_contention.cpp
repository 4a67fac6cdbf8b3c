// A run beside a process that keeps a core busy: the scheduler measures the other load while each phase is
// timed, waits (bounded) for a quiet machine and times the phase again, and a result that stays contended
// is stored with its contention and announced as contended, never as a plain speedup (issue 42).
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/run/BenchmarkRun.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/util/CpuContention.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::engine;

namespace {

QString workerExecutable() {
    return test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker");
}

} // namespace

class TestContention : public QObject {
    Q_OBJECT

private slots:
    void aPhaseTimedBesideABusyCoreIsRetimedThenFlagged_data() {
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<int>("timedPhases"); // each re-timed as often as allowed
        QTest::newRow("upstream") << kUpstreamProtocol << 2;
        QTest::newRow("interleaved") << kInterleavedProtocol << 1;
    }

    void aPhaseTimedBesideABusyCoreIsRetimedThenFlagged() {
        QFETCH(QString, protocol);
        QFETCH(int, timedPhases);
        // Two busy loops: the machine has two cores, and one loop shares a core with the run's own thread
        // only part of the time.
        std::vector<std::unique_ptr<QProcess>> loops;
        for (int i = 0; i < 2; ++i) {
            loops.push_back(std::make_unique<QProcess>());
            loops.back()->start(QStringLiteral("sh"),
                                {QStringLiteral("-c"), QStringLiteral("while :; do :; done")});
            QVERIFY(loops.back()->waitForStarted());
        }
        const auto stopLoops = qScopeGuard([&] {
            for (auto& loop : loops) {
                loop->kill();
                loop->waitForFinished();
            }
        });
        qputenv("GNW_QUIET_WAIT_S", "0.5"); // inherited by the workers: a short, bounded wait
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c;
        c.dataset = test::toySamplesDir().toStdString();
        c.selection.allowList = {"nlp/mlp"};
        c.sample.backend = "nope";
        c.sample.device = "cpu";
        c.sample.warmup = 1;
        c.sample.trials = 5;
        c.sample.minTimeSeconds = 0.05;
        c.sample.fluctuationThreshold = 0; // contention alone decides the re-measures
        c.sample.protocol = protocol.toStdString();
        c.threads = 1;
        c.executable = workerExecutable().toStdString();
        std::vector<std::string> lines;
        auto summary =
            executeRun(&*db, c, std::nullopt, {}, [&](const std::string& l) { lines.push_back(l); });
        qunsetenv("GNW_QUIET_WAIT_S");
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QVERIFY2(r.failureClass.empty(), (r.failureClass + ": " + r.message).c_str());
        QVERIFY(r.details.contention);
        QVERIFY2(*r.details.contention >= kContendedCores,
                 qPrintable(QString::number(*r.details.contention)));
        // Each phase was timed again as often as allowed, the machine never went quiet.
        QCOMPARE(r.details.remeasures, std::optional<int>(timedPhases * c.sample.maxRemeasures));
        const auto line = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
            return l.find("mlp:") != std::string::npos;
        });
        QVERIFY(line != lines.end());
        QVERIFY2(line->find("[contended: other processes kept") != std::string::npos, line->c_str());
    }
};

GNW_TEST_GUILESS_MAIN(TestContention)
#include "tst_contention.moc"
