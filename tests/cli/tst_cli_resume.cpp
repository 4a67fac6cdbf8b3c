// graphnet-bench run --resume end to end: a run killed with SIGKILL resumes with exactly one result per
// sample, keeps its stored limit unless one is given anew (and notes it), --redo replaces the matching
// results (also with --continue), and a resume after another machine's result says so in the run's notes
// when it measures anything.
#include "core/dataset/SampleDiscovery.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/store/RunSettings.h"
#include "core/util/HostDescription.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

using namespace gnw;

namespace {
const QString kBench = QStringLiteral(GNW_BENCH_EXE);
} // namespace

class TestCliResume : public QObject {
    Q_OBJECT
private slots:
    void killedRunResumesWithExactlyOneResultPerSample() {
        QVERIFY2(QFile::exists(kBench), "build graphnet-bench first");
        QTemporaryDir tmp;
        const QString store = tmp.filePath("s.sqlite");
        QProcess runner;
        runner.start(kBench, {"run", "--dataset", test::toySamplesDir(), "--backend", "nope", "--store",
                              store, "--device", "cpu", "--threads", "1", "--warmup", "0", "--trials", "40",
                              "--timeout", "77"});
        QVERIFY(runner.waitForStarted());
        std::int64_t runId = 0;
        std::size_t before = 0;
        for (int i = 0; i < 600 && before < 3; ++i) { // until a few samples are committed
            QTest::qWait(100);
            auto db = Database::open(store.toStdString());
            if (!db)
                continue;
            ResultStore results(*db);
            const auto runs = results.listRuns();
            if (runs.empty())
                continue;
            runId = runs.front().id;
            before = results.results(runId).size();
        }
        QVERIFY(before >= 3);
        runner.kill(); // SIGKILL: no cleanup at all
        runner.waitForFinished();
        auto db = Database::open(store.toStdString());
        QVERIFY(db);
        std::size_t total = 0; // the torch samples: nope leaves the Paddle ones out
        for (const auto& s : discoverSamples(test::toySamplesDir().toStdString()))
            total += test::isPaddleSample(QString::fromStdString(s.dir.string())) ? 0 : 1;
        QVERIFY(ResultStore(*db).results(runId).size() < total);
        QProcess resume;
        resume.start(kBench, {"run", "--store", store, "--resume", QString::number(runId)});
        QVERIFY(resume.waitForFinished(300000));
        QVERIFY2(resume.exitCode() == 0, resume.readAllStandardError().constData());
        const auto results = ResultStore(*db).results(runId);
        QCOMPARE(results.size(), total);
        std::set<std::string> paths;
        for (const auto& r : results)
            paths.insert(r.samplePath);
        QCOMPARE(paths.size(), total); // each sample exactly once

        // The resume kept the run's own limit, not the option's default; one given anew is stored and noted.
        auto storedTimeout = [&] {
            const auto run = ResultStore(*db).run(runId);
            return run ? storedTimeoutSeconds(nlohmann::json::parse(run->configJson)) : -1.0;
        };
        QCOMPARE(storedTimeout(), 77.0);
        QCOMPARE(QString::fromStdString(ResultStore(*db).run(runId)->notes), QString());
        QProcess longer;
        longer.start(kBench,
                     {"run", "--store", store, "--resume", QString::number(runId), "--timeout", "555"});
        QVERIFY(longer.waitForFinished(300000));
        QVERIFY2(longer.exitCode() == 0, longer.readAllStandardError().constData());
        QCOMPARE(storedTimeout(), 555.0);
        const auto notes = QString::fromStdString(ResultStore(*db).run(runId)->notes);
        QVERIFY2(notes.contains(QStringLiteral("timeout 77 s -> 555 s")), qPrintable(notes));

        // A run whose latest result another machine measured says, when resumed here, that it moved.
        QVERIFY(!notes.contains(QStringLiteral("another machine")));
        db->exec("UPDATE results SET machine = '{\"host\":\"elsewhere\",\"cpus\":64}' WHERE id = (SELECT "
                 "max(id) FROM results)");
        // ... once it measures something here: continued with nothing left (a sweep restarted over its
        // finished shards), the run keeps its notes and its finished_at.
        const auto finishedAt = ResultStore(*db).run(runId)->finishedAt;
        QProcess idle;
        idle.start(kBench, {"run", "--store", store, "--resume", QString::number(runId)});
        QVERIFY(idle.waitForFinished(300000));
        QVERIFY2(idle.exitCode() == 0, idle.readAllStandardError().constData());
        QCOMPARE(QString::fromStdString(ResultStore(*db).run(runId)->notes), notes);
        QCOMPARE(ResultStore(*db).run(runId)->finishedAt, finishedAt);

        // --redo measures the matching stored results again and replaces them; the others stay as they were.
        const auto stored = ResultStore(*db).results(runId);
        const std::string part = stored.front().samplePath;
        QProcess redo;
        redo.start(kBench, {"run", "--store", store, "--resume", QString::number(runId), "--redo",
                            QString::fromStdString(part)});
        QVERIFY(redo.waitForFinished(300000));
        QVERIFY2(redo.exitCode() == 0, redo.readAllStandardError().constData());
        QCOMPARE(ResultStore(*db).results(runId).size(), total); // replaced, not added
        std::size_t replaced = 0;
        for (const auto& r : stored)
            replaced += r.samplePath.find(part) != std::string::npos ? 1 : 0;
        const QString out = QString::fromUtf8(redo.readAllStandardOutput());
        QVERIFY2(
            out.contains(
                QStringLiteral(", %1 run, 0 failed, %2 already done").arg(replaced).arg(total - replaced)),
            qPrintable(out)); // the matching ones measured anew, the others kept
        QVERIFY(replaced >= 1);
        const auto redoNotes = QString::fromStdString(ResultStore(*db).run(runId)->notes);
        QVERIFY2(redoNotes.contains(QStringLiteral("%1 stored result(s) measured again").arg(replaced)),
                 qPrintable(redoNotes));
        QVERIFY2(redoNotes.contains(QStringLiteral("on another machine (host %1:")
                                        .arg(QString::fromStdString(currentHost().host))),
                 qPrintable(redoNotes));
    }

