#pragma once
// What a run of the given samples will cost in timed calls, from the cost model's predicted eager time per
// sample (CostModelStore::predictions). Each side (eager and the backend) makes warm-up calls and then
// `trials` timed calls, more until they add up to half the time budget, at most maxTrials (RunSettings);
// the backend is assumed as fast as eager (its speedup is what the run is for). Loading, input synthesis
// and compilation are not included: they do not scale with the graph's time, and the estimate says so.
#include "core/store/RunSettings.h"

#include <optional>
#include <vector>

namespace gnw {

struct RunEstimate {
    int samples = 0;
    int predicted = 0;       // samples with a prediction (the others are not in the sums)
    double eagerSeconds = 0; // one eager call of each predicted sample, summed
    double timedSeconds = 0; // warm-up and timed calls of both sides, every backend, summed
};

RunEstimate estimateRun(const std::vector<std::optional<double>>& predictedEagerSeconds,
                        const RunSettings& settings, int backends = 1);

} // namespace gnw
