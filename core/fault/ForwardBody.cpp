#include "core/fault/ForwardBody.h"

#include "core/graph/ModelParser.h"

#include <algorithm>
#include <map>
#include <set>

namespace gnw::fault {

namespace {

using pyast::ExprId;
using pyast::ExprKind;
using pyast::StmtKind;

// Byte offsets of each line's start (1-based lines: index 0 is line 1).
std::vector<std::size_t> lineStarts(std::string_view source) {
    std::vector<std::size_t> starts{0};
    for (std::size_t i = 0; i < source.size(); ++i)
        if (source[i] == '\n')
            starts.push_back(i + 1);
    return starts;
}

std::string_view sliceSpan(std::string_view source, const std::vector<std::size_t>& starts, int line,
                           int column, int endLine, int endColumn) {
    const std::size_t from =
        starts[static_cast<std::size_t>(line - 1)] + static_cast<std::size_t>(column - 1);
    const std::size_t to =
        starts[static_cast<std::size_t>(endLine - 1)] + static_cast<std::size_t>(endColumn - 1);
    return source.substr(from, to - from);
}

void addOnce(std::vector<std::string>& names, std::string_view name) {
    if (std::find(names.begin(), names.end(), name) == names.end())
        names.emplace_back(name);
}

// Collects the local names an expression reads; lambda parameters shadow locals inside the lambda.
class ReadCollector {
public:
    ReadCollector(const pyast::Module& m, const std::set<std::string, std::less<>>& locals)
        : m_m(m), m_locals(locals) {}

