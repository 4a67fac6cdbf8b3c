#pragma once
// Character classes and the per-token scanners of PyTokenizer (numbers, strings, operators). Internal to
// core/graph: PyTokenizer.cpp holds the line/indentation loop that drives them.
#include "core/python/PyToken.h"
#include "core/util/Result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::pyast {

// What a byte can start; bytes >= 0x80 are identifier characters (UTF-8 identifiers).
enum CharClass : std::uint8_t { Invalid, Blank, LineBreak, IdentStart, Digit, Quote, Hash, Backslash, Punct };

constexpr std::array<std::uint8_t, 256> makeClassTable() {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        if (c == ' ' || c == '\t' || c == '\f')
            t[c] = Blank;
        else if (c == '\n' || c == '\r')
            t[c] = LineBreak;
        else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80)
            t[c] = IdentStart;
        else if (c >= '0' && c <= '9')
            t[c] = Digit;
        else if (c == '"' || c == '\'')
            t[c] = Quote;
        else if (c == '#')
            t[c] = Hash;
        else if (c == '\\')
            t[c] = Backslash;
        else if (std::string_view("()[]{},:;.+-*/%@&|^~<>=!").find(static_cast<char>(c)) !=
                 std::string_view::npos)
            t[c] = Punct;
    }
    return t;
}
inline constexpr auto kClass = makeClassTable();

constexpr std::array<bool, 256> makeIdentTable() {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[c] = kClass[c] == IdentStart || kClass[c] == Digit;
    return t;
}
inline constexpr auto kIdent = makeIdentTable();

// "end of file", "end of line", "a space", "'$'" or "byte 0x01", for error messages.
std::string describeChar(const char* p, const char* end);
// r, b, u, f and their two-letter combinations.
bool isStringPrefix(std::string_view word);

// One tokenizing pass; holds the cursor so the per-character code reads as straight-line scanning.
struct TokenScanner {
    std::string_view file;
    const char* begin;
    const char* end;
    const char* p;
    const char* lineStart;
    int line = 1;
    std::vector<Token>& tokens;
    std::vector<pyast::Comment>& comments;
    std::vector<Token>& open;

    int column(const char* q) const { return static_cast<int>(q - lineStart) + 1; }
    Error error(const char* q, std::string message) const {
        return Error{std::string(file), line, column(q), std::move(message)};
    }
    void push(TokenKind kind, const char* start, std::size_t length) {
        tokens.push_back(Token{kind, line, column(start), std::string_view(start, length)});
    }
    void newLine(const char* next) {
        ++line;
        lineStart = next;
    }
    // Consumes "\n", "\r\n" or "\r" at p.
    void skipLineBreak() {
        if (*p == '\r' && p + 1 < end && p[1] == '\n')
            ++p;
        ++p;
        newLine(p);
    }

    // Each returns the end of the token starting at `s` (or at p for scanPunct, which also emits it), or
    // nullptr / false with `err` set.
    const char* scanNumber(const char* s, Error& err) const;
    const char* scanString(const char* start, const char* quoteAt, Error& err);
    bool scanPunct(Error& err);
};

} // namespace gnw::pyast
