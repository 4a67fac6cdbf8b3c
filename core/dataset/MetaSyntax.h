#pragma once
// Token- and literal-level grammar of GraphNet meta files, shared by the class-level parser: the current
// token, "expected ... but found ..." errors at exact positions (the first one wins), and the value forms
// attributes use: strings, numbers with signs, float("..."), None/True/False, int lists, and the
// parentheses black wraps long values in.
#include "core/dataset/PyLiteralLexer.h"
#include "core/util/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::meta {

struct SourcePos {
    int line = 0;
    int column = 0;
};

// One literal value. True/False are Bool with i = 1/0; float("...") is Float.
struct Scalar {
    enum Kind { None, Int, Bool, Float, String } kind = None;
    std::int64_t i = 0;
    double d = 0;
    PyToken start;       // first token of the literal (a sign, `float`, or the literal itself)
    std::size_t end = 0; // offset just past the literal
};

class MetaSyntax {
public:
    MetaSyntax(std::string_view text, std::string_view fileName);

protected:
    // Black wraps long values as `x = (\n    value\n)`; any number of such parentheses is accepted.
    struct Parens {
        int count = 0;
        PyToken first;
    };

    void advance();
    bool failed() const { return m_failed; }
    const Error& error() const { return m_error; }

    // All return false so that callers can `return fail(...)`.
    bool fail(SourcePos at, std::string message);
    bool fail(const PyToken& at, std::string message) { return fail(position(at), std::move(message)); }
    // "expected <what> but found <current token>"; an Invalid token reports the lexer's reason instead.
    bool expected(std::string_view what);
    bool unterminated(const PyToken& open);
    // The current token is Invalid: report why the lexer rejected it.
    bool lexicalError() { return fail(m_tok, std::string(m_lex.message())); }

    static SourcePos position(const PyToken& t) { return {t.line, t.column}; }
    static std::string describe(const PyToken& t);
    std::string describe(const Scalar& s) const;
    std::string_view sourceOf(const Scalar& s) const;

    bool openParens(Parens& parens);
    bool closeParens(const Parens& parens);
    bool parseScalar(Scalar& out, std::string_view what);
    bool parseString(std::string& out, std::string_view attr);
    bool parseShape(std::vector<std::int64_t>& shape);
    // `what` names the attribute for messages, e.g. "a number or None for `mean`".
    bool parseOptionalNumber(std::optional<double>& out, std::string_view what);
    // After a list item: consumes ',' or stays on ']'.
    bool listSeparator(const PyToken& open, std::string_view listName);
    // Any literal, including nested brackets: the value of an attribute the format does not define.
    bool skipValue();
    bool skipBracketed();

    PyToken m_tok;

private:
    bool parseFloatCall(Scalar& out);

    std::string_view m_text;
    std::string_view m_file;
    PyLiteralLexer m_lex;
    std::size_t m_prevEnd = 0;
    bool m_failed = false;
    Error m_error;
};

} // namespace gnw::meta
