#include "core/engine/shapes/EngineAnalyzer.h"

#include "core/engine/run/DeviceInfo.h"

namespace gnw::engine {

namespace {

OutputShape outputShape(const std::optional<ValueShape>& v) {
    OutputShape o;
    if (!v)
        return o;
    o.known = true;
    switch (v->kind) {
    case ValueShape::Kind::Tensor:
        o.shape = v->shape;
        o.dtype = v->dtype;
        break;
    case ValueShape::Kind::Int:
        o.dtype = "int";
        break;
    case ValueShape::Kind::Float:
        o.dtype = "float";
        break;
    case ValueShape::Kind::Bool:
        o.dtype = "bool";
        break;
    default:
        o.dtype = v->toString();
        break;
    }
    return o;
}

class EngineAnalyzer final : public SampleAnalyzer {
public:
    // Bump the first part when inference or the cost formulas change, so stored analyses are redone.
    std::string version() const override { return "shapes-2/costs-1/libtorch-" + libtorchVersion(); }

    void analyze(const Graph& graph, const std::vector<TensorMeta>& metas,
                 SampleAnalysis& out) const override {
        try {
            auto inference = inferShapes(graph, metas);
            if (!inference) {
                out.errors.push_back(inference.error());
                return;
            }
            fillAnalysis(*inference, estimateGraphCost(graph, inference->shapes), out);
        } catch (const std::exception& e) {
            out.errors.push_back(
                Error{graph.fileName, 0, 0, std::string("shape inference failed: ") + e.what()});
        }
    }
};

} // namespace

std::shared_ptr<const SampleAnalyzer> makeEngineAnalyzer() {
    return std::make_shared<EngineAnalyzer>();
}

std::function<std::optional<GraphShapes>(const Graph&, const std::vector<TensorMeta>&)> graphShapeProvider() {
    return [](const Graph& graph, const std::vector<TensorMeta>& metas) -> std::optional<GraphShapes> {
        try {
            if (auto inference = inferShapes(graph, metas))
                return std::move(inference->shapes);
        } catch (const std::exception&) {
            // A view without shapes still shows the graph; the summary reports the analysis error.
        }
        return std::nullopt;
    };
}

void fillAnalysis(const ShapeInference& inference, const GraphCost& cost, SampleAnalysis& out) {
    out.analyzed = true;
    out.inferredNodes = inference.shapes.inferredCount();
    out.unresolved = inference.unresolved;
    out.flops = cost.flops;
    out.bytes = cost.bytes;
    out.outputs.clear();
    for (const auto& o : inference.shapes.outputs)
        out.outputs.push_back(outputShape(o));
    const auto errors = inference.shapes.errors();
    out.errors.insert(out.errors.end(), errors.begin(), errors.end());
    out.errorCount = static_cast<int>(out.errors.size());
}

} // namespace gnw::engine
