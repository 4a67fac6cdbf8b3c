#include "core/engine/shapes/ShapeInference.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"
#include "core/engine/shapes/detail/CpuCone.h"
#include "core/engine/shapes/detail/MetaKernels.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/ops/empty.h>
#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <unordered_map>

namespace gnw::engine {

namespace {

ValueShape shapeOf(const Value& v) {
    ValueShape s;
    switch (v.kind()) {
    case ValueKind::Tensor: {
        const at::Tensor& t = v.toTensor();
        if (!t.defined()) {
            s.kind = ValueShape::Kind::None;
            return s;
        }
        return ValueShape::tensor(t.sizes().vec(), dtypeString(t.scalar_type()));
    }
    case ValueKind::Int:
        s.kind = ValueShape::Kind::Int;
        s.integer = v.toInt();
        return s;
    case ValueKind::Bool:
        s.kind = ValueShape::Kind::Bool;
        s.integer = v.toBool() ? 1 : 0;
        return s;
    case ValueKind::Double:
        s.kind = ValueShape::Kind::Float;
        return s;
    case ValueKind::None:
        s.kind = ValueShape::Kind::None;
        return s;
    case ValueKind::Tuple:
    case ValueKind::List:
        s.kind = ValueShape::Kind::Sequence;
        for (const auto& item : v.items())
            s.items.push_back(shapeOf(item));
        return s;
    default:
        s.other = std::string(valueKindName(v.kind()));
        return s;
    }
}

// Messages of ATen and of the stand-ins that mean "this needs the tensor's values".
bool isDataDependent(const std::string& what) {
    for (const char* marker : {"on meta tensors", "_local_scalar_dense", "cannot be called on meta",
                               "Cannot copy out of meta tensor", "data-dependent"})
        if (what.find(marker) != std::string::npos)
            return true;
    return false;
}

// Records every node's result; a failed node poisons the values it defines, and nodes reading a poisoned
// value are skipped with an error that points at the failure instead of running into a confusing one.
class Recorder final : public NodeObserver {
public:
    Recorder(const Graph& graph, GraphShapes& shapes, const std::map<std::size_t, Value>& computed)
        : m_graph(graph), m_shapes(shapes), m_computed(computed) {
        m_shapes.nodes.assign(graph.nodes.size(), NodeShapes{});
        m_failedAt.assign(graph.values.size(), -1);
    }

    const Value* replacement(std::size_t index) override {
        auto it = m_computed.find(index);
        return it == m_computed.end() ? nullptr : &it->second;
    }

    bool beforeNode(std::size_t index) override {
        const GraphNode& node = m_graph.nodes[index];
        std::int32_t cause = -1;
        ValueId causeValue;
        auto check = [&](ValueId id) {
            if (cause < 0 && m_failedAt[static_cast<std::size_t>(id.index)] >= 0) {
                cause = m_failedAt[static_cast<std::size_t>(id.index)];
                causeValue = id;
            }
        };
        for (const auto& a : node.args)
            a.forEachRef(check);
        for (const auto& k : node.kwargs)
            k.value.forEachRef(check);
        if (cause < 0)
            return true;
        const int causeLine = m_graph.nodes[static_cast<std::size_t>(cause)].span.line;
        fail(index, node.target + ": not inferred: its input '" + m_graph.displayName(causeValue) +
                        "' comes from line " + std::to_string(causeLine) + std::string(kInputFailedSuffix));
        return false;
    }

    void afterNode(std::size_t index, const Value& result) override {
        const GraphNode& node = m_graph.nodes[index];
        NodeShapes& n = m_shapes.nodes[index];
        n.inferred = true;
        n.result = shapeOf(result);
        if (node.outputs.size() == 1) {
            n.outputs.push_back(n.result);
        } else if (node.outputs.size() > 1 && n.result.kind == ValueShape::Kind::Sequence) {
            for (std::size_t k = 0; k < node.outputs.size() && k < n.result.items.size(); ++k)
                n.outputs.push_back(n.result.items[k]);
        }
    }

