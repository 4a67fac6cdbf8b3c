#include "core/python/PyTokenScanner.h"

#include <cctype>
#include <cstdio>
#include <cstring>

namespace gnw::pyast {

bool isStringPrefix(std::string_view word) {
    if (word.size() > 2)
        return false;
    for (char c : word)
        if (!std::strchr("rRbBuUfF", c))
            return false;
    return true;
}

std::string describeChar(const char* p, const char* end) {
    if (p >= end)
        return "end of file";
    const auto c = static_cast<unsigned char>(*p);
    if (c == '\n' || c == '\r')
        return "end of line";
    if (c == ' ' || c == '\t')
        return c == ' ' ? "a space" : "a tab";
    if (c >= 0x21 && c < 0x7f)
        return std::string("'") + static_cast<char>(c) + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02x", c);
    return buf;
}

// One tokenizing pass; holds the cursor so the per-character code reads as straight-line scanning.

const char* TokenScanner::scanNumber(const char* s, Error& err) const {
    const char* q = s;
    auto digits = [&] {
        while (q < end && ((*q >= '0' && *q <= '9') || *q == '_'))
            ++q;
    };
    if (*q == '0' && q + 1 < end && (q[1] == 'x' || q[1] == 'X')) {
        q += 2;
        const char* first = q;
        while (q < end && (std::isxdigit(static_cast<unsigned char>(*q)) || *q == '_'))
            ++q;
        if (q == first) {
            err = error(q, "expected a hexadecimal digit but found " + describeChar(q, end));
            return nullptr;
        }
    } else {
        digits();
        if (q < end && *q == '.') {
            ++q;
            digits();
        }
        if (q < end && (*q == 'e' || *q == 'E')) {
            ++q;
            if (q < end && (*q == '+' || *q == '-'))
                ++q;
            if (q >= end || *q < '0' || *q > '9') {
                err = error(q, "expected an exponent digit but found " + describeChar(q, end));
                return nullptr;
            }
            digits();
        }
        if (q < end && (*q == 'j' || *q == 'J'))
            ++q;
    }
    if (q < end && kIdent[static_cast<unsigned char>(*q)]) {
        err = error(q, "expected an operator or a space after the number but found " + describeChar(q, end));
        return nullptr;
    }
    return q;
}

// `start` = first prefix character, `quoteAt` = opening quote.
const char* TokenScanner::scanString(const char* start, const char* quoteAt, Error& err) {
    const char quote = *quoteAt;
    const bool triple = quoteAt + 2 < end && quoteAt[1] == quote && quoteAt[2] == quote;
    const int startLine = line;
    const int startColumn = column(start);
    const char* q = quoteAt + (triple ? 3 : 1);
    while (q < end) {
        const char c = *q;
        if (c == quote) {
            if (!triple)
                return q + 1;
            if (q + 2 < end && q[1] == quote && q[2] == quote)
                return q + 3;
            ++q;
        } else if (c == '\\') {
            ++q;
            if (q < end && (*q == '\n' || *q == '\r')) {
                if (*q == '\r' && q + 1 < end && q[1] == '\n')
                    ++q;
                newLine(q + 1);
            }
            ++q;
        } else if (c == '\n' || c == '\r') {
            if (!triple)
                break;
            if (c == '\r' && q + 1 < end && q[1] == '\n')
                ++q;
            newLine(++q);
        } else {
            ++q;
        }
    }
    const std::string closing = triple ? std::string(3, quote) : std::string(1, quote);
    err = Error{std::string(file), startLine, startColumn,
                "expected " + closing + " to close the string started here but found " +
                    (q < end ? std::string("end of line") : std::string("end of file"))};
    return nullptr;
}

// Operators and brackets at p; advances p.
bool TokenScanner::scanPunct(Error& err) {
    const char c = *p;
    const auto next = [&](std::size_t i) { return p + i < end ? p[i] : '\0'; };
    auto emit = [&](TokenKind kind, std::size_t length) {
        push(kind, p, length);
        p += length;
        return true;
    };
    // op, op= and, where the operator doubles (//, **, <<, >>), doubled and doubled= forms.
    auto withAssign = [&](TokenKind single, TokenKind singleAssign, TokenKind twice, TokenKind twiceAssign) {
        if (next(1) == c && twice != single)
            return next(2) == '=' ? emit(twiceAssign, 3) : emit(twice, 2);
        return next(1) == '=' ? emit(singleAssign, 2) : emit(single, 1);
    };
    switch (c) {
    case '(':
    case '[':
    case '{': {
        const TokenKind kind = c == '('   ? TokenKind::LParen
                               : c == '[' ? TokenKind::LBracket
                                          : TokenKind::LBrace;
        emit(kind, 1);
        open.push_back(tokens.back());
        return true;
    }
    case ')':
    case ']':
    case '}': {
        if (open.empty()) {
            err = error(p, std::string("expected an operand or end of line but found '") + c +
                               "' (no bracket is open)");
            return false;
        }
        const Token& opener = open.back();
        const char expected = opener.text[0] == '(' ? ')' : opener.text[0] == '[' ? ']' : '}';
        if (c != expected) {
            err = error(p, std::string("expected '") + expected + "' to close '" + opener.text[0] +
                               "' opened at " + std::to_string(opener.line) + ':' +
                               std::to_string(opener.column) + " but found '" + c + "'");
            return false;
        }
        open.pop_back();
        return emit(c == ')' ? TokenKind::RParen : c == ']' ? TokenKind::RBracket : TokenKind::RBrace, 1);
    }
    case ',':
        return emit(TokenKind::Comma, 1);
    case ';':
        return emit(TokenKind::Semicolon, 1);
    case ':':
        return next(1) == '=' ? emit(TokenKind::Walrus, 2) : emit(TokenKind::Colon, 1);
    case '.':
        if (next(1) == '.' && next(2) == '.')
            return emit(TokenKind::Ellipsis, 3);
        return emit(TokenKind::Dot, 1);
    case '~':
        return emit(TokenKind::Tilde, 1);
    case '+':
        return withAssign(TokenKind::Plus, TokenKind::PlusAssign, TokenKind::Plus, TokenKind::Plus);
    case '-':
        if (next(1) == '>')
            return emit(TokenKind::Arrow, 2);
        return withAssign(TokenKind::Minus, TokenKind::MinusAssign, TokenKind::Minus, TokenKind::Minus);
    case '*':
        return withAssign(TokenKind::Star, TokenKind::StarAssign, TokenKind::DoubleStar,
                          TokenKind::DoubleStarAssign);
    case '/':
        return withAssign(TokenKind::Slash, TokenKind::SlashAssign, TokenKind::DoubleSlash,
                          TokenKind::DoubleSlashAssign);
    case '%':
        return withAssign(TokenKind::Percent, TokenKind::PercentAssign, TokenKind::Percent,
                          TokenKind::Percent);
    case '@':
        return withAssign(TokenKind::At, TokenKind::AtAssign, TokenKind::At, TokenKind::At);
    case '&':
        return withAssign(TokenKind::Amp, TokenKind::AmpAssign, TokenKind::Amp, TokenKind::Amp);
    case '|':
        return withAssign(TokenKind::Pipe, TokenKind::PipeAssign, TokenKind::Pipe, TokenKind::Pipe);
    case '^':
        return withAssign(TokenKind::Caret, TokenKind::CaretAssign, TokenKind::Caret, TokenKind::Caret);
    case '<':
        if (next(1) == '<')
            return next(2) == '=' ? emit(TokenKind::LeftShiftAssign, 3) : emit(TokenKind::LeftShift, 2);
        return next(1) == '=' ? emit(TokenKind::LessEqual, 2) : emit(TokenKind::Less, 1);
    case '>':
        if (next(1) == '>')
            return next(2) == '=' ? emit(TokenKind::RightShiftAssign, 3) : emit(TokenKind::RightShift, 2);
        return next(1) == '=' ? emit(TokenKind::GreaterEqual, 2) : emit(TokenKind::Greater, 1);
    case '=':
        return next(1) == '=' ? emit(TokenKind::Equal, 2) : emit(TokenKind::Assign, 1);
    case '!':
        if (next(1) == '=')
            return emit(TokenKind::NotEqual, 2);
        err = error(p + 1, "expected '=' after '!' but found " + describeChar(p + 1, end));
        return false;
    default:
        err = error(p, "expected a name, number, string or operator but found " + describeChar(p, end));
        return false;
    }
}

} // namespace gnw::pyast
