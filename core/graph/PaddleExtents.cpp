#include "core/graph/PaddleExtents.h"

#include "core/graph/PaddleOpComment.h"

#include <algorithm>
#include <set>
#include <string_view>

namespace gnw {

namespace {

using Dims = PaddleDims;
// Integer tensors up to this many elements have their values tracked (shapes, sizes, sections, anchors).
constexpr std::size_t kTrackedValues = 64;

// Ops whose integer results the resolver tracks through (the shape arithmetic of a dynamic reshape).
const std::set<std::string_view> kArithmetic = {"add", "subtract", "multiply", "floor_divide", "divide"};

// Every tensor of a value, depth first: how a node's outputs line up with the comment's results.
void tensors(ValueShape& v, std::vector<ValueShape*>& out) {
    if (v.isTensor())
        out.push_back(&v);
    for (auto& item : v.items)
        tensors(item, out);
}

bool hasDynamicExtent(const ValueShape& v) {
    return std::any_of(v.shape.begin(), v.shape.end(), [](auto d) { return d < 0; }) ||
           std::any_of(v.items.begin(), v.items.end(), hasDynamicExtent);
}

bool isIntegerType(const ValueShape& v) {
    const auto dtype = v.isTensor() ? parseDType(v.dtype) : std::nullopt;
    return dtype && isIntegral(*dtype);
}

} // namespace

DynamicExtentStats& DynamicExtentStats::operator+=(const DynamicExtentStats& other) {
    dynamic += other.dynamic;
    resolved += other.resolved;
    checked += other.checked;
    mismatched += other.mismatched;
    for (const auto& [op, n] : other.unresolvedByOp)
        unresolvedByOp[op] += n;
    for (const auto& [op, n] : other.mismatchedByOp)
        mismatchedByOp[op] += n;
    for (const auto& [op, n] : other.rootsByOp)
        rootsByOp[op] += n;
    for (const auto& [op, line] : other.rootLineByOp)
        rootLineByOp.emplace(op, line);
    return *this;
}

void PaddleExtentResolver::knowInputValues(const std::vector<TensorMeta>& metas) {
    for (const GraphInput& in : m_graph.inputs)
        for (const TensorMeta& m : metas)
            if (m.name == in.name && isIntegral(m.dtype) && m.hasData && !m.intData.empty() &&
                m.intData.size() <= kTrackedValues)
                m_known[in.value.index] = m.intData;
}

PaddleOpView PaddleExtentResolver::view(const GraphNode& node) const {
    return PaddleOpView(
        node, [this](const GraphArg& a) { return m_shapes.argument(m_graph, a); },
        [this](const GraphArg& a) { return valuesOf(a); });
}

std::optional<PaddleDims> PaddleExtentResolver::valuesOf(const GraphArg& arg) const {
    switch (arg.kind) {
    case GraphArg::Kind::Int:
    case GraphArg::Kind::Bool:
        return Dims{arg.integer};
    case GraphArg::Kind::List:
    case GraphArg::Kind::Tuple: {
        // A constant list, or Paddle's builtin.combine of scalars (`[shape_0, -1, 3]`).
        Dims out;
        for (const GraphArg& item : arg.items) {
            auto v = valuesOf(item);
            if (!v)
                return std::nullopt;
            out.insert(out.end(), v->begin(), v->end());
        }
        return out;
    }
    case GraphArg::Kind::Ref: {
        const auto it = m_known.find(arg.ref.index);
        if (it != m_known.end())
            return it->second;
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

void PaddleExtentResolver::trackValues(const GraphNode& node, const std::string& op) {
    if (node.outputs.size() != 1)
        return;
    const ValueShape* out = m_shapes.value(m_graph, node.outputs[0]);
    if (!out || !isIntegerType(*out))
        return;
    const std::int32_t id = node.outputs[0].index;
    const PaddleOpView view = this->view(node);
    const ValueShape* x = view.first;
    std::optional<Dims> values;
    if (op == "shape64" || op == "shape") {
        if (x && x->isTensor() &&
            std::none_of(x->shape.begin(), x->shape.end(), [](auto d) { return d < 0; }))
            values = x->shape;
    } else if (op == "full") {
        const auto shape = view.ints(0);
        const GraphArg* v = node.args.size() > 1 ? &node.args[1] : nullptr;
        if (shape && paddleNumel(*shape) >= 0 &&
            paddleNumel(*shape) <= static_cast<std::int64_t>(kTrackedValues) && v &&
            (v->kind == GraphArg::Kind::Int || v->kind == GraphArg::Kind::Float))
            values = Dims(static_cast<std::size_t>(paddleNumel(*shape)),
                          v->kind == GraphArg::Kind::Int ? v->integer : static_cast<std::int64_t>(v->real));
    } else if (op == "cast" || op == "assign") {
        values = view.ints(0);
    } else if (op == "slice") { // along the first axis: whole rows, in the flat order
        const auto in = view.ints(0), axes = view.ints(1), starts = view.ints(2), ends = view.ints(3);
        if (in && x && x->isTensor() && !x->shape.empty() && axes && *axes == Dims{0} && starts && ends &&
            starts->size() == 1 && ends->size() == 1 && x->shape[0] > 0 &&
            paddleNumel(x->shape) == static_cast<std::int64_t>(in->size())) {
            const std::int64_t d = x->shape[0], row = paddleNumel(x->shape, 1);
            std::int64_t s = (*starts)[0], e = (*ends)[0];
            s = std::clamp(s < 0 ? s + d : s, std::int64_t{0}, d);
            e = std::clamp(e < 0 ? e + d : e, std::int64_t{0}, d);
            values = e > s ? Dims(in->begin() + s * row, in->begin() + e * row) : Dims{};
        }
    } else if (op == "stack" || op == "concat") {
        values = view.ints(0);
    } else if (kArithmetic.count(op)) {
        const auto a = view.ints(0), b = view.ints(1);
        if (a && b && (a->size() == b->size() || a->size() == 1 || b->size() == 1)) {
            Dims r(std::max(a->size(), b->size()));
            for (std::size_t i = 0; i < r.size(); ++i) {
                const std::int64_t p = (*a)[a->size() == 1 ? 0 : i], q = (*b)[b->size() == 1 ? 0 : i];
                if ((op == "floor_divide" || op == "divide") && q == 0)
                    return;
                r[i] = op == "add" ? p + q : op == "subtract" ? p - q : op == "multiply" ? p * q : p / q;
            }
            values = r;
        }
    }
    if (values && static_cast<std::int64_t>(values->size()) == std::max<std::int64_t>(out->numel(), 1))
        m_known[id] = std::move(*values);
}

void PaddleExtentResolver::resolve(std::size_t index) {
    const GraphNode& node = m_graph.nodes[index];
    NodeShapes& n = m_shapes.nodes[index];
    if (!n.inferred)
        return;
    const auto dot = node.target.rfind('.');
    const std::string op = dot == std::string::npos ? node.target : node.target.substr(dot + 1);
    std::string commentOp(paddleOpName(node.comment));
    if (commentOp.empty())
        commentOp = op;
    std::vector<ValueShape*> results;
    for (auto& o : n.outputs)
        tensors(o, results);
    // batch_norm's sixth result is the reserve space of a cuDNN kernel, not data of the graph: not counted.
    if (commentOp.find("batch_norm") != std::string::npos && results.size() == 6)
        results.pop_back();
    long long dynamic = 0;
    for (const ValueShape* r : results)
        dynamic += std::count_if(r->shape.begin(), r->shape.end(), [](auto d) { return d < 0; });
    const std::vector<Dims> rule = paddleResultShapes(view(node), op);
    // The rule against the comment: where the comment is concrete they must agree, else the rule is not
    // trusted for this node.
    bool agrees = true;
    long long checked = 0;
    for (std::size_t k = 0; k < std::min(rule.size(), results.size()) && agrees; ++k) {
        const Dims& c = results[k]->shape;
        if (c.size() != rule[k].size()) {
            agrees = false;
            break;
        }
        for (std::size_t i = 0; i < c.size(); ++i)
            if (c[i] >= 0 && rule[k][i] >= 0) {
                ++checked;
                agrees = agrees && c[i] == rule[k][i];
            }
    }
    m_stats.dynamic += dynamic;
    m_stats.checked += checked;
    if (!agrees) {
        ++m_stats.mismatched;
        ++m_stats.mismatchedByOp[commentOp];
    }
    const std::vector<ValueShape> before = n.outputs;
    long long filled = 0;
    if (agrees)
        for (std::size_t k = 0; k < std::min(rule.size(), results.size()); ++k)
            for (std::size_t i = 0; i < results[k]->shape.size(); ++i)
                if (results[k]->shape[i] < 0 && rule[k][i] >= 0) {
                    results[k]->shape[i] = rule[k][i];
                    ++filled;
                }
    m_stats.resolved += filled;
    if (dynamic > filled) {
        m_stats.unresolvedByOp[commentOp] += dynamic - filled;
        bool concreteOperands = true;
        for (const GraphArg& a : node.args)
            a.forEachRef([&](ValueId id) {
                const ValueShape* v = m_shapes.value(m_graph, id);
                concreteOperands = concreteOperands && v && !hasDynamicExtent(*v);
            });
        if (concreteOperands) {
            ++m_stats.rootsByOp[commentOp];
            m_stats.rootLineByOp.emplace(commentOp, node.span.line);
        }
    }
    if (filled) {
        // The call's result (what the FLOP estimator reads) holds the same values as the outputs.
        if (n.outputs.size() == 1 && n.result == before[0])
            n.result = n.outputs[0];
        else if (n.result.kind == ValueShape::Kind::Sequence)
            for (std::size_t k = 0; k < n.outputs.size() && k < n.result.items.size(); ++k)
                if (n.result.items[k] == before[k])
                    n.result.items[k] = n.outputs[k];
    }
    trackValues(node, op);
}

} // namespace gnw
