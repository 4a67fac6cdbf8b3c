#pragma once
// Number formatting the way upstream's Python prints it, so our test_compiler logs read back identically.
#include <string>

namespace gnw::engine {

// repr(float): shortest round-trip digits, fixed notation for 1e-4 <= |x| < 1e16, else `1.5e-07`;
// integral values keep ".0"; "nan", "inf", "-inf".
std::string pythonFloatRepr(double x);

// float(f"{x:.6g}"): upstream rounds every timing statistic to 6 significant digits.
double roundSignificant(double x, int digits);

} // namespace gnw::engine
