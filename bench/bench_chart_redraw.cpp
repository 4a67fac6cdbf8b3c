// Chart redraw after a p/b change: recompute S(t)/ES(t) of 20 curves, update the ES(t) chart's series
// in place and paint the view, as the analysis page does on every step of the p / b spin boxes.
// Goal (issue 5): <= 50 ms with 20 curves. Baseline: building a new chart for every change.
//
// Usage: bench_chart_redraw [SAMPLES_PER_CURVE=5000] [REPEATS=30]
#include "core/util/Percentile.h"
#include "widgets/charts/ChartData.h"
#include "widgets/charts/ScoreChart.h"

#include <QApplication>
#include <QChartView>
#include <QElapsedTimer>
#include <QPixmap>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace gnw;
using namespace gnw::ui;

namespace {
constexpr int kCurves = 20;

// 20 runs of generated results: 70 % correct (some only from a tolerance level on), the rest failing
// with every status; log-normal speedups around 1.
std::shared_ptr<const CurveSet> generatedCurves(int perCurve) {
    std::mt19937_64 rng(42);
    const auto uniform = [&] { return static_cast<double>(rng() >> 11) * 0x1.0p-53; };
    static constexpr SampleStatus failures[] = {SampleStatus::EagerFail, SampleStatus::CompileFail,
                                                SampleStatus::ShapeMismatch, SampleStatus::TypeMismatch,
                                                SampleStatus::RuntimeFail};
    LoadedRuns runs;
    CurveSet set;
    for (int c = 0; c < kCurves; ++c) {
        auto run = std::make_shared<LoadedRun>();
        run->run.id = c + 1;
        run->run.name = "backend-" + std::to_string(c);
        CurveSource curve{run->run.name, {}, {}};
        for (int i = 0; i < perCurve; ++i) {
            SampleResult r;
            r.samplePath = "samples/generated/" + std::to_string(i);
            ScoredSample s;
            s.name = r.samplePath;
            if (uniform() < 0.7) {
                s.status = SampleStatus::Correct;
                s.correctMask = static_cast<std::uint16_t>(0xffffu << static_cast<int>(uniform() * 6));
                s.speedup = std::exp((uniform() - 0.45) * 2.0);
            } else {
                s.status = failures[rng() % 5];
            }
            r.status = s.status;
            if (s.status == SampleStatus::Correct)
                r.speedupE2e = s.speedup;
            run->results.push_back(std::move(r));
            curve.members.push_back({c, i});
            curve.scored.push_back(std::move(s));
        }
        set.curves.push_back(std::move(curve));
        runs.push_back(std::move(run));
    }
    set.runs = std::move(runs);
    return std::make_shared<const CurveSet>(std::move(set));
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const int perCurve = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 30;
    QApplication app(argc, argv);
    const auto set = generatedCurves(perCurve);

    auto* chart = new ScoreChart(ChartStyle::screen(app.palette()));
    QChartView view(chart);
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(1200, 700);
    view.show();
    ScoreParams params;
    chart->setData(
        scoreChartData(ScoreKind::ES, params, scoreCurves(*set, params), {}, false, SpeedupKind::E2e));
    view.grab();

    std::vector<double> total, scores, series, paint, rebuild;
    QElapsedTimer timer;
    for (int i = 0; i < repeats; ++i) {
        params.p = 0.05 * (i % 20 + 1);
        params.b = i % 2 ? 0.1 : 0.05;
        timer.start();
        auto curves = scoreCurves(*set, params);
        const double tScores = timer.nsecsElapsed() / 1e6;
        chart->setData(scoreChartData(ScoreKind::ES, params, curves, {}, false, SpeedupKind::E2e));
        const double tSeries = timer.nsecsElapsed() / 1e6;
        view.grab();
        const double tTotal = timer.nsecsElapsed() / 1e6;
        scores.push_back(tScores);
        series.push_back(tSeries - tScores);
        paint.push_back(tTotal - tSeries);
        total.push_back(tTotal);

        // Baseline: a fresh chart per change (what a naive redraw does).
        timer.start();
        auto* fresh = new ScoreChart(ChartStyle::screen(app.palette()));
        fresh->setData(scoreChartData(ScoreKind::ES, params, std::move(curves), {}, false, SpeedupKind::E2e));
        view.setChart(fresh); // deletes the previous chart
        view.grab();
        rebuild.push_back(timer.nsecsElapsed() / 1e6 + tScores);
        chart = fresh;
    }
    const double t = median(total), base = median(rebuild);
    std::printf(
        "chart redraw after a p/b change: %d curves x %d samples (%d results), %d repeats, 1200x700 view\n",
        kCurves, perCurve, kCurves * perCurve, repeats);
    std::printf("  in-place update: median %.2f ms (scores %.2f ms, series %.2f ms, paint %.2f ms); goal <= "
                "50 ms: %s\n",
                t, median(scores), median(series), median(paint), t <= 50.0 ? "met" : "MISSED");
    std::printf("  baseline, new chart per change: median %.2f ms; ratio baseline / in-place = %.2fx\n", base,
                base / t);
    std::printf("  goal / measured = %.2fx\n", 50.0 / t);
    return 0;
}
