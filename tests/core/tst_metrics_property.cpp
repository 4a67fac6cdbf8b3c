// Properties of S(t)/ES(t) over thousands of random sample sets (fixed seed): the fast micro form equals
// a literal port of upstream's calculate_scores loop, and the macro form equals the micro form at every
// t under the default interpretation; under mismatch_extended the known eager_fail disagreement (and
// only it) becomes a warning naming those samples.
#include "TestMain.h"
#include "core/metrics/EsScores.h"

#include <QtTest>

#include <cmath>
#include <random>

using namespace gnw;

namespace {
// Deterministic on every standard library (std::*_distribution are not).
struct Rng {
    std::mt19937_64 engine{20240917};
    double uniform() { return static_cast<double>(engine() >> 11) * 0x1.0p-53; }
    int below(int n) { return static_cast<int>(engine() % static_cast<std::uint64_t>(n)); }
};

ScoredSample randomSample(Rng& rng, int index) {
    static constexpr SampleStatus statuses[] = {SampleStatus::Correct,      SampleStatus::Correct,
                                                SampleStatus::Correct,      SampleStatus::EagerFail,
                                                SampleStatus::CompileFail,  SampleStatus::ShapeMismatch,
                                                SampleStatus::TypeMismatch, SampleStatus::RuntimeFail};
    ScoredSample s;
    s.name = "sample" + std::to_string(index);
    s.status = statuses[rng.below(8)];
    if (s.status == SampleStatus::Correct) {
        switch (rng.below(4)) {
        case 0:
            s.correctMask = 0xffff;
            break;
        case 1:
            s.correctMask = 0;
            break;
        case 2:
            s.correctMask = static_cast<std::uint16_t>(0xffffu << rng.below(16));
            break; // from some t on
        default:
            s.correctMask = static_cast<std::uint16_t>(rng.engine());
            break; // arbitrary log values
        }
        s.speedup = rng.below(10) == 0 ? 1.0 : std::exp((rng.uniform() - 0.5) * 6.0);
    } else if (rng.below(2)) {
        s.speedup = std::exp((rng.uniform() - 0.5) * 6.0); // failures may still print a speedup
    }
    return s;
}

// graph_net_bench/analysis_util.py calculate_scores, one t and one sample at a time, with strings.
MicroScores upstreamLoop(const std::vector<ScoredSample>& samples, const ScoreParams& params) {
    MicroScores out;
    const auto rect = [&](double s) { return s < 1 ? std::pow(s, params.p + 1) : s; };
    std::vector<bool> correctAt1(samples.size());
    std::vector<std::string> failTypeAt1(samples.size());
    for (int t = kMinTolerance; t <= maxScoredTolerance(params.interpretation); ++t) {
        double logS = 0, logES = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            const auto& x = samples[i];
            const bool correct = x.correctAt(t);
            if (t == 1) {
                correctAt1[i] = correct;
                failTypeAt1[i] = correct ? "correct" : std::string(x.failTypeAt(1));
            }
            logS += std::log(correct ? rect(x.speedup) : params.b);
            double es;
            if (t < 1)
                es = correct ? rect(x.speedup) : params.b;
            else if (!correctAt1[i])
                es = isTolerated(failTypeAt1[i], t, params.interpretation) ? 1.0 : params.b;
            else
                es = rect(x.speedup);
            logES += std::log(es);
        }
        out.s.push_back(std::exp(logS / samples.size()));
        out.es.push_back(std::exp(logES / samples.size()));
    }
    return out;
}

bool same(double a, double b, double rel) {
    return std::fabs(a - b) <= rel * std::fabs(b);
}
} // namespace

class TestMetricsProperty : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void microEqualsUpstreamLoopAndMacro() {
        Rng rng;
        int sets = 0, warnedSets = 0, eagerSets = 0;
        for (int round = 0; round < 4000; ++round) {
            std::vector<ScoredSample> samples;
            const int n = 1 + rng.below(round % 10 == 0 ? 400 : 40);
            for (int i = 0; i < n; ++i)
                samples.push_back(randomSample(rng, i));
            ScoreParams params;
            params.p = rng.below(3) == 0 ? 0.0 : rng.uniform() * 2.0;
            params.b = 0.01 + rng.uniform() * 0.9;
            params.interpretation = round % 2 ? Interpretation::MismatchExtended : Interpretation::Default;
            const auto curve = computeScores(samples, params);
            const auto reference = upstreamLoop(samples, params);
            QCOMPARE(curve.t.size(), reference.s.size());
            bool hasEagerFail = false;
            std::string firstEagerFail;
            for (const auto& s : samples)
                if (s.status == SampleStatus::EagerFail && !hasEagerFail) {
                    hasEagerFail = true;
                    firstEagerFail = s.name + " (eager_fail)";
                }
            for (std::size_t j = 0; j < curve.t.size(); ++j) {
                QVERIFY(same(curve.s[j], reference.s[j], 1e-12));
                QVERIFY(same(curve.es[j], reference.es[j], 1e-12));
                QVERIFY(same(curve.macro[j].s, curve.s[j], 1e-9));
                const bool eagerGap =
                    params.interpretation == Interpretation::MismatchExtended && curve.t[j] >= 3;
                if (!eagerGap || !hasEagerFail)
                    QVERIFY2(same(curve.macro[j].es, curve.es[j], 1e-9),
                             qPrintable(QStringLiteral("round %1 t=%2").arg(round).arg(curve.t[j])));
            }
            if (params.interpretation == Interpretation::Default || !hasEagerFail) {
                QVERIFY2(curve.warnings.empty(),
                         curve.warnings.empty() ? "" : curve.warnings.front().c_str());
            } else {
                ++eagerSets;
                for (const auto& w : curve.warnings) {
                    QVERIFY2(w.starts_with("t=3") || w.starts_with("t=4") || w.starts_with("t=5"), w.c_str());
                    QVERIFY2(w.find(firstEagerFail) != std::string::npos, w.c_str());
                }
                warnedSets += !curve.warnings.empty();
            }
            ++sets;
        }
        QCOMPARE(sets, 4000);
        QVERIFY(eagerSets > 1000);
        QVERIFY(warnedSets > eagerSets * 9 / 10); // an eager_fail almost always breaks the 1e-3 check
    }
};

GNW_TEST_GUILESS_MAIN(TestMetricsProperty)
#include "tst_metrics_property.moc"
