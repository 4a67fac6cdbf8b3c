#pragma once
// What one machine (a CPU model or a GPU, with a thread count) can do at most, as measured by
// `graphnet-bench calibrate`: dense GEMM FLOP/s per dtype and memory bandwidth (STREAM's copy and triad).
// The roofline's roof: a graph of arithmetic intensity I (FLOP per byte) cannot run faster than
// min(peak FLOP/s, I x bandwidth).
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace gnw {

struct MachinePeaks {
    std::int64_t id = 0;                     // assigned by the store
    std::string hardware;                    // as runs record it (CPU model name, GPU name)
    std::string device;                      // "cpu", "cuda:0"
    int threads = 0;                         // intra-op threads the calibration used (CPU)
    std::map<std::string, double> gemmFlops; // dtype ("float32") -> FLOP/s
    std::optional<double> copyBandwidth;     // bytes/s: 2 x bytes of b = a per second
    std::optional<double> triadBandwidth;    // bytes/s: 3 x bytes of a = b + s * c per second
    std::optional<double> dispatchSeconds;   // the least an operator costs: a 1-element add, median call
    std::string software;                    // what measured it ("libtorch 2.13.0")
    std::string measuredAt;                  // ISO 8601, set by the store

    // The dtype's GEMM peak, else float32's, else the largest measured; nullopt when none was measured.
    std::optional<double> peakFlops(const std::string& dtype = "float32") const;
    // The bandwidth a streaming kernel reaches: triad (reads two arrays, writes one, as most elementwise
    // ops do), else copy.
    std::optional<double> bandwidth() const;
    // min(peak, intensity x bandwidth); nullopt without both.
    std::optional<double> roof(double intensity, const std::string& dtype = "float32") const;
};

} // namespace gnw
