#include "core/graph/InferredShapes.h"

namespace gnw {

ValueShape ValueShape::tensor(std::vector<std::int64_t> shape, std::string dtype) {
    ValueShape v;
    v.kind = Kind::Tensor;
    v.shape = std::move(shape);
    v.dtype = std::move(dtype);
    return v;
}

std::int64_t ValueShape::numel() const {
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d < 0 ? 1 : d; // a dynamic extent (-1, Paddle) counts as 1, as the meta parser synthesizes it
    return n;
}

std::string ValueShape::toString() const {
    switch (kind) {
    case Kind::Tensor: {
        std::string s = dtype + '[';
        for (std::size_t i = 0; i < shape.size(); ++i)
            s += (i ? ", " : "") + std::to_string(shape[i]);
        return s + ']';
    }
    case Kind::Int:
        return "int " + std::to_string(integer);
    case Kind::Float:
        return "float";
    case Kind::Bool:
        return integer ? "bool True" : "bool False";
    case Kind::None:
        return "None";
    case Kind::Sequence: {
        std::string s = "(";
        for (std::size_t i = 0; i < items.size(); ++i)
            s += (i ? ", " : "") + items[i].toString();
        return s + (items.size() == 1 ? ",)" : ")");
    }
    case Kind::Other:
        return other.empty() ? "?" : other;
    }
    return "?";
}

int GraphShapes::inferredCount() const {
    int n = 0;
    for (const auto& node : nodes)
        n += node.inferred ? 1 : 0;
    return n;
}

std::vector<Error> GraphShapes::errors() const {
    std::vector<Error> out;
    for (const auto& node : nodes)
        if (!node.inferred)
            out.push_back(node.error);
    return out;
}

const ValueShape* GraphShapes::value(const Graph& graph, ValueId id) const {
    if (!id.valid() || static_cast<std::size_t>(id.index) >= graph.values.size())
        return nullptr;
    const GraphValue& v = graph.value(id);
    const auto position = static_cast<std::size_t>(v.position);
    if (v.isInput())
        return position < inputs.size() ? &inputs[position] : nullptr;
    const auto producer = static_cast<std::size_t>(v.producer);
    if (producer >= nodes.size() || !nodes[producer].inferred || position >= nodes[producer].outputs.size())
        return nullptr;
    return &nodes[producer].outputs[position];
}

const ValueShape* GraphShapes::argument(const Graph& graph, const GraphArg& arg) const {
    return arg.isRef() ? value(graph, arg.ref) : nullptr;
}

} // namespace gnw
