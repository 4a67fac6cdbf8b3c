#include "core/graph/ExpressionLowering.h"

#include "core/graph/GraphConstants.h"
#include "core/graph/TargetNames.h"
#include "core/python/PyLiteral.h"

#include <algorithm>
#include <array>
#include <limits>

namespace gnw {

using namespace pyast;

namespace {

bool isBuiltinName(std::string_view name) {
    static constexpr std::array<std::string_view, 14> kBuiltins = {
        "slice", "float",   "int",   "bool", "len", "isinstance", "list",
        "tuple", "getattr", "range", "min",  "max", "abs",        "round"};
    return std::find(kBuiltins.begin(), kBuiltins.end(), name) != kBuiltins.end();
}

} // namespace

GraphArg ExpressionLowering::valueOf(ExprId id) {
    Operand op = evaluate(id);
    switch (op.kind) {
    case Operand::Kind::Value:
        return std::move(op.arg);
    case Operand::Kind::Module:
        return moduleConstant(op.path);
    case Operand::Kind::Builtin:
        m_c.fail(m_c.expr(id), "expected a value but found the builtin '" + op.path + "'");
    case Operand::Kind::Lambda:
        m_c.fail(m_c.expr(id), "expected a value but found a lambda (only Paddle's "
                               "`(lambda x, f: f(x))(call, lambda out: ...)` idiom is understood)");
    }
    return {};
}

ExpressionLowering::Operand ExpressionLowering::evaluate(ExprId id) {
    const Expr& e = m_c.expr(id);
    const std::span<const ExprId> children = m_c.module.childrenOf(e);
    switch (e.kind) {
    case ExprKind::Name:
        return evaluateName(e);
    case ExprKind::Number:
        return valueOperand(number(e, false));
    case ExprKind::String: {
        std::string error;
        std::optional<std::string> text = decodeStringLiterals(e.text, error);
        if (!text)
            m_c.fail(e, error);
        return valueOperand(GraphArg::string(std::move(*text)));
    }
    case ExprKind::Constant:
        switch (static_cast<ConstantValue>(e.op)) {
        case ConstantValue::None:
            return valueOperand(GraphArg::none());
        case ConstantValue::True:
            return valueOperand(GraphArg::boolean(true));
        case ConstantValue::False:
            return valueOperand(GraphArg::boolean(false));
        }
        break;
    case ExprKind::Ellipsis:
        return valueOperand(GraphArg::ellipsis());
    case ExprKind::Attribute:
        return evaluateAttribute(e);
    case ExprKind::Call:
        return valueOperand(evaluateCall(e));
    case ExprKind::Subscript: {
        GraphArg base = valueOf(children[0]);
        GraphArg index = valueOf(children[1]);
        return valueOperand(
            m_c.addNode(std::string(kGetItemTarget), {std::move(base), std::move(index)}, {}));
    }
    case ExprKind::Slice: {
        auto bound = [&](ExprId b) { return b == kNoExpr ? GraphArg::none() : valueOf(b); };
        GraphArg start = bound(children[0]);
        GraphArg stop = bound(children[1]);
        return valueOperand(GraphArg::slice(std::move(start), std::move(stop), bound(children[2])));
    }
    case ExprKind::Tuple:
    case ExprKind::List: {
        std::vector<GraphArg> items;
        items.reserve(children.size());
        for (const ExprId child : children)
            items.push_back(valueOf(child));
        return valueOperand(e.kind == ExprKind::Tuple ? GraphArg::tuple(std::move(items))
                                                      : GraphArg::list(std::move(items)));
    }
    case ExprKind::Unary:
        return valueOperand(evaluateUnary(e));
    case ExprKind::Binary: {
        GraphArg left = valueOf(children[0]);
        GraphArg right = valueOf(children[1]);
        return valueOperand(m_c.addNode(std::string(binaryOperatorTarget(static_cast<BinaryOp>(e.op))),
                                        {std::move(left), std::move(right)}, {}));
    }
    case ExprKind::Compare:
        return valueOperand(evaluateComparison(e));
    case ExprKind::Lambda:
        return Operand{Operand::Kind::Lambda, {}, {}};
    case ExprKind::BoolOp:
    case ExprKind::IfExp:
        m_c.fail(e, "expected a tensor expression but found a boolean or conditional expression (only "
                    "supported inside Paddle's lambda idiom)");
    case ExprKind::Keyword:
        break;
    }
    m_c.fail(e, "expected an expression");
}

ExpressionLowering::Operand ExpressionLowering::evaluateName(const Expr& e) {
    if (const auto it = m_c.locals.find(e.text); it != m_c.locals.end())
        return valueOperand(it->second);
    if (const auto it = m_c.globals.find(e.text); it != m_c.globals.end())
        return Operand{Operand::Kind::Module, {}, it->second};
    if (e.text == "Ellipsis")
        return valueOperand(GraphArg::ellipsis());
    if (isBuiltinName(e.text))
        return Operand{Operand::Kind::Builtin, {}, std::string(e.text)};
    if (e.text == "self")
        m_c.fail(
            e, "expected a forward parameter or a local but found 'self' (GraphNet graphs pass every weight "
               "as a forward parameter)");
    return valueOperand(m_c.lookupLocal(e));
}

ExpressionLowering::Operand ExpressionLowering::evaluateAttribute(const Expr& e) {
    const Operand base = evaluate(m_c.module.childrenOf(e)[0]);
    if (base.kind == Operand::Kind::Module)
        return Operand{Operand::Kind::Module, {}, base.path + "." + std::string(e.text)};
    if (base.kind != Operand::Kind::Value || !base.arg.isRef())
        m_c.fail(e, "expected a tensor before '." + std::string(e.text) + "' but found " +
                        (base.kind == Operand::Kind::Value ? m_c.describe(base.arg)
                                                           : std::string("'" + base.path + "'")));
    return valueOperand(m_c.addNode(attributeTarget(e.text), {base.arg}, {}));
}

GraphArg ExpressionLowering::evaluateCall(const Expr& e) {
    const std::span<const ExprId> children = m_c.module.childrenOf(e);
    const Expr& callee = m_c.expr(children[0]);
    if (callee.kind == ExprKind::Lambda)
        return evaluateLambdaIdiom(e);

    std::vector<GraphArg> args;
    std::string path; // dotted function path or builtin; empty for a method call
    std::string target;
    if (callee.kind == ExprKind::Attribute) {
        Operand base = evaluate(m_c.module.childrenOf(callee)[0]);
        if (base.kind == Operand::Kind::Module) {
            path = base.path + "." + std::string(callee.text);
        } else if (base.kind == Operand::Kind::Value && base.arg.isRef()) {
            target = methodTarget(callee.text);
            args.push_back(std::move(base.arg));
        } else {
            m_c.fail(
                callee,
                "expected a tensor or a module before '." + std::string(callee.text) + "(' but found " +
                    (base.kind == Operand::Kind::Value ? m_c.describe(base.arg) : "'" + base.path + "'"));
        }
    } else {
        Operand f = evaluate(children[0]);
        if (f.kind != Operand::Kind::Module && f.kind != Operand::Kind::Builtin)
            m_c.fail(callee,
                     "expected a function but found " +
                         (f.kind == Operand::Kind::Value ? m_c.describe(f.arg) : std::string("a lambda")));
        path = std::move(f.path);
    }

    std::vector<KeywordArg> kwargs;
    for (const ExprId child : children.subspan(1)) {
        const Expr& a = m_c.expr(child);
        if (a.kind == ExprKind::Keyword)
            kwargs.push_back(KeywordArg{std::string(a.text), valueOf(m_c.module.childrenOf(a)[0])});
        else
            args.push_back(valueOf(child));
    }
    if (target.empty()) {
        std::string error;
        if (std::optional<GraphArg> constant = constantCall(path, args, kwargs, error))
            return std::move(*constant);
        if (!error.empty())
            m_c.fail(e, error);
        target = isBuiltinName(path) ? path : normalizedFunctionTarget(path);
    }
    return m_c.addNode(std::move(target), std::move(args), std::move(kwargs));
}

// `(lambda x, f: f(x))(inner, lambda out: out if isinstance(out, (list, tuple)) else (out, None, ...))`
// only normalises `inner`'s result to a tuple: it lowers to `inner` itself.
GraphArg ExpressionLowering::evaluateLambdaIdiom(const Expr& call) {
    const std::span<const ExprId> children = m_c.module.childrenOf(call);
    const Expr& lambda = m_c.expr(children[0]);
    const std::span<const ExprId> parts = m_c.module.childrenOf(lambda);
    bool idiom = parts.size() == 3 && children.size() == 3 &&
                 m_c.expr(children[2]).kind == ExprKind::Lambda &&
                 m_c.expr(children[1]).kind != ExprKind::Keyword;
    if (idiom) {
        const Expr& body = m_c.expr(parts[2]);
        const std::span<const ExprId> bodyCall = m_c.module.childrenOf(body);
        idiom = body.kind == ExprKind::Call && bodyCall.size() == 2 &&
                m_c.expr(bodyCall[0]).kind == ExprKind::Name &&
                m_c.expr(bodyCall[0]).text == m_c.expr(parts[1]).text &&
                m_c.expr(bodyCall[1]).kind == ExprKind::Name &&
                m_c.expr(bodyCall[1]).text == m_c.expr(parts[0]).text;
    }
    if (!idiom)
        m_c.fail(lambda,
                 "expected Paddle's `(lambda x, f: f(x))(call, lambda out: ...)` idiom but found another "
                 "lambda call");
    return valueOf(children[1]);
}

GraphArg ExpressionLowering::evaluateUnary(const Expr& e) {
    const auto op = static_cast<UnaryOp>(e.op);
    const ExprId operandId = m_c.module.childrenOf(e)[0];
    if ((op == UnaryOp::Neg || op == UnaryOp::Pos) && m_c.expr(operandId).kind == ExprKind::Number)
        return number(m_c.expr(operandId), op == UnaryOp::Neg);
    GraphArg operand = valueOf(operandId);
    // Signs of numeric constants fold (-inf, -float("1e-05")): they are literals, not ops.
    if (op == UnaryOp::Pos && operand.isNumber())
        return operand;
    if (op == UnaryOp::Neg && operand.kind == GraphArg::Kind::Float)
        return GraphArg::realValue(-operand.real);
    if (op == UnaryOp::Neg && operand.kind == GraphArg::Kind::Int &&
        operand.integer != std::numeric_limits<std::int64_t>::min())
        return GraphArg::integerValue(-operand.integer);
    return m_c.addNode(std::string(unaryOperatorTarget(op)), {std::move(operand)}, {});
}

GraphArg ExpressionLowering::evaluateComparison(const Expr& e) {
    const auto op = static_cast<CompareOp>(e.op);
    const std::span<const ExprId> children = m_c.module.childrenOf(e);
    const std::string_view target = comparisonTarget(op);
    if (target.empty())
        m_c.fail(e, "expected a comparison operator but found 'not in' (not supported)");
    GraphArg left = valueOf(children[0]);
    GraphArg right = valueOf(children[1]);
    if (op == CompareOp::In) // `a in b` is contains(b, a)
        std::swap(left, right);
    return m_c.addNode(std::string(target), {std::move(left), std::move(right)}, {});
}

GraphArg ExpressionLowering::number(const Expr& e, bool negative) const {
    std::string error;
    const std::optional<NumberLiteral> n = parseNumberLiteral(e.text, negative, error);
    if (!n)
        m_c.fail(e, error);
    return n->isInteger ? GraphArg::integerValue(n->integer) : GraphArg::realValue(n->real);
}

} // namespace gnw
