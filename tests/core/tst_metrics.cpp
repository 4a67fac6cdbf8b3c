// S(t)/ES(t) (graphnet-format.md 3.3, 5.4, 6): the tolerance table against its formula, per-sample
// correctness, the interpretations, the worked example 6.6, upstream's numbers for the real log, the
// aggregated score, warnings instead of upstream's aborts, breakdowns, bootstrap bands and violins.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/logs/BlockResult.h"
#include "core/logs/LogParser.h"
#include "core/metrics/AggregateScore.h"
#include "core/metrics/Bootstrap.h"
#include "core/metrics/Breakdown.h"
#include "core/metrics/EsScores.h"
#include "core/metrics/Violin.h"
#include "core/util/Percentile.h"

#include <QtTest>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <set>

using namespace gnw;

namespace {
constexpr std::uint16_t kAll = 0xffff;

// Bits for t >= from.
std::uint16_t correctFrom(int from) {
    std::uint16_t m = 0;
    for (int t = from; t <= kMaxTolerance; ++t)
        m |= static_cast<std::uint16_t>(1u << (t - kMinTolerance));
    return m;
}

ScoredSample sample(std::string name, SampleStatus status, std::uint16_t mask, double speedup) {
    ScoredSample s;
    s.name = std::move(name);
    s.status = status;
    s.correctMask = mask;
    s.speedup = speedup;
    return s;
}

// Spec 6.6: A correct everywhere (2.0), B correct from t = -5 (0.5), C accuracy everywhere (1.3), D
// eager_fail.
std::vector<ScoredSample> workedExample() {
    return {sample("A", SampleStatus::Correct, kAll, 2.0),
            sample("B", SampleStatus::Correct, correctFrom(-5), 0.5),
            sample("C", SampleStatus::Correct, 0, 1.3), sample("D", SampleStatus::EagerFail, 0, NAN)};
}

double at(const ScoreCurve& c, const std::vector<double>& values, int t) {
    return values[t - c.t.front()];
}

bool close(double a, double b, double rel = 1e-12) {
    return std::fabs(a - b) <= rel * std::max(1.0, std::fabs(b));
}

SampleResult resultWith(std::vector<std::string> dtypes, std::vector<double> equal,
                        CorrectnessLists allClose) {
    SampleResult r;
    r.status = SampleStatus::Correct;
    r.dtypesEager = std::move(dtypes);
    r.equal = std::move(equal);
    r.allClose = std::move(allClose);
    return r;
}

std::vector<SampleResult> fixtureResults() {
    const auto log = parseLogFile(test::upstreamLog().toStdString());
    std::vector<SampleResult> out;
    for (const auto& b : log->blocks)
        out.push_back(resultFromBlock(b, log->file));
    return out;
}
} // namespace

