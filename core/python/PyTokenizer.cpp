#include "core/python/PyTokenizer.h"

#include "core/python/PyTokenScanner.h"

#include <algorithm>

namespace gnw {

using namespace pyast;

namespace {
// Python's TabError: the indentation compares differently with tabs of 1 and of 8 columns.
constexpr const char* kMixedIndentation =
    "expected indentation with the same meaning for any tab width but found a mix of tabs and spaces";
} // namespace

Status PyTokenizer::tokenize(std::string_view source, std::string_view fileName) {
    m_tokens.clear();
    m_comments.clear();
    m_openBrackets.clear();
    m_indents.assign(1, IndentLevel{0, 0});
    // model.py averages about 5 bytes per token; reserving once avoids regrowth on the hot path.
    m_tokens.reserve(source.size() / 4 + 16);

    TokenScanner s{fileName,      source.data(), source.data() + source.size(),
                   source.data(), source.data(), 1,
                   m_tokens,      m_comments,    m_openBrackets};
    if (source.substr(0, 3) == "\xEF\xBB\xBF")
        s.p += 3, s.lineStart += 3;

    Error err;
    bool atLineStart = true;
    while (s.p < s.end) {
        if (atLineStart && m_openBrackets.empty()) {
            int width = 0, alt = 0;
            const char* q = s.p;
            for (; q < s.end; ++q) {
                if (*q == ' ')
                    ++width, ++alt;
                else if (*q == '\t')
                    width = (width / 8 + 1) * 8, ++alt;
                else if (*q == '\f')
                    width = alt = 0;
                else
                    break;
            }
            s.p = q;
            if (q == s.end)
                break;
            if (*q == '#') {
                const char* e = q;
                while (e < s.end && *e != '\n' && *e != '\r')
                    ++e;
                std::string_view text(q + 1, static_cast<std::size_t>(e - q - 1));
                while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
                    text.remove_prefix(1);
                while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
                    text.remove_suffix(1);
                m_comments.push_back(pyast::Comment{s.line, text});
                s.p = e;
                if (e < s.end)
                    s.skipLineBreak();
                continue;
            }
            if (*q == '\n' || *q == '\r') {
                s.skipLineBreak();
                continue;
            }
            atLineStart = false;
            const IndentLevel top = m_indents.back();
            if (width > top.width) {
                if (alt <= top.altWidth)
                    return s.error(q, kMixedIndentation);
                if (static_cast<int>(m_indents.size()) > kMaxIndentLevels)
                    return s.error(q, "expected at most " + std::to_string(kMaxIndentLevels) +
                                          " levels of indentation but found more");
                m_indents.push_back(IndentLevel{width, alt});
                // Positioned at the line's first token (where Python reports "unexpected indent").
                s.push(TokenKind::Indent, q, 0);
            } else if (width < top.width) {
                const bool matchesAnOuterBlock =
                    std::any_of(m_indents.begin(), m_indents.end(),
                                [&](const IndentLevel& l) { return l.width == width; });
                if (!matchesAnOuterBlock) {
                    std::string levels;
                    for (const IndentLevel& level : m_indents)
                        levels += (levels.empty() ? "" : ", ") + std::to_string(level.width + 1);
                    return s.error(q, "expected indentation matching an enclosing block (column " + levels +
                                          ") but found column " + std::to_string(width + 1));
                }
                while (width < m_indents.back().width) {
                    m_indents.pop_back();
                    s.push(TokenKind::Dedent, q, 0);
                }
                if (alt != m_indents.back().altWidth)
                    return s.error(q, kMixedIndentation);
            } else if (alt != top.altWidth) {
                return s.error(q, kMixedIndentation);
            }
        }

        const char* const start = s.p;
        switch (kClass[static_cast<unsigned char>(*start)]) {
        case Blank:
            ++s.p;
            break;
        case LineBreak:
            if (m_openBrackets.empty()) {
                s.push(TokenKind::Newline, start,
                       *start == '\r' && start + 1 < s.end && start[1] == '\n' ? 2 : 1);
                atLineStart = true;
            }
            s.skipLineBreak();
            break;
        case Hash:
            while (s.p < s.end && *s.p != '\n' && *s.p != '\r')
                ++s.p;
            break;
        case IdentStart: {
            const char* q = start + 1;
            while (q < s.end && kIdent[static_cast<unsigned char>(*q)])
                ++q;
            if (q < s.end && (*q == '"' || *q == '\'') &&
                isStringPrefix(std::string_view(start, static_cast<std::size_t>(q - start)))) {
                const int line = s.line, column = s.column(start);
                const char* e = s.scanString(start, q, err);
                if (!e)
                    return err;
                m_tokens.push_back(Token{TokenKind::String, line, column,
                                         std::string_view(start, static_cast<std::size_t>(e - start))});
                s.p = e;
            } else {
                s.push(TokenKind::Name, start, static_cast<std::size_t>(q - start));
                s.p = q;
            }
            break;
        }
        case Digit: {
            const char* e = s.scanNumber(start, err);
            if (!e)
                return err;
            s.push(TokenKind::Number, start, static_cast<std::size_t>(e - start));
            s.p = e;
            break;
        }
        case Quote: {
            const int line = s.line, column = s.column(start);
            const char* e = s.scanString(start, start, err);
            if (!e)
                return err;
            m_tokens.push_back(Token{TokenKind::String, line, column,
                                     std::string_view(start, static_cast<std::size_t>(e - start))});
            s.p = e;
            break;
        }
        case Backslash: {
            const char* q = start + 1;
            if (q >= s.end || (*q != '\n' && *q != '\r'))
                return s.error(q, "expected end of line after '\\' but found " + describeChar(q, s.end));
            s.p = q;
            s.skipLineBreak();
            break;
        }
        case Punct:
            if (*start == '.' && start + 1 < s.end && start[1] >= '0' && start[1] <= '9') {
                const char* e = s.scanNumber(start + 1, err);
                if (!e)
                    return err;
                s.push(TokenKind::Number, start, static_cast<std::size_t>(e - start));
                s.p = e;
            } else if (!s.scanPunct(err)) {
                return err;
            }
            break;
        default:
            return s.error(start, "expected a name, number, string or operator but found " +
                                      describeChar(start, s.end));
        }
    }

    if (!m_openBrackets.empty()) {
        const Token& opener = m_openBrackets.back();
        const char closer = opener.text[0] == '(' ? ')' : opener.text[0] == '[' ? ']' : '}';
        return Error{std::string(fileName), opener.line, opener.column,
                     std::string("expected '") + closer + "' to close this '" + opener.text[0] +
                         "' but found end of file"};
    }
    if (!m_tokens.empty() && m_tokens.back().kind != TokenKind::Newline &&
        m_tokens.back().kind != TokenKind::Dedent)
        s.push(TokenKind::Newline, s.p, 0);
    for (std::size_t i = 1; i < m_indents.size(); ++i)
        s.push(TokenKind::Dedent, s.p, 0);
    s.push(TokenKind::EndOfFile, s.p, 0);
    return Ok{};
}

} // namespace gnw
