#include "core/analysis/Roofline.h"

namespace gnw {

std::optional<double> flopRate(double flops, const std::optional<double>& milliseconds) {
    if (!milliseconds || !(*milliseconds > 0))
        return std::nullopt;
    return flops / (*milliseconds / 1000.0);
}

Roofline rooflineOf(const LoadedRun& run, const std::optional<MachinePeaks>& machine) {
    Roofline out;
    for (std::size_t i = 0; i < run.results.size(); ++i) {
        const SampleResult& r = run.results[i];
        if (!r.graphFlops || !r.graphBytes || !(*r.graphFlops > 0) || !(*r.graphBytes > 0)) {
            ++out.withoutCost;
            continue;
        }
        const auto eagerMs = r.eagerGpu.median ? r.eagerGpu.median : r.eagerE2e.median;
        const auto compiledMs = r.compiledGpu.median ? r.compiledGpu.median : r.compiledE2e.median;
        RooflinePoint p;
        p.result = i;
        p.samplePath = r.samplePath;
        p.category = r.category;
        p.flops = *r.graphFlops;
        p.bytes = *r.graphBytes;
        p.intensity = p.flops / p.bytes;
        p.eagerRate = flopRate(p.flops, eagerMs);
        p.compiledRate = flopRate(p.flops, compiledMs);
        if (!p.eagerRate) {
            ++out.withoutTime;
            continue;
        }
        if (machine) {
            p.roof = machine->roof(p.intensity);
            const auto peak = machine->peakFlops();
            p.memoryBound = p.roof && peak && *p.roof < *peak;
            if (p.roof) {
                p.eagerFractionOfRoof = *p.eagerRate / *p.roof;
                if (p.compiledRate)
                    p.compiledFractionOfRoof = *p.compiledRate / *p.roof;
            }
        }
        out.points.push_back(std::move(p));
    }
    return out;
}

} // namespace gnw
