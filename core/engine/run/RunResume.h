#pragma once
// Continuing a stored run (executeRun's resumeRunId): its record and configuration as stored, with the
// limits given anew, which samples are complete and which have some of their repeats, and what the run's
// notes say about the session that continues it.
#include "core/engine/run/BenchmarkRun.h"
#include "core/store/RepeatStore.h"
#include "core/store/RunRecord.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace gnw {
class Database;
class ResultStore;
} // namespace gnw

namespace gnw::engine {

struct Resumed {
    RunRecord run;
    // Sample paths with a complete result: every repeat measured, or a repeat failed.
    std::set<std::string> done;
    // Sample paths with fewer repeats than the run asks for: the ones stored, by repeat number.
    std::map<std::string, std::vector<RepeatRecord>> partial;
    std::string elsewhere, limitsChanged;
    int redone = 0;
};

// Reads run `runId` to continue: `config` becomes its stored configuration with what `given` may change
// (the executable, the device lock, the limits given anew); results whose path contains one of
// `given.redo` are left out of `done` to be measured again.
Result<Resumed> resumeStored(ResultStore& store, Database& db, std::int64_t runId,
                             const BenchmarkConfig& given, BenchmarkConfig& config);

// A resumed run's notes say when it went on, where and with which limits, once it measures anything here
// (a finished run continued again, as a restarted sweep does, measures nothing and keeps its notes).
void noteResume(ResultStore& store, std::int64_t runId, const Resumed& r, bool measuresAny);

} // namespace gnw::engine
