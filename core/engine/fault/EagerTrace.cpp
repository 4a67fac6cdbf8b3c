#include "core/engine/fault/EagerTrace.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"

#include <ATen/ATen.h>

namespace gnw::engine {

namespace {

// Upstream's extractor writes the values of tensors smaller than this into the meta.
constexpr std::int64_t kDataElements = 64;

fault::TracedValue traced(const Value& v) {
    fault::TracedValue out;
    if (v.isTensor()) {
        const at::Tensor& t = v.toTensor();
        if (!t.defined())
            return {fault::TracedKind::Other, {}};
        out.kind = fault::TracedKind::Tensor;
        auto dtype = parseDType(dtypeString(t.scalar_type()));
        if (!dtype)
            return {fault::TracedKind::Other, {}};
        TensorMeta& m = out.meta;
        m.dtype = *dtype;
        m.shape.assign(t.sizes().begin(), t.sizes().end());
        m.device = "cpu";
        if (t.numel() == 0 || t.is_complex())
            return out;
        const at::Tensor flat = t.detach().reshape({-1}).to(at::kCPU);
        if (isFloating(m.dtype)) {
            const at::Tensor d = flat.to(at::kDouble);
            // Statistics of the finite values: an attention mask's -inf would make the mean -inf and the
            // std NaN, and inputs synthesized from those all NaN. The values themselves are kept exactly
            // below kDataElements.
            const at::Tensor finite = d.masked_select(d.isfinite());
            if (finite.numel() > 0) {
                m.mean = finite.mean().item<double>();
                m.std = finite.numel() > 1 ? finite.std().item<double>() : 0.0;
                m.minVal = finite.min().item<double>();
                m.maxVal = finite.max().item<double>();
            }
            if (t.numel() < kDataElements) {
                m.hasData = true;
                const at::Tensor c = d.contiguous();
                m.floatData.assign(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
            }
        } else {
            const at::Tensor l = flat.to(at::kLong).contiguous();
            m.minVal = static_cast<double>(l.min().item<std::int64_t>());
            m.maxVal = static_cast<double>(l.max().item<std::int64_t>());
            if (t.numel() < kDataElements) {
                m.hasData = true;
                m.intData.assign(l.data_ptr<std::int64_t>(), l.data_ptr<std::int64_t>() + l.numel());
            }
        }
        return out;
    }
    if (v.kind() == ValueKind::Double || v.isIntLike()) {
        out.kind = fault::TracedKind::Scalar;
        out.meta.hasData = true;
        out.meta.device = "cpu";
        if (v.kind() == ValueKind::Double) {
            out.meta.dtype = DType::Float64;
            out.meta.floatData = {v.toDouble()};
            out.meta.mean = out.meta.minVal = out.meta.maxVal = v.toDouble();
            out.meta.std = 0.0;
        } else {
            out.meta.dtype = v.kind() == ValueKind::Bool ? DType::Bool : DType::Int64;
            out.meta.intData = {v.asInt()};
        }
        return out;
    }
    return {fault::TracedKind::Other, {}};
}

class Recorder final : public NodeObserver {
public:
    Recorder(const Graph& graph, fault::ValueTrace& trace) : m_graph(graph), m_trace(trace) {
        m_trace.nodeOutputs.assign(graph.nodes.size(), {});
    }
    bool beforeNode(std::size_t) override { return true; }
    void afterNode(std::size_t index, const Value& result) override {
        const auto outputs = m_graph.nodes[index].outputs.size();
        auto& slot = m_trace.nodeOutputs[index];
        if (outputs == 1) {
            slot = {traced(result)};
        } else if (outputs > 1 && result.isSequence()) {
            for (std::size_t k = 0; k < outputs && k < result.items().size(); ++k)
                slot.push_back(traced(result.items()[k]));
        }
    }
    bool nodeFailed(std::size_t, const std::string& message) override {
        error = message;
        return false;
    }
    std::string error;

private:
    const Graph& m_graph;
    fault::ValueTrace& m_trace;
};

} // namespace

Result<fault::ValueTrace> traceEager(const Graph& graph, const TensorList& inputs, const std::string& device,
                                     TensorList* outputs) {
    if (graph.framework == Framework::Paddle)
        return Error{
            graph.fileName, 0, 0,
            "recording eager intermediates runs torch graphs only (Paddle samples: use prefix mode)"};
    auto interpreter = GraphInterpreter::create(graph, c10::Device(device));
    if (!interpreter)
        return interpreter.error();
    fault::ValueTrace trace;
    Recorder recorder(graph, trace);
    (*interpreter)->setObserver(&recorder);
    try {
        TensorList out = (*interpreter)->run(inputs);
        if (outputs)
            *outputs = std::move(out);
    } catch (const std::exception& e) {
        return Error{graph.fileName, 0, 0, std::string("eager run failed: ") + e.what()};
    }
    if (!recorder.error.empty())
        return Error{graph.fileName, 0, 0, "eager run failed: " + recorder.error};
    return trace;
}

} // namespace gnw::engine