class TestMetrics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void medianAndPercentilesAsNumpy() {
        // numpy.median / numpy.percentile(..., method="linear") on the same values.
        QCOMPARE(median({3.0, 1.0, 2.0}), 2.0);
        QCOMPARE(median({4.0, 1.0, 3.0, 2.0}), 2.5);
        QVERIFY(std::isnan(median({})));
        QCOMPARE(percentileOfSorted({1.0, 2.0, 3.0, 4.0}, 0.25), 1.75);
        QCOMPARE(percentileOfSorted({1.0, 2.0, 3.0, 4.0}, 1.0), 4.0);
    }

    void toleranceTableMatchesFormula() {
        std::set<std::string> distinct;
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            for (int k = 0; k < kFloatKinds; ++k) {
                const auto kind = static_cast<FloatKind>(k);
                const std::string key(allCloseKey(t, kind));
                QCOMPARE(toleranceKeyFromFormula(t, kind, true), key);
                QCOMPARE(toleranceKeyFromFormula(t, kind, false), key); // "identical strings" (spec 5.4)
                distinct.insert(key);
            }
        QCOMPARE(distinct.size(), std::size_t(61));
        QCOMPARE(allCloseKey(-10, FloatKind::BFloat16),
                 std::string_view("all_close_atol_1.00E-10_rtol_2.56E-04"));
        QCOMPARE(allCloseKey(4, FloatKind::Float32),
                 std::string_view("all_close_atol_1.00E+04_rtol_5.11E+04"));
        QCOMPARE(allCloseKey(5, FloatKind::Float64),
                 std::string_view("all_close_atol_1.00E+07_rtol_1.00E+07"));
        QVERIFY(!floatKindOf("torch.float32") && !floatKindOf("int64") && floatKindOf("bfloat16"));
    }

    void tableOrderIsTheLogsOrder() {
        const auto log = parseLogFile(test::upstreamLog().toStdString());
        std::vector<std::string> printed;
        for (const auto& line : log->blocks.front().lines)
            if (auto at = line.find("[Correctness][all_close"); at != std::string::npos)
                printed.push_back(line.substr(at + 14, line.find("]:") - at - 14));
        QCOMPARE(printed.size(), std::size_t(64));
        for (int i = 0; i < 64; ++i)
            QCOMPARE(printed[i],
                     std::string(allCloseKey(kMinTolerance + i / 4, static_cast<FloatKind>(i % 4))));
    }

    void correctnessPerOutput_data() {
        QTest::addColumn<int>("example");
        QTest::addColumn<int>("mask");
        QTest::newRow("float32 rung from t=-3") << 0 << int(correctFrom(-3));
        QTest::newRow("int64 judged by [equal]") << 1 << int(kAll);
        QTest::newRow("int64 unequal") << 2 << 0;
        QTest::newRow("no [equal] values: all() of nothing") << 3 << int(kAll);
        QTest::newRow("NaN is truthy") << 4 << int(kAll);
        QTest::newRow("missing dtype uses [equal]") << 5 << int(kAll);
        QTest::newRow("status not correct") << 6 << 0;
        QTest::newRow("rung list too short") << 7 << 0;
    }
    void correctnessPerOutput() {
        QFETCH(int, example);
        QFETCH(int, mask);
        CorrectnessLists fromMinus3;
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            fromMinus3[std::string(allCloseKey(t, FloatKind::Float32))] = {t >= -3 ? 1.0 : 0.0, 1.0};
        std::vector<SampleResult> r{
            resultWith({"float32", "int64"}, {0, 1}, fromMinus3),
            resultWith({"int64"}, {1}, {}),
            resultWith({"int64", "bool"}, {1, 0}, {}),
            resultWith({"float32"}, {}, {}),
            resultWith({"float16"}, {NAN}, {}),
            resultWith({}, {1}, {}),
            resultWith({"int64"}, {1}, {}),
            resultWith({"float32", "float32"}, {1, 1}, {}),
        };
        r[4].allClose.clear();
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            r[4].allClose[std::string(allCloseKey(t, FloatKind::Float16))] = {NAN};
        r[6].status = SampleStatus::RuntimeFail;
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            r[7].allClose[std::string(allCloseKey(t, FloatKind::Float32))] = {1.0};
        QCOMPARE(int(correctnessMask(r[example])), mask);
    }

    void errorCodes_data() {
        QTest::addColumn<QString>("failType");
        QTest::addColumn<bool>("extended");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("tau");
        QTest::addColumn<int>("microFrom"); // first t >= 1 tolerated by the micro form; 0 = never
        QTest::newRow("default accuracy") << "accuracy" << false << 1 << 1 << 1;
        QTest::newRow("default compile_fail") << "compile_fail" << false << 3 << 3 << 3;
        QTest::newRow("default runtime_fail") << "runtime_fail" << false << 2 << 3 << 3;
        QTest::newRow("default eager_fail") << "eager_fail" << false << 2 << 3 << 3;
        QTest::newRow("default shape_mismatch") << "shape_mismatch" << false << 2 << 3 << 3;
        QTest::newRow("default empty") << "" << false << 2 << 3 << 3;
        QTest::newRow("default is case-insensitive") << "Compile_Fail" << false << 3 << 3 << 3;
        QTest::newRow("ext accuracy") << "accuracy" << true << 1 << 1 << 1;
        QTest::newRow("ext type_mismatch") << "type_mismatch" << true << 2 << 2 << 2;
        QTest::newRow("ext shape_mismatch") << "shape_mismatch" << true << 2 << 2 << 2;
        QTest::newRow("ext nan") << "output_has_nan" << true << 2 << 2 << 2;
        QTest::newRow("ext runtime_fail") << "runtime_fail" << true << 3 << 3 << 3;
        QTest::newRow("ext compile_fail") << "compile_fail" << true << 4 << 4 << 4;
        QTest::newRow("ext eager_fail never") << "eager_fail" << true << 3 << 3 << 0;
        QTest::newRow("ext reference_fail never") << "reference_fail" << true << 3 << 3 << 0;
        QTest::newRow("ext empty") << "" << true << 3 << 3 << 3;
    }
    void errorCodes() {
        QFETCH(QString, failType);
        QFETCH(bool, extended);
        QFETCH(int, code);
        QFETCH(int, tau);
        QFETCH(int, microFrom);
        const auto i = extended ? Interpretation::MismatchExtended : Interpretation::Default;
        const auto type = failType.toStdString();
        QCOMPARE(errorCode(type, i), code);
        QCOMPARE(toleratedFrom(code, i), tau);
        for (int t = 1; t <= maxScoredTolerance(i); ++t)
            QCOMPARE(isTolerated(type, t, i), microFrom != 0 && t >= microFrom);
        QVERIFY(isTolerated("correct", 1, i));
        QCOMPARE(toleratedFrom(7, i), 999);
    }

    void workedExample66() {
        const auto curve = computeScores(workedExample(), {0.0, 0.1, Interpretation::Default});
        QCOMPARE(curve.t.front(), -10);
        QCOMPARE(curve.t.back(), 4);
        QVERIFY(close(at(curve, curve.s, -6), std::pow(2 * 0.1 * 0.1 * 0.1, 0.25)));
        QCOMPARE(std::round(at(curve, curve.s, -6) * 1e4) / 1e4, 0.2115);
        QCOMPARE(std::round(at(curve, curve.s, -5) * 1e4) / 1e4, 0.3162);
        QCOMPARE(std::round(at(curve, curve.es, 1) * 1e4) / 1e4, 0.5623);
        QVERIFY(close(at(curve, curve.es, 1), std::pow(2 * 0.5 * 1 * 0.1, 0.25)));
        QVERIFY(close(at(curve, curve.es, 3), 1.0));
        QCOMPARE(at(curve, curve.es, 2), at(curve, curve.es, 1));
        QCOMPARE(at(curve, curve.es, 4), at(curve, curve.es, 3));
        QCOMPARE(at(curve, curve.es, -3), at(curve, curve.s, -3));
        const auto& m = curve.macro[1 - curve.t.front()];
        QCOMPARE(m.t, 1);
        QVERIFY(close(m.lambda, 0.5) && close(m.alpha, 1.0) && close(m.eta, 0.5) && close(m.beta, 0.5));
        QCOMPARE(m.pi.size(), std::size_t(3));
        QVERIFY(close(m.pi[0], 0.5) && close(m.pi[1], 0.5) && m.pi[2] == 0.0);
        QVERIFY(close(m.gamma, std::sqrt(0.1)));
        QCOMPARE(std::round(m.gamma * 1e4) / 1e4, 0.3162);
        QVERIFY(close(m.es, at(curve, curve.es, 1)));
        QVERIFY2(curve.warnings.empty(), curve.warnings.empty() ? "" : curve.warnings.front().c_str());
    }

    void upstreamValuesOfTheRealLog_data() {
        QTest::addColumn<double>("p");
        QTest::addColumn<QString>("key");
        QTest::newRow("p=0") << 0.0 << "p=0.0";
        QTest::newRow("p=0.1") << 0.1 << "p=0.1";
    }
    void upstreamValuesOfTheRealLog() {
        QFETCH(double, p);
        QFETCH(QString, key);
        std::ifstream f((test::upstreamFixtures() + "/logs/evaluation.expected.json").toStdString());
        const auto expected = nlohmann::json::parse(f)["ES_t"][key.toStdString()];
        const auto curve = computeScores(scoredSamples(fixtureResults()), {p, 0.1, Interpretation::Default});
        QCOMPARE(curve.t.size(), expected.size());
        for (std::size_t i = 0; i < curve.t.size(); ++i) {
            const double want = expected[std::to_string(curve.t[i])].get<double>();
            QVERIFY2(std::fabs(curve.es[i] - want) <= 1e-9 * want, qPrintable(QString::number(curve.t[i])));
            QVERIFY(std::fabs(curve.s[i] - want) <= 1e-9 * want); // all status-correct: S = ES
            QVERIFY(std::fabs(curve.macro[i].es - want) <= 1e-9 * want);
        }
        QVERIFY(curve.warnings.empty());
        const auto score = aggregateScore(curve);
        QVERIFY(score && *score < 0 && *score > std::log10(0.71));
    }

    void aggregateScoreWeights() {
        const auto& w = aggregateWeights();
        double sum = 0;
        for (double v : w)
            sum += v;
        QVERIFY(close(sum, 1.0));
        QVERIFY(close(w[0] * 5.333, 0.001) && close(w[4] * 5.333, 0.40) && close(w[14] * 5.333, 0.48));
        ScoreCurve flat;
        for (int t = -10; t <= 4; ++t) {
            flat.t.push_back(t);
            flat.es.push_back(t < -5 ? 0.5 : 2.0);
        }
        const double expect =
            (0.001 * 3 + 0.13 + 0.40) / 5.333 * std::log10(0.5) + 4.8 / 5.333 * std::log10(2.0);
        QVERIFY(close(*aggregateScore(flat), expect));
        flat.t.pop_back();
        flat.es.pop_back();
        QVERIFY(!aggregateScore(flat)); // t = 4 missing
    }

    void mismatchExtendedDisagreementIsAWarning() {
        auto samples = workedExample();
        samples.push_back(sample("E", SampleStatus::CompileFail, 0, NAN));
        const auto curve = computeScores(samples, {0.0, 0.1, Interpretation::MismatchExtended});
        QCOMPARE(curve.t.back(), 5);
        QStringList ts;
        for (const auto& w : curve.warnings) {
            QVERIFY2(w.find("D (eager_fail)") != std::string::npos, w.c_str());
            QVERIFY(w.find("E (") == std::string::npos);
            ts << QString::fromStdString(w.substr(0, w.find(':')));
        }
        QCOMPARE(ts, (QStringList{"t=3", "t=4", "t=5"}));
        QCOMPARE(at(curve, curve.es, 3), at(curve, curve.es, 2)); // micro keeps penalising D
    }

    void correctSampleWithoutSpeedup() {
        std::vector<ScoredSample> samples{sample("fast", SampleStatus::Correct, kAll, 2.0),
                                          sample("unmeasured", SampleStatus::Correct, kAll, NAN)};
        const auto curve = computeScores(samples, {});
        QVERIFY(close(curve.es[0], std::sqrt(2.0)));
        QVERIFY(close(curve.macro[0].es, 2.0)); // alpha over measured samples, lambda over all
        QVERIFY(!curve.warnings.empty());
        for (const auto& w : curve.warnings)
            QVERIFY2(w.find("unmeasured") != std::string::npos, w.c_str());
    }

    void emptySetAndGpuSpeedup() {
        const auto empty = computeScores({}, {});
        QVERIFY(std::isnan(empty.es[0]));
        QCOMPARE(empty.warnings.size(), std::size_t(1));
        SampleResult r = resultWith({"int64"}, {1}, {});
        r.speedupE2e = 2.0;
        r.speedupGpu = 4.0;
        QCOMPARE(scoredSample(r, SpeedupKind::Gpu).speedup, 4.0);
        QCOMPARE(computeScores(scoredSamples({r}, SpeedupKind::Gpu), {}).es[0], 4.0);
    }

    void negativeSpeedupPenalty() {
        std::vector<ScoredSample> samples{sample("slow", SampleStatus::Correct, kAll, 0.5)};
        QVERIFY(close(computeScores(samples, {1.0, 0.1, Interpretation::Default}).s[0], 0.25));
        QVERIFY(close(computeScores(samples, {0.0, 0.1, Interpretation::Default}).s[0], 0.5));
    }

    void categories_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("category");
        QTest::newRow("torch") << "/workspace/GraphNet/samples/ultralytics/yolov3-tinyu"
                               << "ultralytics";
        QTest::newRow("nested org") << "samples/transformers-auto-model/google/x"
                                    << "transformers-auto-model";
        QTest::newRow("paddle subgraph") << "/g/paddle_samples/PaddleX/PP-OCRv4/subgraph_2"
                                         << "PaddleX";
        QTest::newRow("elsewhere") << "/data/models/timm/resnet"
                                   << "timm";
        QTest::newRow("bare name") << "resnet"
                                   << "(unknown)";
    }
    void domains_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("domain");
        QTest::newRow("torch nlp tag") << "samples/transformers-auto-model/google/x" << "nlp" << "NLP";
        QTest::newRow("torch cv tag") << "samples/timm/resnet" << "computer_vision" << "CV";
        QTest::newRow("torch audio tag") << "samples/transformers-auto-model/x" << "audio" << "other";
        QTest::newRow("PaddleNLP") << "/g/paddle_samples/PaddleNLP/ernie-3.0" << "" << "NLP";
        QTest::newRow("PaddleX subgraph") << "/g/paddle_samples/PaddleX/PP-OCRv4/subgraph_2" << "" << "CV";
        QTest::newRow("PaddleScience") << "/g/paddle_samples/PaddleScience/euler_beam/subgraph_0" << "" << "other";
        QTest::newRow("bundled nlp folder") << "/w/samples/nlp/albert_chinese_tiny_paddle" << "" << "NLP";
        QTest::newRow("untagged elsewhere") << "/data/models/timm/resnet" << "" << "other";
    }
    void domains() {
        QFETCH(QString, path);
        QFETCH(QString, tag);
        QFETCH(QString, domain);
        SampleResult r;
        r.samplePath = path.toStdString();
        r.heuristicTag = tag.toStdString();
        QCOMPARE(QString::fromStdString(domainOf(r)), domain);
    }

    void categories() {
        QFETCH(QString, path);
        QFETCH(QString, category);
        SampleResult r;
        r.samplePath = path.toStdString();
        QCOMPARE(QString::fromStdString(categoryOf(r)), category);
        r.category = "linked";
        QCOMPARE(categoryOf(r), std::string("linked"));
        QCOMPARE(heuristicTagOf(r), std::string("(untagged)"));
    }

    void breakdownByCategory() {
        const auto log = parseLogFile((test::sourceDir() + "/tests/data/logs/statuses.log").toStdString());
        std::vector<SampleResult> results;
        for (const auto& b : log->blocks)
            results.push_back(resultFromBlock(b, log->file));
        const auto groups = scoresByGroup(results, categoryOf, {});
        QCOMPARE(groups.size(), std::size_t(9));
        QCOMPARE(groups.at("timm").samples, 3);
        QVERIFY(close(groups.at("torchvision").es[0], 2.0));
        int total = 0;
        for (const auto& [name, curve] : groups)
            total += curve.samples;
        QCOMPARE(total, 11);
    }

    void bootstrapIsSeededAndBracketsTheEstimate() {
        std::vector<ScoredSample> samples;
        for (int i = 0; i < 200; ++i)
            samples.push_back(sample("s" + std::to_string(i),
                                     i % 7 ? SampleStatus::Correct : SampleStatus::EagerFail,
                                     correctFrom(-10 + i % 5), 0.5 + (i % 13) * 0.1));
        const ScoreParams params;
        const auto a = bootstrapScores(samples, params, {300, 42, 0.9});
        const auto b = bootstrapScores(samples, params, {300, 42, 0.9});
        const auto c = bootstrapScores(samples, params, {300, 43, 0.9});
        QCOMPARE(a.esLow, b.esLow);
        QVERIFY(a.esHigh != c.esHigh);
        const auto curve = computeScores(samples, params);
        for (std::size_t j = 0; j < a.t.size(); ++j) {
            QVERIFY(a.sLow[j] <= curve.s[j] && curve.s[j] <= a.sHigh[j]);
            QVERIFY(a.esLow[j] <= curve.es[j] && curve.es[j] <= a.esHigh[j]);
            QVERIFY(a.esLow[j] < a.esHigh[j]);
        }
        const auto one = bootstrapScores({samples[1]}, params, {50, 1, 0.95});
        QCOMPARE(one.esLow[0], one.esHigh[0]);
    }

    void violinQuartilesAndSilvermanKde() {
        const auto v = violinOf({4, 0, 3, 1, 2}, 5);
        QCOMPARE(v.values, (std::vector<double>{0, 1, 2, 3, 4}));
        QCOMPARE(v.q1, 1.0);
        QCOMPARE(v.median, 2.0);
        QCOMPARE(v.q3, 3.0);
        const double h = std::sqrt(2.5) * std::pow(5 * 3.0 / 4.0, -0.2);
        QVERIFY(close(v.bandwidth, h));
        QCOMPARE(v.grid, (std::vector<double>{0, 1, 2, 3, 4}));
        double at2 = 0;
        for (double x : v.values)
            at2 += std::exp(-0.5 * std::pow((2 - x) / h, 2)) / (5 * h * std::sqrt(2 * M_PI));
        QVERIFY(close(v.density[2], at2));
        QCOMPARE(v.density[0], v.density[4]);
        QVERIFY(violinOf({1.0}).density.empty());

        std::vector<SampleResult> results(4);
        for (int i = 0; i < 4; ++i) {
            results[i].samplePath = "samples/timm/m" + std::to_string(i);
            results[i].status = i == 3 ? SampleStatus::EagerFail : SampleStatus::Correct;
            results[i].speedupE2e = std::vector<double>{2.0, 0.5, 0.0, 4.0}[i];
        }
        const auto all = violinsByGroup(results);
        QCOMPARE(all.size(), std::size_t(1));
        QCOMPARE(all[0].group, std::string("timm"));
        QCOMPARE(all[0].values, (std::vector<double>{-1, 1, 2})); // speedup 0 left out, status ignored
        QCOMPARE(violinsByGroup(results, {true}).at(0).values, (std::vector<double>{-1, 1}));
    }
};

GNW_TEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
