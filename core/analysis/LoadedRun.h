#pragma once
// Runs with their results, read from a store for analysis (the workbench's Analysis page, `graphnet-bench
// plot`). Curves, violins and the run comparison refer to results in here by index, so a drill-down can
// always name the samples behind a point.
#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"
#include "core/util/Result.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gnw {

struct LoadedRun {
    RunRecord run;
    std::vector<SampleResult> results;
};

using LoadedRuns = std::vector<std::shared_ptr<const LoadedRun>>;

// Every run of the store, oldest first, without results. A missing store is an empty list.
Result<std::vector<RunRecord>> listStoredRuns(const std::string& storePath);
// The given runs with their results, in the order asked; an id the store lacks is an error.
Result<LoadedRuns> loadStoredRuns(const std::string& storePath, const std::vector<std::int64_t>& runIds);

// "name" when unique among `runs`, else "name #id".
std::string runLabel(const RunRecord& run, const std::vector<RunRecord>& runs);

} // namespace gnw
