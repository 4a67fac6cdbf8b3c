#pragma once
// A run's results on the roofline: per sample, the graph's arithmetic intensity (estimated FLOPs over
// estimated bytes, from indexing: core/graph/FlopEstimator.h) and the FLOP rate it achieved eager and
// compiled (the graph's FLOPs over the measured median time), beside the machine's roof at that intensity.
// The intensity is the graph's, unfused: a compiler that fuses moves the point up, not right, which is the
// headroom the chart shows.
#include "core/analysis/LoadedRun.h"
#include "core/store/MachinePeaks.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct RooflinePoint {
    std::size_t result = 0; // index into LoadedRun::results
    std::string samplePath;
    std::string category;
    double flops = 0;                   // the graph's estimated FLOPs
    double bytes = 0;                   // the graph's estimated memory traffic
    double intensity = 0;               // flops / bytes
    std::optional<double> eagerRate;    // FLOP/s eager achieved
    std::optional<double> compiledRate; // FLOP/s compiled achieved
    std::optional<double> roof;         // what the machine allows at this intensity
    bool memoryBound = false;           // the bandwidth line is the roof here
    std::optional<double> eagerFractionOfRoof, compiledFractionOfRoof;
};

struct Roofline {
    std::vector<RooflinePoint> points;
    int withoutCost = 0; // results whose sample has no FLOP/byte estimate (not indexed or not analysed)
    int withoutTime = 0; // results without an eager time (failed before timing)
};

// The device time where one was measured (GPU), else end to end.
Roofline rooflineOf(const LoadedRun& run, const std::optional<MachinePeaks>& machine);

// FLOP/s from a FLOP count and milliseconds; nullopt for a missing or non-positive time.
std::optional<double> flopRate(double flops, const std::optional<double>& milliseconds);

} // namespace gnw
