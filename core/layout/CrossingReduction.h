#pragma once
// Layer-by-layer barycentric crossing reduction with exact crossing counts, bounded in sweeps and time.
#include "core/layout/ProperGraph.h"

#include <chrono>
#include <stop_token>

namespace gnw::layout {

// Crossings between layer `upper` and the one below it (Barth, Jünger, Mutzel: O(E log V)).
long long countCrossings(const ProperGraph& g, int upper);
long long countCrossings(const ProperGraph& g);

struct CrossingReport {
    long long before = 0;
    long long after = 0;
    int sweeps = 0;
};

struct CrossingOptions {
    int maxSweeps = 12;
    std::chrono::milliseconds budget{1500};
};

// Alternates downward and upward sweeps, each sorting a layer by the mean position of its neighbours in the
// layer just fixed, then swapping neighbours while that removes crossings (transpose); keeps the best order
// seen, so the result never has more crossings than the input. Barycentres oscillate, so it stops only
// after four sweeps without improvement, at the sweep or time budget, or when `stop` is requested.
CrossingReport reduceCrossings(ProperGraph& g, const CrossingOptions& options, std::stop_token stop = {});

} // namespace gnw::layout
