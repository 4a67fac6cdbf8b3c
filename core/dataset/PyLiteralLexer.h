#pragma once
// Tokenizer for the literal-only Python subset of GraphNet meta files: names, single-line strings,
// unsigned numbers and punctuation. It follows Python's line rules (newlines inside brackets are not
// line ends, blank and comment-only lines vanish, each line reports its indentation) and keeps
// line/column as it goes, so the parser can report exact positions without a second pass.
// Tokens are views into the text: lexing allocates nothing.
#include <cstddef>
#include <string>
#include <string_view>

namespace gnw::meta {

enum class PyTok {
    Name,   // identifier or keyword
    String, // text = contents between the quotes (escapes not decoded, see hasEscape)
    Number, // unsigned decimal literal as written ("1e-05", "0.000", "12"); may be malformed
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
    Other,   // any other character (text = the byte, or a whole UTF-8 sequence)
    Invalid, // lexical error: message() says what was expected; position = where it starts
};

struct PyToken {
    PyTok kind = PyTok::End;
    std::string_view text;
    std::size_t offset = 0;
    int line = 1;
    int column = 1;           // 1-based, in bytes
    bool firstOnLine = false; // first token of a logical line
    bool hasEscape = false;   // String contains a backslash
    bool isInteger = false;   // Number has no '.', exponent or letters
    std::string_view indent;  // leading whitespace of the line when firstOnLine
};

// Contents of a String token with Python's simple escapes decoded (\\ \" \' \n \t \r \0 \xHH,
// backslash-newline); unknown escapes keep their backslash as Python does.
std::string decodePyString(std::string_view raw);

class PyLiteralLexer {
public:
    explicit PyLiteralLexer(std::string_view text);

    PyToken next();
    // Why the last Invalid token is invalid, phrased "expected ... but found ...".
    std::string_view message() const { return m_message; }
    // Position just past the text, for "end of file" diagnostics.
    int endLine() const { return m_line; }
    int endColumn() const { return static_cast<int>(m_text.size() - m_lineStart) + 1; }

private:
    // Tokens are made after markStart() recorded where they begin (a string may span a
    // backslash-newline, so the position cannot be derived afterwards).
    void markStart(std::size_t begin);
    PyToken make(PyTok kind, std::size_t begin, std::size_t end);
    PyToken invalid(std::size_t begin, std::string message);
    PyToken lexString(std::size_t begin);
    PyToken lexNumber(std::size_t begin);
    PyToken lexName(std::size_t begin);
    PyToken lexOther(std::size_t begin);
    // At the start of a physical line outside brackets: skips blank and comment-only lines and records
    // the indentation. Returns false at end of text.
    bool startLine();
    void newline(std::size_t newlineOffset);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    int m_tokLine = 1;
    int m_tokColumn = 1;
    int m_depth = 0; // open brackets: newlines inside them do not end the logical line
    bool m_atLineStart = true;
    bool m_pendingFirst = false;
    std::string_view m_indent;
    std::string m_message;
};

} // namespace gnw::meta
