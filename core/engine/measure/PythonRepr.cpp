#include "core/engine/measure/PythonRepr.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gnw::engine {

std::string pythonFloatRepr(double x) {
    if (std::isnan(x))
        return "nan";
    if (std::isinf(x))
        return x > 0 ? "inf" : "-inf";
    if (x == 0)
        return std::signbit(x) ? "-0.0" : "0.0";
    // Shortest round-trip digits in scientific form: "d[.ddd]e[+-]X".
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
    std::string sci(buf, end);
    const bool negative = sci[0] == '-';
    if (negative)
        sci.erase(0, 1);
    const auto e = sci.find('e');
    const int exponent = std::atoi(sci.c_str() + e + 1);
    std::string digits;
    for (size_t i = 0; i < e; ++i)
        if (sci[i] != '.')
            digits += sci[i];

    std::string out;
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0) {
            out = "0." + std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
        } else if (static_cast<int>(digits.size()) <= exponent + 1) {
            out = digits +
                  std::string(static_cast<size_t>(exponent + 1 - static_cast<int>(digits.size())), '0') +
                  ".0";
        } else {
            out = digits.substr(0, static_cast<size_t>(exponent + 1)) + "." +
                  digits.substr(static_cast<size_t>(exponent + 1));
        }
    } else {
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        char ex[16];
        std::snprintf(ex, sizeof ex, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        out += ex;
    }
    return negative ? "-" + out : out;
}

double roundSignificant(double x, int digits) {
    if (!std::isfinite(x))
        return x;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, x);
    return std::strtod(buf, nullptr);
}

} // namespace gnw::engine
