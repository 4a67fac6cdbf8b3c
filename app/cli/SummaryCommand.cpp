// graphnet-bench summary --store FILE --run ID... [--against BASE] [--by category]
// [--json|--markdown|--latex|--csv]
#include "app/cli/CommandRegistry.h"
#include "app/cli/StoredRunAccess.h"
#include "core/analysis/SummaryTables.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench summary --store FILE --run ID[,ID...] [--against BASE] [--by category]\n"
    "                              [--json | --markdown | --latex | --csv] [--out FILE]\n\n"
    "Per run (and with --by category per category): samples, pass rate, the geomean speedup over every\n"
    "passing sample and over the samples that pass in every listed run (and BASE), median and mean compile\n"
    "time, graph breaks, the share of noisy and of contended results, and the memory compression where the\n"
    "store has memory (never yet). With --against BASE, each run against BASE: per category the geomean\n"
    "ratio new/base over the samples passing in both and the counts of regressions (the new speedup's 95%\n"
    "interval wholly below the base's), improvements (wholly above) and status changes; then each such\n"
    "sample. Runs measured under different settings (protocol, baseline, device, hardware, threads, "
    "warm-up,\n"
    "trials) are compared with a warning naming them. Tables print as Markdown by default, or as LaTeX\n"
    "(booktabs) or CSV; --json prints the same numbers as one object.";

nlohmann::json number(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json summaryJson(const SummaryRow& r) {
    return {{"run", r.run},
            {"run_id", r.runId},
            {"category", r.category.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.category)},
            {"samples", r.samples},
            {"passed", r.passed},
            {"pass_rate", r.passRate},
            {"geomean_speedup", number(r.geomeanSpeedup)},
            {"speedup_samples", r.speedupSamples},
            {"geomean_speedup_common", number(r.geomeanSpeedupCommon)},
            {"common_samples", r.commonSamples},
            {"compile_s_median", number(r.compileSecondsMedian)},
            {"compile_s_mean", number(r.compileSecondsMean)},
            {"graph_breaks", r.graphBreaks ? nlohmann::json(*r.graphBreaks) : nlohmann::json(nullptr)},
            {"noisy_share", r.noisyShare},
            {"contended_share", r.contendedShare},
            {"memory_compression", number(r.memoryCompression)}};
}

nlohmann::json reportJson(const RegressionReport& report, const std::string& base, const std::string& next) {
    nlohmann::json categories = nlohmann::json::array(), samples = nlohmann::json::array();
    for (const auto& c : report.categories)
        categories.push_back(
            {{"category", c.category.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.category)},
             {"common", c.common},
             {"geomean_ratio", number(c.geomeanRatio)},
             {"regressions", c.regressions},
             {"improvements", c.improvements},
             {"now_fails", c.nowFails},
             {"now_passes", c.nowPasses}});
    for (const auto& s : report.samples)
        samples.push_back({{"sample", s.key},
                           {"category", s.category},
                           {"change", std::string(changeName(s.change))},
                           {"speedup_base", number(s.baseSpeedup)},
                           {"speedup_new", number(s.newSpeedup)},
                           {"ratio", number(s.ratio)}});
    return {{"base", base},
            {"new", next},
            {"settings_differ", report.settingsDiffer},
            {"categories", categories},
            {"samples", samples}};
}

int run(const Args& args) {
    const auto store = args.value("store");
    const auto ids = runIdsOption(args, "run");
    const auto against = runIdsOption(args, "against");
    const std::string by = args.valueOr("by", "run");
    int formats = 0;
    for (const char* f : {"json", "markdown", "latex", "csv"})
        formats += args.flag(f);
    if (!store || !ids || ids->empty() || !against || against->size() > 1 ||
        (by != "run" && by != "category") || formats > 1 || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    if (!openExistingStore("summary", *store))
        return kExitUsage;
    std::vector<std::int64_t> all = *against;
    all.insert(all.end(), ids->begin(), ids->end());
    auto runs = loadStoredRuns(*store, all);
    if (!runs) {
        std::fprintf(stderr, "graphnet-bench summary: %s\n", runs.error().toString().c_str());
        return kExitUsage;
    }
    const SummaryReport report = summaryReport(*runs, by == "category", !against->empty());
    for (const auto& c : report.against)
        for (const auto& setting : c.report.settingsDiffer)
            std::fprintf(stderr, "warning: %s against %s: measured under different settings: %s\n",
                         c.next.c_str(), c.base.c_str(), setting.c_str());
    std::string text;
    if (args.flag("json")) {
        nlohmann::json out{{"runs", nlohmann::json::array()}, {"against", nlohmann::json::array()}};
        for (const auto& r : report.rows)
            out["runs"].push_back(summaryJson(r));
        for (const auto& c : report.against)
            out["against"].push_back(reportJson(c.report, c.base, c.next));
        text = out.dump(2) + "\n";
    } else {
        text = renderSummaryReport(report, args.flag("latex") ? TableFormat::Latex
                                           : args.flag("csv") ? TableFormat::Csv
                                                              : TableFormat::Markdown);
    }
    return writeOutput("summary", args, text) ? kExitOk : kExitFailure;
}

const RegisterCommand kRegister{
    "summary",
    {"per-run pass rate, geomean speedups, compile time; regressions against a base run",
     kUsage,
     {"store", "run", "against", "by", "out"},
     {"json", "markdown", "latex", "csv"},
     run}};

} // namespace
} // namespace gnw::cli
