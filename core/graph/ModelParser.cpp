#include "core/graph/ModelParser.h"

#include "core/graph/PyExpressionParser.h"
#include "core/graph/PyParseCursor.h"

#include <array>

namespace gnw {

using namespace pyast;

namespace {

std::string describeExpr(const Expr& e) {
    switch (e.kind) {
    case ExprKind::Name:
        return "name '" + std::string(e.text) + "'";
    case ExprKind::Number:
        return "a number";
    case ExprKind::String:
        return "a string";
    case ExprKind::Constant:
        return "a constant";
    case ExprKind::Ellipsis:
        return "'...'";
    case ExprKind::Attribute:
        return "an attribute";
    case ExprKind::Call:
        return "a call";
    case ExprKind::Keyword:
        return "a keyword argument";
    case ExprKind::Subscript:
        return "a subscript";
    case ExprKind::Slice:
        return "a slice";
    case ExprKind::Tuple:
        return "a tuple";
    case ExprKind::List:
        return "a list";
    case ExprKind::Unary:
    case ExprKind::Binary:
        return "an operator expression";
    case ExprKind::Compare:
        return "a comparison";
    case ExprKind::BoolOp:
        return "a boolean expression";
    case ExprKind::IfExp:
        return "a conditional expression";
    case ExprKind::Lambda:
        return "a lambda";
    }
    return "an expression";
}

bool isControlFlowKeyword(std::string_view word) {
    static constexpr std::array<std::string_view, 18> kWords = {
        "if",    "elif",   "else",     "for",    "while", "with",  "try",      "except", "finally",
        "async", "global", "nonlocal", "assert", "raise", "break", "continue", "yield",  "match"};
    for (std::string_view w : kWords)
        if (w == word)
            return true;
    return false;
}

class StatementParser {
public:
    StatementParser(ParseCursor& cursor, std::vector<std::int32_t>& scratch)
        : m_c(cursor), m_expr(cursor), m_m(cursor.module()), m_scratch(scratch) {}

    void parseModule() {
        const std::size_t mark = m_scratch.size();
        while (!m_c.at(TokenKind::EndOfFile))
            parseStatement();
        storeBody(mark, m_m.firstStmt, m_m.stmtCount);
    }

private:
    void parseStatement() {
        const Token& t = m_c.peek();
        if (t.kind == TokenKind::Indent)
            m_c.failAt(t, "expected a statement but found an unexpected indent");
        if (t.kind == TokenKind::At)
            m_c.failExpected("a statement (decorators are not supported)");
        if (t.kind == TokenKind::Name) {
            if (t.text == "class")
                return parseClass();
            if (t.text == "def")
                return parseFunction();
            if (isControlFlowKeyword(t.text))
                m_c.failAt(t, "expected a straight-line statement but found '" + std::string(t.text) +
                                  "' (model.py graphs have no control flow)");
        }
        do {
            parseSimple();
        } while (m_c.accept(TokenKind::Semicolon) && !m_c.at(TokenKind::Newline));
        m_c.expect(TokenKind::Newline);
    }

    void parseSimple() {
        const Token& start = m_c.peek();
        Stmt s;
        s.line = start.line;
        s.column = start.column;
        attachComment(s);
        if (m_c.acceptKeyword("pass")) {
            s.kind = StmtKind::Pass;
        } else if (m_c.atKeyword("import") || m_c.atKeyword("from")) {
            parseImport(s);
        } else if (m_c.acceptKeyword("del")) {
            s.kind = StmtKind::Delete;
            const std::size_t mark = m_scratch.size();
            do {
                const ExprId target = m_expr.parseExpression();
                requireTarget(target, "a name, attribute or subscript to delete");
                m_scratch.push_back(target);
            } while (m_c.accept(TokenKind::Comma) && canStartExpression(m_c.peek()));
            storeTargets(s, mark);
        } else if (m_c.atKeyword("return")) {
            if (m_functionDepth == 0)
                m_c.failAt(start, "expected 'return' inside a function but found it at module level");
            m_c.next();
            s.kind = StmtKind::Return;
            if (canStartExpression(m_c.peek()))
                s.value = m_expr.parseExpressionList();
        } else {
            parseExpressionStatement(s);
        }
        s.endLine = m_c.previous().line;
        s.endColumn = m_c.previous().endColumn();
        m_previousEndLine = s.endLine;
        m_m.stmts.push_back(s);
        m_scratch.push_back(static_cast<std::int32_t>(m_m.stmts.size() - 1));
    }

