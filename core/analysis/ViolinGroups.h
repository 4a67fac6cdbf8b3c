#pragma once
// The violins of a curve set: one per curve (run, backend or category, as the curves are grouped;
// upstream's plot_violin draws one per log file), each with the samples behind it.
#include "core/analysis/CurveSet.h"
#include "core/metrics/Violin.h"

#include <string>
#include <utility>
#include <vector>

namespace gnw {

enum class ViolinOrder { Name, Median, Custom };

struct ViolinGroup {
    ViolinData violin;              // log2(speedup) statistics and density (core)
    std::vector<ResultRef> members; // the samples whose speedup it shows
};

// Upstream takes every sample with a positive speedup whatever its status; `correctOnly` keeps the
// status-correct ones. Curves without any such sample get no violin.
std::vector<ViolinGroup> violinGroups(const CurveSet& set, bool correctOnly, int points = 100);

// Name: alphabetical (upstream sorts); Median: highest median speedup first; Custom: the names in
// `custom` first in that order, the rest after them alphabetically.
void orderViolins(std::vector<ViolinGroup>& groups, ViolinOrder order,
                  const std::vector<std::string>& custom = {});

// Whiskers as matplotlib/seaborn draw them: the most extreme values within 1.5 IQR of the box.
std::pair<double, double> whiskerRange(const ViolinData& violin);

} // namespace gnw
