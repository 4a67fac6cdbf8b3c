// Per-run summaries and base -> new regressions on results written by hand, against figures computed by
// hand: pass rate, geomean over passing samples and over the samples passing in every run, compile time,
// graph breaks, noisy and contended shares; regressions only beyond both intervals; settings that differ;
// and the three table formats with their escaping.
#include "TestMain.h"
#include "core/analysis/RunRegressions.h"
#include "core/analysis/RunSummary.h"
#include "core/analysis/SummaryTables.h"

#include <QtTest>

#include <cmath>

using namespace gnw;

namespace {

SampleResult result(const std::string& path, SampleStatus status, std::optional<double> speedup,
                    std::optional<double> low = {}, std::optional<double> high = {}) {
    SampleResult r;
    r.samplePath = "/data/samples/" + path;
    r.status = status;
    r.speedupE2e = speedup;
    r.details.speedupCiLow = low;
    r.details.speedupCiHigh = high;
    return r;
}

std::shared_ptr<LoadedRun> loaded(std::int64_t id, const std::string& name,
                                  std::vector<SampleResult> results) {
    auto run = std::make_shared<LoadedRun>();
    run->run.id = id;
    run->run.name = name;
    run->results = std::move(results);
    return run;
}

bool near(std::optional<double> got, double expected) {
    return got && std::abs(*got - expected) <= 1e-12 * std::abs(expected);
}

} // namespace

class TestRunSummary : public QObject {
    Q_OBJECT

    std::shared_ptr<LoadedRun> m_a, m_b;

private Q_SLOTS:
    void init() {
        auto a1 = result("cv/s1", SampleStatus::Correct, 2.0, 1.9, 2.1);
        a1.compileMs = 1000;
        a1.details.graphBreaks = 2;
        a1.details.noisy = true;
        auto a2 = result("nlp/s2", SampleStatus::Correct, 0.5, 0.45, 0.55);
        a2.compileMs = 3000;
        a2.details.graphBreaks = 1;
        a2.details.contention = 0.6; // >= kContendedCores
        auto a3 = result("nlp/s3", SampleStatus::CompileFail, std::nullopt);
        a3.details.contention = 0.2;
        auto a5 = result("cv/s5", SampleStatus::Correct, 1.0, 0.9, 1.1);
        auto a6 = result("cv/s6", SampleStatus::Correct, 3.0); // imported: no interval
        m_a = loaded(1, "base", {a1, a2, a3, a5, a6});
        m_b = loaded(2, "new",
                     {result("cv/s1", SampleStatus::Correct, 4.0, 3.8, 4.2),
                      result("nlp/s2", SampleStatus::EagerFail, std::nullopt),
                      result("nlp/s3", SampleStatus::Correct, 1.0, 0.9, 1.1),
                      result("cv/s4", SampleStatus::Correct, 8.0, 7.0, 9.0),
                      result("cv/s5", SampleStatus::Correct, 0.95, 0.85, 1.05), // inside both intervals
                      result("cv/s6", SampleStatus::Correct, 1.5, 1.4, 1.6)});
        m_a->results[0].details.protocol = m_a->results[1].details.protocol = "upstream";
        m_b->results[0].details.protocol = "interleaved";
        m_a->run.threads = 1;
        m_b->run.threads = 2;
    }

    void summarizesEachRun() {
        const auto rows = summarizeRuns({m_a, m_b}, false);
        QCOMPARE(rows.size(), std::size_t(2));
        const SummaryRow& a = rows[0];
        QCOMPARE(a.run, std::string("base"));
        QCOMPARE(a.samples, 5);
        QCOMPARE(a.passed, 4);
        QCOMPARE(a.passRate, 0.8);
        QVERIFY(near(a.geomeanSpeedup, std::pow(2.0 * 0.5 * 1.0 * 3.0, 0.25)));
        // passing in both runs: s1, s5, s6 (s2 fails in new, s3 in base, s4 is new only)
        QCOMPARE(a.commonSamples, 3);
        QVERIFY(near(a.geomeanSpeedupCommon, std::cbrt(2.0 * 1.0 * 3.0)));
        QVERIFY(near(a.compileSecondsMedian, 2.0));
        QVERIFY(near(a.compileSecondsMean, 2.0));
        QCOMPARE(a.graphBreaks, std::optional<int>(3));
        QCOMPARE(a.noisyShare, 0.2);
        QCOMPARE(a.contendedShare, 0.2);
        QVERIFY(!a.memoryCompression);

        const SummaryRow& b = rows[1];
        QCOMPARE(b.passRate, 5.0 / 6);
        QVERIFY(near(b.geomeanSpeedup, std::pow(4.0 * 1.0 * 8.0 * 0.95 * 1.5, 0.2)));
        QVERIFY(near(b.geomeanSpeedupCommon, std::cbrt(4.0 * 0.95 * 1.5)));
        QVERIFY(!b.compileSecondsMedian && !b.graphBreaks);
    }

