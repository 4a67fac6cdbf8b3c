#include "core/analysis/RunMachines.h"

#include "core/util/CpuContention.h"
#include "core/util/HostDescription.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace gnw {

std::vector<MachineCount> machinesOf(const std::vector<SampleResult>& results) {
    std::map<std::string, int> counts;
    for (const auto& r : results)
        if (!r.details.machine.empty())
            ++counts[r.details.machine];
    std::vector<MachineCount> out;
    for (const auto& [machine, n] : counts)
        out.push_back({machine, n});
    std::stable_sort(out.begin(), out.end(),
                     [](const MachineCount& a, const MachineCount& b) { return a.results > b.results; });
    return out;
}

std::optional<std::string> mixedMachinesNote(const std::vector<SampleResult>& results) {
    const auto machines = machinesOf(results);
    if (machines.size() < 2)
        return std::nullopt;
    std::string note = "measured on " + std::to_string(machines.size()) + " machines:";
    for (std::size_t i = 0; i < machines.size(); ++i)
        note += (i ? "; " : " ") + machineSummary(machines[i].machine) + " (" +
                std::to_string(machines[i].results) + " results)";
    return note + "; their timings differ, so compare speedups per machine (export-csv's machine column)";
}

std::optional<std::string> contendedResultsNote(const std::vector<SampleResult>& results) {
    int contended = 0;
    for (const auto& r : results)
        contended += r.details.contention && *r.details.contention >= kContendedCores ? 1 : 0;
    if (contended == 0)
        return std::nullopt;
    char threshold[16];
    std::snprintf(threshold, sizeof threshold, "%.1f", kContendedCores);
    return std::to_string(contended) + " of " + std::to_string(results.size()) +
           " results were measured while other processes kept >= " + threshold +
           " cores busy: their timings are slowed (export-csv's contention column names them; `run --resume "
           "ID --redo` measures them again)";
}

} // namespace gnw
