#pragma once
// The analytical estimate of a graph's eager time on a machine: every operator runs at the roofline (its
// FLOPs at the GEMM peak or its bytes at the measured bandwidth, whichever takes longer) and pays the
// machine's measured dispatch cost once; operators run one after another, as in eager mode. It knows
// nothing the graph and the calibration do not say: no cache reuse, no slow kernels, no Python.
#include "core/graph/FlopEstimator.h"
#include "core/store/MachinePeaks.h"

#include <vector>

namespace gnw {

struct AnalyticalCost {
    std::vector<double> nodeSeconds; // one per graph node
    double seconds = 0;              // their sum
};

// Peaks the calibration did not measure count as unlimited (that term is 0).
AnalyticalCost analyticalCost(const GraphCost& cost, const MachinePeaks& machine);

} // namespace gnw
