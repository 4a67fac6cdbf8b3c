// S(t)/ES(t) speed: the goal is ES(t) over every t for 100,000 results in <= 20 ms once per-sample
// correctness is precomputed. Also times that precomputation (5.4 rung look-ups), the full scoring with
// the macro form and its consistency check, and a bootstrap band.
//
//   bench_metrics [N]   (default 100000 samples)
#include "core/metrics/Bootstrap.h"
#include "core/metrics/EsScores.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace gnw;

namespace {
constexpr double kGoalMs = 20.0;

template <typename F> double medianMs(int repeats, F&& f) {
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    return gnw::median(std::move(ms));
}

// A realistic mix: 70% status-correct (correct from a random t, one or two float outputs), the rest
// failures of every kind; speedups log-normal around 1.
SampleResult randomResult(std::mt19937_64& rng, int i) {
    std::uniform_int_distribution<int> pick(0, 99), from(-10, 3), outputs(1, 2);
    std::lognormal_distribution<double> speedup(0.0, 0.4);
    SampleResult r;
    r.samplePath = "samples/timm/model_" + std::to_string(i);
    const int p = pick(rng);
    r.status = p < 70   ? SampleStatus::Correct
               : p < 85 ? SampleStatus::EagerFail
               : p < 90 ? SampleStatus::CompileFail
               : p < 95 ? SampleStatus::ShapeMismatch
                        : SampleStatus::RuntimeFail;
    r.speedupE2e = speedup(rng);
    if (r.status == SampleStatus::Correct) {
        const int n = outputs(rng), first = from(rng);
        r.dtypesEager.assign(n, "float32");
        r.equal.assign(n, 0.0);
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            for (int k = 0; k < kFloatKinds; ++k)
                r.allClose[std::string(allCloseKey(t, static_cast<FloatKind>(k)))].assign(
                    n, t >= first ? 1.0 : 0.0);
    }
    return r;
}
} // namespace

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::max(1, std::atoi(argv[1])) : 100000;
    std::mt19937_64 rng(7);

    // Precomputation cost, measured on a slice (100,000 full results with 61 rung lists each would need
    // ~1 GB), reported per result and extrapolated.
    const int slice = std::min(n, 10000);
    std::vector<SampleResult> results;
    for (int i = 0; i < slice; ++i)
        results.push_back(randomResult(rng, i));
    std::vector<ScoredSample> sliceScored;
    const double prepMs = medianMs(5, [&] { sliceScored = scoredSamples(results); });

    std::vector<ScoredSample> samples;
    samples.reserve(n);
    for (int i = 0; i < n; ++i) {
        ScoredSample s = sliceScored[i % slice];
        s.name = "samples/timm/model_" + std::to_string(i);
        samples.push_back(std::move(s));
    }
    double sink = 0;
    for (auto interpretation : {Interpretation::Default, Interpretation::MismatchExtended}) {
        const ScoreParams params{0.1, 0.1, interpretation};
        const double microMs = medianMs(21, [&] { sink += microScores(samples, params).es.back(); });
        const double fullMs = medianMs(5, [&] { sink += computeScores(samples, params).es.back(); });
        std::printf("%-17s ES(t) micro, %d samples, t = -10..%d: %8.3f ms  (goal %.0f ms: ratio %.3f)\n",
                    std::string(interpretationName(interpretation)).c_str(), n,
                    maxScoredTolerance(interpretation), microMs, kGoalMs, microMs / kGoalMs);
        std::printf("%-17s S+ES micro + macro + check:            %8.3f ms  (ratio %.3f)\n", "", fullMs,
                    fullMs / kGoalMs);
    }
    std::printf(
        "correctness precompute (5.4): %d results in %.2f ms = %.2f us/result (%d results: ~%.0f ms)\n",
        slice, prepMs, prepMs * 1000.0 / slice, n, prepMs / slice * n);
    const int boot = std::min(n, 3500);
    std::vector<ScoredSample> bootSamples(samples.begin(), samples.begin() + boot);
    const double bootMs = medianMs(3, [&] {
        sink += bootstrapScores(bootSamples, {}, {1000, 1, 0.95}).esLow.front();
    });
    std::printf("bootstrap band, %d samples x 1000 resamples: %.1f ms\n", boot, bootMs);
    return sink == 12345.678 ? 1 : 0;
}
