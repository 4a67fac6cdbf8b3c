#pragma once
// Tokenizer for the Python subset of GraphNet model.py files, following Python's line rules: NEWLINE ends a
// logical line, INDENT/DEDENT track indentation (tabs to multiples of 8, mixing that changes meaning is an
// error), newlines inside brackets and after a backslash join lines, blank and comment-only lines vanish.
// One pass over the whole text, table-driven; tokens are views into the source, and the token, comment and
// indentation vectors keep their capacity between calls, so a tokenizer reused over many files stops
// allocating after the largest one.
#include "core/python/PyToken.h"
#include "core/util/Result.h"

#include <string_view>
#include <vector>

namespace gnw {

class PyTokenizer {
public:
    // Python refuses more than 100 indentation levels; so do we, which bounds the parser's block recursion.
    static constexpr int kMaxIndentLevels = 100;

    // On success tokens() ends with NEWLINE (if the file has any statement), the closing DEDENTs and
    // END_OF_FILE. Tokens and comments view into `source`, which must outlive them.
    Status tokenize(std::string_view source, std::string_view fileName);

    const std::vector<pyast::Token>& tokens() const { return m_tokens; }
    // Comments that stand alone on a line outside brackets, in source order.
    const std::vector<pyast::Comment>& comments() const { return m_comments; }

private:
    struct IndentLevel {
        int width;    // tabs advance to the next multiple of 8
        int altWidth; // tabs count as 1: if the two orders disagree, the indentation is ambiguous
    };

    std::vector<pyast::Token> m_tokens;
    std::vector<pyast::Comment> m_comments;
    std::vector<IndentLevel> m_indents;
    std::vector<pyast::Token> m_openBrackets;
};

} // namespace gnw
