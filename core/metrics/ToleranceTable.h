#pragma once
// The 64 tolerance rungs test_compiler prints for t = -10..5 (spec 3.3): for each t one
// (atol, rtol) pair per float dtype, in the order float16, bfloat16, float32, float64. The key strings
// are hard-coded as upstream prints them; toleranceKeyFromFormula() recomputes them for the tests.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gnw {

enum class FloatKind : std::uint8_t { Float16, BFloat16, Float32, Float64 };

inline constexpr int kMinTolerance = -10;
inline constexpr int kMaxTolerance = 5;
inline constexpr int kToleranceLevels = kMaxTolerance - kMinTolerance + 1; // 16
inline constexpr int kFloatKinds = 4;

// "float16", "bfloat16", "float32", "float64" exactly (the [Datatype] spelling); others compare by [equal].
std::optional<FloatKind> floatKindOf(std::string_view dtype);

// "all_close_atol_1.00E-10_rtol_1.00E-06" (the [Correctness] key without brackets); t in [-10, 5].
std::string_view allCloseKey(int t, FloatKind kind);

// The same key from upstream's formula: atol = 10^t (10^(7t/5) for float64), rtol = 10^(k t/5) with
// k = 3, 1.796, 5.886, 7; each rounded to 3 significant digits when `roundFirst`, then printed %.2E.
std::string toleranceKeyFromFormula(int t, FloatKind kind, bool roundFirst);

} // namespace gnw