    bool nodeFailed(std::size_t index, const std::string& message) override {
        const GraphNode& node = m_graph.nodes[index];
        // "model.py:LINE: TARGET: what" -> "TARGET: what"; the line travels in the Error.
        std::string what = message;
        if (const std::string prefix = "model.py:" + std::to_string(node.span.line) + ": ";
            what.starts_with(prefix))
            what.erase(0, prefix.size());
        if (what.starts_with(node.target + ": "))
            what.erase(0, node.target.size() + 2);
        // The first line of ATen's message carries the point; the rest is advice about Python APIs.
        if (const auto nl = what.find('\n'); nl != std::string::npos)
            what.resize(nl);
        if (isDataDependent(what))
            what = "data-dependent: the result depends on tensor values, which meta tensors do not have (" +
                   what + ")";
        fail(index, node.target + ": " + what);
        return true;
    }

private:
    void fail(std::size_t index, std::string message) {
        const GraphNode& node = m_graph.nodes[index];
        NodeShapes& n = m_shapes.nodes[index];
        n.inferred = false;
        n.error = Error{"model.py", node.span.line, node.span.column, std::move(message)};
        for (const auto& out : node.outputs)
            m_failedAt[static_cast<std::size_t>(out.index)] = static_cast<std::int32_t>(index);
        // An in-place op that failed leaves its receiver unknown too (setitem, add_, ...).
        if (node.outputs.empty() && !node.args.empty() && node.args[0].isRef())
            m_failedAt[static_cast<std::size_t>(node.args[0].ref.index)] = static_cast<std::int32_t>(index);
    }

