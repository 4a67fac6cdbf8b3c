#include "core/analysis/RunRegressions.h"

#include "core/analysis/RunComparison.h"
#include "core/metrics/Breakdown.h"
#include "core/util/Percentile.h"

#include <map>
#include <memory>
#include <tuple>

namespace gnw {

namespace {

std::optional<double> passingSpeedup(const SampleResult* r) {
    return r && r->status == SampleStatus::Correct ? usableSpeedup(*r) : std::nullopt;
}

SpeedupChange classify(const SampleResult* base, const SampleResult* next) {
    const auto a = passingSpeedup(base), b = passingSpeedup(next);
    if (a && !b)
        return SpeedupChange::NowFails;
    if (!a && b)
        return SpeedupChange::NowPasses;
    if (!a)
        return SpeedupChange::BothFail;
    const auto& x = base->details;
    const auto& y = next->details;
    if (!x.speedupCiLow || !x.speedupCiHigh || !y.speedupCiLow || !y.speedupCiHigh)
        return SpeedupChange::NoInterval;
    if (*y.speedupCiHigh < *x.speedupCiLow)
        return SpeedupChange::Regression;
    if (*y.speedupCiLow > *x.speedupCiHigh)
        return SpeedupChange::Improvement;
    return SpeedupChange::WithinIntervals;
}

// A result detail that every result of the run shares, or "mixed"; "" when none records it.
template <typename Get> std::string shared(const LoadedRun& run, Get get) {
    std::string value;
    for (const auto& r : run.results) {
        const std::string v = get(r);
        if (v.empty())
            continue;
        if (value.empty())
            value = v;
        else if (value != v)
            return "mixed";
    }
    return value;
}

std::string text(const std::optional<int>& v) {
    return v ? std::to_string(*v) : std::string();
}

std::vector<std::string> differingSettings(const LoadedRun& a, const LoadedRun& b) {
    const auto protocol = [](const SampleResult& r) { return r.details.protocol; };
    const auto baseline = [](const SampleResult& r) { return r.details.baseline; };
    const std::vector<std::tuple<std::string, std::string, std::string>> settings{
        {"protocol", shared(a, protocol), shared(b, protocol)},
        {"baseline", shared(a, baseline), shared(b, baseline)},
        {"device", a.run.device, b.run.device},
        {"hardware", a.run.hardware, b.run.hardware},
        {"threads", text(a.run.threads), text(b.run.threads)},
        {"warmup", text(a.run.warmup), text(b.run.warmup)},
        {"trials", text(a.run.trials), text(b.run.trials)},
    };
    std::vector<std::string> out;
    for (const auto& [name, x, y] : settings)
        if (x != y)
            out.push_back(name + ": " + (x.empty() ? "(none)" : x) + " -> " + (y.empty() ? "(none)" : y));
    return out;
}

} // namespace

std::string_view changeName(SpeedupChange change) {
    switch (change) {
    case SpeedupChange::Regression:
        return "regression";
    case SpeedupChange::Improvement:
        return "improvement";
    case SpeedupChange::WithinIntervals:
        return "within intervals";
    case SpeedupChange::NoInterval:
        return "no interval";
    case SpeedupChange::NowFails:
        return "now fails";
    case SpeedupChange::NowPasses:
        return "now passes";
    case SpeedupChange::BothFail:
        return "both fail";
    }
    return "";
}

RegressionReport compareAgainst(const LoadedRun& base, const LoadedRun& next) {
    // compareRuns pairs by key; the runs outlive the report's pointers (the caller's LoadedRun objects).
    const auto pairs = compareRuns(std::shared_ptr<const LoadedRun>(&base, [](const LoadedRun*) {}),
                                   std::shared_ptr<const LoadedRun>(&next, [](const LoadedRun*) {}));
    RegressionReport report;
    // Per category, then all samples: the counts and the ratios whose geometric mean the row reports.
    std::map<std::string, std::pair<CategoryChange, std::vector<double>>> byCategory;
    std::pair<CategoryChange, std::vector<double>> all;
    for (const auto& p : pairs.samples) {
        SampleChange c;
        c.key = p.key;
        c.base = p.a;
        c.next = p.b;
        c.category = categoryOf(p.a ? *p.a : *p.b);
        c.baseSpeedup = passingSpeedup(p.a);
        c.newSpeedup = passingSpeedup(p.b);
        if (c.baseSpeedup && c.newSpeedup)
            c.ratio = *c.newSpeedup / *c.baseSpeedup;
        c.change = classify(p.a, p.b);
        for (auto* group : {&byCategory[c.category], &all}) {
            CategoryChange& g = group->first;
            g.regressions += c.change == SpeedupChange::Regression;
            g.improvements += c.change == SpeedupChange::Improvement;
            g.nowFails += c.change == SpeedupChange::NowFails;
            g.nowPasses += c.change == SpeedupChange::NowPasses;
            if (c.ratio)
                group->second.push_back(*c.ratio);
        }
        report.samples.push_back(std::move(c));
    }
    const auto close = [](std::pair<CategoryChange, std::vector<double>>& group,
                          const std::string& category) {
        CategoryChange& g = group.first;
        g.category = category;
        g.common = static_cast<int>(group.second.size());
        if (g.common > 0)
            g.geomeanRatio = geometricMean(group.second);
        return g;
    };
    for (auto& [category, group] : byCategory)
        report.categories.push_back(close(group, category));
    report.categories.push_back(close(all, ""));
    report.settingsDiffer = differingSettings(base, next);
    return report;
}

} // namespace gnw
