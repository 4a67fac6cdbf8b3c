#pragma once
// State shared by the statement and expression halves of the AST -> Graph lowering: the graph being built,
// the name bindings and the statement in progress. Errors unwind as LoweringFailure (turned into a Result by
// buildGraph) so the recursive lowering code stays linear. Internal to core/graph.
#include "core/graph/Graph.h"
#include "core/graph/PyAst.h"
#include "core/util/Result.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gnw {

struct LoweringFailure {
    Error error;
};

class LoweringContext {
public:
    LoweringContext(const pyast::Module& module, Graph& graph) : module(module), graph(graph) {}

    const pyast::Module& module;
    Graph& graph;
    // Local names: forward parameters and assigned results; an alias shares its source's argument.
    std::unordered_map<std::string_view, GraphArg> locals;
    // Names bound by imports -> dotted path ("F" -> "torch.nn.functional", "device" -> "torch.device").
    std::unordered_map<std::string_view, std::string> globals;
    SourceSpan statementSpan;

    const pyast::Expr& expr(pyast::ExprId id) const { return module.expr(id); }

    [[noreturn]] void fail(int line, int column, std::string message) const {
        throw LoweringFailure{Error{std::string(module.fileName), line, column, std::move(message)}};
    }
    [[noreturn]] void fail(const pyast::Expr& at, std::string message) const {
        fail(at.line, at.column, std::move(message));
    }

    // Appends a node for the current statement; returns a reference to its (unnamed) output, or None when
    // it has none.
    GraphArg addNode(std::string target, std::vector<GraphArg> args, std::vector<KeywordArg> kwargs,
                     bool hasOutput = true);
    // Gives a fresh intermediate the variable name it is assigned to.
    void nameIfAnonymous(const GraphArg& a, std::string_view name);
    bool isAnonymousResult(const GraphArg& a) const;
    GraphArg lookupLocal(const pyast::Expr& name) const;
    // "value 'x'" or "the constant 3", for error messages.
    std::string describe(const GraphArg& a) const;
};

} // namespace gnw
