// graphnet-bench slurm / merge against a real single-node Slurm (tests/cluster/slurm_fixture.sh, started by
// the ctest fixture slurm_cluster_start, or by this test when run by hand): the toy samples as 3 shards
// with the nope backend give exactly one result per sample with the statuses of a single-machine run; an
// array task cancelled (and another left half done) is finished by `slurm resume`, after which merging
// again changes nothing; a corrupt or missing shard store is reported by name while the others merge.
#include "BenchProcess.h"
#include "SlurmFixture.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <map>

using nlohmann::json;

namespace {

// Small and immune to timing noise: only statuses are compared, so the fluctuation guard is off.
const QStringList kRunOptions{QStringLiteral("--warmup"),
                              QStringLiteral("1"),
                              QStringLiteral("--trials"),
                              QStringLiteral("3"),
                              QStringLiteral("--fluctuation-threshold"),
                              QStringLiteral("0"),
                              QStringLiteral("--threads"),
                              QStringLiteral("1"),
                              QStringLiteral("--device"),
                              QStringLiteral("cpu")};
constexpr int kWaitSeconds = 150;

// sample_path -> "status/failure_class" of the only (or the given) run of a store.
std::map<std::string, std::string> statusesOf(const QString& store, std::int64_t runId = 0,
                                              int* rows = nullptr) {
    auto db = gnw::Database::open(store.toStdString());
    if (!db)
        qFatal("%s", db.error().toString().c_str());
    gnw::ResultStore results(*db);
    if (runId == 0)
        runId = results.listRuns().at(0).id;
    std::map<std::string, std::string> out;
    int n = 0;
    for (const auto& r : results.results(runId)) {
        out[r.samplePath] = std::string(gnw::statusName(r.status)) + "/" + r.failureClass;
        ++n;
    }
    if (rows)
        *rows = n;
    return out;
}

} // namespace