    void walk(ExprId id, std::vector<std::string>& out) {
        if (id == pyast::kNoExpr)
            return;
        const pyast::Expr& e = m_m.expr(id);
        const auto children = m_m.childrenOf(e);
        switch (e.kind) {
        case ExprKind::Name:
            if (m_locals.count(e.text) && !m_shadow.count(std::string(e.text)))
                addOnce(out, e.text);
            return;
        case ExprKind::Lambda: {
            std::vector<std::string> added;
            for (std::size_t i = 0; i + 1 < children.size(); ++i) {
                std::string p(m_m.expr(children[i]).text);
                if (m_shadow.insert(p).second)
                    added.push_back(p);
            }
            if (!children.empty())
                walk(children.back(), out);
            for (const auto& p : added)
                m_shadow.erase(p);
            return;
        }
        default:
            for (ExprId c : children)
                walk(c, out);
        }
    }

private:
    const pyast::Module& m_m;
    const std::set<std::string, std::less<>>& m_locals;
    std::set<std::string> m_shadow;
};

// The name at the root of a subscript or attribute target (`x[0] = v` writes into x).
std::string_view rootName(const pyast::Module& m, ExprId id) {
    while (id != pyast::kNoExpr) {
        const pyast::Expr& e = m.expr(id);
        if (e.kind == ExprKind::Name)
            return e.text;
        if (e.kind != ExprKind::Subscript && e.kind != ExprKind::Attribute)
            return {};
        id = m.childrenOf(e)[0];
    }
    return {};
}

void collectTargetNames(const pyast::Module& m, ExprId id, std::vector<std::string>& out) {
    const pyast::Expr& e = m.expr(id);
    if (e.kind == ExprKind::Tuple || e.kind == ExprKind::List) {
        for (ExprId c : m.childrenOf(e))
            collectTargetNames(m, c, out);
        return;
    }
    if (auto root = rootName(m, id); !root.empty())
        addOnce(out, root);
}

// Calls that write into an argument: `x.add_(y)` (the receiver of a trailing-underscore method) and
// `F.relu(x, inplace=True)` (the first argument).
void collectInPlaceWrites(const pyast::Module& m, ExprId id, std::vector<std::string>& out) {
    if (id == pyast::kNoExpr)
        return;
    const pyast::Expr& e = m.expr(id);
    const auto children = m.childrenOf(e);
    if (e.kind == ExprKind::Call && !children.empty()) {
        const pyast::Expr& callee = m.expr(children[0]);
        if (callee.kind == ExprKind::Attribute && callee.text.size() > 1 && callee.text.back() == '_' &&
            callee.text.substr(callee.text.size() - 2) != "__")
            if (auto root = rootName(m, m.childrenOf(callee)[0]); !root.empty())
                addOnce(out, root);
        for (std::size_t i = 1; i < children.size(); ++i) {
            const pyast::Expr& arg = m.expr(children[i]);
            if (arg.kind == ExprKind::Keyword && arg.text == "inplace") {
                const pyast::Expr& v = m.expr(m.childrenOf(arg)[0]);
                if (v.kind == ExprKind::Constant &&
                    v.op == static_cast<std::uint8_t>(pyast::ConstantValue::True) && children.size() > 1 &&
                    m.expr(children[1]).kind != ExprKind::Keyword)
                    if (auto root = rootName(m, children[1]); !root.empty())
                        addOnce(out, root);
            }
        }
    }
    for (ExprId c : children)
        collectInPlaceWrites(m, c, out);
}

// "torch.nn.parameter.Parameter" from the attribute chain of an annotation; empty for anything else.
std::string dottedName(const pyast::Module& m, ExprId id) {
    const pyast::Expr& e = m.expr(id);
    if (e.kind == ExprKind::Name)
        return std::string(e.text);
    if (e.kind != ExprKind::Attribute)
        return {};
    const std::string prefix = dottedName(m, m.childrenOf(e)[0]);
    return prefix.empty() ? std::string{} : prefix + "." + std::string(e.text);
}

} // namespace

std::size_t ForwardBody::statementOfUnit(std::size_t unit) const {
    return unit < opStatements.size() ? opStatements[unit] : statements.size();
}

std::int32_t ForwardBody::nodeOfUnit(std::size_t unit) const {
    const auto& nodes = statements[opStatements[unit]].nodes;
    return nodes.back(); // nested calls come first: the last node is the statement's outermost call
}

Result<ForwardBody> readForwardBody(std::string_view source, std::string_view fileName, const Graph& graph) {
    ModelParser parser;
    if (auto parsed = parser.parse(source, fileName); !parsed)
        return parsed.error();
    const pyast::Module& m = parser.module();
    const auto starts = lineStarts(source);
    const std::string file(fileName);

    const pyast::FunctionDef* forward = nullptr;
    for (const auto& c : m.classes)
        for (std::int32_t sid : m.bodyOf(c)) {
            const pyast::Stmt& s = m.stmts[static_cast<std::size_t>(sid)];
            if (s.kind == StmtKind::FunctionDef &&
                m.functions[static_cast<std::size_t>(s.index)].name == "forward")
                forward = &m.functions[static_cast<std::size_t>(s.index)];
        }
    if (!forward)
        return Error{file, 0, 0, "no forward() method in a class"};

    ForwardBody body;
    body.fileName = file;
    body.framework = graph.framework;
    body.header = std::string(source.substr(0, starts[static_cast<std::size_t>(forward->line - 1)]));
    body.forwardIndent = forward->column - 1;
    std::set<std::string, std::less<>> locals;
    const auto params = m.paramsOf(*forward);
    for (std::size_t i = 1; i < params.size(); ++i) { // params[0] is self
        ForwardParam p{std::string(params[i].name), {}};
        if (params[i].annotation != pyast::kNoExpr) {
            p.annotation = dottedName(m, params[i].annotation);
        }
        locals.insert(p.name);
        body.params.push_back(std::move(p));
    }
    const auto stmtIds = m.bodyOf(*forward);
    for (std::int32_t sid : stmtIds) {
        const pyast::Stmt& s = m.stmts[static_cast<std::size_t>(sid)];
        if (s.kind == StmtKind::Assign || s.kind == StmtKind::AugAssign || s.kind == StmtKind::Delete)
            for (ExprId t : m.targetsOf(s)) {
                std::vector<std::string> names;
                collectTargetNames(m, t, names);
                locals.insert(names.begin(), names.end());
            }
    }

    std::map<std::pair<int, int>, std::vector<std::int32_t>> nodesAt;
    for (const auto& n : graph.nodes)
        nodesAt[{n.span.line, n.span.column}].push_back(n.id);

    ReadCollector reads(m, locals);
    bool returned = false;
    for (std::int32_t sid : stmtIds) {
        const pyast::Stmt& s = m.stmts[static_cast<std::size_t>(sid)];
        if (returned)
            return Error{file, s.line, s.column, "a statement after forward()'s return"};
        BodyStatement b;
        b.span = SourceSpan{s.line, s.column, s.endLine, s.endColumn};
        b.text = std::string(sliceSpan(source, starts, s.line, s.column, s.endLine, s.endColumn));
        if (s.comment >= 0)
            b.comment = std::string(m.comments[static_cast<std::size_t>(s.comment)].text);
        if (auto it = nodesAt.find({s.line, s.column}); it != nodesAt.end())
            b.nodes = it->second;
        switch (s.kind) {
        case StmtKind::Assign:
            reads.walk(s.value, b.reads);
            for (ExprId t : m.targetsOf(s)) {
                // `x[i] = v` and `x.a = v` read the target's object and its index before writing into it
                if (m.expr(t).kind != ExprKind::Name && m.expr(t).kind != ExprKind::Tuple &&
                    m.expr(t).kind != ExprKind::List)
                    reads.walk(t, b.reads);
                collectTargetNames(m, t, b.writes);
            }
            break;
        case StmtKind::AugAssign:
            for (ExprId t : m.targetsOf(s))
                reads.walk(t, b.reads);
            reads.walk(s.value, b.reads);
            for (ExprId t : m.targetsOf(s))
                collectTargetNames(m, t, b.writes);
            break;
        case StmtKind::Delete: // `del x` needs x bound: a read, then a write that unbinds it
            for (ExprId t : m.targetsOf(s)) {
                reads.walk(t, b.reads);
                collectTargetNames(m, t, b.writes);
            }
            break;
        case StmtKind::Expression:
        case StmtKind::Return:
            reads.walk(s.value, b.reads);
            break;
        case StmtKind::Pass:
            break;
        default:
            return Error{file, s.line, s.column, "forward() may hold only straight-line statements"};
        }
        collectInPlaceWrites(m, s.value, b.writes);
        if (s.kind == StmtKind::Return) {
            body.returned = std::move(b);
            returned = true;
            continue;
        }
        if (!b.nodes.empty())
            body.opStatements.push_back(body.statements.size());
        body.statements.push_back(std::move(b));
    }
    if (!returned)
        return Error{file, forward->line, forward->column, "forward() has no return statement"};
    return body;
}

} // namespace gnw::fault