    void parseExpressionStatement(Stmt& s) {
        if (m_c.at(TokenKind::Name) && isKeyword(m_c.peek().text) && !canStartExpression(m_c.peek()))
            m_c.failExpected("a statement");
        const ExprId first = m_expr.parseExpressionList();
        if (isAugmentedAssign(m_c.peek().kind)) {
            const Expr& target = m_m.expr(first);
            if (target.kind != ExprKind::Name && target.kind != ExprKind::Attribute &&
                target.kind != ExprKind::Subscript)
                m_c.failAt(target.line, target.column,
                           "expected a name, attribute or subscript before " +
                               std::string(tokenKindName(m_c.peek().kind)) + " but found " +
                               describeExpr(target));
            const TokenKind op = m_c.next().kind;
            s.kind = StmtKind::AugAssign;
            s.op = static_cast<std::uint8_t>(static_cast<int>(op) - static_cast<int>(TokenKind::PlusAssign));
            const std::size_t mark = m_scratch.size();
            m_scratch.push_back(first);
            storeTargets(s, mark);
            s.value = m_expr.parseExpressionList();
            return;
        }
        if (!m_c.at(TokenKind::Assign)) {
            s.kind = StmtKind::Expression;
            s.value = first;
            return;
        }
        s.kind = StmtKind::Assign;
        const std::size_t mark = m_scratch.size();
        requireTarget(first, "an assignment target (a name, attribute, subscript or a tuple of them)");
        m_scratch.push_back(first);
        while (m_c.accept(TokenKind::Assign)) {
            const ExprId value = m_expr.parseExpressionList();
            if (!m_c.at(TokenKind::Assign)) {
                s.value = value;
                break;
            }
            requireTarget(value, "an assignment target (a name, attribute, subscript or a tuple of them)");
            m_scratch.push_back(value);
        }
        storeTargets(s, mark);
    }

    void requireTarget(ExprId id, std::string_view expected) const {
        const Expr& e = m_m.expr(id);
        switch (e.kind) {
        case ExprKind::Name:
        case ExprKind::Attribute:
        case ExprKind::Subscript:
            return;
        case ExprKind::Tuple:
        case ExprKind::List:
            for (ExprId child : m_m.childrenOf(e))
                requireTarget(child, expected);
            return;
        default:
            m_c.failAt(e.line, e.column,
                       "expected " + std::string(expected) + " but found " + describeExpr(e));
        }
    }

    std::string dottedName() {
        std::string name(m_c.expectName().text);
        while (m_c.accept(TokenKind::Dot))
            name += "." + std::string(m_c.expectName().text);
        return name;
    }

    void parseImport(Stmt& s) {
        s.kind = StmtKind::Import;
        s.first = static_cast<std::int32_t>(m_m.imports.size());
        if (m_c.acceptKeyword("import")) {
            do {
                const Token& at = m_c.peek();
                Import imp;
                imp.line = at.line;
                imp.column = at.column;
                imp.module = dottedName();
                imp.bound = at.text; // `import a.b` binds `a`
                if (m_c.acceptKeyword("as"))
                    imp.bound = m_c.expectName().text;
                m_m.imports.push_back(std::move(imp));
            } while (m_c.accept(TokenKind::Comma));
        } else {
            m_c.expectKeyword("from");
            const std::string module = dottedName();
            m_c.expectKeyword("import");
            if (m_c.at(TokenKind::Star))
                m_c.failExpected("names to import (star imports are not supported)");
            const bool parenthesized = m_c.accept(TokenKind::LParen);
            do {
                if (parenthesized && m_c.at(TokenKind::RParen))
                    break;
                const Token& name = m_c.expectName();
                Import imp;
                imp.line = name.line;
                imp.column = name.column;
                imp.module = module;
                imp.name = name.text;
                imp.bound = m_c.acceptKeyword("as") ? m_c.expectName().text : name.text;
                m_m.imports.push_back(std::move(imp));
            } while (m_c.accept(TokenKind::Comma));
            if (parenthesized)
                m_c.expect(TokenKind::RParen);
        }
        s.count = static_cast<std::int32_t>(m_m.imports.size()) - s.first;
    }

    void parseClass() {
        const Token& keyword = m_c.next();
        ClassDef cls;
        const Token& name = m_c.expectName();
        cls.name = name.text;
        cls.line = keyword.line;
        cls.column = keyword.column;
        const std::size_t mark = m_scratch.size();
        if (m_c.accept(TokenKind::LParen)) {
            while (!m_c.at(TokenKind::RParen)) {
                if (m_c.at(TokenKind::Name) && m_c.peek(1).kind == TokenKind::Assign)
                    m_c.failExpected("a base class (class keywords are not supported)");
                m_scratch.push_back(m_expr.parseExpression());
                if (!m_c.accept(TokenKind::Comma))
                    break;
            }
            m_c.expect(TokenKind::RParen);
        }
        cls.firstBase = static_cast<std::int32_t>(m_m.children.size());
        cls.baseCount = static_cast<std::int32_t>(m_scratch.size() - mark);
        m_m.children.insert(m_m.children.end(), m_scratch.begin() + static_cast<std::ptrdiff_t>(mark),
                            m_scratch.end());
        m_scratch.resize(mark);
        parseBlock(cls.firstStmt, cls.stmtCount);
        m_m.classes.push_back(cls);
        pushCompound(StmtKind::ClassDef, keyword, static_cast<std::int32_t>(m_m.classes.size() - 1));
    }

