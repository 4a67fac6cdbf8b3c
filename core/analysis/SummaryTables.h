#pragma once
// The summary and regression reports as tables of text, formatted once for the CLI (`graphnet-bench
// summary`) and the workbench alike: ratios to three decimals, shares as percentages, "-" for no value.
#include "core/analysis/RunRegressions.h"
#include "core/analysis/RunSummary.h"
#include "core/analysis/TextTable.h"

namespace gnw {

TextTable summaryTable(const std::vector<SummaryRow>& rows);
// Per category, then all samples (the last row).
TextTable categoryChangeTable(const RegressionReport& report);
// The samples whose status or speedup changed beyond the intervals, largest slowdown first: the rows of
// sampleChangeTable, in its order.
std::vector<const SampleChange*> listedChanges(const RegressionReport& report);
TextTable sampleChangeTable(const RegressionReport& report);

// The whole report of `graphnet-bench summary` and of the workbench's Summary tab: the summary rows of the
// runs, and each run against the base run when there is one.
struct SummaryReport {
    struct Against {
        std::string base, next; // run labels
        RegressionReport report;
    };
    std::vector<SummaryRow> rows;
    std::vector<Against> against;
};

// `runs` with the base run first when `withBase`; each other run is compared against it.
SummaryReport summaryReport(const LoadedRuns& runs, bool byCategory, bool withBase);

enum class TableFormat { Markdown, Latex, Csv };
// The report as text: the summary table, then per comparison its settings warnings, the category table and
// the changed samples.
std::string renderSummaryReport(const SummaryReport& report, TableFormat format);

} // namespace gnw
