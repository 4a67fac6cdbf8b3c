#include "core/costmodel/AnalyticalCost.h"

#include <algorithm>

namespace gnw {

AnalyticalCost analyticalCost(const GraphCost& cost, const MachinePeaks& machine) {
    const double peak = machine.peakFlops().value_or(0);
    const double bandwidth = machine.bandwidth().value_or(0);
    const double dispatch = machine.dispatchSeconds.value_or(0);
    AnalyticalCost out;
    out.nodeSeconds.reserve(cost.nodes.size());
    for (const OpCost& node : cost.nodes) {
        const double compute = peak > 0 ? node.flops / peak : 0;
        const double memory = bandwidth > 0 ? node.bytes / bandwidth : 0;
        out.nodeSeconds.push_back(std::max(compute, memory) + dispatch);
        out.seconds += out.nodeSeconds.back();
    }
    return out;
}

} // namespace gnw
