#pragma once
// Token- and literal-level grammar of GraphNet meta files, shared by the class-level parser: the current
// token, "expected ... but found ..." errors at exact positions (the first one wins), and the value forms
// attributes use: strings, numbers with signs, float("..."), None/True/False, int lists, and the
// parentheses black wraps long values in. Tokens come from the Python tokenizer that model.py uses
// (core/python/PyTokenizer.h); MetaSyntax views them the way the meta grammar needs (docs/meta-format.md).
#include "core/python/PyTokenizer.h"
#include "core/util/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::meta {

// What the meta grammar distinguishes; any other operator is Other.
enum class PyTok {
    Name,   // identifier or keyword
    String, // text = contents between the quotes (escapes not decoded, see hasEscape)
    Number, // literal as written ("1e-05", "0.000", "12", "0x1F")
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Equals,
    Colon,
    Minus,
    Plus,
    Dot,
    Newline, // end of a logical line
    End,     // end of text
    Other,   // any other operator (text as written)
    Invalid, // lexical error: MetaSyntax::lexicalError() says what was expected; position = where it starts
};

// One token of the shared tokenizer as the meta parser sees it. INDENT/DEDENT are not tokens here: the
// grammar compares each line's indentation itself (`indent`).
struct PyToken {
    PyTok kind = PyTok::End;
    std::string_view text;
    std::size_t begin = 0; // byte offsets of the whole token in the file (quotes and prefix included)
    std::size_t end = 0;
    int line = 1;
    int column = 1;           // 1-based, in bytes
    bool firstOnLine = false; // first token of a logical line
    bool hasEscape = false;   // String contains a backslash
    bool raw = false;         // String has an r prefix
    bool isInteger = false;   // Number has no '.', exponent or 'j' (hex counts as integer)
    std::string_view indent;  // leading whitespace of the line when firstOnLine
};

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
    // `tokenizer` is reused between files (it keeps its storage); it tokenizes `text` here.
    MetaSyntax(std::string_view text, std::string_view fileName, PyTokenizer& tokenizer);

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
    // The current token is Invalid: report why the tokenizer rejected it.
    bool lexicalError() { return fail(m_tok, m_lexicalError); }
    // Contents of a String token with Python's escapes decoded (a malformed \x escape stays as written).
    static std::string stringValue(const PyToken& t);

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
    // At `import` or `from` at the start of a line: true. skipStatement() then passes the rest of the line
    // (imports say nothing the data needs; both meta and constraints files may start with them).
    bool atImport() const {
        return m_tok.kind == PyTok::Name && (m_tok.text == "import" || m_tok.text == "from");
    }
    bool skipStatement();

    PyToken m_tok;

private:
    bool parseFloatCall(Scalar& out);
    // The meta view of the shared tokenizer's token `t`.
    PyToken view(const pyast::Token& t) const;

    std::string_view m_text;
    std::string_view m_file;
    const std::vector<pyast::Token>& m_tokens;
    std::size_t m_next = 0;
    std::optional<Error> m_tokenizerError; // reported when the parser reaches the tokens it stopped at
    std::string m_lexicalError;
    bool m_lineStart = true;
    std::size_t m_prevEnd = 0;
    bool m_failed = false;
    Error m_error;
};

} // namespace gnw::meta
