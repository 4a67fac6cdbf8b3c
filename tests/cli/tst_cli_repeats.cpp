// graphnet-bench run --repeats N end to end, on toy samples with nope: every repeat is stored, the run
// goes over all its samples once per repeat (a sample's repeats are apart in time), the sample's result is
// the median over its repeats with the interval over them, the log gets one block per sample, and a run
// killed between repeats resumes with exactly the missing repeats.
#include "core/metrics/RepeatSummary.h"
#include "core/store/Database.h"
#include "core/store/RepeatStore.h"
#include "core/store/ResultStore.h"
#include "core/util/Percentile.h"

#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;

namespace {

const QStringList kSamples{QStringLiteral("nlp/mlp"), QStringLiteral("cv/small_cnn_bn")};

QStringList runArguments(const QString& store, const QString& allowList, const QString& log) {
    return {"run",
            "--dataset",
            test::toySamplesDir(),
            "--allow-list",
            allowList,
            "--backend",
            "nope",
            "--store",
            store,
            "--log",
            log,
            "--device",
            "cpu",
            "--threads",
            "1",
            "--warmup",
            "1",
            "--trials",
            "5",
            "--min-time",
            "0.05",
            "--repeats",
            "3"};
}

} // namespace

class TestCliRepeats : public QObject {
    Q_OBJECT
private slots:
    void everyRepeatIsStoredAndTheResultIsTheirMedian() {
        QTemporaryDir tmp;
        const QString store = tmp.filePath("s.sqlite"), log = tmp.filePath("run.log");
        const QString allowList = tmp.filePath("allow.txt");
        {
            QFile f(allowList);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(kSamples.join('\n').toUtf8());
        }
        const auto run = test::runBench(runArguments(store, allowList, log), 300000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString out = QString::fromUtf8(run.out);
        QCOMPARE(out.count(QStringLiteral("(repeat 3 of 3)")), 2);
        QCOMPARE(out.count(QStringLiteral("median of 3 repeats: speedup")), 2);

        auto db = Database::open(store.toStdString());
        QVERIFY(db);
        ResultStore results(*db);
        const auto runId = results.listRuns().front().id;
        const auto stored = results.results(runId);
        QCOMPARE(stored.size(), std::size_t(2));
        RepeatStore repeats(*db);
        for (const auto& r : stored) {
            const auto records = repeats.repeats(runId, r.samplePath);
            QCOMPARE(records.size(), std::size_t(3));
            std::vector<double> speedups, eager;
            for (int i = 0; i < 3; ++i) {
                QCOMPARE(records[i].repeat, i + 1);
                speedups.push_back(*records[i].speedup);
                eager.push_back(*records[i].eagerMs);
            }
            QCOMPARE(*r.details.repeats, 3);
            QCOMPARE(*r.speedupE2e, median(speedups));
            QCOMPARE(*r.eagerE2e.median, median(eager));
            const auto interval = repeatInterval(speedups);
            QCOMPARE(*r.details.speedupCiLow, interval->low);
            QCOMPARE(*r.details.speedupCiHigh, interval->high);
        }
        // Repeat by repeat over the samples: the order of measuring is A1 B1 A2 B2 A3 B3.
        {
            auto st = db->prepare("SELECT sample_path, repeat FROM result_repeats ORDER BY rowid");
            QStringList order;
            while (st.step())
                order << QStringLiteral("%1#%2")
                             .arg(st.columnText(0) == stored[0].samplePath ? "A" : "B")
                             .arg(st.columnInt(1));
            QCOMPARE(order.join(' '), QStringLiteral("A#1 B#1 A#2 B#2 A#3 B#3"));
        }
        // One log block per sample, its result over the repeats.
        QFile logFile(log);
        QVERIFY(logFile.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(logFile.readAll()).count(QStringLiteral("[Processing]")), 2);

        // export-csv says over how many repeats each result is the median.
        const auto csv = test::runBench({"export-csv", "--store", store, "--run", QString::number(runId)});
        QVERIFY2(csv.exitCode == 0, csv.err.constData());
        const QStringList lines = QString::fromUtf8(csv.out).trimmed().split('\n');
        const auto header = lines.first().split(',');
        QCOMPARE(header.last(), QStringLiteral("repeats"));
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1].endsWith(QStringLiteral(",3")) && lines[2].endsWith(QStringLiteral(",3")),
                 qPrintable(lines[1]));

        // Killed after the second repeat of the first sample: the resume measures that repeat alone.
        const std::string first = stored.front().samplePath;
        db->exec("DELETE FROM result_repeats WHERE repeat = 3 AND sample_path = '" + first + "'");
        db->exec("UPDATE results SET repeats = 2 WHERE sample_path = '" + first + "'");
        const auto resume =
            test::runBench({"run", "--store", store, "--resume", QString::number(runId)}, 300000);
        QVERIFY2(resume.exitCode == 0, resume.err.constData());
        const QString resumed = QString::fromUtf8(resume.out);
        QCOMPARE(resumed.count(QStringLiteral("(repeat ")), 1);
        QVERIFY2(resumed.contains(QStringLiteral("(repeat 3 of 3)")), qPrintable(resumed));
        QVERIFY2(resumed.contains(QStringLiteral(", 1 run, 0 failed, 1 already done")), qPrintable(resumed));
        QCOMPARE(repeats.repeats(runId, first).size(), std::size_t(3));
        QCOMPARE(*ResultStore(*db).results(runId).front().details.repeats, 3);
    }
};

GNW_TEST_GUILESS_MAIN(TestCliRepeats)
#include "tst_cli_repeats.moc"
