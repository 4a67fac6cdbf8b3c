#pragma once
// The 64 (atol, rtol) pairs upstream's test_compiler prints (graphnet-format.md 3.3) as numbers the engine
// compares with: t = -10 .. 5, and per t one pair for each of float16, bfloat16, float32 and float64, in that
// order. The table itself is core/metrics/ToleranceTable, shared with the log importer.
#include "core/metrics/ToleranceTable.h"

#include <array>
#include <string>
#include <string_view>

namespace gnw::engine {

inline constexpr int kToleranceDtypes = kFloatKinds;                        // fp16, bf16, fp32, fp64
inline constexpr int kToleranceRungs = kToleranceLevels * kToleranceDtypes; // 64

struct ToleranceRung {
    int t = 0;
    std::string_view dtype; // "float16" | "bfloat16" | "float32" | "float64"
    double atol = 0;        // rounded to 3 significant digits, as upstream compares with
    double rtol = 0;
    std::string key; // "[all_close_atol_1.00E-10_rtol_1.00E-06]"
};

// Rungs in upstream's printing order: index = (t - kMinTolerance) * 4 + dtype column.
const std::array<ToleranceRung, kToleranceRungs>& toleranceRungs();

// Column of a floating dtype name ("float32" -> 2); -1 for every other dtype (judged by bitwise equality).
int toleranceColumn(std::string_view dtypeName);

// Index into toleranceRungs() of the rung that judges an output of `dtypeName` at level t; -1 when the
// dtype is not floating or t is out of range.
int rungIndex(int t, std::string_view dtypeName);

} // namespace gnw::engine
