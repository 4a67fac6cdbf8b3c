#include "core/analysis/RunSummary.h"

#include "core/analysis/RunComparison.h"
#include "core/metrics/Breakdown.h"
#include "core/util/CpuContention.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace gnw {

namespace {

bool passes(const SampleResult& r) {
    return r.status == SampleStatus::Correct;
}

// The geometric mean, or none of no values.
std::optional<double> geomeanOf(const std::vector<double>& values) {
    return values.empty() ? std::nullopt : std::optional<double>(geometricMean(values));
}

// The keys of the samples that pass, with a usable speedup, in every run.
std::set<std::string> commonPassing(const LoadedRuns& runs) {
    std::map<std::string, std::size_t> count;
    for (const auto& run : runs) {
        std::set<std::string> keys;
        for (const auto& r : run->results)
            if (passes(r) && usableSpeedup(r))
                keys.insert(comparisonKey(r.samplePath));
        for (const auto& k : keys)
            ++count[k];
    }
    std::set<std::string> out;
    for (const auto& [key, n] : count)
        if (n == runs.size())
            out.insert(key);
    return out;
}

SummaryRow summarize(const std::vector<const SampleResult*>& results, const std::set<std::string>& common) {
    SummaryRow row;
    row.samples = static_cast<int>(results.size());
    std::vector<double> speedups, commonSpeedups, compileSeconds;
    int noisy = 0, contended = 0;
    for (const SampleResult* r : results) {
        if (passes(*r)) {
            ++row.passed;
            if (const auto s = usableSpeedup(*r)) {
                speedups.push_back(*s);
                if (common.count(comparisonKey(r->samplePath)))
                    commonSpeedups.push_back(*s);
            }
        }
        if (r->compileMs)
            compileSeconds.push_back(*r->compileMs / 1e3);
        if (r->details.graphBreaks)
            row.graphBreaks = row.graphBreaks.value_or(0) + *r->details.graphBreaks;
        noisy += r->details.noisy.value_or(false) ? 1 : 0;
        contended += r->details.contention && *r->details.contention >= kContendedCores ? 1 : 0;
    }
    const double n = std::max(1, row.samples);
    row.passRate = row.passed / n;
    row.geomeanSpeedup = geomeanOf(speedups);
    row.geomeanSpeedupCommon = geomeanOf(commonSpeedups);
    row.speedupSamples = static_cast<int>(speedups.size());
    row.commonSamples = static_cast<int>(commonSpeedups.size());
    if (!compileSeconds.empty()) {
        row.compileSecondsMedian = median(compileSeconds);
        double sum = 0;
        for (double s : compileSeconds)
            sum += s;
        row.compileSecondsMean = sum / static_cast<double>(compileSeconds.size());
    }
    row.noisyShare = noisy / n;
    row.contendedShare = contended / n;
    return row;
}

} // namespace

std::vector<SummaryRow> summarizeRuns(const LoadedRuns& runs, bool byCategory) {
    std::vector<RunRecord> records;
    for (const auto& run : runs)
        records.push_back(run->run);
    const std::set<std::string> common = commonPassing(runs);
    std::vector<SummaryRow> rows;
    for (const auto& run : runs) {
        std::vector<const SampleResult*> all;
        std::map<std::string, std::vector<const SampleResult*>> byKey;
        for (const auto& r : run->results) {
            all.push_back(&r);
            if (byCategory)
                byKey[categoryOf(r)].push_back(&r);
        }
        const std::string label = runLabel(run->run, records);
        rows.push_back(summarize(all, common));
        rows.back().run = label;
        rows.back().runId = run->run.id;
        for (const auto& [category, results] : byKey) {
            rows.push_back(summarize(results, common));
            rows.back().run = label;
            rows.back().runId = run->run.id;
            rows.back().category = category;
        }
    }
    return rows;
}

} // namespace gnw
