#pragma once
// Recursive-descent parser for Python expressions as model.py uses them: calls with positional and keyword
// arguments, attribute chains, subscripts with slices, tuples, lists, literals, unary/binary/comparison
// operators with Python's precedence, conditional expressions and lambdas (for Paddle's
// `(lambda x, f: f(x))(...)` idiom). Nesting is bounded by ParseCursor::kMaxNesting.
#include "core/graph/PyParseCursor.h"

namespace gnw::pyast {

class PyExpressionParser {
public:
    explicit PyExpressionParser(ParseCursor& cursor) : m_c(cursor) {}

    // One expression, including `lambda` and `a if c else b`.
    ExprId parseExpression();
    // `a, b, c` without brackets becomes a Tuple; a single expression stays itself.
    ExprId parseExpressionList();

private:
    ExprId parseLambda();
    ExprId parseOr();
    ExprId parseAnd();
    ExprId parseNot();
    ExprId parseComparison();
    ExprId parseBinary(int minPrecedence);
    ExprId parseUnary();
    ExprId parsePower();
    ExprId parsePrimary();
    ExprId parseAtom();
    ExprId parseParenthesized();
    ExprId parseList();
    ExprId parseCallArguments(ExprId callee);
    ExprId parseSubscript(ExprId value);
    ExprId parseSliceItem();

    ExprId leaf(ExprKind kind, const Token& token, std::uint8_t op = 0);
    Expr at(ExprKind kind, ExprId startOf, std::uint8_t op = 0) const;
    static Expr at(ExprKind kind, const Token& start, std::uint8_t op = 0);
    [[noreturn]] void failUnclosed(const Token& opener, std::string_view expected) const;

    ParseCursor& m_c;
};

} // namespace gnw::pyast
