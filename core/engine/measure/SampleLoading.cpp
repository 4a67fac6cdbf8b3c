#include "core/engine/measure/detail/SampleLoading.h"

#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"

#include <filesystem>

namespace gnw::engine::detail {

namespace {

bool writesIntoFirstArgument(const GraphNode& node) {
    const std::string& t = node.target;
    if (t == "operator.setitem" || t.starts_with("operator.i") || (t.ends_with("_") && !t.ends_with("__")))
        return true;
    const GraphArg* inplace = node.keyword("inplace");
    return inplace && !(inplace->kind == GraphArg::Kind::Bool && !inplace->integer);
}

// Whether the node's result may share memory with its arguments: PyTorch's view ops (the "Tensor Views"
// list), conversions that return their receiver when nothing changes, in-place ops (they return their
// target), and Python's own getitem/getattr over tensors and containers.
bool mayAlias(const GraphNode& node) {
    static const std::set<std::string_view> views{
        "view", "view_as", "reshape", "reshape_as", "flatten", "unflatten", "squeeze", "unsqueeze",
        "transpose", "t", "T", "mT", "H", "mH", "adjoint", "permute", "expand", "expand_as", "narrow",
        "select", "unbind", "split", "chunk", "tensor_split", "split_with_sizes", "hsplit", "vsplit", "dsplit",
        "movedim", "moveaxis", "swapaxes", "swapdims", "diagonal", "unfold", "as_strided", "real", "imag",
        "view_as_real", "view_as_complex", "detach", "alias", "indices", "values", "data", "contiguous", "to",
        "type", "type_as", "float", "double", "half", "bfloat16", "int", "long", "short", "bool", "byte",
        "char", "cpu", "cuda", "getitem", "getattr", "__getitem__", "nested_tensor", "numpy", "requires_grad_"};
    const std::string& t = node.target;
    if (writesIntoFirstArgument(node))
        return true;
    const auto dot = t.rfind('.');
    return views.count(dot == std::string::npos ? std::string_view(t) : std::string_view(t).substr(dot + 1)) > 0;
}

} // namespace

std::set<std::string> mutatedInputs(const Graph& graph) {
    // For every value, the inputs it may be (a view of).
    std::vector<std::set<std::size_t>> aliases(graph.values.size());
    for (std::size_t i = 0; i < graph.inputs.size(); ++i)
        aliases[static_cast<std::size_t>(graph.inputs[i].value.index)].insert(i);
    std::set<std::size_t> written;
    for (const auto& node : graph.nodes) {
        // The inputs an argument may be (a view of), added to `into`.
        const auto aliasesOf = [&](const GraphArg& arg, std::set<std::size_t>& into) {
            arg.forEachRef([&](ValueId id) {
                const auto& a = aliases[static_cast<std::size_t>(id.index)];
                into.insert(a.begin(), a.end());
            });
        };
        if (writesIntoFirstArgument(node) && !node.args.empty())
            aliasesOf(node.args.front(), written);
        if (const GraphArg* out = node.keyword("out"))
            aliasesOf(*out, written);
        if (!mayAlias(node))
            continue;
        std::set<std::size_t> reached;
        for (const auto& arg : node.args)
            aliasesOf(arg, reached);
        for (const auto& kw : node.kwargs)
            aliasesOf(kw.value, reached);
        for (ValueId out : node.outputs)
            aliases[static_cast<std::size_t>(out.index)] = reached;
    }
    std::set<std::string> names;
    for (std::size_t i : written)
        names.insert(graph.inputs[i].name);
    return names;
}

Framework sampleFramework(const SampleLocation& sample) {
    const auto info = parseGraphNetJson(sample.dir / "graph_net.json");
    if (!info)
        return Framework::Unknown;
    return info->framework == "paddle" ? Framework::Paddle
           : info->framework == "torch" ? Framework::Torch
                                        : Framework::Unknown;
}

Result<LoadedSample> loadSample(const SampleLocation& sample) {
    LoadedSample out;
    if (const auto weights = sample.dir / "weight_meta.py"; !std::filesystem::exists(weights))
        return Error{weights.string(), 0, 0, "missing weight_meta.py"};
    auto metas = parseSampleMetas(sample.dir);
    if (!metas)
        return metas.error();
    out.metas = std::move(*metas);
    ModelGraphLoader loader;
    // model.py, or graph_net.json's PIR program where model.py only wraps a model (PaddleX/squeezenet1_1):
    // the bridge runs model.py either way, and the graph gives the framework and the inputs written into.
    auto graph = loadSampleGraph(loader, sample.dir);
    if (!graph)
        return graph.error();
    out.graph = std::move(*graph);
    return out;
}

Result<TensorList> inputsFor(const LoadedSample& s, const SampleRunOptions& options,
                             const std::set<std::string>* only) {
    if (only) {
        LoadedSample subset;
        subset.graph.framework = s.graph.framework;
        for (const auto& m : s.metas)
            if (only->count(m.name))
                subset.metas.push_back(m);
        return inputsFor(subset, options);
    }
    SynthesisOptions so;
    so.seed = options.seed;
    so.device = options.device;
    so.maxInputBytes = options.maxInputBytes;
    so.framework = s.graph.framework;
    return synthesizeInputs(s.metas, so);
}

} // namespace gnw::engine::detail
