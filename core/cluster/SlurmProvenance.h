#pragma once
// Where a shard was measured. An array task's `run` records one attempt (job id, host, GPUs) in its run's
// `notes` as JSON {"slurm_attempts": [...]}; a resumed shard appends another. Merge collects them into the
// merged run's provenance (docs/cluster.md).
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gnw {
class Database;
}

namespace gnw::cluster {

// The attempt this process is part of, from Slurm's environment; nullopt outside a Slurm job.
std::optional<nlohmann::json> slurmAttemptFromEnvironment();

// `notes` with the attempt appended (notes that are not ours are kept under "text").
std::string notesWithAttempt(const std::string& notes, const nlohmann::json& attempt);
std::vector<nlohmann::json> attemptsInNotes(const std::string& notes);

// Appends the attempt to a stored run's notes (a resumed shard).
void recordAttempt(Database& db, std::int64_t runId, const nlohmann::json& attempt);

} // namespace gnw::cluster
