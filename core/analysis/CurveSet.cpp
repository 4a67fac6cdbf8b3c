#include "core/analysis/CurveSet.h"

#include "core/metrics/Breakdown.h"
#include "core/store/MeasurementSemantics.h"

#include <map>

namespace gnw {

std::optional<CurveGrouping> parseCurveGrouping(std::string_view name) {
    if (name == "run")
        return CurveGrouping::Run;
    if (name == "backend")
        return CurveGrouping::Backend;
    if (name == "category")
        return CurveGrouping::Category;
    if (name == "domain")
        return CurveGrouping::Domain;
    return std::nullopt;
}

namespace {
std::string groupName(const CurveSet& set, ResultRef ref, CurveGrouping grouping,
                      const std::vector<RunRecord>& records) {
    const auto& run = set.run(ref);
    switch (grouping) {
    case CurveGrouping::Run:
        return runLabel(run, records);
    case CurveGrouping::Backend:
        return run.compiler.empty() ? std::string("(unknown backend)") : run.compiler;
    case CurveGrouping::Category:
    case CurveGrouping::Domain: {
        const std::string group =
            grouping == CurveGrouping::Domain ? domainOf(set.result(ref)) : categoryOf(set.result(ref));
        return set.runs.size() > 1 ? runLabel(run, records) + " / " + group : group;
    }
    }
    return {};
}
} // namespace

CurveSet makeCurveSet(LoadedRuns runs, CurveGrouping grouping, SpeedupKind speedup, FlaggedResults flagged) {
    CurveSet set;
    set.runs = std::move(runs);
    set.speedup = speedup;
    std::vector<RunRecord> records;
    for (const auto& r : set.runs)
        records.push_back(r->run);
    std::map<std::string, std::size_t> index;
    for (int r = 0; r < static_cast<int>(set.runs.size()); ++r) {
        // Categories of one run are sorted; runs (and so backends) keep their order.
        std::map<std::string, std::vector<ResultRef>> perRun;
        const auto& results = set.runs[r]->results;
        for (int i = 0; i < static_cast<int>(results.size()); ++i) {
            if (flagged == FlaggedResults::Excluded && measurementFlagged(results[i].details))
                continue;
            const ResultRef ref{r, i};
            perRun[groupName(set, ref, grouping, records)].push_back(ref);
        }
        std::vector<std::string> order;
        if (grouping == CurveGrouping::Category || grouping == CurveGrouping::Domain)
            for (const auto& entry : perRun)
                order.push_back(entry.first);
        else
            order.push_back(groupName(set, {r, 0}, grouping, records));
        for (const auto& name : order) {
            auto [it, added] = index.emplace(name, set.curves.size());
            if (added)
                set.curves.push_back({name, {}, {}});
            auto& curve = set.curves[it->second];
            for (const auto ref : perRun[name]) {
                curve.members.push_back(ref);
                curve.scored.push_back(scoredSample(set.result(ref), speedup));
            }
        }
    }
    return set;
}

} // namespace gnw
