#include "core/engine/measure/detail/SampleLoading.h"

#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/graph/ModelGraphLoader.h"

#include <filesystem>

namespace gnw::engine::detail {

bool mayMutateInputs(const Graph& graph) {
    for (const auto& node : graph.nodes) {
        const std::string& t = node.target;
        if (t == "operator.setitem" || t.starts_with("operator.i") ||
            (t.ends_with("_") && !t.ends_with("__")))
            return true;
        if (const GraphArg* inplace = node.keyword("inplace");
            inplace && !(inplace->kind == GraphArg::Kind::Bool && !inplace->integer))
            return true;
    }
    return false;
}

Result<LoadedSample> loadSample(const SampleLocation& sample) {
    LoadedSample out;
    if (auto info = parseGraphNetJson(sample.dir / "graph_net.json"); info && info->framework == "paddle")
        return Error{(sample.dir / "graph_net.json").string(), 0, 0,
                     "Paddle samples cannot run on LibTorch (framework \"paddle\")"};
    for (const char* file : {"weight_meta.py", "input_meta.py"}) {
        const auto path = sample.dir / file;
        if (!std::filesystem::exists(path)) {
            if (std::string(file) == "weight_meta.py")
                return Error{path.string(), 0, 0, "missing weight_meta.py"};
            continue;
        }
        auto metas = parseMetaFile(path);
        if (!metas)
            return metas.error();
        out.metas.insert(out.metas.end(), metas->begin(), metas->end());
    }
    ModelGraphLoader loader;
    auto graph = loader.fromFile(sample.dir / "model.py");
    if (!graph)
        return graph.error();
    out.graph = std::move(*graph);
    return out;
}

Result<TensorList> inputsFor(const LoadedSample& s, const SampleRunOptions& options) {
    SynthesisOptions so;
    so.seed = options.seed;
    so.device = options.device;
    so.maxInputBytes = options.maxInputBytes;
    so.framework = s.graph.framework;
    return synthesizeInputs(s.metas, so);
}

} // namespace gnw::engine::detail
