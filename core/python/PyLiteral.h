#pragma once
// Values of Python number and string literals as the tokenizer delimited them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gnw {

struct NumberLiteral {
    bool isInteger = true;
    std::int64_t integer = 0;
    double real = 0.0;
};

// `text` is one Number token. `negative` folds a leading unary minus, so -9223372036854775808 fits.
// On failure returns nullopt and sets `error` to what was expected.
std::optional<NumberLiteral> parseNumberLiteral(std::string_view text, bool negative, std::string& error);

// `text` spans one or more adjacent string literals (prefixes, quotes and what lies between them included,
// as a String expression holds it); returns their decoded, concatenated contents.
std::optional<std::string> decodeStringLiterals(std::string_view text, std::string& error);

// Decodes the escapes of one literal body (between the quotes) as Python does, appending to `out`; `raw`
// for an r-prefixed literal. On a malformed \x, \u or \U escape returns false and sets `error`.
bool decodeStringBody(std::string_view body, bool raw, std::string& out, std::string& error);

} // namespace gnw