    void parseFunction() {
        const Token& keyword = m_c.next();
        FunctionDef fn;
        fn.name = m_c.expectName().text;
        fn.line = keyword.line;
        fn.column = keyword.column;
        m_c.expect(TokenKind::LParen);
        fn.firstParam = static_cast<std::int32_t>(m_m.params.size());
        while (!m_c.at(TokenKind::RParen)) {
            if (m_c.at(TokenKind::Star) || m_c.at(TokenKind::DoubleStar) || m_c.at(TokenKind::Slash))
                m_c.failExpected("a parameter name (*args, **kwargs and '/' are not supported)");
            const Token& name = m_c.expectName();
            Param p;
            p.name = name.text;
            p.line = name.line;
            p.column = name.column;
            if (m_c.accept(TokenKind::Colon))
                p.annotation = m_expr.parseExpression();
            if (m_c.at(TokenKind::Assign))
                m_c.failExpected("',' or ')' (default parameter values are not supported)");
            m_m.params.push_back(p);
            if (!m_c.accept(TokenKind::Comma))
                break;
        }
        m_c.expect(TokenKind::RParen);
        fn.paramCount = static_cast<std::int32_t>(m_m.params.size()) - fn.firstParam;
        if (m_c.accept(TokenKind::Arrow))
            m_expr.parseExpression();
        ++m_functionDepth;
        parseBlock(fn.firstStmt, fn.stmtCount);
        --m_functionDepth;
        m_m.functions.push_back(fn);
        pushCompound(StmtKind::FunctionDef, keyword, static_cast<std::int32_t>(m_m.functions.size() - 1));
    }

    void parseBlock(std::int32_t& first, std::int32_t& count) {
        m_c.expect(TokenKind::Colon);
        m_previousEndLine = m_c.previous().line;
        const std::size_t mark = m_scratch.size();
        if (m_c.accept(TokenKind::Newline)) {
            if (!m_c.at(TokenKind::Indent))
                m_c.failExpected("an indented block");
            m_c.next();
            while (!m_c.at(TokenKind::Dedent) && !m_c.at(TokenKind::EndOfFile))
                parseStatement();
            m_c.expect(TokenKind::Dedent);
        } else {
            do {
                parseSimple();
            } while (m_c.accept(TokenKind::Semicolon) && !m_c.at(TokenKind::Newline));
            m_c.expect(TokenKind::Newline);
        }
        storeBody(mark, first, count);
    }

    void pushCompound(StmtKind kind, const Token& keyword, std::int32_t index) {
        Stmt s;
        s.kind = kind;
        s.line = keyword.line;
        s.column = keyword.column;
        s.endLine = m_c.previous().line;
        s.endColumn = m_c.previous().endColumn();
        s.index = index;
        m_m.stmts.push_back(s);
        m_scratch.push_back(static_cast<std::int32_t>(m_m.stmts.size() - 1));
    }

    void storeTargets(Stmt& s, std::size_t mark) {
        s.first = static_cast<std::int32_t>(m_m.children.size());
        s.count = static_cast<std::int32_t>(m_scratch.size() - mark);
        m_m.children.insert(m_m.children.end(), m_scratch.begin() + static_cast<std::ptrdiff_t>(mark),
                            m_scratch.end());
        m_scratch.resize(mark);
    }

    void storeBody(std::size_t mark, std::int32_t& first, std::int32_t& count) {
        first = static_cast<std::int32_t>(m_m.bodies.size());
        count = static_cast<std::int32_t>(m_scratch.size() - mark);
        m_m.bodies.insert(m_m.bodies.end(), m_scratch.begin() + static_cast<std::ptrdiff_t>(mark),
                          m_scratch.end());
        m_scratch.resize(mark);
    }

    // The comment kept for a statement is the last stand-alone comment between it and the previous one.
    void attachComment(Stmt& s) {
        const std::vector<Comment>& comments = m_m.comments;
        while (m_nextComment < comments.size() && comments[m_nextComment].line < s.line) {
            if (comments[m_nextComment].line > m_previousEndLine)
                s.comment = static_cast<std::int32_t>(m_nextComment);
            ++m_nextComment;
        }
    }

    ParseCursor& m_c;
    PyExpressionParser m_expr;
    Module& m_m;
    std::vector<std::int32_t>& m_scratch;
    std::size_t m_nextComment = 0;
    int m_previousEndLine = 0;
    int m_functionDepth = 0;
};

} // namespace

Status ModelParser::parse(std::string_view source, std::string_view fileName) {
    m_module.clear();
    m_scratch.clear();
    if (Status tokenized = m_tokenizer.tokenize(source, fileName); !tokenized)
        return tokenized.error();
    m_module.fileName = fileName;
    m_module.source = source;
    m_module.comments = m_tokenizer.comments();
    try {
        ParseCursor cursor(m_tokenizer.tokens(), m_module, m_scratch);
        StatementParser(cursor, m_scratch).parseModule();
    } catch (const SyntaxFailure& failure) {
        return failure.error;
    }
    return Ok{};
}

} // namespace gnw
