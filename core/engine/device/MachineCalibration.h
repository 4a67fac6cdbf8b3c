#pragma once
// Measures what a device can do at most (core/store/MachinePeaks.h), in seconds: dense GEMM through ATen
// per dtype (the best of repeated N x N matmuls) and memory bandwidth with STREAM's copy (b = a) and triad
// (a = b + s * c) on arrays far larger than the caches. Plain C++ interface.
#include "core/store/MachinePeaks.h"
#include "core/util/Result.h"

#include <functional>
#include <string>
#include <vector>

namespace gnw::engine {

struct CalibrationOptions {
    std::string device = "cpu";
    int threads = 0; // intra-op threads; 0: the machine's cores
    std::vector<std::string> dtypes{"float32", "float64", "bfloat16"};
    std::int64_t gemmSize = 0;      // N of the N x N GEMM; 0: 2048 on CPU, 8192 on a GPU
    std::int64_t streamBytes = 0;   // bytes per STREAM array; 0: 256 MiB on CPU, 1 GiB on a GPU
    double secondsPerMeasure = 0.5; // each figure is the best call over at least this long
};

// Called with a line of progress ("gemm float32: 103.2 GFLOP/s").
using CalibrationProgress = std::function<void(const std::string&)>;

Result<MachinePeaks> calibrateMachine(const CalibrationOptions& options,
                                      const CalibrationProgress& progress = {});

} // namespace gnw::engine
