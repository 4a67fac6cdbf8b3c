#pragma once
// Tokens of the Python subset that GraphNet model.py files use. A token is a view into the source text
// plus its position, so tokenizing allocates nothing per token.
#include <cstdint>
#include <string>
#include <string_view>

namespace gnw::pyast {

enum class TokenKind : std::uint8_t {
    Name,   // identifier or keyword; UTF-8 bytes >= 0x80 count as identifier characters
    Number, // integer or float literal as written
    String, // one string literal including prefix and quotes; escapes are decoded by the parser
    Newline,
    Indent,
    Dedent,
    EndOfFile,

    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Colon,
    Semicolon,
    Dot,
    Ellipsis, // ...
    Arrow,    // ->
    Assign,   // =
    Walrus,   // :=

    // Binary operators, in the order of BinaryOp (PyAst.h).
    Plus,
    Minus,
    Star,
    Slash,
    DoubleSlash,
    Percent,
    DoubleStar,
    At,
    Amp,
    Pipe,
    Caret,
    LeftShift,
    RightShift,

    // Augmented assignments, in the same order as the binary operators above.
    PlusAssign,
    MinusAssign,
    StarAssign,
    SlashAssign,
    DoubleSlashAssign,
    PercentAssign,
    DoubleStarAssign,
    AtAssign,
    AmpAssign,
    PipeAssign,
    CaretAssign,
    LeftShiftAssign,
    RightShiftAssign,

    Tilde,
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Equal,
    NotEqual,
};

inline constexpr int kBinaryOperatorCount = 13;

inline bool isAugmentedAssign(TokenKind k) {
    return k >= TokenKind::PlusAssign && k <= TokenKind::RightShiftAssign;
}

struct Token {
    TokenKind kind = TokenKind::EndOfFile;
    int line = 1;   // 1-based
    int column = 1; // 1-based, counted in bytes (as Python's ast col_offset + 1 and QScintilla)
    std::string_view text;

    int endColumn() const { return column + static_cast<int>(text.size()); }
};

// A comment that stands alone on its line (Paddle writes "# pd_op.conv2d: (...) <- (...)" before each op).
struct Comment {
    int line = 1;
    std::string_view text; // without the leading '#' and surrounding blanks
};

// Python keywords (None, True and False included).
bool isKeyword(std::string_view word);
// Whether an expression may begin with this token (names that are not keywords, literals, brackets, unary
// ops).
bool canStartExpression(const Token& token);
// Python's binary operator precedence, loosest first: | 1, ^ 2, & 3, << >> 4, + - 5, * / // % @ 6; 0
// otherwise.
int binaryPrecedence(TokenKind kind);

// For error messages: "'('", "name 'foo'", "end of line", "end of file".
std::string describeToken(const Token& token);
// For "expected X" parts of error messages: "')'", "a name", "an indented block".
std::string_view tokenKindName(TokenKind kind);

} // namespace gnw::pyast
