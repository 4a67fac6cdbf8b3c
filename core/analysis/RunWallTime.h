#pragma once
// How long a run's samples took (results.wall_ms). A sweep resumed over sessions, or merged from Slurm
// shards, has no single start and end to subtract: its cost is the sum of its samples' wall times.
#include "core/store/SampleResult.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct RunWallTime {
    double totalMs = 0; // summed over the results that record one
    int timed = 0;      // results with a wall time
    int untimed = 0;    // older results and imported logs
};

RunWallTime wallTimeOf(const std::vector<SampleResult>& results);

// "the 68 samples took 2.2 h of wall time (sum of each sample's: worker start, compile, warm-up,
// trials, comparison)", with the count of results that record none; nullopt when none does.
std::optional<std::string> wallTimeNote(const RunWallTime& wall);

} // namespace gnw
