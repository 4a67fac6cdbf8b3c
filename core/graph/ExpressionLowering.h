#pragma once
// Lowers one expression to a GraphArg, appending a node for every call and operator it contains (nested
// calls first, so nodes stay in evaluation order). Constants fold into the argument: literals, negative
// numbers, device(...), slice(...), float("..."), torch dtypes; aliases resolve to the value they name.
// Internal to core/graph; see docs/graph-ir.md for the target names.
#include "core/graph/LoweringContext.h"

#include <cstdint>
#include <string>

namespace gnw {

class ExpressionLowering {
public:
    explicit ExpressionLowering(LoweringContext& context) : m_c(context) {}

    GraphArg valueOf(pyast::ExprId id);

private:
    // An expression's meaning before it is used as a value: only a callee or attribute base may be a module
    // path ("torch.nn"), a builtin ("slice") or a lambda.
    struct Operand {
        enum class Kind : std::uint8_t { Value, Module, Builtin, Lambda };
        Kind kind = Kind::Value;
        GraphArg arg;
        std::string path; // Module: dotted path; Builtin: its name
    };
    static Operand valueOperand(GraphArg a) { return Operand{Operand::Kind::Value, std::move(a), {}}; }

    Operand evaluate(pyast::ExprId id);
    Operand evaluateName(const pyast::Expr& e);
    Operand evaluateAttribute(const pyast::Expr& e);
    GraphArg evaluateCall(const pyast::Expr& e);
    GraphArg evaluateLambdaIdiom(const pyast::Expr& call);
    GraphArg evaluateUnary(const pyast::Expr& e);
    GraphArg evaluateComparison(const pyast::Expr& e);
    GraphArg number(const pyast::Expr& e, bool negative) const;

    LoweringContext& m_c;
};

} // namespace gnw
