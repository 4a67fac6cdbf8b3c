#pragma once
// AST-lite for model.py: flat arenas of expressions and statements that refer to each other by index, so a
// parser reused across files allocates nothing once its arenas have grown. Texts are views into the source.
#include "core/python/PyToken.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gnw::pyast {

using ExprId = std::int32_t;
inline constexpr ExprId kNoExpr = -1;

// Same order as the binary operator tokens, so `op = token - TokenKind::Plus`.
enum class BinaryOp : std::uint8_t {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    LeftShift,
    RightShift
};
enum class UnaryOp : std::uint8_t { Neg, Pos, Invert, Not };
enum class CompareOp : std::uint8_t {
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Equal,
    NotEqual,
    Is,
    IsNot,
    In,
    NotIn
};
enum class BoolOp : std::uint8_t { And, Or };
enum class ConstantValue : std::uint8_t { None, True, False };

enum class ExprKind : std::uint8_t {
    Name,      // text = identifier
    Number,    // text = literal as written
    String,    // text = source span of one or more adjacent literals ("a" "b"), prefixes and quotes included
    Constant,  // op = ConstantValue
    Ellipsis,  // the literal `...`
    Attribute, // children = [value]; text = attribute name
    Call,      // children = [callee, positional..., Keyword...]
    Keyword,   // children = [value]; text = keyword name (only inside Call)
    Subscript, // children = [value, index]
    Slice,     // children = [lower, upper, step], kNoExpr where omitted (only inside Subscript indexes)
    Tuple,     // children = elements
    List,      // children = elements
    Unary,     // op = UnaryOp; children = [operand]
    Binary,    // op = BinaryOp; children = [left, right]
    Compare,   // op = CompareOp; children = [left, right]
    BoolOp,    // op = BoolOp; children = [left, right]
    IfExp,     // children = [body, test, orelse]
    Lambda,    // children = [parameter Names..., body]
};

struct Expr {
    ExprKind kind = ExprKind::Name;
    std::uint8_t op = 0;
    std::uint16_t depth = 1; // height of the subtree; bounded by ParseCursor::kMaxHeight
    bool parenthesized = false;
    int line = 0;
    int column = 0;
    std::string_view text;
    std::int32_t first = 0; // into Module::children
    std::int32_t count = 0;
};

enum class StmtKind : std::uint8_t {
    Assign,      // children = targets (a = b = value has two); value
    AugAssign,   // op = BinaryOp; children = [target]; value
    Expression,  // value
    Delete,      // children = targets
    Return,      // value, or kNoExpr for a bare `return`
    Pass,        // also a lone docstring
    Import,      // first/count into Module::imports (one entry per imported name)
    ClassDef,    // index into Module::classes
    FunctionDef, // index into Module::functions
};

struct Stmt {
    StmtKind kind = StmtKind::Pass;
    std::uint8_t op = 0;
    int line = 0;
    int column = 0;
    int endLine = 0;
    int endColumn = 0; // one past the last byte of the statement's last token
    std::int32_t first = 0;
    std::int32_t count = 0;
    ExprId value = kNoExpr;
    std::int32_t index = -1;
    std::int32_t comment = -1; // into Module::comments: the stand-alone comment directly above, if any
};

struct Import {
    std::string module;     // "torch", "torch.nn.functional"
    std::string_view name;  // imported member for `from m import name`, empty for `import m`
    std::string_view bound; // the name this import binds in the module namespace
    int line = 0;
    int column = 0;
};

struct Param {
    std::string_view name;
    ExprId annotation = kNoExpr;
    int line = 0;
    int column = 0;
};

struct FunctionDef {
    std::string_view name;
    int line = 0;
    int column = 0;
    std::int32_t firstParam = 0; // into Module::params
    std::int32_t paramCount = 0;
    std::int32_t firstStmt = 0; // into Module::bodies
    std::int32_t stmtCount = 0;
};

struct ClassDef {
    std::string_view name;
    int line = 0;
    int column = 0;
    std::int32_t firstBase = 0; // into Module::children
    std::int32_t baseCount = 0;
    std::int32_t firstStmt = 0; // into Module::bodies
    std::int32_t stmtCount = 0;
};

struct Module {
    std::string_view fileName;
    std::string_view source;
    std::vector<Expr> exprs;
    std::vector<ExprId> children;
    std::vector<Stmt> stmts;
    std::vector<std::int32_t> bodies; // statement ids of each block, contiguous per block
    std::vector<Import> imports;
    std::vector<Param> params;
    std::vector<FunctionDef> functions;
    std::vector<ClassDef> classes;
    std::vector<Comment> comments;
    std::int32_t firstStmt = 0; // top-level statements, into bodies
    std::int32_t stmtCount = 0;

    const Expr& expr(ExprId id) const { return exprs[static_cast<std::size_t>(id)]; }
    std::span<const ExprId> childrenOf(const Expr& e) const { return span(children, e.first, e.count); }
    std::span<const ExprId> targetsOf(const Stmt& s) const { return span(children, s.first, s.count); }
    std::span<const std::int32_t> topLevel() const { return span(bodies, firstStmt, stmtCount); }
    std::span<const std::int32_t> bodyOf(const FunctionDef& f) const {
        return span(bodies, f.firstStmt, f.stmtCount);
    }
    std::span<const std::int32_t> bodyOf(const ClassDef& c) const {
        return span(bodies, c.firstStmt, c.stmtCount);
    }
    std::span<const Param> paramsOf(const FunctionDef& f) const {
        return std::span<const Param>(params).subspan(static_cast<std::size_t>(f.firstParam),
                                                      static_cast<std::size_t>(f.paramCount));
    }

    // Keeps the capacity, so the next file parses without regrowing the arenas.
    void clear() {
        exprs.clear();
        children.clear();
        stmts.clear();
        bodies.clear();
        imports.clear();
        params.clear();
        functions.clear();
        classes.clear();
        comments.clear();
        firstStmt = stmtCount = 0;
    }

private:
    static std::span<const std::int32_t> span(const std::vector<std::int32_t>& v, std::int32_t first,
                                              std::int32_t count) {
        return std::span<const std::int32_t>(v).subspan(static_cast<std::size_t>(first),
                                                        static_cast<std::size_t>(count));
    }
};

} // namespace gnw::pyast