class TestCliSlurm : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    gnw::test::SlurmFixture m_cluster;
    std::map<std::string, std::string> m_single;
    QString m_sweep;

    QString path(const char* name) const { return m_tmp.filePath(QLatin1String(name)); }
    static QString shard(const QString& store, int k) {
        return store + QStringLiteral(".shards/shard-%1-of-3.sqlite").arg(k);
    }

    static json status(const QString& store) {
        const auto r = gnw::test::runBench(
            {QStringLiteral("slurm"), QStringLiteral("status"), store, QStringLiteral("--json")});
        if (r.exitCode != 0)
            qWarning("slurm status: %s", r.err.constData());
        return json::parse(r.out.toStdString(), nullptr, false);
    }

    // Polls `slurm status` until no shard is pending or running (bounded).
    static json waitUntilSettled(const QString& store) {
        QElapsedTimer clock;
        clock.start();
        json st;
        while (clock.elapsed() < kWaitSeconds * 1000) {
            st = status(store);
            if (st.is_object() && st["pending"] == 0 && st["running"] == 0)
                return st;
            QThread::msleep(500);
        }
        qWarning("sweep %s still busy after %d s: %s", qPrintable(store), kWaitSeconds, st.dump().c_str());
        return st;
    }

    static json merge(const QString& store, int expectedExit) {
        QStringList args{QStringLiteral("merge")};
        for (int k = 1; k <= 3; ++k)
            args << shard(store, k);
        args << QStringLiteral("--into") << store << QStringLiteral("--json");
        const auto r = gnw::test::runBench(args);
        if (r.exitCode != expectedExit)
            qWarning("merge exited %d: %s\n%s", r.exitCode, r.out.constData(), r.err.constData());
        return r.exitCode == expectedExit ? json::parse(r.out.toStdString(), nullptr, false) : json();
    }

    static QString submit(const QString& store, const QStringList& extra = {}) {
        const auto r = gnw::test::runBench(
            QStringList{QStringLiteral("slurm"), QStringLiteral("submit"), QStringLiteral("--dataset"),
                        gnw::test::toySamplesDir(), QStringLiteral("--backend"), QStringLiteral("nope"),
                        QStringLiteral("--shards"), QStringLiteral("3"), QStringLiteral("--store"), store} +
            extra + kRunOptions);
        if (r.exitCode != 0)
            qWarning("slurm submit: %s", r.err.constData());
        return r.exitCode == 0 ? QString::fromUtf8(r.out).trimmed() : QString();
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        QString why;
        const auto cluster = m_cluster.start(&why);
        if (cluster == gnw::test::SlurmFixture::Outcome::Skip)
            QSKIP(qPrintable(why));
        QVERIFY2(cluster == gnw::test::SlurmFixture::Outcome::Up, qPrintable(why));

        // The single-machine reference: the same samples, backend and options in one run.
        const auto single = gnw::test::runBench(
            QStringList{QStringLiteral("run"), QStringLiteral("--dataset"), gnw::test::toySamplesDir(),
                        QStringLiteral("--backend"), QStringLiteral("nope"), QStringLiteral("--store"),
                        path("single.sqlite")} +
                kRunOptions,
            300000);
        QVERIFY2(single.exitCode == 0, single.err.constData());
        m_single = statusesOf(path("single.sqlite"));
        QVERIFY(m_single.size() >= 6);
    }

    void sweepMatchesSingleMachineRun() {
        m_sweep = path("sweep.sqlite");
        const QString job = submit(m_sweep);
        QVERIFY(!job.isEmpty());
        QFile script(m_sweep + QStringLiteral(".shards/sweep.sbatch"));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(script.readAll());
        QVERIFY(text.contains(QStringLiteral("#SBATCH --array=1-3")));
        QVERIFY(text.contains(QStringLiteral("BENCH=") + QStringLiteral(GNW_BENCH_EXE)));

        const auto st = waitUntilSettled(m_sweep);
        QCOMPARE(st["done"].get<int>(), 3);
        for (const auto& s : st["shards"])
            QCOMPARE(QString::fromStdString(s["job"].get<std::string>()),
                     job + QLatin1Char('_') + QString::number(s["shard"].get<int>()));

        const auto merged = merge(m_sweep, 0);
        QVERIFY(merged.is_object());
        QCOMPARE(merged["runs"].size(), std::size_t(1));
        const auto& run = merged["runs"][0];
        QCOMPARE(run["total"].get<int>(), int(m_single.size()));
        QCOMPARE(run["added"].get<int>(), int(m_single.size()));
        QVERIFY(run["complete"].get<bool>());
        QVERIFY(run["expected_known"].get<bool>());
        QVERIFY(run["duplicates"].empty());

        int rows = 0;
        const auto sweep = statusesOf(m_sweep, run["run_id"].get<std::int64_t>(), &rows);
        QCOMPARE(rows, int(m_single.size())); // exactly one result per sample
        QCOMPARE(sweep, m_single);            // and the single-machine statuses

        auto db = gnw::Database::open(m_sweep.toStdString());
        QVERIFY(db.ok());
        const auto record = gnw::ResultStore(*db).run(run["run_id"].get<std::int64_t>());
        QVERIFY(record.has_value());
        const auto cluster = json::parse(record->configJson)["cluster"];
        QCOMPARE(cluster["job_ids"], json({job.toStdString()}));
        QVERIFY(!cluster["hosts"].empty());
        QCOMPARE(cluster["shards"].size(), std::size_t(3));
        QCOMPARE(cluster["shards"][0]["attempts"][0]["array_job_id"], json(job.toStdString()));
    }

    void cancelledTaskIsResumed() {
        const QString store = path("resume.sqlite");
        // Held, so that task 2 is cancelled before it starts, whatever the machine's speed.
        const QString job = submit(store, {QStringLiteral("--sbatch-arg=--hold")});
        QVERIFY(!job.isEmpty());
        QCOMPARE(gnw::test::runTool(QStringLiteral("scancel"), {job + QStringLiteral("_2")}), 0);
        QCOMPARE(gnw::test::runTool(QStringLiteral("scontrol"), {QStringLiteral("release"), job}), 0);
        auto st = waitUntilSettled(store);
        QCOMPARE(st["done"].get<int>(), 2);
        QCOMPARE(st["failed"].get<int>(), 1);
        QCOMPARE(st["shards"][1]["state"], json("failed"));
        // Slurm drops a pending array task that is cancelled without a trace (no CANCELLED record; sacct
        // only with accounting): the shard is failed because nothing is queued and its store is absent.
        const auto slurmState = st["shards"][1]["slurm_state"].get<std::string>();
        QVERIFY2(slurmState.empty() || slurmState == "CANCELLED", slurmState.c_str());
        QVERIFY(!QFile::exists(shard(store, 2)));

        // Shard 3 as if its task had been killed after all but its last sample.
        int shard3Rows = 0;
        statusesOf(shard(store, 3), 0, &shard3Rows);
        {
            auto db = gnw::Database::open(shard(store, 3).toStdString());
            QVERIFY(db.ok());
            db->exec("DELETE FROM results WHERE id = (SELECT MAX(id) FROM results)");
            db->exec("UPDATE runs SET finished_at = ''");
        }
        const auto partial = merge(store, 1);
        QVERIFY(partial.is_object());
        QCOMPARE(partial["runs"][0]["missing_shards"], json({2}));
        QVERIFY(!partial["runs"][0]["complete"].get<bool>());

        const auto resumed = gnw::test::runBench({QStringLiteral("slurm"), QStringLiteral("resume"), store});
        QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
        const QString job2 = QString::fromUtf8(resumed.out).trimmed();
        QVERIFY(!job2.isEmpty() && job2 != job);
        // The script holds its tasks (--sbatch-arg=--hold above), the resubmission too.
        QCOMPARE(gnw::test::runTool(QStringLiteral("scontrol"), {QStringLiteral("release"), job2}), 0);
        st = waitUntilSettled(store);
        QCOMPARE(st["done"].get<int>(), 3);
        QCOMPARE(st["shards"][0]["job"], json((job + QStringLiteral("_1")).toStdString())); // not resubmitted
        QCOMPARE(st["shards"][1]["job"], json((job2 + QStringLiteral("_2")).toStdString()));
        QCOMPARE(st["shards"][2]["job"], json((job2 + QStringLiteral("_3")).toStdString()));
        // Shard 3's task resumed its store: one run, one sample measured again.
        QFile out(store + QStringLiteral(".shards/shard-3-of-3.out"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QString log = QString::fromUtf8(out.readAll());
        QVERIFY2(log.contains(QStringLiteral("continuing run 1 (%1 results stored)").arg(shard3Rows - 1)),
                 qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral(", 1 run, ")), qPrintable(log));

        const auto complete = merge(store, 0);
        QVERIFY(complete.is_object());
        QVERIFY(complete["runs"][0]["complete"].get<bool>());
        QCOMPARE(complete["runs"][0]["total"].get<int>(), int(m_single.size()));
        QCOMPARE(statusesOf(store, complete["runs"][0]["run_id"].get<std::int64_t>()), m_single);
        QCOMPARE(complete["runs"][0]["shards_merged"], json({1, 2, 3}));

        const auto again = merge(store, 0);
        QVERIFY(again.is_object());
        QCOMPARE(again["runs"][0]["added"].get<int>(), 0);
        QCOMPARE(again["runs"][0]["unchanged"].get<int>(), int(m_single.size()));
        QCOMPARE(again["runs"][0]["total"].get<int>(), int(m_single.size()));
        QVERIFY(!again["runs"][0]["created"].get<bool>());

        const auto nothing = gnw::test::runBench({QStringLiteral("slurm"), QStringLiteral("resume"), store});
        QCOMPARE(nothing.exitCode, 0);
        QVERIFY(nothing.err.contains("nothing to resubmit"));
    }

    void corruptOrMissingShardStoreIsNamed() {
        QVERIFY2(!m_sweep.isEmpty(), "needs the sweep of sweepMatchesSingleMachineRun, which failed");
        const QString corrupt = path("corrupt-shard-2.sqlite"), absent = path("absent-shard.sqlite");
        {
            QFile f(corrupt);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(8192, 'x'));
        }
        int rows1 = 0, rows3 = 0;
        statusesOf(shard(m_sweep, 1), 0, &rows1);
        statusesOf(shard(m_sweep, 3), 0, &rows3);
        const auto r =
            gnw::test::runBench({QStringLiteral("merge"), shard(m_sweep, 1), corrupt, absent,
                                 shard(m_sweep, 3), QStringLiteral("--into"), path("partial.sqlite")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(corrupt.toUtf8() + ": "), r.err.constData());
        QVERIFY2(r.err.contains(absent.toUtf8() + ": missing"), r.err.constData());
        QVERIFY2(r.out.contains("missing shards: 2"), r.out.constData());
        int merged = 0;
        statusesOf(path("partial.sqlite"), 0, &merged);
        QCOMPARE(merged, rows1 + rows3);
    }
};

GNW_TEST_GUILESS_MAIN(TestCliSlurm)
#include "tst_cli_slurm.moc"
