#include "core/dataset/MetaSyntax.h"

#include "core/python/PyLiteral.h"

#include <cstdio>

namespace gnw::meta {

namespace {

std::string clipped(std::string_view text) {
    constexpr std::size_t kMax = 40;
    return text.size() <= kMax ? std::string(text) : std::string(text.substr(0, kMax)) + "...";
}

bool allDigits(std::string_view text) {
    for (char c : text)
        if (c < '0' || c > '9')
            return false;
    return !text.empty();
}

} // namespace

MetaSyntax::MetaSyntax(std::string_view text, std::string_view fileName, PyTokenizer& tokenizer)
    : m_text(text), m_file(fileName), m_tokens(tokenizer.tokens()) {
    // A lexical error stops the tokenizer; the tokens before it are still parsed, so that the first problem
    // in the file is the one reported.
    if (Status status = tokenizer.tokenize(text, fileName); !status)
        m_tokenizerError = status.error();
}

std::string MetaSyntax::stringValue(const PyToken& t) {
    if (!t.hasEscape)
        return std::string(t.text);
    std::string out, error;
    out.reserve(t.text.size());
    if (!decodeStringBody(t.text, t.raw, out, error))
        return std::string(t.text);
    return out;
}

PyToken MetaSyntax::view(const pyast::Token& t) const {
    using pyast::TokenKind;
    PyToken v;
    v.text = t.text;
    v.line = t.line;
    v.column = t.column;
    v.begin = static_cast<std::size_t>(t.text.data() - m_text.data());
    v.end = v.begin + t.text.size();
    switch (t.kind) {
    case TokenKind::Name:
        v.kind = PyTok::Name;
        break;
    case TokenKind::Number: {
        v.kind = PyTok::Number;
        const bool hex = t.text.size() > 1 && t.text[0] == '0' && (t.text[1] == 'x' || t.text[1] == 'X');
        v.isInteger = hex || t.text.find_first_of(".eEjJ") == std::string_view::npos;
        break;
    }
    case TokenKind::String: {
        const std::size_t quote = t.text.find_first_of("\"'");
        const std::string_view prefix = t.text.substr(0, quote);
        const bool triple = t.text.size() >= quote + 6 && t.text[quote + 1] == t.text[quote] &&
                            t.text[quote + 2] == t.text[quote];
        v.kind = PyTok::String;
        if (triple)
            v.kind = PyTok::Invalid;
        else if (prefix.find_first_of("fF") != std::string_view::npos)
            v.kind = PyTok::Invalid;
        v.raw = prefix.find_first_of("rR") != std::string_view::npos;
        v.text = t.text.substr(quote + 1, t.text.size() - quote - 2);
        v.hasEscape = v.text.find('\\') != std::string_view::npos;
        break;
    }
    case TokenKind::Newline:
        v.kind = PyTok::Newline;
        break;
    case TokenKind::EndOfFile:
        v.kind = PyTok::End;
        break;
    case TokenKind::LParen:
        v.kind = PyTok::LParen;
        break;
    case TokenKind::RParen:
        v.kind = PyTok::RParen;
        break;
    case TokenKind::LBracket:
        v.kind = PyTok::LBracket;
        break;
    case TokenKind::RBracket:
        v.kind = PyTok::RBracket;
        break;
    case TokenKind::LBrace:
        v.kind = PyTok::LBrace;
        break;
    case TokenKind::RBrace:
        v.kind = PyTok::RBrace;
        break;
    case TokenKind::Comma:
        v.kind = PyTok::Comma;
        break;
    case TokenKind::Assign:
        v.kind = PyTok::Equals;
        break;
    case TokenKind::Colon:
        v.kind = PyTok::Colon;
        break;
    case TokenKind::Minus:
        v.kind = PyTok::Minus;
        break;
    case TokenKind::Plus:
        v.kind = PyTok::Plus;
        break;
    case TokenKind::Dot:
        v.kind = PyTok::Dot;
        break;
    default:
        v.kind = PyTok::Other;
    }
    return v;
}

void MetaSyntax::advance() {
    using pyast::TokenKind;
    m_prevEnd = m_tok.end;
    for (;;) {
        if (m_next >= m_tokens.size()) {
            // The tokenizer stopped here (or produced nothing): its error, else the end.
            m_tok = PyToken{};
            m_tok.begin = m_tok.end = m_text.size();
            if (m_tokenizerError) {
                m_tok.kind = PyTok::Invalid;
                m_tok.line = m_tokenizerError->line;
                m_tok.column = m_tokenizerError->column;
                m_lexicalError = m_tokenizerError->message;
            }
            return;
        }
        const pyast::Token& t = m_tokens[m_next++];
        if (t.kind == TokenKind::Indent || t.kind == TokenKind::Dedent)
            continue; // the grammar checks each line's indentation itself
        m_tok = view(t);
        if (m_tok.kind == PyTok::Invalid) {
            const std::size_t quote = t.text.find_first_of("\"'");
            const bool triple = t.text.size() >= quote + 6 && t.text[quote + 1] == t.text[quote] &&
                                t.text[quote + 2] == t.text[quote];
            m_lexicalError = triple ? "expected a single-line string but found a triple-quoted string"
                                    : "expected a plain string but found an f-string";
        }
        m_tok.firstOnLine = m_lineStart && t.kind != TokenKind::EndOfFile;
        if (m_tok.firstOnLine) // only blanks precede the first token of a logical line
            m_tok.indent = m_text.substr(m_tok.begin - static_cast<std::size_t>(t.column - 1),
                                         static_cast<std::size_t>(t.column - 1));
        m_lineStart = t.kind == TokenKind::Newline;
        return;
    }
}

bool MetaSyntax::fail(SourcePos at, std::string message) {
    if (!m_failed) {
        m_failed = true;
        m_error = Error{std::string(m_file), at.line, at.column, std::move(message)};
    }
    return false;
}

bool MetaSyntax::expected(std::string_view what) {
    if (m_tok.kind == PyTok::Invalid)
        return lexicalError();
    return fail(m_tok, "expected " + std::string(what) + " but found " + describe(m_tok));
}

bool MetaSyntax::unterminated(const PyToken& open) {
    const char* closer = open.kind == PyTok::LParen ? ")" : open.kind == PyTok::LBrace ? "}" : "]";
    return fail(open, "unterminated '" + std::string(open.text) + "': expected a matching '" + closer +
                          "' but found end of file");
}

std::string MetaSyntax::describe(const PyToken& t) {
    switch (t.kind) {
    case PyTok::Name:
        return "`" + clipped(t.text) + "`";
    case PyTok::String:
        return "string \"" + clipped(t.text) + "\"";
    case PyTok::Number:
        return "number " + clipped(t.text);
    case PyTok::Newline:
        return "end of line";
    case PyTok::End:
        return "end of file";
    case PyTok::Invalid:
        return "an invalid token";
    case PyTok::Other: {
        const auto c = static_cast<unsigned char>(t.text.empty() ? 0 : t.text[0]);
        if (c >= 0x20 && c != 0x7F)
            return "character '" + std::string(t.text) + "'";
        char buf[16];
        std::snprintf(buf, sizeof buf, "byte 0x%02X", c);
        return buf;
    }
    default:
        return "'" + std::string(t.text) + "'";
    }
}

std::string_view MetaSyntax::sourceOf(const Scalar& s) const {
    const std::size_t begin = s.start.begin;
    return s.end > begin ? m_text.substr(begin, s.end - begin) : std::string_view();
}

std::string MetaSyntax::describe(const Scalar& s) const {
    switch (s.kind) {
    case Scalar::None:
        return "None";
    case Scalar::Bool:
        return s.i ? "True" : "False";
    case Scalar::String:
        return describe(s.start);
    default:
        return "number " + clipped(sourceOf(s));
    }
}

bool MetaSyntax::openParens(Parens& parens) {
    parens.first = m_tok;
    while (m_tok.kind == PyTok::LParen) {
        ++parens.count;
        advance();
    }
    return true;
}

bool MetaSyntax::closeParens(const Parens& parens) {
    for (int i = 0; i < parens.count; ++i) {
        if (m_tok.kind == PyTok::End)
            return unterminated(parens.first);
        if (m_tok.kind != PyTok::RParen)
            return expected("')' to close the '(' on line " + std::to_string(parens.first.line));
        advance();
    }
    return true;
}

bool MetaSyntax::parseFloatCall(Scalar& out) {
    advance();
    if (m_tok.kind != PyTok::LParen)
        return expected("'(' after `float`");
    const PyToken open = m_tok;
    advance();
    if (m_tok.kind == PyTok::String) {
        const std::string decoded = m_tok.hasEscape ? stringValue(m_tok) : std::string();
        if (!parseFloatString(m_tok.hasEscape ? std::string_view(decoded) : m_tok.text, out.d))
            return expected("a decimal number, \"nan\" or \"inf\" inside float(...)");
        advance();
    } else {
        // Only a plain signed literal: nested calls never occur, and refusing them keeps the parser free
        // of recursion that hostile input could drive into a stack overflow.
        bool negative = false;
        while (m_tok.kind == PyTok::Minus || m_tok.kind == PyTok::Plus) {
            negative ^= m_tok.kind == PyTok::Minus;
            advance();
        }
        std::string error;
        const auto number =
            m_tok.kind == PyTok::Number ? parseNumberLiteral(m_tok.text, negative, error) : std::nullopt;
        if (!number)
            return expected("a number or a numeric string inside float(...)");
        out.d = number->isInteger ? static_cast<double>(number->integer) : number->real;
        advance();
    }
    if (m_tok.kind == PyTok::End)
        return unterminated(open);
    if (m_tok.kind != PyTok::RParen)
        return expected("')' to close float(");
    advance();
    out.kind = Scalar::Float;
    return true;
}

bool MetaSyntax::parseScalar(Scalar& out, std::string_view what) {
    out.start = m_tok;
    bool negative = false;
    bool sign = false;
    while (m_tok.kind == PyTok::Minus || m_tok.kind == PyTok::Plus) {
        negative ^= m_tok.kind == PyTok::Minus;
        sign = true;
        advance();
    }
    if (m_tok.kind == PyTok::Number) {
        std::string error;
        const auto number = parseNumberLiteral(m_tok.text, negative, error);
        if (!number)
            return expected(m_tok.isInteger && allDigits(m_tok.text) ? "an integer within the int64 range"
                                                                     : "a valid real number");
        if (number->isInteger) {
            out.i = number->integer;
            out.kind = Scalar::Int;
        } else {
            out.d = number->real;
            out.kind = Scalar::Float;
        }
        advance();
    } else if (m_tok.kind == PyTok::Name && m_tok.text == "float") {
        if (!parseFloatCall(out))
            return false;
        out.d = negative ? -out.d : out.d;
    } else if (sign) {
        return expected("a number after the sign");
    } else if (m_tok.kind == PyTok::Name && m_tok.text == "None") {
        out.kind = Scalar::None;
        advance();
    } else if (m_tok.kind == PyTok::Name && (m_tok.text == "True" || m_tok.text == "False")) {
        out.kind = Scalar::Bool;
        out.i = m_tok.text == "True";
        advance();
    } else if (m_tok.kind == PyTok::String) {
        out.kind = Scalar::String;
        advance();
    } else {
        return expected(what);
    }
    out.end = m_prevEnd;
    return true;
}

bool MetaSyntax::parseString(std::string& out, std::string_view attr) {
    Parens parens;
    if (!openParens(parens))
        return false;
    if (m_tok.kind != PyTok::String)
        return expected("a string for `" + std::string(attr) + "`");
    out = stringValue(m_tok);
    advance();
    return closeParens(parens);
}

bool MetaSyntax::parseShape(std::vector<std::int64_t>& shape) {
    Parens parens;
    if (!openParens(parens))
        return false;
    if (m_tok.kind != PyTok::LBracket)
        return expected("a list of integers for `shape`");
    const PyToken open = m_tok;
    advance();
    shape.clear();
    while (m_tok.kind != PyTok::RBracket) {
        if (m_tok.kind == PyTok::End)
            return unterminated(open);
        Scalar s;
        if (!parseScalar(s, "an integer dimension or ']' in `shape`"))
            return false;
        if (s.kind == Scalar::Int && s.i < 0)
            return fail(s.start,
                        "expected a non-negative dimension in `shape` but found " + std::to_string(s.i));
        if (s.kind == Scalar::Int)
            shape.push_back(s.i);
        else if (s.kind == Scalar::None)
            shape.push_back(1); // an unknown (dynamic) Paddle dimension: synthesize it with extent 1
        else
            return fail(s.start, "expected an integer dimension in `shape` but found " + describe(s));
        if (!listSeparator(open, "`shape`"))
            return false;
    }
    advance();
    return closeParens(parens);
}

bool MetaSyntax::parseOptionalNumber(std::optional<double>& out, std::string_view what) {
    Parens parens;
    if (!openParens(parens))
        return false;
    Scalar s;
    if (!parseScalar(s, what))
        return false;
    if (s.kind == Scalar::Float)
        out = s.d;
    else if (s.kind == Scalar::Int)
        out = static_cast<double>(s.i);
    else if (s.kind == Scalar::None)
        out.reset();
    else
        return fail(s.start, "expected " + std::string(what) + " but found " + describe(s));
    return closeParens(parens);
}

bool MetaSyntax::listSeparator(const PyToken& open, std::string_view listName) {
    if (m_tok.kind == PyTok::Comma) {
        advance();
        return true;
    }
    if (m_tok.kind == PyTok::RBracket)
        return true;
    if (m_tok.kind == PyTok::End)
        return unterminated(open);
    return expected("',' or ']' in the " + std::string(listName) + " list opened on line " +
                    std::to_string(open.line));
}

bool MetaSyntax::skipValue() {
    if (m_tok.kind == PyTok::LParen || m_tok.kind == PyTok::LBracket || m_tok.kind == PyTok::LBrace)
        return skipBracketed();
    Scalar s;
    return parseScalar(s, "a literal value");
}

bool MetaSyntax::skipStatement() {
    while (m_tok.kind != PyTok::Newline && m_tok.kind != PyTok::End) {
        if (m_tok.kind == PyTok::Invalid)
            return lexicalError();
        advance();
    }
    advance();
    return true;
}

bool MetaSyntax::skipBracketed() {
    const PyToken open = m_tok;
    int depth = 0;
    for (;;) {
        switch (m_tok.kind) {
        case PyTok::LParen:
        case PyTok::LBracket:
        case PyTok::LBrace:
            ++depth;
            break;
        case PyTok::RParen:
        case PyTok::RBracket:
        case PyTok::RBrace:
            if (--depth == 0) {
                advance();
                return true;
            }
            break;
        case PyTok::End:
            return unterminated(open);
        case PyTok::Invalid:
            return lexicalError();
        default:
            break;
        }
        advance();
    }
}

} // namespace gnw::meta
