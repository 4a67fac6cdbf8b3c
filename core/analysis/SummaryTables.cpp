#include "core/analysis/SummaryTables.h"

#include <algorithm>
#include <cstdio>

namespace gnw {

namespace {

std::string fixed(const std::optional<double>& v, int digits = 3) {
    if (!v)
        return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, *v);
    return buf;
}

// A speedup or ratio: three decimals, or three significant digits below 0.01 (0.00312, not 0.003 or 0.00).
std::string ratio(const std::optional<double>& v) {
    if (!v || *v >= 0.01)
        return fixed(v);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g", *v);
    return buf;
}

std::string percent(double share) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100 * share);
    return buf;
}

bool listed(SpeedupChange c) {
    return c == SpeedupChange::Regression || c == SpeedupChange::Improvement ||
           c == SpeedupChange::NowFails || c == SpeedupChange::NowPasses;
}

} // namespace

TextTable summaryTable(const std::vector<SummaryRow>& rows) {
    TextTable t;
    t.header = {"run",
                "category",
                "samples",
                "passed",
                "pass rate",
                "geomean speedup (passing)",
                "geomean speedup (common)",
                "common",
                "compile s median",
                "compile s mean",
                "graph breaks",
                "noisy",
                "contended",
                "memory compression"};
    t.numeric = {false, false, true, true, true, true, true, true, true, true, true, true, true, true};
    for (const auto& r : rows)
        t.rows.push_back({r.run, r.category.empty() ? "(all)" : r.category, std::to_string(r.samples),
                          std::to_string(r.passed), percent(r.passRate), ratio(r.geomeanSpeedup),
                          ratio(r.geomeanSpeedupCommon), std::to_string(r.commonSamples),
                          fixed(r.compileSecondsMedian, 2), fixed(r.compileSecondsMean, 2),
                          r.graphBreaks ? std::to_string(*r.graphBreaks) : "-", percent(r.noisyShare),
                          percent(r.contendedShare), fixed(r.memoryCompression)});
    return t;
}

TextTable categoryChangeTable(const RegressionReport& report) {
    TextTable t;
    t.header = {"category", "common",  "geomean ratio new/base", "regressions", "improvements",
                "now fail", "now pass"};
    t.numeric = {false, true, true, true, true, true, true};
    for (const auto& c : report.categories)
        t.rows.push_back({c.category.empty() ? "(all)" : c.category, std::to_string(c.common),
                          ratio(c.geomeanRatio), std::to_string(c.regressions),
                          std::to_string(c.improvements), std::to_string(c.nowFails),
                          std::to_string(c.nowPasses)});
    return t;
}

std::vector<const SampleChange*> listedChanges(const RegressionReport& report) {
    std::vector<const SampleChange*> changed;
    for (const auto& s : report.samples)
        if (listed(s.change))
            changed.push_back(&s);
    // Slowdowns first (smallest ratio), then status changes in the base run's order.
    std::stable_sort(changed.begin(), changed.end(), [](const SampleChange* a, const SampleChange* b) {
        return a->ratio.value_or(1e300) < b->ratio.value_or(1e300);
    });
    return changed;
}

TextTable sampleChangeTable(const RegressionReport& report) {
    const std::vector<const SampleChange*> changed = listedChanges(report);
    TextTable t;
    t.header = {"sample",      "category",       "change",        "speedup base",
                "speedup new", "ratio new/base", "interval base", "interval new"};
    t.numeric = {false, false, false, true, true, true, false, false};
    const auto interval = [](const SampleResult* r) {
        if (!r || !r->details.speedupCiLow || !r->details.speedupCiHigh)
            return std::string("-");
        return ratio(r->details.speedupCiLow) + "-" + ratio(r->details.speedupCiHigh);
    };
    for (const SampleChange* s : changed)
        t.rows.push_back({s->key, s->category, std::string(changeName(s->change)), ratio(s->baseSpeedup),
                          ratio(s->newSpeedup), ratio(s->ratio), interval(s->base), interval(s->next)});
    return t;
}

SummaryReport summaryReport(const LoadedRuns& runs, bool byCategory, bool withBase) {
    SummaryReport out;
    out.rows = summarizeRuns(runs, byCategory);
    if (!withBase || runs.empty())
        return out;
    std::vector<RunRecord> records;
    for (const auto& r : runs)
        records.push_back(r->run);
    for (std::size_t i = 1; i < runs.size(); ++i)
        out.against.push_back({runLabel(runs[0]->run, records), runLabel(runs[i]->run, records),
                               compareAgainst(*runs[0], *runs[i])});
    return out;
}

std::string renderSummaryReport(const SummaryReport& report, TableFormat format) {
    const auto render = format == TableFormat::Latex ? toLatex
                        : format == TableFormat::Csv ? toCsv
                                                     : toMarkdown;
    std::string text = render(summaryTable(report.rows));
    for (const auto& c : report.against) {
        text += "\n" + c.next + " against " + c.base + ":\n";
        for (const auto& setting : c.report.settingsDiffer)
            text += "warning: measured under different settings: " + setting + "\n";
        text += render(categoryChangeTable(c.report));
        const TextTable samples = sampleChangeTable(c.report);
        if (!samples.rows.empty())
            text += "\n" + render(samples);
    }
    return text;
}

} // namespace gnw
