#include "core/metrics/ToleranceTable.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace gnw {

namespace {
struct Pair {
    const char* atol;
    const char* rtol;
};

// Spec 3.3 as test_compiler prints it; rows t = -10..5, columns float16, bfloat16, float32, float64.
constexpr std::array<std::array<Pair, kFloatKinds>, kToleranceLevels> kPairs{{
    {{{"1.00E-10", "1.00E-06"},
      {"1.00E-10", "2.56E-04"},
      {"1.00E-10", "1.69E-12"},
      {"1.00E-14", "1.00E-14"}}}, // t = -10
    {{{"1.00E-09", "3.98E-06"},
      {"1.00E-09", "5.85E-04"},
      {"1.00E-09", "2.54E-11"},
      {"2.51E-13", "2.51E-13"}}}, // t = -9
    {{{"1.00E-08", "1.58E-05"},
      {"1.00E-08", "1.34E-03"},
      {"1.00E-08", "3.82E-10"},
      {"6.31E-12", "6.31E-12"}}}, // t = -8
    {{{"1.00E-07", "6.31E-05"},
      {"1.00E-07", "3.06E-03"},
      {"1.00E-07", "5.75E-09"},
      {"1.58E-10", "1.58E-10"}}}, // t = -7
    {{{"1.00E-06", "2.51E-04"},
      {"1.00E-06", "7.00E-03"},
      {"1.00E-06", "8.65E-08"},
      {"3.98E-09", "3.98E-09"}}}, // t = -6
    {{{"1.00E-05", "1.00E-03"},
      {"1.00E-05", "1.60E-02"},
      {"1.00E-05", "1.30E-06"},
      {"1.00E-07", "1.00E-07"}}}, // t = -5
    {{{"1.00E-04", "3.98E-03"},
      {"1.00E-04", "3.66E-02"},
      {"1.00E-04", "1.96E-05"},
      {"2.51E-06", "2.51E-06"}}}, // t = -4
    {{{"1.00E-03", "1.58E-02"},
      {"1.00E-03", "8.36E-02"},
      {"1.00E-03", "2.94E-04"},
      {"6.31E-05", "6.31E-05"}}}, // t = -3
    {{{"1.00E-02", "6.31E-02"},
      {"1.00E-02", "1.91E-01"},
      {"1.00E-02", "4.42E-03"},
      {"1.58E-03", "1.58E-03"}}}, // t = -2
    {{{"1.00E-01", "2.51E-01"},
      {"1.00E-01", "4.37E-01"},
      {"1.00E-01", "6.65E-02"},
      {"3.98E-02", "3.98E-02"}}}, // t = -1
    {{{"1.00E+00", "1.00E+00"},
      {"1.00E+00", "1.00E+00"},
      {"1.00E+00", "1.00E+00"},
      {"1.00E+00", "1.00E+00"}}}, // t = 0
    {{{"1.00E+01", "3.98E+00"},
      {"1.00E+01", "2.29E+00"},
      {"1.00E+01", "1.50E+01"},
      {"2.51E+01", "2.51E+01"}}}, // t = 1
    {{{"1.00E+02", "1.58E+01"},
      {"1.00E+02", "5.23E+00"},
      {"1.00E+02", "2.26E+02"},
      {"6.31E+02", "6.31E+02"}}}, // t = 2
    {{{"1.00E+03", "6.31E+01"},
      {"1.00E+03", "1.20E+01"},
      {"1.00E+03", "3.40E+03"},
      {"1.58E+04", "1.58E+04"}}}, // t = 3
    {{{"1.00E+04", "2.51E+02"},
      {"1.00E+04", "2.73E+01"},
      {"1.00E+04", "5.11E+04"},
      {"3.98E+05", "3.98E+05"}}}, // t = 4
    {{{"1.00E+05", "1.00E+03"},
      {"1.00E+05", "6.25E+01"},
      {"1.00E+05", "7.69E+05"},
      {"1.00E+07", "1.00E+07"}}}, // t = 5
}};

const std::array<std::array<std::string, kFloatKinds>, kToleranceLevels>& keys() {
    static const auto table = [] {
        std::array<std::array<std::string, kFloatKinds>, kToleranceLevels> out;
        for (int t = 0; t < kToleranceLevels; ++t)
            for (int k = 0; k < kFloatKinds; ++k)
                out[t][k] = std::string("all_close_atol_") + kPairs[t][k].atol + "_rtol_" + kPairs[t][k].rtol;
        return out;
    }();
    return table;
}

double roundTo3Significant(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2e", v);
    return std::strtod(buf, nullptr);
}
} // namespace

std::optional<FloatKind> floatKindOf(std::string_view dtype) {
    if (dtype == "float16")
        return FloatKind::Float16;
    if (dtype == "bfloat16")
        return FloatKind::BFloat16;
    if (dtype == "float32")
        return FloatKind::Float32;
    if (dtype == "float64")
        return FloatKind::Float64;
    return std::nullopt;
}

std::string_view allCloseKey(int t, FloatKind kind) {
    return keys()[t - kMinTolerance][static_cast<int>(kind)];
}

std::string toleranceKeyFromFormula(int t, FloatKind kind, bool roundFirst) {
    static constexpr std::array<double, kFloatKinds> rtolExponent{3.0, 1.796, 5.886, 7.0};
    const double atolExponent = kind == FloatKind::Float64 ? t * 7.0 / 5.0 : t;
    double atol = std::pow(10.0, atolExponent);
    double rtol = std::pow(10.0, t * rtolExponent[static_cast<int>(kind)] / 5.0);
    if (roundFirst) {
        atol = roundTo3Significant(atol);
        rtol = roundTo3Significant(rtol);
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "all_close_atol_%.2E_rtol_%.2E", atol, rtol);
    return buf;
}

} // namespace gnw
