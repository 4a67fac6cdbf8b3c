// Timing statistics, Python float formatting and the tolerance table: the pieces that make our logs read
// back like upstream's; and the allocator settings timed calls run under.
#include "core/engine/measure/PythonRepr.h"
#include "core/engine/measure/TimingSummary.h"
#include "core/engine/measure/Tolerances.h"
#include "core/engine/device/MallocThresholds.h"
#include "core/util/Percentile.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <sys/resource.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

using namespace gnw::engine;

class TestTimingAndFormat : public QObject {
    Q_OBJECT
private slots:
    // First, while nothing this large has been freed yet: left to glibc, the first 30 MiB block is mmap'ed
    // and the second, after the threshold rose, is carved afresh from the heap, so every page is faulted in
    // again, as a model's activations were on every timed call while the threshold stayed low.
    void largeBlocksAreReusedNotFaultedInAgain() {
#if !defined(__GLIBC__)
        QSKIP("the thresholds are glibc's");
#endif
        fixMallocThresholds();
        constexpr std::size_t kBytes = std::size_t{30} << 20;
        auto touch = [] {
            char* block = static_cast<char*>(std::malloc(kBytes));
            QVERIFY(block);
            std::memset(block, 1, kBytes);
            __asm__ volatile("" ::"r"(block) : "memory"); // the stores must happen: no eliding the block
            std::free(block);
        };
        auto minorFaults = [] {
            rusage usage{};
            getrusage(RUSAGE_SELF, &usage);
            return usage.ru_minflt;
        };
        touch();
        const long before = minorFaults();
        touch();
        const long faults = minorFaults() - before;
        QVERIFY2(faults < static_cast<long>(kBytes / 4096 / 8),
                 qPrintable(QStringLiteral("%1 page faults for reusing a 30 MiB block").arg(faults)));
    }

    void statisticsMatchNumPy() {
        const auto s = summarizeTimings({4, 1, 3, 2});
        QVERIFY(s);
        QCOMPARE(s->median, 2.5);
        QCOMPARE(s->iqr, 1.5); // 3.25 - 1.75
        QCOMPARE(s->mean, 2.5);
        QCOMPARE(s->std, 1.11803); // population std, 6 significant digits
        QCOMPARE(s->min, 1.0);
        QCOMPARE(s->max, 4.0);
        QVERIFY(!summarizeTimings({}));
        const auto single = summarizeTimings({3.1234567});
        QCOMPARE(single->median, 3.12346);
        QCOMPARE(single->iqr, 0.0);
    }

    void percentilesInterpolateLinearly() {
        const std::vector<double> v{10, 20, 30, 40, 50};
        QCOMPARE(gnw::percentileOfSorted(v, 0.25), 20.0);
        QCOMPARE(gnw::percentileOfSorted(v, 0.10), 14.0);
        QCOMPARE(gnw::percentileOfSorted(v, 1.0), 50.0);
    }

    void fluctuationGuardAsUpstream() {
        QVERIFY(!fluctuationProblem({1, 1, 1, 1, 1}, 0.2));
        // q25 1.0, q75 1.3, median 1.0: IQR/median 0.3 > 0.2; the raw times are listed in trial order.
        const auto problem = fluctuationProblem({2.0, 1.0, 1.3, 1.0, 1.0}, 0.2);
        QVERIFY(problem);
        QCOMPARE(*problem, std::string("Environment fluctuation detected.\n"
                                       "  IQR/median = 30.0% (threshold: 20%)\n"
                                       "  Raw times (ms): [2.0, 1.0, 1.3, 1.0, 1.0]\n"
                                       "Please re-run evaluation."));
        // Strictly greater than the threshold fails; equal passes (IQR/median exactly 0.25 here).
        QVERIFY(!fluctuationProblem({1, 1, 1, 1.25, 1.25}, 0.25));
        QVERIFY(fluctuationProblem({1, 1, 1, 1.25, 1.25}, 0.24));
        QVERIFY(!fluctuationProblem({1, 1, 1, 1.25, 1.25}, 0)); // 0: guard off
        QVERIFY(!fluctuationProblem({0, 0, 0, 1, 1}, 0.2));     // median 0: upstream skips the check
        QVERIFY(!fluctuationProblem({}, 0.2));
    }

    void performanceJsonSpelling() {
        TimingSummary s{3.17, 0.02, 3.27, 0.13, 3.16, 3.51};
        QCOMPARE(
            timingSummaryJson(s),
            std::string(
                R"({"median": 3.17, "iqr": 0.02, "mean": 3.27, "std": 0.13, "min": 3.16, "max": 3.51})"));
    }

    void pythonFloatRepr_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("repr");
        QTest::newRow("zero") << 0.0 << "0.0";
        QTest::newRow("small") << 4.76837158203125e-07 << "4.76837158203125e-07";
        QTest::newRow("mean diff") << 8.794346229024086e-08 << "8.794346229024086e-08";
        QTest::newRow("plain") << 3.17 << "3.17";
        QTest::newRow("integral") << 100.0 << "100.0";
        QTest::newRow("1e-4 fixed") << 0.0001 << "0.0001";
        QTest::newRow("1e-5 sci") << 1e-05 << "1e-05";
        QTest::newRow("1e16 sci") << 1e16 << "1e+16";
        QTest::newRow("big fixed") << 123456789012345.0 << "123456789012345.0";
        QTest::newRow("negative") << -2.5 << "-2.5";
        QTest::newRow("nan") << double(NAN) << "nan";
        QTest::newRow("inf") << double(INFINITY) << "inf";
        QTest::newRow("third") << 1.0 / 3 << "0.3333333333333333";
    }
    void pythonFloatRepr() {
        QFETCH(double, value);
        QFETCH(QString, repr);
        QCOMPARE(QString::fromStdString(gnw::engine::pythonFloatRepr(value)), repr);
    }

    void toleranceTableAsPrinted() {
        const auto& r = toleranceRungs();
        QCOMPARE(r[0].key, std::string("[all_close_atol_1.00E-10_rtol_1.00E-06]"));
        QCOMPARE(r[2].rtol, 1.69e-12);
        QCOMPARE(r[3].atol, 1.0e-14);
        QCOMPARE(r[static_cast<size_t>(rungIndex(-6, "float32"))].rtol, 8.65e-08);
        QCOMPARE(r[static_cast<size_t>(rungIndex(-1, "bfloat16"))].rtol, 0.437);
        QCOMPARE(r.back().key, std::string("[all_close_atol_1.00E+07_rtol_1.00E+07]"));
        QCOMPARE(rungIndex(-10, "int64"), -1);
        QCOMPARE(rungIndex(6, "float32"), -1);
    }

    void toleranceKeysMatchARealLog() {
        std::ifstream in(gnw::test::upstreamLog().toStdString());
        std::string line;
        std::vector<std::string> keys;
        while (std::getline(in, line) && keys.size() < kToleranceRungs) {
            const auto b = line.find("[Correctness][all_close");
            if (b != std::string::npos)
                keys.push_back(line.substr(b + 13, line.find("]:", b) + 1 - (b + 13)));
        }
        QCOMPARE(keys.size(), size_t(kToleranceRungs));
        for (size_t i = 0; i < keys.size(); ++i)
            QCOMPARE(toleranceRungs()[i].key, keys[i]);
    }
};

GNW_TEST_GUILESS_MAIN(TestTimingAndFormat)
#include "tst_timing_and_format.moc"
