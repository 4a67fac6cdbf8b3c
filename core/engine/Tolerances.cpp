#include "core/engine/Tolerances.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gnw::engine {

namespace {
constexpr std::array<std::string_view, kToleranceDtypes> kDtypes{"float16", "bfloat16", "float32", "float64"};

// Upstream rounds every tolerance to 3 significant digits before using and printing it.
double threeSignificant(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2e", x);
    return std::strtod(buf, nullptr);
}

ToleranceRung makeRung(int t, int column) {
    const double tt = t;
    double atol = std::pow(10.0, tt);
    double rtol = 0;
    switch (column) {
    case 0:
        rtol = std::pow(10.0, 3 * tt / 5);
        break;
    case 1:
        rtol = std::pow(10.0, 1.796 * tt / 5);
        break;
    case 2:
        rtol = std::pow(10.0, 5.886 * tt / 5);
        break;
    default:
        atol = std::pow(10.0, 7 * tt / 5);
        rtol = atol;
        break;
    }
    ToleranceRung rung;
    rung.t = t;
    rung.dtype = kDtypes[column];
    rung.atol = threeSignificant(atol);
    rung.rtol = threeSignificant(rtol);
    char key[96];
    std::snprintf(key, sizeof key, "[all_close_atol_%.2E_rtol_%.2E]", atol, rtol);
    rung.key = key;
    return rung;
}
} // namespace

const std::array<ToleranceRung, kToleranceRungs>& toleranceRungs() {
    static const auto rungs = [] {
        std::array<ToleranceRung, kToleranceRungs> out;
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            for (int c = 0; c < kToleranceDtypes; ++c)
                out[(t - kMinTolerance) * kToleranceDtypes + c] = makeRung(t, c);
        return out;
    }();
    return rungs;
}

int toleranceColumn(std::string_view dtypeName) {
    for (int c = 0; c < kToleranceDtypes; ++c)
        if (kDtypes[c] == dtypeName)
            return c;
    return -1;
}

int rungIndex(int t, std::string_view dtypeName) {
    const int column = toleranceColumn(dtypeName);
    if (column < 0 || t < kMinTolerance || t > kMaxTolerance)
        return -1;
    return (t - kMinTolerance) * kToleranceDtypes + column;
}

} // namespace gnw::engine
