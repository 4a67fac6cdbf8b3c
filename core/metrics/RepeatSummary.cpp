#include "core/metrics/RepeatSummary.h"

#include "core/util/Percentile.h"

#include <array>
#include <cmath>
#include <numeric>

namespace gnw {

RepeatRecord repeatRecordOf(const SampleResult& r, int repeat) {
    RepeatRecord record;
    record.repeat = repeat;
    record.status = r.status;
    record.failureClass = r.failureClass;
    record.message = r.message;
    record.eagerMs = r.eagerE2e.median;
    record.compiledMs = r.compiledE2e.median;
    record.speedup = r.speedupE2e;
    record.ciLow = r.details.speedupCiLow;
    record.ciHigh = r.details.speedupCiHigh;
    record.trials = r.details.trials;
    record.relIqr = r.details.relIqr;
    record.noisy = r.details.noisy;
    record.contention = r.details.contention;
    record.measuredAt = r.details.measuredAt;
    record.wallMs = r.details.wallMs;
    return record;
}

double studentT975(int df) {
    static constexpr std::array<double, 30> kTable{
        12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139,
        2.200985,  2.178813, 2.160369, 2.144787, 2.131450, 2.119905, 2.109816, 2.100922, 2.093024, 2.085963,
        2.079614,  2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.045230, 2.042272};
    if (df < 1)
        return std::nan("");
    if (df <= static_cast<int>(kTable.size()))
        return kTable[df - 1];
    const double z = 1.959963984540054, n = df;
    const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
    return z + (z3 + z) / (4 * n) + (5 * z5 + 16 * z3 + 3 * z) / (96 * n * n) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * n * n * n);
}

std::optional<RepeatInterval> repeatInterval(const std::vector<double>& speedups) {
    const std::size_t n = speedups.size();
    if (n < 2)
        return std::nullopt;
    std::vector<double> logs;
    for (double s : speedups) {
        if (!(s > 0) || !std::isfinite(s))
            return std::nullopt;
        logs.push_back(std::log(s));
    }
    const double mean = std::accumulate(logs.begin(), logs.end(), 0.0) / n;
    double squares = 0;
    for (double l : logs)
        squares += (l - mean) * (l - mean);
    const double halfWidth = studentT975(static_cast<int>(n) - 1) * std::sqrt(squares / (n - 1) / n);
    return RepeatInterval{std::exp(mean - halfWidth), std::exp(mean + halfWidth)};
}

namespace {

template <typename T, typename Get>
std::vector<double> known(const std::vector<RepeatRecord>& repeats, Get get) {
    std::vector<double> out;
    for (const auto& r : repeats)
        if (const std::optional<T> v = get(r))
            out.push_back(static_cast<double>(*v));
    return out;
}

std::optional<double> medianOrNone(const std::vector<double>& values) {
    return values.empty() ? std::nullopt : std::optional(median(values));
}

} // namespace

SampleResult combineRepeats(const SampleResult& latest, const std::vector<RepeatRecord>& repeats,
                            int requested) {
    SampleResult combined = latest;
    const int n = static_cast<int>(repeats.size());
    if (requested <= 1 && n <= 1)
        return combined;
    combined.details.repeats = n;
    if (!latest.speedupE2e) {
        combined.message =
            "repeat " + std::to_string(n) + " of " + std::to_string(requested) + ": " + latest.message;
        return combined;
    }
    const auto speedups = known<double>(repeats, [](const RepeatRecord& r) { return r.speedup; });
    combined.speedupE2e = medianOrNone(speedups);
    combined.eagerE2e.median = medianOrNone(known<double>(repeats, [](const auto& r) { return r.eagerMs; }));
    combined.compiledE2e.median =
        medianOrNone(known<double>(repeats, [](const auto& r) { return r.compiledMs; }));
    if (const auto interval = repeatInterval(speedups)) {
        combined.details.speedupCiLow = interval->low;
        combined.details.speedupCiHigh = interval->high;
    }
    const auto trials = known<int>(repeats, [](const auto& r) { return r.trials; });
    if (!trials.empty())
        combined.details.trials = static_cast<int>(std::accumulate(trials.begin(), trials.end(), 0.0));
    const auto walls = known<double>(repeats, [](const auto& r) { return r.wallMs; });
    if (!walls.empty())
        combined.details.wallMs = std::accumulate(walls.begin(), walls.end(), 0.0);
    combined.details.contention =
        medianOrNone(known<double>(repeats, [](const auto& r) { return r.contention; }));
    combined.details.relIqr = medianOrNone(known<double>(repeats, [](const auto& r) { return r.relIqr; }));
    const auto noisy = known<bool>(repeats, [](const auto& r) { return r.noisy; });
    if (!noisy.empty())
        combined.details.noisy = 2 * std::accumulate(noisy.begin(), noisy.end(), 0.0) > n;
    return combined;
}

} // namespace gnw