    const Graph& m_graph;
    GraphShapes& m_shapes;
    const std::map<std::size_t, Value>& m_computed; // data-dependent results computed on the CPU
    std::vector<std::int32_t> m_failedAt; // per value: the node whose failure left it unknown, else -1
};

std::optional<ValueShape> argumentShape(const Graph& graph, const GraphShapes& shapes, const GraphArg& a) {
    ValueShape s;
    switch (a.kind) {
    case GraphArg::Kind::Ref:
        if (const ValueShape* v = shapes.value(graph, a.ref))
            return *v;
        return std::nullopt;
    case GraphArg::Kind::Tuple:
    case GraphArg::Kind::List:
        s.kind = ValueShape::Kind::Sequence;
        for (const auto& item : a.items) {
            auto itemShape = argumentShape(graph, shapes, item);
            if (!itemShape)
                return std::nullopt;
            s.items.push_back(std::move(*itemShape));
        }
        return s;
    case GraphArg::Kind::Int:
        s.kind = ValueShape::Kind::Int;
        s.integer = a.integer;
        return s;
    case GraphArg::Kind::Bool:
        s.kind = ValueShape::Kind::Bool;
        s.integer = a.integer;
        return s;
    case GraphArg::Kind::Float:
        s.kind = ValueShape::Kind::Float;
        return s;
    case GraphArg::Kind::None:
        s.kind = ValueShape::Kind::None;
        return s;
    default:
        s.other = a.toString();
        return s;
    }
}

// Meta inputs: every tensor is an empty meta tensor of its meta's shape and dtype, except 0-d ones (SymInts,
// scalar buffers), which are synthesized for real on the CPU: operators accept CPU scalars next to meta
// tensors, and values such as `s0` decide shapes (x.view(s0, -1)).
Result<TensorList> metaInputs(const std::vector<TensorMeta>& metas, const SynthesisOptions& synthesis) {
    std::vector<TensorMeta> scalars;
    for (const auto& m : metas)
        if (m.shape.empty())
            scalars.push_back(m);
    auto real = synthesizeInputs(scalars, synthesis);
    if (!real)
        return real.error();
    TensorList list;
    std::size_t nextScalar = 0;
    for (const auto& m : metas) {
        if (m.shape.empty()) {
            list.impl().add(m.name, real->impl().tensors[nextScalar++]);
            continue;
        }
        list.impl().add(
            m.name,
            at::empty(m.shape,
                      at::TensorOptions().dtype(toScalarType(m.dtype)).device(c10::Device(c10::kMeta))));
    }
    return list;
}

} // namespace

Result<ShapeInference> inferShapes(const Graph& graph, const std::vector<TensorMeta>& metas,
                                   const ShapeInferenceOptions& options) {
    const auto start = std::chrono::steady_clock::now();
    if (graph.framework == Framework::Paddle)
        return Error{graph.fileName, 0, 0, "Paddle graphs cannot run on LibTorch; no shapes inferred"};
    c10::Device device(c10::kMeta);
    try {
        device = c10::Device(options.device);
    } catch (const std::exception&) {
        return Error{"", 0, 0,
                     "'" + options.device + "' is not a device (expected meta, cpu, cuda or cuda:N)"};
    }
    const bool meta = device.is_meta();
    if (meta)
        ensureMetaKernels();

    ShapeInference out;
    std::unordered_map<std::string_view, const TensorMeta*> byName;
    for (const auto& m : metas)
        byName.emplace(m.name, &m);
    for (const auto& in : graph.inputs) {
        auto it = byName.find(in.name);
        if (it == byName.end())
            return Error{graph.fileName, in.span.line, in.span.column,
                         "forward parameter '" + in.name + "' has no tensor meta"};
        out.shapes.inputs.push_back(
            ValueShape::tensor(it->second->shape, std::string(dtypeName(it->second->dtype))));
    }

    auto interp = GraphInterpreter::create(graph, device, /*deferUnresolved=*/true);
    if (!interp)
        return interp.error();
    std::set<std::string> unresolved;
    for (auto node : (*interp)->unresolvedNodes())
        unresolved.insert(graph.nodes[static_cast<std::size_t>(node)].target);
    out.unresolved.assign(unresolved.begin(), unresolved.end());

    SynthesisOptions synthesis;
    synthesis.seed = options.seed;
    synthesis.framework = graph.framework;
    synthesis.maxInputBytes = options.maxInputBytes;
    synthesis.device = meta ? "cpu" : options.device;
    auto inputs = meta ? metaInputs(metas, synthesis) : synthesizeInputs(metas, synthesis);
    if (!inputs)
        return inputs.error();

    // Data-dependent nodes whose cone is small are computed on the CPU and the meta run is redone with their
    // results (CpuCone.h); a few rounds, as a computed value may expose the next data-dependent node.
    std::map<std::size_t, Value> computed;
    std::set<std::size_t> tried;
    std::string stopped;
    for (int round = 0; round < 4; ++round) {
        out.shapes.nodes.clear();
        Recorder recorder(graph, out.shapes, computed);
        (*interp)->setObserver(&recorder);
        stopped.clear();
        try {
            c10::InferenceMode inference;
            (*interp)->run(*inputs);
        } catch (const std::exception& e) {
            // Mostly the conversion of the returned values (an output whose node failed is None; the
            // outputs are read from the recorded nodes below instead); rarely a node the recorder could
            // not isolate.
            stopped = e.what();
        }
        (*interp)->setObserver(nullptr);
        if (!meta)
            break;
        bool more = false;
        for (std::size_t i = 0; i < graph.nodes.size() && tried.size() < 16; ++i) {
            const NodeShapes& n = out.shapes.nodes[i];
            if (n.inferred || n.error.message.find(": data-dependent") == std::string::npos || !tried.insert(i).second)
                continue;
            if (auto v = computeOnCpu(graph, metas, i, options.seed)) {
                computed.emplace(i, std::move(*v));
                more = true;
            }
        }
        if (!more)
            break;
    }
    out.computedOnCpu = static_cast<int>(computed.size());
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        NodeShapes& n = out.shapes.nodes[i];
        if (!n.inferred && n.error.message.empty())
            n.error = Error{"model.py", graph.nodes[i].span.line, graph.nodes[i].span.column,
                            graph.nodes[i].target + ": not reached, the run stopped: " + stopped};
    }
    for (const auto& o : graph.outputs)
        out.shapes.outputs.push_back(argumentShape(graph, out.shapes, o));
    out.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace gnw::engine
