#pragma once
// upstream's aggregate_es_scores (spec 6.7): one number per ES(t) curve, the weighted mean of log10 ES(t)
// over t = -10..4 with weights derived from A100-vs-H20 NLP curves.
#include "core/metrics/EsScores.h"

#include <array>
#include <optional>

namespace gnw {

// Normalised weights for t = -10..4 (0.001 x3, 0.13, 0.40, 0.48 x10, divided by their sum 5.333).
const std::array<double, 15>& aggregateWeights();

// sum_t w_t log10 ES(t); nullopt when the curve lacks one of t = -10..4 or an ES(t) there is not
// positive (upstream asserts on missing keys; t = 5 of mismatch_extended is ignored here, where
// upstream refuses the curve). 10^score is the "rectified speedup" older upstream versions printed.
std::optional<double> aggregateScore(const ScoreCurve& curve);

} // namespace gnw
