// estimateRun: the timed-call arithmetic of a run from predicted eager times, against hand-computed sums.
#include "TestMain.h"
#include "core/costmodel/RunEstimate.h"

#include <QtTest>

#include <cmath>

using namespace gnw;

class TestRunEstimate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void arithmetic_data() {
        QTest::addColumn<double>("eager");
        QTest::addColumn<int>("warmup");
        QTest::addColumn<int>("trials");
        QTest::addColumn<double>("minTime");
        QTest::addColumn<int>("maxTrials");
        QTest::addColumn<int>("backends");
        QTest::addColumn<double>("timed");
        // trials dominate: 2 sides x 0.5 s x (3 + 5)
        QTest::newRow("slow sample") << 0.5 << 3 << 5 << 1.0 << 200 << 1 << 8.0;
        // the budget dominates: each side half of 1 s at 1 ms a call = 500 calls, capped at 200
        QTest::newRow("capped") << 0.001 << 3 << 5 << 1.0 << 200 << 1 << 2 * 0.001 * 203;
        // 10 ms: 50 calls fill half a second
        QTest::newRow("budget") << 0.01 << 3 << 5 << 1.0 << 200 << 1 << 2 * 0.01 * 53;
        QTest::newRow("exact trials, 3 backends") << 0.01 << 1 << 5 << 0.0 << 200 << 3 << 3 * 2 * 0.01 * 6;
    }
    void arithmetic() {
        QFETCH(double, eager);
        QFETCH(int, warmup);
        QFETCH(int, trials);
        QFETCH(double, minTime);
        QFETCH(int, maxTrials);
        QFETCH(int, backends);
        QFETCH(double, timed);
        RunSettings s;
        s.warmup = warmup;
        s.trials = trials;
        s.minTimeSeconds = minTime;
        s.maxTrials = maxTrials;
        const RunEstimate e = estimateRun({eager, std::nullopt}, s, backends);
        QCOMPARE(e.samples, 2);
        QCOMPARE(e.predicted, 1);
        QCOMPARE(e.eagerSeconds, eager);
        QVERIFY2(std::abs(e.timedSeconds - timed) < 1e-9, qPrintable(QString::number(e.timedSeconds)));
    }
};

GNW_TEST_GUILESS_MAIN(TestRunEstimate)
#include "tst_run_estimate.moc"
