#include "core/python/PyLiteral.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>

namespace gnw {

namespace {

// Python allows '_' between digits (and after a base prefix); from_chars does not. Rare, so the copy only
// happens then.
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

bool parseUnsigned(std::string_view digits, int base, bool negative, std::int64_t& out) {
    std::uint64_t magnitude = 0;
    const char* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, magnitude, base);
    if (digits.empty() || ec != std::errc() || ptr != end)
        return false;
    constexpr auto kMaxPositive = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    if (magnitude > kMaxPositive + (negative ? 1 : 0))
        return false;
    out = negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
    return true;
}

} // namespace

bool parseDecimalInteger(std::string_view literal, bool negative, std::int64_t& out) {
    return withoutUnderscores(
        literal, [&](std::string_view digits) { return parseUnsigned(digits, 10, negative, out); });
}

bool parseDecimalFloat(std::string_view literal, double& out) {
    if (literal.empty() || !(literal.front() == '.' || (literal.front() >= '0' && literal.front() <= '9')))
        return false;
    return withoutUnderscores(literal, [&](std::string_view text) {
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, out);
        // Out-of-range values become inf/0 in Python; from_chars reports them but leaves `out` alone, strtod
        // saturates the same way (to inf or a denormal/0).
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
    else if (!parseDecimalFloat(text, value))
        return false;
    out = negative ? -value : value;
    return true;
}

std::optional<NumberLiteral> parseNumberLiteral(std::string_view text, bool negative, std::string& error) {
    if (!text.empty() && (text.back() == 'j' || text.back() == 'J')) {
        error = "expected a real number but found the complex literal " + std::string(text);
        return std::nullopt;
    }
    const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    NumberLiteral n;
    if (hex || text.find_first_of(".eE") == std::string_view::npos) {
        const bool ok = hex ? withoutUnderscores(text.substr(2),
                                                 [&](std::string_view d) {
                                                     return parseUnsigned(d, 16, negative, n.integer);
                                                 })
                            : parseDecimalInteger(text, negative, n.integer);
        if (!ok) {
            error = "expected an integer within the signed 64-bit range but found " +
                    std::string(negative ? "-" : "") + std::string(text);
            return std::nullopt;
        }
        return n;
    }
    n.isInteger = false;
    if (!parseDecimalFloat(text, n.real)) {
        error = "expected a number but found " + std::string(text);
        return std::nullopt;
    }
    if (negative)
        n.real = -n.real;
    return n;
}

namespace {

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

} // namespace

bool decodeStringBody(std::string_view body, bool raw, std::string& out, std::string& error) {
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c != '\\' || i + 1 >= body.size()) {
            out += c;
            continue;
        }
        const char e = body[++i];
        if (raw) {
            out += '\\';
            out += e;
            continue;
        }
        switch (e) {
        case '\n':
            break;
        case '\r':
            if (i + 1 < body.size() && body[i + 1] == '\n')
                ++i;
            break;
        case 'n':
            out += '\n';
            break;
        case 't':
            out += '\t';
            break;
        case 'r':
            out += '\r';
            break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            unsigned value = 0;
            std::size_t n = 0;
            for (; n < 3 && i < body.size() && body[i] >= '0' && body[i] <= '7'; ++n, ++i)
                value = value * 8 + static_cast<unsigned>(body[i] - '0');
            --i;
            appendUtf8(out, value);
            break;
        }
        case 'x':
        case 'u':
        case 'U': {
            const std::size_t width = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            std::uint32_t cp = 0;
            const char* first = body.data() + i + 1;
            const auto [ptr, ec] =
                std::from_chars(first, first + std::min(width, body.size() - i - 1), cp, 16);
            if (ec != std::errc() || static_cast<std::size_t>(ptr - first) != width || cp > 0x10FFFF) {
                error = std::string("expected ") + std::to_string(width) + " hex digits after \\" + e;
                return false;
            }
            appendUtf8(out, cp);
            i += width;
            break;
        }
        case 'a':
            out += '\a';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'v':
            out += '\v';
            break;
        case '\\':
        case '\'':
        case '"':
            out += e;
            break;
        default: // Python keeps unknown escapes verbatim
            out += '\\';
            out += e;
        }
    }
    return true;
}

std::optional<std::string> decodeStringLiterals(std::string_view text, std::string& error) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c)) || c == '\\') {
            ++i;
            continue;
        }
        if (c == '#') {
            while (i < text.size() && text[i] != '\n')
                ++i;
            continue;
        }
        bool raw = false;
        while (i < text.size() && text[i] != '"' && text[i] != '\'')
            raw |= text[i] == 'r' || text[i] == 'R', ++i;
        if (i >= text.size())
            break;
        const char quote = text[i];
        const bool triple = text.substr(i, 3) == std::string(3, quote);
        const std::string closing = triple ? std::string(3, quote) : std::string(1, quote);
        const std::size_t bodyStart = i + closing.size();
        std::size_t j = bodyStart;
        while (j < text.size() && text.compare(j, closing.size(), closing) != 0)
            j += text[j] == '\\' ? 2 : 1;
        if (!decodeStringBody(text.substr(bodyStart, std::min(j, text.size()) - bodyStart), raw, out, error))
            return std::nullopt;
        i = j + closing.size();
    }
    return out;
}

} // namespace gnw
