#include "core/engine/measure/Tolerances.h"

#include <cstdlib>
#include <string>

namespace gnw::engine {

namespace {
constexpr std::array<std::string_view, kToleranceDtypes> kDtypes{"float16", "bfloat16", "float32", "float64"};

// Upstream compares with the values it prints (3 significant digits), so the numbers come from the keys.
ToleranceRung makeRung(int t, int column) {
    const std::string_view key = allCloseKey(t, static_cast<FloatKind>(column));
    const auto atolAt = key.find("atol_") + 5;
    const auto rtolAt = key.find("_rtol_") + 6;
    ToleranceRung rung;
    rung.t = t;
    rung.dtype = kDtypes[static_cast<std::size_t>(column)];
    rung.atol = std::strtod(std::string(key.substr(atolAt, key.find('_', atolAt) - atolAt)).c_str(), nullptr);
    rung.rtol = std::strtod(std::string(key.substr(rtolAt)).c_str(), nullptr);
    rung.key = "[" + std::string(key) + "]";
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
    const auto kind = floatKindOf(dtypeName);
    return kind ? static_cast<int>(*kind) : -1;
}

int rungIndex(int t, std::string_view dtypeName) {
    const int column = toleranceColumn(dtypeName);
    if (column < 0 || t < kMinTolerance || t > kMaxTolerance)
        return -1;
    return (t - kMinTolerance) * kToleranceDtypes + column;
}

} // namespace gnw::engine
