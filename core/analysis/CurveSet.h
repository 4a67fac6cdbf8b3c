#pragma once
// Which samples make up each curve (and each violin): one curve per run, per backend (runs with the
// same compiler pooled) or per category. Members are references into the loaded runs, so the samples
// behind any point can be listed.
#include "core/analysis/LoadedRun.h"
#include "core/metrics/ScoredSample.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// Domain: NLP / CV / other (domainOf), the GraphNet paper's split, across frameworks.
enum class CurveGrouping { Run, Backend, Category, Domain };

// "run", "backend", "category", "domain"
std::optional<CurveGrouping> parseCurveGrouping(std::string_view name);

struct ResultRef {
    int run = 0;    // index into CurveSet::runs
    int result = 0; // index into that run's results
};

struct CurveSource {
    std::string name;
    std::vector<ResultRef> members;
    std::vector<ScoredSample> scored; // aligned with members
};

struct CurveSet {
    LoadedRuns runs;
    std::vector<CurveSource> curves;
    SpeedupKind speedup = SpeedupKind::E2e;

    const SampleResult& result(ResultRef ref) const { return runs[ref.run]->results[ref.result]; }
    const RunRecord& run(ResultRef ref) const { return runs[ref.run]->run; }
};

// Whether results flagged as measured with care (measurementFlagged: noisy, contended) are in the curves.
// Included by default, as upstream's curves take every result.
enum class FlaggedResults { Included, Excluded };

// Runs keep their order; backends appear in the order of their first run; categories and domains are
// sorted (per run, named "<run> / <category>", when there are several runs).
CurveSet makeCurveSet(LoadedRuns runs, CurveGrouping grouping, SpeedupKind speedup = SpeedupKind::E2e,
                      FlaggedResults flagged = FlaggedResults::Included);

} // namespace gnw
