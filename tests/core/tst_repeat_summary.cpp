// A sample measured in several repeats (core/metrics/RepeatSummary.h): Student's t quantiles and the
// interval over repeats equal tools/repeat_reference.py's, computed by numerical integration without a
// table (tests/data/repeats/reference.json); the combined result is the median over the repeats, a failure
// is the result, and the flags follow most repeats.
#include "core/metrics/RepeatSummary.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gnw;

namespace {

nlohmann::json reference() {
    QFile f(test::sourceDir() + QStringLiteral("/tests/data/repeats/reference.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
}

SampleResult measured(double eagerMs, double compiledMs) {
    SampleResult r;
    r.samplePath = "/data/s";
    r.status = SampleStatus::Correct;
    r.eagerE2e.median = eagerMs;
    r.compiledE2e.median = compiledMs;
    r.speedupE2e = eagerMs / compiledMs;
    r.details.speedupCiLow = r.speedupE2e;
    r.details.speedupCiHigh = r.speedupE2e;
    r.details.trials = 10;
    r.details.wallMs = 1000;
    r.details.noisy = false;
    return r;
}

} // namespace

class TestRepeatSummary : public QObject {
    Q_OBJECT
private slots:
    void tQuantilesEqualTheReference_data() {
        QTest::addColumn<int>("df");
        QTest::addColumn<double>("expected");
        const auto ref = reference();
        QVERIFY(ref.is_object());
        for (const auto& [df, t] : ref.at("t975").items())
            QTest::newRow(df.c_str()) << std::stoi(df) << t.get<double>();
    }
    void tQuantilesEqualTheReference() {
        QFETCH(int, df);
        QFETCH(double, expected);
        QVERIFY2(std::abs(studentT975(df) - expected) < 1e-4,
                 qPrintable(
                     QStringLiteral("t(%1) = %2, reference %3").arg(df).arg(studentT975(df)).arg(expected)));
    }

    void intervalsEqualTheReference_data() {
        QTest::addColumn<QVector<double>>("speedups");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        const auto ref = reference();
        QVERIFY(ref.is_object());
        for (const auto& c : ref.at("intervals")) {
            const auto v = c.at("speedups").get<std::vector<double>>();
            QTest::newRow(c.at("name").get<std::string>().c_str())
                << QVector<double>(v.begin(), v.end()) << c.at("median").get<double>()
                << c.at("interval").at(0).get<double>() << c.at("interval").at(1).get<double>();
        }
    }
    void intervalsEqualTheReference() {
        QFETCH(QVector<double>, speedups);
        QFETCH(double, median);
        QFETCH(double, low);
        QFETCH(double, high);
        const auto interval = repeatInterval({speedups.begin(), speedups.end()});
        QVERIFY(interval);
        QVERIFY(std::abs(interval->low / low - 1) < 1e-6);
        QVERIFY(std::abs(interval->high / high - 1) < 1e-6);
        // Through the combination: the stored speedup is the median, the interval the one over repeats.
        std::vector<RepeatRecord> records;
        SampleResult latest;
        for (int i = 0; i < speedups.size(); ++i) {
            latest = measured(10 * speedups[i], 10);
            records.push_back(repeatRecordOf(latest, i + 1));
        }
        const SampleResult combined = combineRepeats(latest, records, int(speedups.size()));
        QVERIFY(std::abs(*combined.speedupE2e / median - 1) < 1e-12);
        QVERIFY(std::abs(*combined.details.speedupCiLow / low - 1) < 1e-6);
        QVERIFY(std::abs(*combined.details.speedupCiHigh / high - 1) < 1e-6);
        QCOMPARE(*combined.details.repeats, int(speedups.size()));
        QCOMPARE(*combined.details.trials, 10 * int(speedups.size()));
        QCOMPARE(*combined.details.wallMs, 1000.0 * speedups.size());
    }

    void fewerThanTwoHaveNoInterval() {
        QVERIFY(!repeatInterval({}));
        QVERIFY(!repeatInterval({1.2}));
        QVERIFY(!repeatInterval({1.2, 0.0})); // not a speedup
    }

    // The sides' medians are the medians over the repeats too, not the latest's.
    void sidesAreMediansOverRepeats() {
        std::vector<RepeatRecord> records;
        SampleResult latest;
        const double eager[] = {20, 26, 21}, compiled[] = {10, 13, 20};
        for (int i = 0; i < 3; ++i) {
            latest = measured(eager[i], compiled[i]);
            records.push_back(repeatRecordOf(latest, i + 1));
        }
        const auto combined = combineRepeats(latest, records, 3);
        QCOMPARE(*combined.eagerE2e.median, 21.0);
        QCOMPARE(*combined.compiledE2e.median, 13.0);
        QCOMPARE(*combined.speedupE2e, 2.0); // median of 2, 2, 1.05
    }

    // A single measurement of a run without repeats is left as it is, its own interval included.
    void oneRepeatOfOneIsTheResult() {
        const SampleResult r = measured(12, 10);
        const auto combined = combineRepeats(r, {repeatRecordOf(r, 1)}, 1);
        QVERIFY(!combined.details.repeats);
        QCOMPARE(combined.details.speedupCiLow, r.details.speedupCiLow);
    }

    // A failing repeat is the sample's result, saying which repeat failed.
    void aFailedRepeatIsTheResult() {
        std::vector<RepeatRecord> records{repeatRecordOf(measured(12, 10), 1)};
        SampleResult failed;
        failed.samplePath = "/data/s";
        failed.status = SampleStatus::RuntimeFail;
        failed.failureClass = "crash";
        failed.message = "worker died";
        records.push_back(repeatRecordOf(failed, 2));
        const auto combined = combineRepeats(failed, records, 5);
        QCOMPARE(combined.status, SampleStatus::RuntimeFail);
        QVERIFY(!combined.speedupE2e);
        QCOMPARE(QString::fromStdString(combined.message), QStringLiteral("repeat 2 of 5: worker died"));
    }

    // Flags follow most repeats: one noisy repeat of three is outvoted, two are not.
    void noisyWhenMostRepeatsWere() {
        for (int noisyCount : {1, 2}) {
            std::vector<RepeatRecord> records;
            SampleResult latest;
            for (int i = 0; i < 3; ++i) {
                latest = measured(12, 10);
                latest.details.noisy = i < noisyCount;
                latest.details.contention = i < noisyCount ? 1.0 : 0.0;
                records.push_back(repeatRecordOf(latest, i + 1));
            }
            const auto combined = combineRepeats(latest, records, 3);
            QCOMPARE(*combined.details.noisy, noisyCount == 2);
            QCOMPARE(*combined.details.contention, noisyCount == 2 ? 1.0 : 0.0);
        }
    }
};

GNW_TEST_APPLESS_MAIN(TestRepeatSummary)
#include "tst_repeat_summary.moc"
