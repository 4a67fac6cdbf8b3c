#include "core/dataset/PyLiteralLexer.h"

#include "core/python/PyLiteral.h"

#include <cstring>
#include <utility>

namespace gnw::meta {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isNameStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isNameChar(char c) {
    return isNameStart(c) || isDigit(c);
}
bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\r';
}

} // namespace

std::string decodePyString(std::string_view raw) {
    std::string out, error;
    out.reserve(raw.size());
    // A malformed \x escape is kept as written: the meta files' strings are names and dtypes, and the
    // parser reports what it cannot use with the token's position.
    if (!decodeStringBody(raw, false, out, error))
        return std::string(raw);
    return out;
}

PyLiteralLexer::PyLiteralLexer(std::string_view text) : m_text(text) {
    if (m_text.starts_with("\xEF\xBB\xBF"))
        m_pos = m_lineStart = 3;
}

void PyLiteralLexer::newline(std::size_t newlineOffset) {
    ++m_line;
    m_lineStart = newlineOffset + 1;
}

void PyLiteralLexer::markStart(std::size_t begin) {
    m_tokLine = m_line;
    m_tokColumn = static_cast<int>(begin - m_lineStart) + 1;
}

PyToken PyLiteralLexer::make(PyTok kind, std::size_t begin, std::size_t end) {
    PyToken t;
    t.kind = kind;
    t.text = m_text.substr(begin, end - begin);
    t.offset = begin;
    t.line = m_tokLine;
    t.column = m_tokColumn;
    if (m_pendingFirst) {
        t.firstOnLine = true;
        t.indent = m_indent;
        m_pendingFirst = false;
    }
    m_pos = end;
    return t;
}

PyToken PyLiteralLexer::invalid(std::size_t begin, std::string message) {
    m_message = std::move(message);
    PyToken t = make(PyTok::Invalid, begin, begin);
    // Invalid tokens end the parse; parking at the end keeps a caller that keeps going terminating.
    m_pos = m_text.size();
    return t;
}

bool PyLiteralLexer::startLine() {
    const std::size_t n = m_text.size();
    for (;;) {
        std::size_t p = m_pos;
        while (p < n && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\f'))
            ++p;
        std::size_t q = p;
        while (q < n && m_text[q] == '\r')
            ++q;
        if (q == n) {
            m_pos = n;
            return false;
        }
        if (m_text[q] == '#') {
            const void* nl = std::memchr(m_text.data() + q, '\n', n - q);
            if (!nl) {
                m_pos = n;
                return false;
            }
            q = static_cast<std::size_t>(static_cast<const char*>(nl) - m_text.data());
        }
        if (m_text[q] == '\n') {
            newline(q);
            m_pos = q + 1;
            continue;
        }
        m_indent = m_text.substr(m_pos, p - m_pos);
        m_pos = p;
        m_atLineStart = false;
        m_pendingFirst = true;
        return true;
    }
}

PyToken PyLiteralLexer::next() {
    const std::size_t n = m_text.size();
    for (;;) {
        if (m_atLineStart && m_depth == 0 && !startLine()) {
            markStart(n);
            return make(PyTok::End, n, n);
        }
        while (m_pos < n && isBlank(m_text[m_pos]))
            ++m_pos;
        if (m_pos == n) {
            markStart(n);
            return make(PyTok::End, n, n);
        }
        const std::size_t begin = m_pos;
        const char c = m_text[begin];
        if (c == '#') {
            const void* nl = std::memchr(m_text.data() + begin, '\n', n - begin);
            m_pos = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - m_text.data()) : n;
            continue;
        }
        markStart(begin);
        if (c == '\n') {
            PyToken t = make(PyTok::Newline, begin, begin + 1);
            newline(begin);
            if (m_depth > 0)
                continue;
            m_atLineStart = true;
            return t;
        }
        if (c == '\\') {
            std::size_t p = begin + 1;
            while (p < n && m_text[p] == '\r')
                ++p;
            if (p < n && m_text[p] == '\n') {
                newline(p);
                m_pos = p + 1;
                continue;
            }
            return invalid(begin,
                           std::string("expected a line break after the line-continuation '\\' but found ") +
                               (p < n ? "'" + std::string(1, m_text[p]) + "'" : "end of file"));
        }
        if (isNameStart(c))
            return lexName(begin);
        if (isDigit(c) || (c == '.' && begin + 1 < n && isDigit(m_text[begin + 1])))
            return lexNumber(begin);
        switch (c) {
        case '"':
        case '\'':
            return lexString(begin);
        case '(':
            ++m_depth;
            return make(PyTok::LParen, begin, begin + 1);
        case '[':
            ++m_depth;
            return make(PyTok::LBracket, begin, begin + 1);
        case '{':
            ++m_depth;
            return make(PyTok::LBrace, begin, begin + 1);
        case ')':
            m_depth -= m_depth > 0;
            return make(PyTok::RParen, begin, begin + 1);
        case ']':
            m_depth -= m_depth > 0;
            return make(PyTok::RBracket, begin, begin + 1);
        case '}':
            m_depth -= m_depth > 0;
            return make(PyTok::RBrace, begin, begin + 1);
        case ',':
            return make(PyTok::Comma, begin, begin + 1);
        case '=':
            return make(PyTok::Equals, begin, begin + 1);
        case ':':
            return make(PyTok::Colon, begin, begin + 1);
        case '-':
            return make(PyTok::Minus, begin, begin + 1);
        case '+':
            return make(PyTok::Plus, begin, begin + 1);
        case '.':
            return make(PyTok::Dot, begin, begin + 1);
        default:
            return lexOther(begin);
        }
    }
}

