#pragma once
// Correctness of a compiled (or target-device) run against the eager (or reference) outputs, computed the
// way upstream's test_compiler does (graphnet-format.md 3.2 step 9, 3.3, 5.4).
#include "core/engine/tensors/TensorList.h"
#include "core/engine/measure/Tolerances.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gnw::engine {

struct OutputComparison {
    std::vector<std::string> eagerDtypes;
    std::vector<std::string> compiledDtypes;
    std::vector<std::vector<std::int64_t>> eagerShapes;
    std::vector<std::vector<std::int64_t>> compiledShapes;
    bool dtypesMatch = false; // same count and same dtype per output
    bool shapesMatch = false; // only computed when the dtypes match
    // The rest is filled only when both dtypes and shapes match (upstream compares nothing otherwise).
    std::vector<int> equal;                                 // per output: bitwise torch.equal
    std::array<std::vector<int>, kToleranceRungs> allClose; // [rung of toleranceRungs()][output]
    std::vector<double> maxDiff;                            // max |c - e| after casting both to float32
    std::vector<double> meanDiff;
    std::vector<int> eagerNonFinite; // per output: bit 1 = has NaN, bit 2 = has Inf
    std::vector<int> compiledNonFinite;

    bool compared() const { return dtypesMatch && shapesMatch; }
    // Upstream's correct(i, t) for a status-`correct` sample: every output passes the rung of its eager
    // dtype at level t, or bitwise equality for non-floating dtypes.
    bool correctAt(int t) const;
    // The tightest level in [kMinTolerance, kMaxTolerance] at which correctAt holds; kMaxTolerance + 1 when
    // none does.
    int tightestTolerance() const;
};

OutputComparison compareOutputs(const TensorList& eager, const TensorList& compiled);

} // namespace gnw::engine
