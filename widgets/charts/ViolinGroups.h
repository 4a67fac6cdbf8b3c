#pragma once
// The violins of a curve set: one per curve (run, backend or category, as the curves are grouped;
// upstream's plot_violin draws one per log file), each with the samples behind it.
#include "core/analysis/CurveSet.h"
#include "core/metrics/Violin.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace gnw::ui {

enum class ViolinOrder { Name, Median, Custom };

struct ViolinGroup {
    ViolinData violin;              // log2(speedup) statistics and density (core)
    std::vector<ResultRef> members; // the samples whose speedup it shows
};

struct ViolinChartData {
    std::shared_ptr<const CurveSet> set;
    std::vector<ViolinGroup> groups; // in display order
    bool correctOnly = false;
};

// Upstream takes every sample with a positive speedup whatever its status; `correctOnly` keeps the
// status-correct ones. Curves without any such sample get no violin.
std::vector<ViolinGroup> violinGroups(const CurveSet& set, bool correctOnly, int points = 100);

// Name: alphabetical (upstream sorts); Median: highest median speedup first; Custom: the names in
// `custom` first in that order, the rest after them alphabetically.
void orderViolins(std::vector<ViolinGroup>& groups, ViolinOrder order, const QStringList& custom = {});

// Whiskers as matplotlib/seaborn draw them: the most extreme values within 1.5 IQR of the box.
std::pair<double, double> whiskerRange(const ViolinData& violin);

} // namespace gnw::ui