PyToken PyLiteralLexer::lexName(std::size_t begin) {
    std::size_t p = begin + 1;
    while (p < m_text.size() && isNameChar(m_text[p]))
        ++p;
    return make(PyTok::Name, begin, p);
}

PyToken PyLiteralLexer::lexNumber(std::size_t begin) {
    const std::size_t n = m_text.size();
    std::size_t p = begin;
    bool integer = true;
    while (p < n && (isDigit(m_text[p]) || m_text[p] == '_'))
        ++p;
    if (p < n && m_text[p] == '.') {
        integer = false;
        ++p;
        while (p < n && (isDigit(m_text[p]) || m_text[p] == '_'))
            ++p;
    }
    if (p < n && (m_text[p] == 'e' || m_text[p] == 'E')) {
        std::size_t q = p + 1;
        if (q < n && (m_text[q] == '+' || m_text[q] == '-'))
            ++q;
        if (q < n && isDigit(m_text[q])) {
            integer = false;
            p = q;
            while (p < n && isDigit(m_text[p]))
                ++p;
        }
    }
    // Swallow trailing letters/dots ("12abc", "1.2.3") so the parser reports the whole bad literal.
    while (p < n && (isNameChar(m_text[p]) || m_text[p] == '.')) {
        integer = false;
        ++p;
    }
    PyToken t = make(PyTok::Number, begin, p);
    t.isInteger = integer;
    return t;
}

PyToken PyLiteralLexer::lexString(std::size_t begin) {
    const std::size_t n = m_text.size();
    const char quote = m_text[begin];
    if (begin + 2 < n && m_text[begin + 1] == quote && m_text[begin + 2] == quote)
        return invalid(begin, "expected a single-line string but found a triple-quoted string");
    bool escape = false;
    std::size_t p = begin + 1;
    for (; p < n; ++p) {
        const char c = m_text[p];
        if (c == quote || c == '\n')
            break;
        if (c == '\\' && p + 1 < n) {
            escape = true;
            if (m_text[++p] == '\n')
                newline(p);
        }
    }
    if (p >= n || m_text[p] != quote)
        return invalid(begin, std::string("unterminated string: expected a closing ") + quote +
                                  " but found " + (p >= n ? "end of file" : "end of line"));
    PyToken t = make(PyTok::String, begin + 1, p);
    t.hasEscape = escape;
    m_pos = p + 1;
    return t;
}

PyToken PyLiteralLexer::lexOther(std::size_t begin) {
    std::size_t end = begin + 1;
    if (static_cast<unsigned char>(m_text[begin]) >= 0xC0)
        while (end < m_text.size() && end < begin + 4 &&
               (static_cast<unsigned char>(m_text[end]) & 0xC0) == 0x80)
            ++end;
    return make(PyTok::Other, begin, end);
}

} // namespace gnw::meta
