// The speedup's bootstrap interval: it contains the point estimate, shrinks with steadier trials, pairs
// trials under the interleaved protocol (drift shared by a pair cancels), and is reproducible.
#include "TestMain.h"
#include "core/metrics/SpeedupInterval.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gnw;

namespace {
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const auto n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
} // namespace

class TestSpeedupInterval : public QObject {
    Q_OBJECT
private slots:
    void containsTheSpeedup_data() {
        QTest::addColumn<std::vector<double>>("eager");
        QTest::addColumn<std::vector<double>>("compiled");
        QTest::addColumn<bool>("paired");
        QTest::newRow("identical") << std::vector<double>{1, 1, 1, 1, 1} << std::vector<double>{1, 1, 1, 1, 1} << true;
        QTest::newRow("2x steady") << std::vector<double>{2.0, 2.1, 1.9, 2.0, 2.05}
                                   << std::vector<double>{1.0, 1.02, 0.98, 1.01, 0.99} << true;
        QTest::newRow("noisy unpaired") << std::vector<double>{3, 1, 2, 5, 2, 2, 4}
                                        << std::vector<double>{1, 1.5, 1, 2, 1.2} << false;
    }
    void containsTheSpeedup() {
        QFETCH(std::vector<double>, eager);
        QFETCH(std::vector<double>, compiled);
        QFETCH(bool, paired);
        SpeedupIntervalOptions o;
        o.paired = paired;
        const auto ci = speedupInterval(eager, compiled, o);
        QVERIFY(ci);
        const double s = median(eager) / median(compiled);
        QVERIFY2(ci->low <= s + 1e-12 && s <= ci->high + 1e-12,
                 qPrintable(QString("%1 not in [%2, %3]").arg(s).arg(ci->low).arg(ci->high)));
        const auto again = speedupInterval(eager, compiled, o);
        QCOMPARE(again->low, ci->low); // seeded
        QCOMPARE(again->high, ci->high);
    }

    void identicalTrialsGiveAPointInterval() {
        const auto ci = speedupInterval({1, 1, 1}, {0.5, 0.5, 0.5});
        QVERIFY(ci);
        QCOMPARE(ci->low, 2.0);
        QCOMPARE(ci->high, 2.0);
    }

    void pairingCancelsSharedDrift() {
        // The machine slows down over the run; each pair ran back to back, so the ratio within a pair is
        // always 2. Paired resampling sees that; treating the series as independent does not.
        std::vector<double> eager, compiled;
        for (int i = 0; i < 20; ++i) {
            const double drift = 1.0 + 0.1 * i;
            eager.push_back(2.0 * drift);
            compiled.push_back(1.0 * drift);
        }
        SpeedupIntervalOptions unpaired;
        unpaired.paired = false;
        const auto p = speedupInterval(eager, compiled);
        const auto u = speedupInterval(eager, compiled, unpaired);
        QVERIFY(p && u);
        QVERIFY2(p->high - p->low < u->high - u->low,
                 qPrintable(QString("paired %1..%2, unpaired %3..%4").arg(p->low).arg(p->high).arg(u->low).arg(u->high)));
    }

    void refusesWhatItCannotEstimate() {
        QVERIFY(!speedupInterval({}, {1.0}));
        QVERIFY(!speedupInterval({1.0, 2.0}, {1.0})); // paired needs pairs
        SpeedupIntervalOptions unpaired;
        unpaired.paired = false;
        QVERIFY(speedupInterval({1.0, 2.0}, {1.0}, unpaired));
        QVERIFY(!speedupInterval({1.0}, {0.0}));
    }
};

GNW_TEST_GUILESS_MAIN(TestSpeedupInterval)
#include "tst_speedup_interval.moc"
