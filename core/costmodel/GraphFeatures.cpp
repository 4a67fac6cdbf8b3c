#include "core/costmodel/GraphFeatures.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gnw {

namespace {

// TpuGraphs' columns 2-20: the element type one-hot (XLA's PrimitiveType order).
int elementTypeColumn(const std::string& dtype) {
    static const std::map<std::string, int> columns{
        {"bool", 3},     {"int8", 4},     {"int16", 5},     {"int32", 6},      {"int64", 7},
        {"uint8", 8},    {"uint16", 9},   {"uint32", 10},   {"uint64", 11},    {"float16", 12},
        {"float32", 13}, {"float64", 14}, {"bfloat16", 15}, {"complex64", 16}, {"complex128", 17}};
    const auto it = columns.find(dtype);
    return it == columns.end() ? 2 : it->second; // 2: invalid type
}

// Columns 0-29 from a value's shape; `root` marks a graph output.
void shapeColumns(float* row, const ValueShape* value, bool root) {
    row[0] = root ? 1.0f : 0.0f;
    if (!value)
        return;
    const ValueShape* tensor = value;
    if (value->kind == ValueShape::Kind::Sequence) {
        row[18] = 1;
        row[29] = static_cast<float>(value->items.size());
        tensor = nullptr;
        for (const auto& item : value->items)
            if (item.isTensor()) {
                tensor = &item;
                break;
            }
    }
    if (!tensor || !tensor->isTensor()) {
        if (value->kind != ValueShape::Kind::Sequence)
            row[2] = 1;
        return;
    }
    if (value->kind != ValueShape::Kind::Sequence)
        row[elementTypeColumn(tensor->dtype)] = 1;
    double sum = 0, product = 1;
    for (std::size_t d = 0; d < tensor->shape.size(); ++d) {
        if (d < 6)
            row[21 + d] = static_cast<float>(tensor->shape[d]);
        sum += static_cast<double>(tensor->shape[d]);
        product *= static_cast<double>(tensor->shape[d]);
    }
    row[27] = static_cast<float>(sum);
    row[28] = static_cast<float>(product);
}

int moduleDepth(const std::string& path) {
    return path.empty() ? 0 : 1 + static_cast<int>(std::count(path.begin(), path.end(), '.'));
}

} // namespace

OpVocabulary::OpVocabulary() {
    code("parameter");
}

std::int32_t OpVocabulary::code(const std::string& target) {
    const auto [it, added] = m_codes.emplace(target, static_cast<std::int32_t>(m_names.size()));
    if (added)
        m_names.push_back(target);
    return it->second;
}

GraphFeatures graphFeatures(const Graph& graph, const GraphShapes& shapes, const GraphCost& cost,
                            OpVocabulary& vocabulary) {
    GraphFeatures out;
    const auto inputs = static_cast<std::int64_t>(graph.inputs.size());
    out.nodes = inputs + static_cast<std::int64_t>(graph.nodes.size());
    out.nodeFeat.assign(static_cast<std::size_t>(out.nodes * kNodeFeatures), 0.0f);
    out.nodeOpcode.reserve(static_cast<std::size_t>(out.nodes));
    std::set<ValueId> roots;
    for (const auto& o : graph.outputs)
        o.forEachRef([&](ValueId id) { roots.insert(id); });
    auto rowOf = [&](std::int64_t node) { return out.nodeFeat.data() + node * kNodeFeatures; };
    // The graph's node of a value: its input's parameter node, or the op that produced it.
    auto nodeOf = [&](ValueId id) -> std::int64_t {
        const GraphValue& v = graph.value(id);
        return v.isInput() ? v.position : inputs + v.producer;
    };
    for (std::int64_t i = 0; i < inputs; ++i) {
        out.nodeOpcode.push_back(0);
        float* row = rowOf(i);
        const ValueShape* shape =
            i < static_cast<std::int64_t>(shapes.inputs.size()) ? &shapes.inputs[i] : nullptr;
        shapeColumns(row, shape, roots.contains(graph.inputs[i].value));
        row[30] = static_cast<float>(i); // parameter_number
        row[126] = 1;                    // a graph input
        row[127] = graph.inputs[i].kind == InputKind::Parameter ? 1.0f : 0.0f;
    }
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
        const GraphNode& node = graph.nodes[n];
        const std::int64_t self = inputs + static_cast<std::int64_t>(n);
        out.nodeOpcode.push_back(vocabulary.code(node.target));
        float* row = rowOf(self);
        const ValueShape* result =
            n < shapes.nodes.size() && shapes.nodes[n].inferred ? &shapes.nodes[n].result : nullptr;
        bool root = false;
        for (const auto& o : node.outputs)
            root = root || roots.contains(o);
        shapeColumns(row, result, root);
        // GraphNet's columns: the node's cost estimate, its kind, where it sits.
        const OpCost& c = n < cost.nodes.size() ? cost.nodes[n] : OpCost{};
        row[120] = static_cast<float>(c.flops);
        row[121] = static_cast<float>(c.bytes);
        row[122] = static_cast<float>(std::log1p(c.flops));
        row[123] = static_cast<float>(std::log1p(c.bytes));
        row[124] = static_cast<float>(static_cast<int>(c.kind));
        row[125] = c.estimated ? 1.0f : 0.0f;
        row[128] = static_cast<float>(moduleDepth(node.modulePath));
        row[129] = result ? 1.0f : 0.0f;
        std::set<std::int64_t> producers;
        auto addEdge = [&](ValueId id) {
            if (id.valid() && static_cast<std::size_t>(id.index) < graph.values.size() &&
                producers.insert(nodeOf(id)).second) {
                out.edgeIndex.push_back(static_cast<std::int32_t>(self));
                out.edgeIndex.push_back(static_cast<std::int32_t>(nodeOf(id)));
            }
        };
        for (const auto& a : node.args)
            a.forEachRef(addEdge);
        for (const auto& k : node.kwargs)
            k.value.forEachRef(addEdge);
        row[130] = static_cast<float>(producers.size());
    }
    return out;
}

} // namespace gnw
