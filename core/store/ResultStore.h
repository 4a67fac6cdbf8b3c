#pragma once
// Runs and per-sample results in the product's store (tables `runs` and `results`, schema 2). Used by
// the log importer and by the benchmark engine alike: an engine run is createRun(), then addResult()
// once per finished sample (each committed on its own, so a crash loses at most the sample in flight),
// then finishRun(). Errors inside an open database throw DatabaseError (see Database.h).
#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

class Database;

class ResultStore {
public:
    explicit ResultStore(Database& db) : m_db(db) {}

    std::int64_t createRun(const RunRecord& run);
    // Commits one result in its own transaction. A second result for the same sample path in the same
    // run replaces the first (a re-measured sample). Returns the result's id.
    std::int64_t addResult(std::int64_t runId, const SampleResult& result);
    // Creates a run with all its results in one transaction (an import is all or nothing).
    std::int64_t importRun(const RunRecord& run, const std::vector<SampleResult>& results);
    // Stamps finished_at (now when `finishedAt` is empty).
    void finishRun(std::int64_t runId, const std::string& finishedAt = {});
    // Stamps cancelled_at now (its user stopped it), or clears it (the run goes on).
    void markCancelled(std::int64_t runId, bool cancelled = true);

    std::vector<RunRecord> listRuns(); // oldest first
    std::optional<RunRecord> run(std::int64_t runId);
    std::vector<SampleResult> results(std::int64_t runId); // in insertion (log) order
    bool deleteRun(std::int64_t runId);                    // its results go with it
    // Renames and annotates a run (the workbench's run history); false when there is no such run.
    bool updateRunLabel(std::int64_t runId, const std::string& name, const std::string& notes);
    // Replaces a run's stored configuration (a resumed run given new limits); false when there is no such
    // run.
    bool updateRunConfig(std::int64_t runId, const std::string& configJson);
    std::optional<RunRecord> findRunByDigest(const std::string& digest);

    // Links the run's results to indexed samples: the longest '/'-aligned tail of sample_path that equals
    // some samples.rel_path wins (the run's dataset root breaks ties). Returns how many are linked.
    int linkSamples(std::int64_t runId);

private:
    std::int64_t insertRun(const RunRecord& run);
    std::int64_t insertResult(std::int64_t runId, const SampleResult& result);
    Database& m_db;
};

} // namespace gnw
