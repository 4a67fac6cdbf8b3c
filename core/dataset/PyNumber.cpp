#include "core/dataset/PyNumber.h"

#include <charconv>
#include <cstdlib>
#include <limits>
#include <string>

namespace gnw::py {

namespace {

// Python allows '_' between digits; from_chars does not. Rare, so the copy only happens then.
template <typename F> bool withoutUnderscores(std::string_view literal, F&& parse) {
    if (literal.find('_') == std::string_view::npos)
        return parse(literal);
    if (literal.front() == '_' || literal.back() == '_' || literal.find("__") != std::string_view::npos)
        return false;
    std::string copy;
    copy.reserve(literal.size());
    for (char c : literal)
        if (c != '_')
            copy += c;
    return parse(std::string_view(copy));
}

bool equalsNoCase(std::string_view a, std::string_view lowercase) {
    if (a.size() != lowercase.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        if (c != lowercase[i])
            return false;
    }
    return true;
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

} // namespace

bool parseInt(std::string_view literal, bool negative, std::int64_t& out) {
    return withoutUnderscores(literal, [&](std::string_view digits) {
        std::uint64_t magnitude = 0;
        const char* end = digits.data() + digits.size();
        auto [ptr, ec] = std::from_chars(digits.data(), end, magnitude);
        if (ec != std::errc() || ptr != end)
            return false;
        constexpr auto maxPositive = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        if (magnitude > maxPositive + (negative ? 1 : 0))
            return false;
        out = negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
        return true;
    });
}

bool parseFloat(std::string_view literal, double& out) {
    if (literal.empty() || !(literal.front() == '.' || (literal.front() >= '0' && literal.front() <= '9')))
        return false;
    return withoutUnderscores(literal, [&](std::string_view text) {
        const char* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, out);
        // Out-of-range values become inf/0 in Python; from_chars reports them but leaves `out` alone.
        // strtod saturates the same way (to inf or a denormal/0).
        if (ec == std::errc::result_out_of_range && ptr == end) {
            out = std::strtod(std::string(text).c_str(), nullptr);
            return true;
        }
        return ec == std::errc() && ptr == end;
    });
}

bool parseFloatString(std::string_view text, double& out) {
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    bool negative = false;
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    double value = 0;
    if (equalsNoCase(text, "nan"))
        value = std::numeric_limits<double>::quiet_NaN();
    else if (equalsNoCase(text, "inf") || equalsNoCase(text, "infinity"))
        value = std::numeric_limits<double>::infinity();
    else if (!parseFloat(text, value))
        return false;
    out = negative ? -value : value;
    return true;
}

} // namespace gnw::py
