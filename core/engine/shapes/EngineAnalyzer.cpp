#include "core/engine/shapes/EngineAnalyzer.h"

#include "core/engine/device/DeviceInfo.h"

namespace gnw::engine {

namespace {

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
    out.unresolved = inference.unresolved;
    fillAnalysisFromShapes(inference.shapes, cost, out); // the part Paddle's comment shapes share
}

} // namespace gnw::engine
