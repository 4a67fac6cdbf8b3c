#include "core/graph/GraphBuilder.h"

#include "core/graph/ExpressionLowering.h"
#include "core/graph/LoweringContext.h"
#include "core/graph/ModulePath.h"
#include "core/graph/TargetNames.h"

namespace gnw {

using namespace pyast;

namespace {

InputKind inputKindOf(std::string_view annotation) {
    if (annotation.ends_with("Parameter"))
        return InputKind::Parameter;
    if (annotation == "torch.Tensor" || annotation == "Tensor")
        return InputKind::Tensor;
    if (annotation == "torch.SymInt" || annotation == "SymInt")
        return InputKind::SymInt;
    return InputKind::Other;
}

// Module level (imports, class choice, forward parameters) and the forward body's statements; expressions
// are delegated to ExpressionLowering.
class StatementLowering {
public:
    StatementLowering(const Module& module, Graph& graph)
        : m_c(module, graph), m_m(module), m_g(graph), m_expr(m_c) {}

    void run() {
        m_g.fileName = std::string(m_m.fileName);
        const ClassDef& cls = modelClass();
        const FunctionDef& forward = forwardOf(cls);
        m_g.className = std::string(cls.name);
        m_g.framework = frameworkOf(cls);
        // About one node, value and local per statement: reserving avoids most regrowth on large graphs.
        const std::size_t statements = static_cast<std::size_t>(forward.stmtCount);
        const std::size_t params = static_cast<std::size_t>(forward.paramCount);
        m_g.nodes.reserve(statements);
        m_g.values.reserve(statements + params);
        m_c.locals.reserve(statements + params);
        declareInputs(forward);
        bool returned = false;
        for (const std::int32_t id : m_m.bodyOf(forward)) {
            const Stmt& s = stmt(id);
            if (returned)
                m_c.fail(s.line, s.column,
                         "expected the end of forward after 'return' but found another statement");
            lowerStatement(s);
            returned = s.kind == StmtKind::Return;
        }
    }

private:
    const Stmt& stmt(std::int32_t id) const { return m_m.stmts[static_cast<std::size_t>(id)]; }

    const ClassDef& modelClass() {
        const ClassDef* chosen = nullptr;
        for (const std::int32_t id : m_m.topLevel()) {
            const Stmt& s = stmt(id);
            if (s.kind == StmtKind::Import) {
                declareImports(s);
            } else if (s.kind == StmtKind::ClassDef) {
                const ClassDef& c = m_m.classes[static_cast<std::size_t>(s.index)];
                if (c.name == "GraphModule" || (!chosen && findForward(c)))
                    chosen = &c;
            } else if (s.kind != StmtKind::FunctionDef && s.kind != StmtKind::Pass &&
                       !(s.kind == StmtKind::Expression && m_c.expr(s.value).kind == ExprKind::String)) {
                m_c.fail(s.line, s.column,
                         "expected an import or a class at module level but found another statement");
            }
        }
        if (!chosen) {
            // End of the text, counting line breaks as the tokenizer does (\n, \r\n or \r).
            int line = 1, column = 1;
            const std::string_view src = m_m.source;
            for (std::size_t i = 0; i < src.size(); ++i) {
                if (src[i] == '\n' || src[i] == '\r') {
                    i += src[i] == '\r' && i + 1 < src.size() && src[i + 1] == '\n' ? 1 : 0;
                    ++line;
                    column = 1;
                } else {
                    ++column;
                }
            }
            m_c.fail(line, column,
                     "expected 'class GraphModule' with a 'forward' method but found end of file");
        }
        return *chosen;
    }

    const FunctionDef* findForward(const ClassDef& c) const {
        for (const std::int32_t id : m_m.bodyOf(c)) {
            const Stmt& s = stmt(id);
            if (s.kind == StmtKind::FunctionDef &&
                m_m.functions[static_cast<std::size_t>(s.index)].name == "forward")
                return &m_m.functions[static_cast<std::size_t>(s.index)];
        }
        return nullptr;
    }

    const FunctionDef& forwardOf(const ClassDef& c) const {
        if (const FunctionDef* f = findForward(c))
            return *f;
        m_c.fail(c.line, c.column,
                 "expected a 'forward' method in class " + std::string(c.name) + " but found none");
    }

    void declareImports(const Stmt& s) {
        for (std::int32_t i = s.first; i < s.first + s.count; ++i) {
            const Import& imp = m_m.imports[static_cast<std::size_t>(i)];
            if (!imp.name.empty())
                m_c.globals[imp.bound] =
                    imp.module + "." + std::string(imp.name); // from m import name [as b]
            else if (imp.module.starts_with(std::string(imp.bound) + "."))
                m_c.globals[imp.bound] = std::string(imp.bound); // `import a.b` binds only `a`
            else
                m_c.globals[imp.bound] = imp.module; // `import a` or `import a.b as c`
        }
    }

