#pragma once
// A Slurm sweep on disk (docs/cluster.md). Everything lives next to the merged store FILE:
//   FILE.shards/sweep.json               this manifest: what was submitted, and every submission's job id
//   FILE.shards/sweep.sbatch             the job-array script (kept for inspection and reruns)
//   FILE.shards/shard-K-of-N.sqlite      shard K's own store: one writer per SQLite file, never several
//   FILE.shards/shard-K-of-N.BACKEND.log its upstream-format log;  shard-K-of-N.out: Slurm's output
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace gnw::cluster {

struct SweepSubmission {
    std::string jobId;       // Slurm's array job id
    std::vector<int> shards; // 1-based array indices submitted
    std::string submittedAt; // ISO-8601 UTC
};

struct SweepManifest {
    std::filesystem::path store;   // the merged store (absolute)
    std::filesystem::path dataset; // absolute; compute nodes must see the same path
    std::vector<std::string> backends;
    int shards = 1;
    std::filesystem::path bench;         // absolute graphnet-bench each task runs
    std::vector<std::string> runArgs;    // further `run` options, passed through as given
    std::vector<std::string> sbatchArgs; // "--partition=P", "--gres=gpu:1", ... as #SBATCH lines
    std::vector<SweepSubmission> submissions;
};

std::filesystem::path sweepDir(const std::filesystem::path& store);
std::filesystem::path manifestPath(const std::filesystem::path& store);
std::filesystem::path scriptPath(const std::filesystem::path& store);
std::filesystem::path shardStorePath(const std::filesystem::path& store, int shard, int shards);

nlohmann::json toJson(const SweepManifest& m);
Result<SweepManifest> manifestFromJson(const nlohmann::json& j, const std::filesystem::path& file);

// Reads FILE.shards/sweep.json for the merged store FILE; the error names the file.
Result<SweepManifest> readManifest(const std::filesystem::path& store);
// Writes atomically (temporary file, then rename), so a reader never sees half a manifest.
Status writeManifest(const SweepManifest& m);

// The sbatch job-array script: one array task per shard, each running `graphnet-bench run --continue
// --shard K/N` once per backend into its own shard store.
std::string sbatchScript(const SweepManifest& m);

// Quotes a word for bash (single quotes unless it is plain).
std::string shellQuote(const std::string& word);

} // namespace gnw::cluster
