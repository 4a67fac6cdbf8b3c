#include "core/python/PyToken.h"

#include <algorithm>
#include <array>

namespace gnw::pyast {

bool isKeyword(std::string_view w) {
    // Called for every name the parser sees: dispatch on length and first letter so that the generated
    // identifiers of model.py (l_x_, conv2d, getitem_3, ...) are rejected after one or two comparisons.
    if (w.size() < 2 || w.size() > 8)
        return false;
    switch (w[0]) {
    case 'F':
        return w == "False";
    case 'N':
        return w == "None";
    case 'T':
        return w == "True";
    case 'a':
        return w == "and" || w == "as" || w == "assert" || w == "async" || w == "await";
    case 'b':
        return w == "break";
    case 'c':
        return w == "class" || w == "continue";
    case 'd':
        return w == "def" || w == "del";
    case 'e':
        return w == "elif" || w == "else" || w == "except";
    case 'f':
        return w == "finally" || w == "for" || w == "from";
    case 'g':
        return w == "global";
    case 'i':
        return w == "if" || w == "import" || w == "in" || w == "is";
    case 'l':
        return w == "lambda";
    case 'n':
        return w == "nonlocal" || w == "not";
    case 'o':
        return w == "or";
    case 'p':
        return w == "pass";
    case 'r':
        return w == "raise" || w == "return";
    case 't':
        return w == "try";
    case 'w':
        return w == "while" || w == "with";
    case 'y':
        return w == "yield";
    default:
        return false;
    }
}

int binaryPrecedence(TokenKind kind) {
    switch (kind) {
    case TokenKind::Pipe:
        return 1;
    case TokenKind::Caret:
        return 2;
    case TokenKind::Amp:
        return 3;
    case TokenKind::LeftShift:
    case TokenKind::RightShift:
        return 4;
    case TokenKind::Plus:
    case TokenKind::Minus:
        return 5;
    case TokenKind::Star:
    case TokenKind::Slash:
    case TokenKind::DoubleSlash:
    case TokenKind::Percent:
    case TokenKind::At:
        return 6;
    default:
        return 0;
    }
}

bool canStartExpression(const Token& token) {
    switch (token.kind) {
    case TokenKind::Name:
        return !isKeyword(token.text) || token.text == "None" || token.text == "True" ||
               token.text == "False" || token.text == "not" || token.text == "lambda";
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::LParen:
    case TokenKind::LBracket:
    case TokenKind::LBrace:
    case TokenKind::Minus:
    case TokenKind::Plus:
    case TokenKind::Tilde:
    case TokenKind::Ellipsis:
        return true;
    default:
        return false;
    }
}

// Indexed by TokenKind, in declaration order.
constexpr std::array<std::string_view, 54> kKindNames = {
    "a name",
    "a number",
    "a string",
    "end of line",
    "an indented block",
    "end of the indented block",
    "end of file",
    "'('",
    "')'",
    "'['",
    "']'",
    "'{'",
    "'}'",
    "','",
    "':'",
    "';'",
    "'.'",
    "'...'",
    "'->'",
    "'='",
    "':='",
    "'+'",
    "'-'",
    "'*'",
    "'/'",
    "'//'",
    "'%'",
    "'**'",
    "'@'",
    "'&'",
    "'|'",
    "'^'",
    "'<<'",
    "'>>'",
    "'+='",
    "'-='",
    "'*='",
    "'/='",
    "'//='",
    "'%='",
    "'**='",
    "'@='",
    "'&='",
    "'|='",
    "'^='",
    "'<<='",
    "'>>='",
    "'~'",
    "'<'",
    "'>'",
    "'<='",
    "'>='",
    "'=='",
    "'!='",
};
static_assert(kKindNames.size() == static_cast<std::size_t>(TokenKind::NotEqual) + 1);

std::string_view tokenKindName(TokenKind kind) {
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::string describeToken(const Token& token) {
    constexpr std::size_t kShown = 40;
    auto shown = [&] {
        std::string text(token.text.substr(0, kShown));
        if (token.text.size() > kShown)
            text += "...";
        return text;
    };
    switch (token.kind) {
    case TokenKind::Name:
        return "'" + shown() + "'";
    case TokenKind::Number:
        return "number " + shown();
    case TokenKind::String:
        return "string " + shown();
    case TokenKind::Indent:
        return "an unexpected indent";
    default:
        return std::string(tokenKindName(token.kind));
    }
}

} // namespace gnw::pyast
