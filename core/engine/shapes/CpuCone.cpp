#include "core/engine/shapes/detail/CpuCone.h"

#include "core/engine/interpreter/detail/GraphInterpreter.h"
#include "core/engine/measure/InputSynthesizer.h"

#include <ATen/ops/empty_strided.h>

#include <algorithm>
#include <unordered_map>

namespace gnw::engine {

namespace {

// Statements that write into their first argument: they belong to the cone of a value they write into.
bool writesIntoReceiver(const GraphNode& node) {
    const std::string& t = node.target;
    if (t == "operator.setitem" ||
        (t.starts_with("operator.i") && t != "operator.is_" && t != "operator.is_not"))
        return true;
    if (t.ends_with("_") && !t.ends_with("__"))
        return true;
    const GraphArg* inplace = node.keyword("inplace");
    return inplace && !(inplace->kind == GraphArg::Kind::Bool && !inplace->integer);
}

Value toMeta(const Value& v) {
    if (v.isTensor()) {
        const at::Tensor& t = v.toTensor();
        if (!t.defined() || t.is_meta())
            return v;
        return Value::tensor(at::empty_strided(t.sizes(), t.strides(), t.options().device(c10::kMeta)));
    }
    if (v.isSequence()) {
        std::vector<Value> items;
        for (const auto& item : v.items())
            items.push_back(toMeta(item));
        return v.kind() == ValueKind::Tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
    }
    return v;
}

class Capture final : public NodeObserver {
public:
    explicit Capture(std::size_t target) : m_target(target) {}
    bool beforeNode(std::size_t) override { return true; }
    void afterNode(std::size_t index, const Value& result) override {
        if (index == m_target)
            value = result;
    }
    bool nodeFailed(std::size_t, const std::string&) override { return false; }
    std::optional<Value> value;

private:
    std::size_t m_target;
};

} // namespace

std::optional<Value> computeOnCpu(const Graph& graph, const std::vector<TensorMeta>& metas, std::size_t index,
                                  std::uint64_t seed) {
    std::vector<char> nodeIn(graph.nodes.size(), 0), valueIn(graph.values.size(), 0);
    std::vector<std::size_t> pending{index};
    nodeIn[index] = 1;
    auto addValue = [&](ValueId id) {
        const auto v = static_cast<std::size_t>(id.index);
        if (valueIn[v])
            return;
        valueIn[v] = 1;
        const std::int32_t producer = graph.values[v].producer;
        if (producer >= 0 && !nodeIn[static_cast<std::size_t>(producer)]) {
            nodeIn[static_cast<std::size_t>(producer)] = 1;
            pending.push_back(static_cast<std::size_t>(producer));
        }
    };
    std::size_t size = 1;
    for (bool grew = true; grew;) {
        while (!pending.empty()) {
            const GraphNode& node = graph.nodes[pending.back()];
            pending.pop_back();
            for (const auto& a : node.args)
                a.forEachRef(addValue);
            for (const auto& k : node.kwargs)
                k.value.forEachRef(addValue);
        }
        grew = false;
        for (std::size_t m = 0; m < index; ++m) {
            const GraphNode& node = graph.nodes[m];
            if (!nodeIn[m] && !node.args.empty() && node.args[0].isRef() &&
                valueIn[static_cast<std::size_t>(node.args[0].ref.index)] && writesIntoReceiver(node)) {
                nodeIn[m] = 1;
                pending.push_back(m);
                grew = true;
            }
        }
        size = static_cast<std::size_t>(std::count(nodeIn.begin(), nodeIn.end(), 1));
        if (size > kCpuConeMaxNodes)
            return std::nullopt;
    }

    std::unordered_map<std::string_view, const TensorMeta*> byName;
    for (const auto& m : metas)
        byName.emplace(m.name, &m);
    Graph cone;
    cone.fileName = graph.fileName;
    cone.framework = graph.framework;
    cone.className = graph.className;
    cone.values = graph.values;
    std::vector<TensorMeta> coneMetas;
    std::int64_t bytes = 0;
    for (const auto& in : graph.inputs) {
        if (!valueIn[static_cast<std::size_t>(in.value.index)])
            continue;
        auto it = byName.find(in.name);
        if (it == byName.end())
            return std::nullopt;
        bytes += it->second->bytes();
        if (bytes > kCpuConeBudgetBytes)
            return std::nullopt;
        cone.inputs.push_back(in);
        coneMetas.push_back(*it->second);
    }
    std::size_t target = 0;
    for (std::size_t m = 0; m <= index; ++m) {
        if (!nodeIn[m])
            continue;
        GraphNode node = graph.nodes[m];
        node.id = static_cast<std::int32_t>(cone.nodes.size());
        if (m == index)
            target = cone.nodes.size();
        cone.nodes.push_back(std::move(node));
    }

    SynthesisOptions synthesis;
    synthesis.seed = seed;
    synthesis.framework = graph.framework;
    synthesis.device = "cpu";
    synthesis.maxInputBytes = kCpuConeBudgetBytes;
    auto inputs = synthesizeInputs(coneMetas, synthesis);
    if (!inputs)
        return std::nullopt;
    auto interp = GraphInterpreter::create(cone, c10::Device(c10::kCPU), /*deferUnresolved=*/true);
    if (!interp)
        return std::nullopt;
    Capture capture(target);
    (*interp)->setObserver(&capture);
    try {
        (*interp)->run(*inputs);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (!capture.value)
        return std::nullopt;
    return toMeta(*capture.value);
}

} // namespace gnw::engine
