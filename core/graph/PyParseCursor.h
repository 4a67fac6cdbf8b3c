#pragma once
// Shared state of the model.py parser: the token cursor, the AST arenas and error reporting. Syntax errors
// unwind as a SyntaxFailure exception so the recursive-descent code stays linear; ModelParser::parse turns it
// into a Result at the boundary. Used only by ModelParser and PyExpressionParser.
#include "core/graph/PyAst.h"
#include "core/util/Result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gnw::pyast {

struct SyntaxFailure {
    Error error;
};

class ParseCursor {
public:
    // Python's parser refuses 200 nested brackets; the same bound keeps our recursion far from the stack
    // limit.
    static constexpr int kMaxNesting = 200;
    // Bound on the AST height (left-associative chains like a + b + ... grow it without nesting brackets),
    // so everything that recurses over expressions later stays within a small, fixed stack.
    static constexpr int kMaxHeight = 1000;

    ParseCursor(const std::vector<Token>& tokens, Module& module, std::vector<std::int32_t>& scratch)
        : m_tokens(tokens), m_module(module), m_scratch(scratch) {}

    const Token& peek(std::size_t ahead = 0) const {
        const std::size_t i = m_pos + ahead;
        return i < m_tokens.size() ? m_tokens[i] : m_tokens.back();
    }
    const Token& next() { return m_tokens[m_pos < m_tokens.size() - 1 ? m_pos++ : m_pos]; }
    const Token& previous() const { return m_tokens[m_pos > 0 ? m_pos - 1 : 0]; }
    bool at(TokenKind kind) const { return peek().kind == kind; }
    bool atKeyword(std::string_view word) const { return at(TokenKind::Name) && peek().text == word; }
    bool accept(TokenKind kind) {
        if (!at(kind))
            return false;
        ++m_pos;
        return true;
    }
    bool acceptKeyword(std::string_view word) {
        if (!atKeyword(word))
            return false;
        ++m_pos;
        return true;
    }
    const Token& expect(TokenKind kind) {
        if (!at(kind))
            failExpected(tokenKindName(kind));
        return next();
    }
    const Token& expectKeyword(std::string_view word) {
        if (!atKeyword(word))
            failExpected("'" + std::string(word) + "'");
        return next();
    }
    const Token& expectName() {
        if (!at(TokenKind::Name) || isKeyword(peek().text))
            failExpected("a name");
        return next();
    }

    [[noreturn]] void failAt(int line, int column, std::string message) const {
        throw SyntaxFailure{Error{std::string(m_module.fileName), line, column, std::move(message)}};
    }
    [[noreturn]] void failAt(const Token& token, std::string message) const {
        failAt(token.line, token.column, std::move(message));
    }
    // "expected X but found Y" at the current token.
    [[noreturn]] void failExpected(std::string_view what) const {
        failAt(peek(), "expected " + std::string(what) + " but found " + describeToken(peek()));
    }

    // Counts bracket/operator nesting for the lifetime of the guard; `at` is the token that opened it.
    class DepthGuard {
    public:
        DepthGuard(ParseCursor& cursor, const Token& at) : m_cursor(cursor) {
            if (++m_cursor.m_depth > kMaxNesting)
                m_cursor.failAt(
                    at, "expected at most " + std::to_string(kMaxNesting) +
                            " nested brackets or operators but found more (expression nested too deeply)");
        }
        ~DepthGuard() { --m_cursor.m_depth; }
        DepthGuard(const DepthGuard&) = delete;
        DepthGuard& operator=(const DepthGuard&) = delete;

    private:
        ParseCursor& m_cursor;
    };

    Module& module() { return m_module; }

    // Children are collected on a shared scratch stack, then copied contiguously into Module::children;
    // nested parses push above the mark and pop back before the caller continues.
    std::size_t markChildren() const { return m_scratch.size(); }
    void pushChild(ExprId id) { m_scratch.push_back(id); }
    ExprId finishExpr(Expr e, std::size_t mark, const Token& at);
    // For fixed-arity expressions whose children are already parsed.
    ExprId addExpr(Expr e, std::initializer_list<ExprId> children, const Token& at);
    [[noreturn]] void failHeight(const Token& at) const;

private:
    const std::vector<Token>& m_tokens;
    Module& m_module;
    std::vector<std::int32_t>& m_scratch;
    std::size_t m_pos = 0;
    int m_depth = 0;
};

} // namespace gnw::pyast