    // --continue with --redo: the store's run with these settings is resumed, the matching stored result
    // measured again and the others kept (a sweep's rerun after a fix: bench/paddle_full_run.sh REDO=).
    void continueRedoesTheMatchingResult() {
        QTemporaryDir tmp;
        const QString store = tmp.filePath("s.sqlite");
        QFile list(tmp.filePath("two.txt"));
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write("nlp/mlp\ncv/small_cnn_bn\n");
        list.close();
        const QStringList args{"run",
                               "--dataset",
                               test::toySamplesDir(),
                               "--backend",
                               "nope",
                               "--store",
                               store,
                               "--device",
                               "cpu",
                               "--threads",
                               "1",
                               "--warmup",
                               "0",
                               "--trials",
                               "1",
                               "--min-time",
                               "0",
                               "--allow-list",
                               list.fileName(),
                               "--continue"};
        QProcess first;
        first.start(kBench, args);
        QVERIFY(first.waitForFinished(300000));
        QVERIFY2(first.exitCode() == 0, first.readAllStandardError().constData());
        QProcess again;
        again.start(kBench, args + QStringList{"--redo", "small_cnn"});
        QVERIFY(again.waitForFinished(300000));
        QVERIFY2(again.exitCode() == 0, again.readAllStandardError().constData());
        const QString out = QString::fromUtf8(again.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("continuing run 1 (2 results stored)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(", 1 run, 0 failed, 1 already done")), qPrintable(out));
        auto db = Database::open(store.toStdString());
        QVERIFY(db);
        QCOMPARE(ResultStore(*db).listRuns().size(), size_t(1));
        QCOMPARE(ResultStore(*db).results(1).size(), size_t(2));
        const auto notes = QString::fromStdString(ResultStore(*db).run(1)->notes);
        QVERIFY2(notes.contains(QStringLiteral("1 stored result(s) measured again")), qPrintable(notes));
    }
};

GNW_TEST_GUILESS_MAIN(TestCliResume)
#include "tst_cli_resume.moc"
