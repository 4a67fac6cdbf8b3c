#pragma once
// A sample measured several times (RunSettings::repeats), each time in fresh processes: its result is the
// median over the repeats, with an interval from their spread. A single run's interval (SpeedupInterval.h)
// resamples the calls of one process and so covers only the variation within it; what differs between
// processes (where the allocator put the tensors, which core the threads got, the machine's speed state for
// the minutes the process ran) moves the whole run. Over repeats, that variation is in the sample:
// log(speedup) of each repeat is one observation, and the interval is Student's t interval of their mean,
// back-transformed (docs/backends.md, "What the interval means").
#include "core/store/RepeatStore.h"
#include "core/store/SampleResult.h"

#include <optional>
#include <vector>

namespace gnw {

// What a measured result keeps as one repeat of its sample.
RepeatRecord repeatRecordOf(const SampleResult& result, int repeat);

// The 0.975 quantile of Student's t distribution with `df` >= 1 degrees of freedom (a table to 30, a
// Cornish-Fisher expansion beyond, within 1e-4 of the exact value).
double studentT975(int df);

struct RepeatInterval {
    double low = 0, high = 0;
};
// The 95% interval over repeats' speedups (positive), none for fewer than two.
std::optional<RepeatInterval> repeatInterval(const std::vector<double>& speedups);

// The sample's result over its repeats so far, `latest` being the last one measured (its full result, of
// which `repeats` holds the record too). A failed latest repeat is the result (a sample that fails once
// fails; it is not measured again), its message saying which repeat. Otherwise the speedup and the two
// sides' medians are the medians over the repeats, the interval is repeatInterval() (the latest's own with a
// single repeat), trials and wall time add up, contention and IQR/median are the median repeat's, and the
// result is noisy when most repeats were. The other statistics (IQR, mean, min, max of the calls) and the
// outputs' comparison are the latest repeat's.
SampleResult combineRepeats(const SampleResult& latest, const std::vector<RepeatRecord>& repeats,
                            int requested);

} // namespace gnw
