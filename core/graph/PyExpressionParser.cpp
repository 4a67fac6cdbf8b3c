#include "core/graph/PyExpressionParser.h"

namespace gnw::pyast {

namespace {

std::uint8_t binaryOpOf(TokenKind kind) {
    return static_cast<std::uint8_t>(static_cast<int>(kind) - static_cast<int>(TokenKind::Plus));
}

} // namespace

ExprId PyExpressionParser::leaf(ExprKind kind, const Token& token, std::uint8_t op) {
    Expr e = at(kind, token, op);
    e.text = token.text;
    return m_c.addExpr(e, {}, token);
}

// An expression positioned where the expression `startOf` (or the token `start`) begins, as Python's
// col_offset does.
Expr PyExpressionParser::at(ExprKind kind, ExprId startOf, std::uint8_t op) const {
    const Expr& start = m_c.module().expr(startOf);
    Expr e;
    e.kind = kind;
    e.op = op;
    e.line = start.line;
    e.column = start.column;
    return e;
}

Expr PyExpressionParser::at(ExprKind kind, const Token& start, std::uint8_t op) {
    Expr e;
    e.kind = kind;
    e.op = op;
    e.line = start.line;
    e.column = start.column;
    return e;
}

void PyExpressionParser::failUnclosed(const Token& opener, std::string_view expected) const {
    m_c.failAt(m_c.peek(), "expected " + std::string(expected) + " but found " + describeToken(m_c.peek()) +
                               " (the '" + std::string(opener.text) + "' at " + std::to_string(opener.line) +
                               ':' + std::to_string(opener.column) + " is still open)");
}

ExprId PyExpressionParser::parseExpressionList() {
    const Token& start = m_c.peek();
    const ExprId first = parseExpression();
    if (!m_c.at(TokenKind::Comma))
        return first;
    const std::size_t mark = m_c.markChildren();
    m_c.pushChild(first);
    while (m_c.accept(TokenKind::Comma) && canStartExpression(m_c.peek()))
        m_c.pushChild(parseExpression());
    return m_c.finishExpr(at(ExprKind::Tuple, first), mark, start);
}

ExprId PyExpressionParser::parseExpression() {
    if (m_c.atKeyword("lambda"))
        return parseLambda();
    const ExprId body = parseOr();
    if (!m_c.atKeyword("if"))
        return body;
    const Token& ifToken = m_c.next();
    ParseCursor::DepthGuard guard(m_c, ifToken);
    const ExprId test = parseOr();
    m_c.expectKeyword("else");
    const ExprId orElse = parseExpression();
    return m_c.addExpr(at(ExprKind::IfExp, body), {body, test, orElse}, ifToken);
}

ExprId PyExpressionParser::parseLambda() {
    const Token& keyword = m_c.next();
    ParseCursor::DepthGuard guard(m_c, keyword);
    const std::size_t mark = m_c.markChildren();
    if (!m_c.at(TokenKind::Colon)) {
        do {
            const Token& name = m_c.expectName();
            if (m_c.at(TokenKind::Assign))
                m_c.failExpected("',' or ':' (lambda default values are not supported)");
            m_c.pushChild(leaf(ExprKind::Name, name));
        } while (m_c.accept(TokenKind::Comma) && !m_c.at(TokenKind::Colon));
    }
    m_c.expect(TokenKind::Colon);
    m_c.pushChild(parseExpression());
    Expr e = at(ExprKind::Lambda, keyword);
    return m_c.finishExpr(e, mark, keyword);
}

ExprId PyExpressionParser::parseOr() {
    ExprId left = parseAnd();
    while (m_c.atKeyword("or")) {
        const Token& op = m_c.next();
        const ExprId right = parseAnd();
        left =
            m_c.addExpr(at(ExprKind::BoolOp, left, static_cast<std::uint8_t>(BoolOp::Or)), {left, right}, op);
    }
    return left;
}

ExprId PyExpressionParser::parseAnd() {
    ExprId left = parseNot();
    while (m_c.atKeyword("and")) {
        const Token& op = m_c.next();
        const ExprId right = parseNot();
        left = m_c.addExpr(at(ExprKind::BoolOp, left, static_cast<std::uint8_t>(BoolOp::And)), {left, right},
                           op);
    }
    return left;
}

ExprId PyExpressionParser::parseNot() {
    if (!m_c.atKeyword("not"))
        return parseComparison();
    const Token& op = m_c.next();
    ParseCursor::DepthGuard guard(m_c, op);
    const ExprId operand = parseNot();
    Expr e = at(ExprKind::Unary, op, static_cast<std::uint8_t>(UnaryOp::Not));
    return m_c.addExpr(e, {operand}, op);
}

ExprId PyExpressionParser::parseComparison() {
    const ExprId left = parseBinary(1);
    auto comparison = [&]() -> int {
        switch (m_c.peek().kind) {
        case TokenKind::Less:
            return static_cast<int>(CompareOp::Less);
        case TokenKind::Greater:
            return static_cast<int>(CompareOp::Greater);
        case TokenKind::LessEqual:
            return static_cast<int>(CompareOp::LessEqual);
        case TokenKind::GreaterEqual:
            return static_cast<int>(CompareOp::GreaterEqual);
        case TokenKind::Equal:
            return static_cast<int>(CompareOp::Equal);
        case TokenKind::NotEqual:
            return static_cast<int>(CompareOp::NotEqual);
        default:
            break;
        }
        if (m_c.atKeyword("in"))
            return static_cast<int>(CompareOp::In);
        if (m_c.atKeyword("is"))
            return static_cast<int>(m_c.peek(1).kind == TokenKind::Name && m_c.peek(1).text == "not"
                                        ? CompareOp::IsNot
                                        : CompareOp::Is);
        if (m_c.atKeyword("not") && m_c.peek(1).kind == TokenKind::Name && m_c.peek(1).text == "in")
            return static_cast<int>(CompareOp::NotIn);
        return -1;
    };
    const int op = comparison();
    if (op < 0)
        return left;
    const Token& opToken = m_c.next();
    if (op == static_cast<int>(CompareOp::IsNot) || op == static_cast<int>(CompareOp::NotIn))
        m_c.next();
    const ExprId right = parseBinary(1);
    if (comparison() >= 0)
        m_c.failAt(m_c.peek(), "expected end of the comparison but found " + describeToken(m_c.peek()) +
                                   " (chained comparisons are not supported)");
    return m_c.addExpr(at(ExprKind::Compare, left, static_cast<std::uint8_t>(op)), {left, right}, opToken);
}

// Precedence climbing: left-associative chains are built in a loop, so `a + b + ... + z` does not recurse
// per operand (the AST height is still bounded by ParseCursor::kMaxNesting).
ExprId PyExpressionParser::parseBinary(int minPrecedence) {
    ExprId left = parseUnary();
    for (;;) {
        const TokenKind kind = m_c.peek().kind;
        const int p = binaryPrecedence(kind);
        if (p == 0 || p < minPrecedence)
            return left;
        const Token& op = m_c.next();
        const ExprId right = parseBinary(p + 1);
        left = m_c.addExpr(at(ExprKind::Binary, left, binaryOpOf(kind)), {left, right}, op);
    }
}

ExprId PyExpressionParser::parseUnary() {
    UnaryOp op;
    switch (m_c.peek().kind) {
    case TokenKind::Minus:
        op = UnaryOp::Neg;
        break;
    case TokenKind::Plus:
        op = UnaryOp::Pos;
        break;
    case TokenKind::Tilde:
        op = UnaryOp::Invert;
        break;
    default:
        return parsePower();
    }
    const Token& opToken = m_c.next();
    ParseCursor::DepthGuard guard(m_c, opToken);
    const ExprId operand = parseUnary();
    Expr e = at(ExprKind::Unary, opToken, static_cast<std::uint8_t>(op));
    return m_c.addExpr(e, {operand}, opToken);
}

ExprId PyExpressionParser::parsePower() {
    const ExprId base = parsePrimary();
    if (!m_c.at(TokenKind::DoubleStar))
        return base;
    const Token& op = m_c.next();
    ParseCursor::DepthGuard guard(m_c, op);
    const ExprId exponent = parseUnary();
    return m_c.addExpr(at(ExprKind::Binary, base, static_cast<std::uint8_t>(BinaryOp::Pow)), {base, exponent},
                       op);
}

ExprId PyExpressionParser::parsePrimary() {
    ExprId e = parseAtom();
    for (;;) {
        if (m_c.at(TokenKind::Dot)) {
            const Token& dot = m_c.next();
            const Token& name = m_c.expectName();
            Expr attribute = at(ExprKind::Attribute, e);
            attribute.text = name.text;
            e = m_c.addExpr(attribute, {e}, dot);
        } else if (m_c.accept(TokenKind::LParen)) {
            e = parseCallArguments(e);
        } else if (m_c.accept(TokenKind::LBracket)) {
            e = parseSubscript(e);
        } else {
            return e;
        }
    }
}

ExprId PyExpressionParser::parseAtom() {
    const Token& token = m_c.peek();
    switch (token.kind) {
    case TokenKind::Name:
        if (token.text == "None" || token.text == "True" || token.text == "False") {
            const auto value = token.text == "None"   ? ConstantValue::None
                               : token.text == "True" ? ConstantValue::True
                                                      : ConstantValue::False;
            return leaf(ExprKind::Constant, m_c.next(), static_cast<std::uint8_t>(value));
        }
        if (isKeyword(token.text))
            m_c.failExpected("an expression");
        return leaf(ExprKind::Name, m_c.next());
    case TokenKind::Number:
        return leaf(ExprKind::Number, m_c.next());
    case TokenKind::String: {
        const Token& first = m_c.next();
        const char* end = first.text.data() + first.text.size();
        for (const Token* t = &first; t->kind == TokenKind::String; t = &m_c.peek()) {
            // Only the prefix before the opening quote counts: "float32" is a plain string.
            const std::string_view prefix = t->text.substr(0, t->text.find_first_of("\"'"));
            if (prefix.find_first_of("fF") != std::string_view::npos)
                m_c.failAt(*t, "expected a plain string literal but found an f-string (not supported)");
            end = t->text.data() + t->text.size();
            if (t != &first)
                m_c.next();
        }
        const ExprId id = leaf(ExprKind::String, first);
        m_c.module().exprs[static_cast<std::size_t>(id)].text =
            std::string_view(first.text.data(), static_cast<std::size_t>(end - first.text.data()));
        return id;
    }
    case TokenKind::Ellipsis:
        return leaf(ExprKind::Ellipsis, m_c.next());
    case TokenKind::LParen:
        return parseParenthesized();
    case TokenKind::LBracket:
        return parseList();
    case TokenKind::LBrace:
        m_c.failExpected("an expression (dict and set literals are not supported)");
    default:
        m_c.failExpected("an expression");
    }
}

ExprId PyExpressionParser::parseParenthesized() {
    const Token& open = m_c.next();
    if (m_c.accept(TokenKind::RParen)) {
        Expr e = at(ExprKind::Tuple, open);
        e.parenthesized = true;
        return m_c.addExpr(e, {}, open);
    }
    ParseCursor::DepthGuard guard(m_c, open);
    const ExprId first = parseExpression();
    if (m_c.atKeyword("for"))
        m_c.failExpected("')' (generator expressions are not supported)");
    if (m_c.at(TokenKind::RParen)) {
        m_c.next();
        m_c.module().exprs[static_cast<std::size_t>(first)].parenthesized = true;
        return first;
    }
    if (!m_c.at(TokenKind::Comma))
        failUnclosed(open, "',' or ')'");
    const std::size_t mark = m_c.markChildren();
    m_c.pushChild(first);
    while (m_c.accept(TokenKind::Comma) && !m_c.at(TokenKind::RParen))
        m_c.pushChild(parseExpression());
    if (!m_c.accept(TokenKind::RParen))
        failUnclosed(open, "',' or ')'");
    Expr e = at(ExprKind::Tuple, open);
    e.parenthesized = true;
    return m_c.finishExpr(e, mark, open);
}

ExprId PyExpressionParser::parseList() {
    const Token& open = m_c.next();
    ParseCursor::DepthGuard guard(m_c, open);
    const std::size_t mark = m_c.markChildren();
    while (!m_c.at(TokenKind::RBracket)) {
        m_c.pushChild(parseExpression());
        if (m_c.atKeyword("for"))
            m_c.failExpected("']' (list comprehensions are not supported)");
        if (!m_c.accept(TokenKind::Comma))
            break;
    }
    if (!m_c.accept(TokenKind::RBracket))
        failUnclosed(open, "',' or ']'");
    Expr e = at(ExprKind::List, open);
    return m_c.finishExpr(e, mark, open);
}

ExprId PyExpressionParser::parseCallArguments(ExprId callee) {
    const Token& open = m_c.previous();
    ParseCursor::DepthGuard guard(m_c, open);
    const std::size_t mark = m_c.markChildren();
    m_c.pushChild(callee);
    bool sawKeyword = false;
    while (!m_c.at(TokenKind::RParen)) {
        if (m_c.at(TokenKind::Star) || m_c.at(TokenKind::DoubleStar))
            m_c.failExpected("an argument (argument unpacking is not supported)");
        if (m_c.at(TokenKind::Name) && m_c.peek(1).kind == TokenKind::Assign) {
            const Token& name = m_c.expectName();
            m_c.next();
            const ExprId value = parseExpression();
            Expr keyword = at(ExprKind::Keyword, name);
            keyword.text = name.text;
            m_c.pushChild(m_c.addExpr(keyword, {value}, name));
            sawKeyword = true;
        } else {
            if (sawKeyword)
                m_c.failExpected(
                    "a keyword argument (positional arguments must come before keyword arguments)");
            m_c.pushChild(parseExpression());
            if (m_c.atKeyword("for"))
                m_c.failExpected("')' (generator expressions are not supported)");
        }
        if (!m_c.accept(TokenKind::Comma))
            break;
    }
    if (!m_c.accept(TokenKind::RParen))
        failUnclosed(open, "',' or ')'");
    return m_c.finishExpr(at(ExprKind::Call, callee), mark, open);
}

ExprId PyExpressionParser::parseSubscript(ExprId value) {
    const Token& open = m_c.previous();
    ParseCursor::DepthGuard guard(m_c, open);
    if (m_c.at(TokenKind::RBracket))
        m_c.failExpected("an index");
    const Token& indexStart = m_c.peek();
    ExprId index = parseSliceItem();
    if (m_c.at(TokenKind::Comma)) {
        const std::size_t mark = m_c.markChildren();
        m_c.pushChild(index);
        while (m_c.accept(TokenKind::Comma) && !m_c.at(TokenKind::RBracket))
            m_c.pushChild(parseSliceItem());
        Expr tuple = at(ExprKind::Tuple, indexStart);
        index = m_c.finishExpr(tuple, mark, indexStart);
    }
    if (!m_c.accept(TokenKind::RBracket))
        failUnclosed(open, "',' or ']'");
    return m_c.addExpr(at(ExprKind::Subscript, value), {value, index}, open);
}

ExprId PyExpressionParser::parseSliceItem() {
    const Token& start = m_c.peek();
    ExprId lower = kNoExpr;
    if (!m_c.at(TokenKind::Colon)) {
        lower = parseExpression();
        if (!m_c.at(TokenKind::Colon))
            return lower;
    }
    m_c.next();
    auto bound = [&]() {
        const TokenKind k = m_c.peek().kind;
        return k == TokenKind::Colon || k == TokenKind::Comma || k == TokenKind::RBracket ? kNoExpr
                                                                                          : parseExpression();
    };
    const ExprId upper = bound();
    const ExprId step = m_c.accept(TokenKind::Colon) ? bound() : kNoExpr;
    Expr e = at(ExprKind::Slice, start);
    return m_c.addExpr(e, {lower, upper, step}, start);
}

} // namespace gnw::pyast
