#include "core/python/PyLiteral.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>

namespace gnw {

std::optional<NumberLiteral> parseNumberLiteral(std::string_view text, bool negative, std::string& error) {
    std::string digits;
    digits.reserve(text.size());
    for (char c : text)
        if (c != '_')
            digits += c;
    if (!digits.empty() && (digits.back() == 'j' || digits.back() == 'J')) {
        error = "expected a real number but found the complex literal " + std::string(text);
        return std::nullopt;
    }
    const bool hex = digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
    NumberLiteral n;
    if (hex || digits.find_first_of(".eE") == std::string::npos) {
        std::uint64_t magnitude = 0;
        const char* first = digits.data() + (hex ? 2 : 0);
        const auto [ptr, ec] =
            std::from_chars(first, digits.data() + digits.size(), magnitude, hex ? 16 : 10);
        const std::uint64_t limit =
            static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + (negative ? 1u : 0u);
        if (ec != std::errc() || ptr != digits.data() + digits.size() || magnitude > limit) {
            error = "expected an integer within the signed 64-bit range but found " +
                    std::string(negative ? "-" : "") + std::string(text);
            return std::nullopt;
        }
        n.integer =
            negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
        return n;
    }
    n.isInteger = false;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n.real);
    if (ec == std::errc::result_out_of_range)
        n.real = std::strtod(digits.c_str(), nullptr); // Python rounds overflow to inf and underflow to 0
    else if (ec != std::errc() || ptr != digits.data() + digits.size()) {
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
