// graphnet-bench plot st|est|violin --store FILE --run ID... --out FILE.(png|svg|pdf) [options]
// The only subcommand that needs Qt's GUI modules: it creates its QApplication itself (offscreen), so
// every other command stays headless.
#include "app/cli/CommandRegistry.h"
#include "widgets/charts/ChartData.h"
#include "widgets/charts/ChartExport.h"
#include "widgets/charts/ViolinChart.h"

#include <QApplication>

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench plot st|est|violin --store FILE --run ID... --out FILE.(png|svg|pdf)\n"
    "                           [--p P] [--b B] [--interpretation default|mismatch_extended]\n"
    "                           [--speedup e2e|gpu] [--by run|backend|category|domain] [--macro] "
    "[--bootstrap N]\n"
    "                           [--correct-only] [--exclude-flagged] [--order name|median] [--dpi N]\n"
    "                           [--size WxH] [--caption TEXT]\n\n"
    "Draws upstream's plots without a display: S(t) (plot_St, t <= 0), ES(t) (plot_ESt) or the speedup\n"
    "violins (plot_violin), in the workbench's light report style.\n\n"
    "  --run ID         a run of the store; repeat it or give a comma-separated list for several curves\n"
    "  --by KEY         one curve / violin per run (default, like upstream's one per log), backend, "
    "category or domain\n                   (NLP / CV / other across torch and Paddle: the GraphNet paper's "
    "split)\n"
    "  --macro          overlay the macro (aggregated) form dashed, labelled '<curve> (aggregated)'\n"
    "  --bootstrap N    95% bootstrap band over samples with N resamples (S(t), ES(t))\n"
    "  --correct-only   violins of status-correct samples only (upstream: every positive speedup)\n"
    "  --exclude-flagged  leave out results flagged noisy or contended (timings to be read with care;\n"
    "                   upstream's curves take every result)\n"
    "  --order KEY      violin order: name (default, as upstream) or median speedup\n"
    "  --dpi N          PNG pixels per inch, PDF resolution (default 300)\n"
    "  --size WxH       figure size in inches (default 14x8, as upstream)\n"
    "  --caption TEXT   more title lines (newlines split them): how the runs were made (machine, date,\n"
    "                   settings)";

std::optional<QSizeF> figureSize(const std::string& text) {
    const auto x = text.find('x');
    try {
        const double w = std::stod(text.substr(0, x)), h = std::stod(text.substr(x + 1));
        if (x != std::string::npos && w > 0 && h > 0 && w <= 100 && h <= 100)
            return QSizeF(w, h);
    } catch (const std::exception&) {
    }
    std::fprintf(stderr, "option --size: expected WIDTHxHEIGHT in inches, got '%s'\n", text.c_str());
    return std::nullopt;
}

// Without a display (and without an explicit choice) Qt must not look for one.
void chooseOffscreenPlatform() {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

int run(const Args& args) {
    const std::string kind = args.positionals().empty() ? std::string() : args.positionals().front();
    const auto store = args.value("store"), out = args.value("out");
    const auto p = doubleOption(args, "p", 0.0), b = doubleOption(args, "b", 0.1);
    const auto dpi = intOption(args, "dpi", 300), resamples = intOption(args, "bootstrap", 0);
    const auto interpretation = parseInterpretation(args.valueOr("interpretation", "default"));
    const auto grouping = parseCurveGrouping(args.valueOr("by", "run"));
    const std::string speedup = args.valueOr("speedup", "e2e"), order = args.valueOr("order", "name");
    const auto ids = runIdsOption(args, "run");
    const auto size = figureSize(args.valueOr("size", "14x8"));
    const bool knownKind = kind == "st" || kind == "est" || kind == "violin";
    if (!knownKind || args.positionals().size() != 1 || !store || !out || !p || !b || !(*b > 0) || !dpi ||
        !resamples || *resamples < 0 || !interpretation || !grouping ||
        (speedup != "e2e" && speedup != "gpu") || (order != "name" && order != "median") || !ids ||
        ids->empty() || !size) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    const QString outPath = QString::fromStdString(*out);
    if (!ui::exportFormatFor(outPath)) {
        std::fprintf(stderr, "graphnet-bench plot: %s: expected a .png, .svg or .pdf file name\n",
                     out->c_str());
        return kExitUsage;
    }
    auto runs = loadStoredRuns(*store, *ids);
    if (!runs) {
        std::fprintf(stderr, "graphnet-bench plot: %s\n", runs.error().toString().c_str());
        return kExitUsage;
    }

    chooseOffscreenPlatform();
    static int argc = 1;
    static char name[] = "graphnet-bench";
    static char* argv[] = {name, nullptr};
    QApplication app(argc, argv);

    const SpeedupKind speedupKind = speedup == "gpu" ? SpeedupKind::Gpu : SpeedupKind::E2e;
    const auto set = std::make_shared<const CurveSet>(
        makeCurveSet(std::move(*runs), *grouping, speedupKind,
                     args.flag("exclude-flagged") ? FlaggedResults::Excluded : FlaggedResults::Included));
    const ScoreParams params{*p, *b, *interpretation};
    const ui::ExportOptions options{*size, static_cast<int>(*dpi)};
    std::unique_ptr<ui::AnalysisChart> chart;
    std::string summary;
    if (kind == "violin") {
        auto data = ui::violinChartData(set, args.flag("correct-only"),
                                        order == "median" ? ViolinOrder::Median : ViolinOrder::Name);
        summary = std::to_string(data->groups.size()) + " violins";
        auto violins = std::make_unique<ui::ViolinChart>(ui::ChartStyle::reportStyle());
        violins->setData(std::move(data));
        chart = std::move(violins);
    } else {
        auto curves = scoreCurves(*set, params);
        for (const auto& c : curves)
            for (const auto& w : c.curve.warnings)
                std::fprintf(stderr, "warning: %s: %s\n", c.name.c_str(), w.c_str());
        summary = std::to_string(curves.size()) + " curves";
        auto scores = std::make_unique<ui::ScoreChart>(ui::ChartStyle::reportStyle());
        scores->setData(ui::scoreChartData(
            kind == "st" ? ScoreKind::S : ScoreKind::ES, params, std::move(curves),
            ui::bootstrapBands(*set, params, static_cast<int>(*resamples)), args.flag("macro"), speedupKind));
        chart = std::move(scores);
    }
    if (const auto caption = args.value("caption"))
        chart->setTitle(chart->title() + QStringLiteral("<br>") +
                        QString::fromStdString(*caption).toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                                 QStringLiteral("<br>")));
    const auto written = ui::renderChartToFile(chart.get(), outPath, options);
    if (!written) {
        std::fprintf(stderr, "graphnet-bench plot: %s\n", written.error().toString().c_str());
        return kExitFailure;
    }
    std::printf("wrote %s (%s, %gx%g in)\n", out->c_str(), summary.c_str(), size->width(), size->height());
    return kExitOk;
}

RegisterCommand reg("plot", Command{"render S(t), ES(t) or speedup violin plots to PNG, SVG or PDF",
                                    kUsage,
                                    {"store", "run", "out", "p", "b", "interpretation", "speedup", "by",
                                     "bootstrap", "order", "dpi", "size", "caption"},
                                    {"macro", "correct-only", "exclude-flagged"},
                                    run});

} // namespace
} // namespace gnw::cli
