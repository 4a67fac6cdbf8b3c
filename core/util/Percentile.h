#pragma once
// Order statistics used wherever a typical value is reported: one definition, so that a median printed by
// the CLI, stored by a run, drawn in a violin and used by the cost model is the same number.
#include <vector>

namespace gnw {

// numpy.percentile's default (linear interpolation between order statistics); `sorted` ascending; NaN
// when empty.
double percentileOfSorted(const std::vector<double>& sorted, double fraction);
// The median (the mean of the middle two for an even count, as numpy.median); NaN when empty.
double median(std::vector<double> values);
// The geometric mean of positive values (speedups, ratios); NaN when empty.
double geometricMean(const std::vector<double>& values);

} // namespace gnw
