#pragma once
// Which machines measured a run's results (results.machine). A run resumed over sessions, or merged from
// Slurm shards, can mix machines; its speedups then mix their hardware, and its reader should be told.
#include "core/store/SampleResult.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct MachineCount {
    std::string machine; // HostDescription's JSON
    int results = 0;
};

// Most results first; results that record no machine (older ones, imported logs) are not counted.
std::vector<MachineCount> machinesOf(const std::vector<SampleResult>& results);

// "measured on 2 machines: host a: AMD EPYC (...), 2 CPUs, avx2 (100 results); host b: ... (23 results)";
// nullopt when one machine or none measured them.
std::optional<std::string> mixedMachinesNote(const std::vector<SampleResult>& results);

// "3 of 120 results were measured while other processes kept >= 0.5 cores busy (...)"; nullopt for none.
std::optional<std::string> contendedResultsNote(const std::vector<SampleResult>& results);

} // namespace gnw
