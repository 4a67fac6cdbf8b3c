#pragma once
// The cluster workflow as a core API (no Qt), shared by `graphnet-bench slurm` and the GUI: submit a sweep
// of N shards as one Slurm job array, follow it, resubmit the shards that did not finish, and merge the
// shard stores (ShardMerge.h). All calls block on the Slurm client tools (bounded by timeouts): call them
// from a worker thread in a GUI. See docs/cluster.md.
#include "core/cluster/ShardMerge.h"
#include "core/cluster/SweepManifest.h"
#include "core/util/Result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gnw::cluster {

// True when `sbatch` is on PATH: the GUI offers a cluster target only then.
bool slurmAvailable();

struct SweepSpec {
    std::filesystem::path dataset;
    std::vector<std::string> backends;
    int shards = 1;
    std::filesystem::path store;         // the merged store; shard stores go to STORE.shards/
    std::string partition;               // empty = the cluster's default
    std::string gres;                    // e.g. "gpu:1"
    std::string time;                    // Slurm time limit per task, e.g. "01:00:00"
    std::vector<std::string> sbatchArgs; // further sbatch options, e.g. "--mem=16G", "--account=X"
    std::vector<std::string> runArgs;    // further `graphnet-bench run` options, e.g. {"--trials", "10"}
    std::filesystem::path bench;         // graphnet-bench to run on the nodes (absolute)
};

// Writes STORE.shards/sweep.sbatch and sweep.json, submits the array with sbatch and returns the
// submission (job id). Refuses when the store already has a sweep (resume it, or remove STORE.shards).
Result<SweepSubmission> submitSweep(const SweepSpec& spec);

enum class ShardState { Pending, Running, Done, Failed };
const char* shardStateName(ShardState s); // "pending", "running", "done", "failed"

struct ShardStatus {
    int shard = 0; // 1-based
    ShardState state = ShardState::Pending;
    std::string jobId;      // "12_3": the latest array task that ran it
    std::string slurmState; // Slurm's word for that task, when known
    std::string node;
    std::filesystem::path store;
    int results = 0;          // over all backends
    int backendsFinished = 0; // of manifest.backends
    std::string detail;       // why failed, why pending
};

struct SweepStatus {
    SweepManifest manifest;
    std::vector<ShardStatus> shards;
    bool queueKnown = false; // squeue answered; otherwise unfinished shards read "failed" with the reason
    std::string queueError;
    int count(ShardState s) const;
};

// Per shard from squeue/sacct and the shard stores (opened read-only).
Result<SweepStatus> sweepStatus(const std::filesystem::path& store);

// Resubmits only the failed shards (not done, no longer queued or running) with `sbatch --array=LIST`
// and the same script; each array task resumes its shard store (`run --continue`). nullopt when there is
// nothing to resubmit. Refuses when squeue does not answer (it could resubmit a shard still running).
Result<std::optional<SweepSubmission>> resumeSweep(const std::filesystem::path& store);

// Merges the sweep's existing shard stores (shards not started yet are skipped) into `into`, by default
// the sweep's own store; the workbench merges them into the store it shows.
Result<MergeReport> mergeSweep(const std::filesystem::path& store, const ExpectedSamplesFn& expected = {},
                               const std::filesystem::path& into = {});

} // namespace gnw::cluster