    void summarizesEachCategory() {
        const auto rows = summarizeRuns({m_a}, true);
        QCOMPARE(rows.size(), std::size_t(3)); // the run, then cv and nlp
        QCOMPARE(rows[1].category, std::string("cv"));
        QCOMPARE(rows[1].samples, 3);
        QVERIFY(near(rows[1].geomeanSpeedup, std::cbrt(2.0 * 1.0 * 3.0)));
        QCOMPARE(rows[2].category, std::string("nlp"));
        QCOMPARE(rows[2].passRate, 0.5);
    }

    void regressionsOnlyBeyondBothIntervals() {
        const RegressionReport r = compareAgainst(*m_a, *m_b);
        std::map<std::string, std::string> change;
        for (const auto& s : r.samples)
            change[s.key] = std::string(changeName(s.change));
        QCOMPARE(change["samples/cv/s1"], std::string("improvement"));
        QCOMPARE(change["samples/nlp/s2"], std::string("now fails"));
        QCOMPARE(change["samples/nlp/s3"], std::string("now passes"));
        QCOMPARE(change["samples/cv/s4"], std::string("now passes"));
        QCOMPARE(change["samples/cv/s5"], std::string("within intervals"));
        QCOMPARE(change["samples/cv/s6"], std::string("no interval"));

        // A new interval wholly below the base's is a regression.
        auto slower = loaded(3, "slower", {result("cv/s1", SampleStatus::Correct, 1.5, 1.4, 1.89)});
        QCOMPARE(compareAgainst(*m_a, *slower).samples[0].change, SpeedupChange::Regression);
        auto touching = loaded(4, "touching", {result("cv/s1", SampleStatus::Correct, 1.5, 1.4, 1.9)});
        QCOMPARE(compareAgainst(*m_a, *touching).samples[0].change, SpeedupChange::WithinIntervals);

        const CategoryChange& all = r.categories.back();
        QVERIFY(all.category.empty());
        QCOMPARE(all.common, 3);
        QVERIFY(near(all.geomeanRatio, std::cbrt(2.0 * 0.95 * 0.5)));
        QCOMPARE(all.improvements, 1);
        QCOMPARE(all.nowFails, 1);
        QCOMPARE(all.nowPasses, 2);
        QCOMPARE(r.categories.front().category, std::string("cv"));
    }

    void settingsThatDifferAreNamed() {
        const auto differ = compareAgainst(*m_a, *m_b).settingsDiffer;
        QCOMPARE(differ, (std::vector<std::string>{"protocol: upstream -> interleaved", "threads: 1 -> 2"}));
        QVERIFY(compareAgainst(*m_a, *m_a).settingsDiffer.empty());
    }

    void tablesEscapeForEachFormat() {
        TextTable t;
        t.header = {"sample", "speedup"};
        t.numeric = {false, true};
        t.rows = {{"a|b_c & \"d\", e", "1.000"}};
        QCOMPARE(toMarkdown(t),
                 std::string("| sample | speedup |\n|---|---:|\n| a\\|b_c & \"d\", e | 1.000 |\n"));
        QCOMPARE(toLatex(t),
                 std::string("\\begin{tabular}{lr}\n\\toprule\nsample & speedup \\\\\n\\midrule\n"
                             "a|b\\_c \\& \"d\", e & 1.000 \\\\\n\\bottomrule\n\\end{tabular}\n"));
        QCOMPARE(toCsv(t), std::string("sample,speedup\n\"a|b_c & \"\"d\"\", e\",1.000\n"));
    }

    // Small speedups keep three significant digits (a 0.003x slowdown is not "0.00").
    void smallSpeedupsKeepTheirDigits() {
        auto slow = loaded(5, "slow", {result("cv/s1", SampleStatus::Correct, 0.00312)});
        const TextTable t = summaryTable(summarizeRuns({slow}, false));
        QCOMPARE(t.rows[0][5], std::string("0.00312"));
        QCOMPARE(t.rows[0][4], std::string("100.0%"));
    }
};

GNW_TEST_GUILESS_MAIN(TestRunSummary)
#include "tst_run_summary.moc"
