#pragma once
// Values of Python number and string literals as the tokenizer (PyTokenizer.h) delimited them, and Python's
// float("...") conversion. The one place where the model.py, meta and log parsers turn text into numbers.
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

// `text` is one Number token (decimal, hex, float, '_' between digits). `negative` folds a leading unary
// minus, so -9223372036854775808 fits. On failure returns nullopt and sets `error` to what was expected.
// The model.py and meta parsers both read numbers with it.
std::optional<NumberLiteral> parseNumberLiteral(std::string_view text, bool negative, std::string& error);

// Unsigned decimal integer ("12", "1_000") with the sign in front of it applied; false when malformed or
// outside int64.
bool parseDecimalInteger(std::string_view literal, bool negative, std::int64_t& out);
// Unsigned decimal float ("0.5", "3.", ".5", "1e-05", "7"); false when malformed. Out-of-range values
// become inf or 0, as in Python.
bool parseDecimalFloat(std::string_view literal, double& out);
// Python's float("...") on a string: optional surrounding whitespace and sign, then "nan", "inf",
// "infinity" (any case) or a decimal literal; false when float() would raise (meta files, logs).
bool parseFloatString(std::string_view text, double& out);

// `text` spans one or more adjacent string literals (prefixes, quotes and what lies between them included,
// as a String expression holds it); returns their decoded, concatenated contents.
std::optional<std::string> decodeStringLiterals(std::string_view text, std::string& error);

// Decodes the escapes of one literal body (between the quotes) as Python does, appending to `out`; `raw`
// for an r-prefixed literal. On a malformed \x, \u or \U escape returns false and sets `error`.
bool decodeStringBody(std::string_view body, bool raw, std::string& out, std::string& error);

} // namespace gnw
