#pragma once
// Values of Python numeric literals as GraphNet meta files write them: bare literals ("12", "-0.000",
// "1e-05") and the strings of float("...") calls ("0.503766", "nan", "-inf").
#include <cstdint>
#include <string_view>

namespace gnw::py {

// Unsigned integer literal ("12", "1_000") with the sign in front of it applied; false when malformed
// or outside int64.
bool parseInt(std::string_view literal, bool negative, std::int64_t& out);

// Unsigned decimal literal ("0.5", "3.", ".5", "1e-05", "7"); false when malformed.
bool parseFloat(std::string_view literal, double& out);

// Argument of float("..."): optional surrounding whitespace and sign, then "nan", "inf", "infinity"
// (any case) or a decimal literal; false when Python's float() would raise.
bool parseFloatString(std::string_view text, double& out);

} // namespace gnw::py