    std::optional<std::string> dottedName(ExprId id) const {
        const Expr& e = m_c.expr(id);
        if (e.kind == ExprKind::Name)
            return std::string(e.text);
        if (e.kind != ExprKind::Attribute)
            return std::nullopt;
        const std::optional<std::string> base = dottedName(m_m.childrenOf(e)[0]);
        return base ? std::optional<std::string>(*base + "." + std::string(e.text)) : std::nullopt;
    }

    Framework frameworkOf(const ClassDef& c) const {
        for (std::int32_t i = c.firstBase; i < c.firstBase + c.baseCount; ++i) {
            const std::optional<std::string> name = dottedName(m_m.children[static_cast<std::size_t>(i)]);
            if (name && name->starts_with("torch."))
                return Framework::Torch;
            if (name && name->starts_with("paddle."))
                return Framework::Paddle;
        }
        for (const auto& [bound, path] : m_c.globals) {
            if (path == "torch" || path.starts_with("torch."))
                return Framework::Torch;
            if (path == "paddle" || path.starts_with("paddle."))
                return Framework::Paddle;
        }
        return Framework::Unknown;
    }

    void declareInputs(const FunctionDef& forward) {
        const std::span<const Param> params = m_m.paramsOf(forward);
        if (params.empty() || params[0].name != "self")
            m_c.fail(params.empty() ? forward.line : params[0].line,
                     params.empty() ? forward.column : params[0].column,
                     "expected 'self' as the first parameter of forward but found " +
                         (params.empty() ? std::string("none") : "'" + std::string(params[0].name) + "'"));
        for (const Param& p : params.subspan(1)) {
            if (m_c.locals.contains(p.name))
                m_c.fail(p.line, p.column,
                         "expected distinct parameter names but found '" + std::string(p.name) + "' twice");
            GraphInput in;
            in.value = ValueId{static_cast<std::int32_t>(m_g.values.size())};
            in.name = std::string(p.name);
            if (p.annotation != kNoExpr) {
                in.annotation = dottedName(p.annotation).value_or(std::string());
                in.kind = inputKindOf(in.annotation);
            }
            in.modulePath = modulePathFromName(p.name);
            in.span = SourceSpan{p.line, p.column, p.line, p.column + static_cast<int>(p.name.size())};
            m_g.values.push_back(GraphValue{in.name, -1, static_cast<std::int32_t>(m_g.inputs.size())});
            m_c.locals[p.name] = GraphArg::reference(in.value);
            m_g.inputs.push_back(std::move(in));
        }
    }

    void lowerStatement(const Stmt& s) {
        const std::size_t firstNode = m_g.nodes.size();
        m_c.statementSpan = SourceSpan{s.line, s.column, s.endLine, s.endColumn};
        switch (s.kind) {
        case StmtKind::Assign: {
            const GraphArg value = m_expr.valueOf(s.value);
            for (const ExprId target : m_m.targetsOf(s))
                assign(target, value);
            break;
        }
        case StmtKind::AugAssign:
            lowerAugmentedAssign(s);
            break;
        case StmtKind::Expression:
            lowerExpressionStatement(s);
            break;
        case StmtKind::Delete:
            for (const ExprId target : m_m.targetsOf(s))
                deleteTarget(target);
            break;
        case StmtKind::Return:
            lowerReturn(s);
            break;
        case StmtKind::Import:
            declareImports(s);
            break;
        case StmtKind::Pass:
            break;
        case StmtKind::ClassDef:
        case StmtKind::FunctionDef:
            m_c.fail(s.line, s.column,
                     "expected a statement of the forward body but found a nested definition");
        }
        const std::string comment = s.comment >= 0
                                        ? std::string(m_m.comments[static_cast<std::size_t>(s.comment)].text)
                                        : std::string();
        for (std::size_t i = firstNode; i < m_g.nodes.size(); ++i) {
            m_g.nodes[i].comment = comment;
            m_g.nodes[i].modulePath = inferredModulePath(m_g, m_g.nodes[i]);
        }
    }

    // `del a, b` and Paddle's wrapped `del (\n a,\n b,\n)`: tuples and lists delete each element, as in
    // Python (the parser bounds their nesting).
    void deleteTarget(ExprId target) {
        const Expr& t = m_c.expr(target);
        if (t.kind == ExprKind::Tuple || t.kind == ExprKind::List) {
            for (const ExprId item : m_m.childrenOf(t))
                deleteTarget(item);
            return;
        }
        if (t.kind != ExprKind::Name || m_c.locals.erase(t.text) == 0)
            m_c.fail(t, "expected a defined local name after 'del' but found " +
                            (t.kind == ExprKind::Name ? "'" + std::string(t.text) + "'" : describeTarget(t)));
    }

    static std::string describeTarget(const Expr& t) {
        return t.kind == ExprKind::Attribute   ? "an attribute"
               : t.kind == ExprKind::Subscript ? "a subscript"
                                               : "an expression";
    }

    void lowerAugmentedAssign(const Stmt& s) {
        const Expr& target = m_c.expr(m_m.targetsOf(s)[0]);
        if (target.kind != ExprKind::Name)
            m_c.fail(target,
                     "expected a name before the augmented assignment but found a subscript or attribute "
                     "(not supported)");
        GraphArg current = m_c.lookupLocal(target);
        GraphArg rhs = m_expr.valueOf(s.value);
        const GraphArg result = m_c.addNode(std::string(inplaceOperatorTarget(static_cast<BinaryOp>(s.op))),
                                            {std::move(current), std::move(rhs)}, {});
        m_c.nameIfAnonymous(result, target.text);
        m_c.locals[target.text] = result;
    }

    void lowerExpressionStatement(const Stmt& s) {
        const ExprKind kind = m_c.expr(s.value).kind;
        if (kind == ExprKind::String || kind == ExprKind::Constant || kind == ExprKind::Number)
            return; // docstrings and other constant expressions do nothing
        const GraphArg result = m_expr.valueOf(s.value);
        // A call whose result is discarded (torch._C._log_api_usage_once(...)) keeps its node, not its
        // output.
        if (m_c.isAnonymousResult(result) &&
            result.ref.index + 1 == static_cast<std::int32_t>(m_g.values.size())) {
            m_g.nodes[static_cast<std::size_t>(m_g.value(result.ref).producer)].outputs.clear();
            m_g.values.pop_back();
        }
    }

    void lowerReturn(const Stmt& s) {
        if (s.value == kNoExpr)
            return;
        const Expr& e = m_c.expr(s.value);
        m_g.returnsTuple = e.kind == ExprKind::Tuple;
        if (!m_g.returnsTuple) {
            m_g.outputs.push_back(m_expr.valueOf(s.value));
            return;
        }
        for (const ExprId item : m_m.childrenOf(e))
            m_g.outputs.push_back(m_expr.valueOf(item));
    }

    void assign(ExprId targetId, const GraphArg& value) {
        const Expr& t = m_c.expr(targetId);
        switch (t.kind) {
        case ExprKind::Name:
            m_c.nameIfAnonymous(value, t.text);
            m_c.locals[t.text] = value;
            return;
        case ExprKind::Tuple:
        case ExprKind::List:
            unpack(t, value);
            return;
        case ExprKind::Subscript: {
            const std::span<const ExprId> parts = m_m.childrenOf(t);
            GraphArg base = m_expr.valueOf(parts[0]);
            GraphArg index = m_expr.valueOf(parts[1]);
            m_c.addNode(std::string(kSetItemTarget), {std::move(base), std::move(index), value}, {}, false);
            return;
        }
        default:
            m_c.fail(t, "expected a name, subscript or tuple as assignment target but found an attribute "
                        "(not supported)");
        }
    }

    // `a, b = op(...)` makes op a multi-output node; `a, b = x, y` binds element-wise.
    void unpack(const Expr& t, const GraphArg& value) {
        const std::span<const ExprId> targets = m_m.childrenOf(t);
        if (m_c.isAnonymousResult(value)) {
            GraphNode& producer = m_g.nodes[static_cast<std::size_t>(m_g.value(value.ref).producer)];
            if (producer.outputs.size() == 1) {
                for (std::size_t k = 1; k < targets.size(); ++k) {
                    producer.outputs.push_back(ValueId{static_cast<std::int32_t>(m_g.values.size())});
                    m_g.values.push_back(GraphValue{{}, producer.id, static_cast<std::int32_t>(k)});
                }
                const std::vector<ValueId> outputs = producer.outputs;
                for (std::size_t k = 0; k < targets.size(); ++k)
                    assign(targets[k], GraphArg::reference(outputs[k]));
                return;
            }
        }
        if ((value.kind == GraphArg::Kind::Tuple || value.kind == GraphArg::Kind::List) &&
            value.items.size() == targets.size()) {
            for (std::size_t k = 0; k < targets.size(); ++k)
                assign(targets[k], value.items[k]);
            return;
        }
        // A named value holding a sequence (Paddle's `(split_0, split_1) = split_with_num_0`, the
        // `builtin.split` of a pd_op.split result): Python iterates it, so element k is `value[k]`.
        if (value.isRef()) {
            for (std::size_t k = 0; k < targets.size(); ++k)
                assign(targets[k],
                       m_c.addNode(std::string(kGetItemTarget),
                                   {value, GraphArg::integerValue(static_cast<std::int64_t>(k))}, {}));
            return;
        }
        m_c.fail(t, "expected a call, a value or a tuple of " + std::to_string(targets.size()) +
                        " values to unpack but found " + m_c.describe(value));
    }

    LoweringContext m_c;
    const Module& m_m;
    Graph& m_g;
    ExpressionLowering m_expr;
};

} // namespace

Result<Graph> buildGraph(const pyast::Module& module) {
    Graph graph;
    try {
        StatementLowering(module, graph).run();
    } catch (const LoweringFailure& failure) {
        return failure.error;
    }
    return graph;
}

} // namespace gnw
