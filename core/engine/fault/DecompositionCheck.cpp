#include "core/engine/fault/DecompositionCheck.h"

#include "core/engine/fault/EagerTrace.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/tensors/detail/TensorListImpl.h"
#include "core/fault/CutPoints.h"
#include "core/fault/RangeCut.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/util/FileIO.h"

#include <ATen/ATen.h>

#include <map>

namespace gnw::engine {

namespace {

Result<TensorList> runGraph(const Graph& graph, const TensorList& inputs, const std::string& device) {
    auto interpreter = GraphInterpreter::create(graph, c10::Device(device));
    if (!interpreter)
        return interpreter.error();
    try {
        return (*interpreter)->run(inputs);
    } catch (const std::exception& e) {
        return Error{graph.fileName, 0, 0, e.what()};
    }
}

} // namespace

Result<DecompositionReport> checkDecomposition(const SampleLocation& sample, const SampleRunOptions& options,
                                               int parts) {
    auto loaded = detail::loadSample(sample);
    if (!loaded)
        return loaded.error();
    const auto modelPath = sample.dir / "model.py";
    auto source = readFile(modelPath);
    if (!source)
        return source.error();
    auto body = fault::readForwardBody(*source, modelPath.string(), loaded->graph);
    if (!body)
        return body.error();
    auto inputs = detail::inputsFor(*loaded, options);
    if (!inputs)
        return inputs.error();
    TensorList full; // the sample's own outputs, from the traced run
    auto trace = traceEager(loaded->graph, *inputs, options.device, &full);
    if (!trace)
        return trace.error();

    DecompositionReport report;
    report.units = body->opCount();
    report.parts = fault::chainableParts(*body, loaded->graph, *trace, parts);

    std::map<std::string, at::Tensor> env;
    for (std::size_t i = 0; i < inputs->impl().names.size(); ++i)
        env[inputs->impl().names[i]] = inputs->impl().tensors[i];
    TensorList last;
    ModelGraphLoader loader;
    std::map<std::string, std::string> aliases; // names earlier ranges bound to a parameter without an op
    for (const auto& part : report.parts) {
        const fault::CutPlan plan = fault::planCut(*body, part.first, part.end);
        const fault::CutSource cut = fault::writeCutSource(*body, plan, plan.outputs);
        const std::string name = "cut[" + std::to_string(part.first) + "," + std::to_string(part.end) + ")";
        auto graph = loader.fromSource(cut.modelPy, name);
        if (!graph)
            return Error{name, graph.error().line, graph.error().column,
                         "the cut does not parse: " + graph.error().message};
        TensorList in;
        for (const auto& [alias, param] : plan.aliases)
            aliases[alias] = param;
        for (const auto& input : plan.inputs) {
            auto it = env.find(input);
            if (it == env.end() && aliases.count(input))
                it = env.find(aliases[input]);
            if (it == env.end())
                return Error{name, 0, 0, "input '" + input + "' is not bound by an earlier range"};
            in.impl().add(input, it->second);
        }
        auto out = runGraph(*graph, in, options.device);
        if (!out)
            return Error{name, 0, 0, "eager run of the cut failed: " + out.error().message};
        for (std::size_t k = 0; k < plan.outputs.size() && k < out->size(); ++k)
            env[plan.outputs[k]] = out->impl().tensors[k];
        last = std::move(*out);
    }
    if (last.size() != full.size()) {
        report.mismatches.push_back("output count " + std::to_string(last.size()) + ", expected " +
                                    std::to_string(full.size()));
        return report;
    }
    for (std::size_t k = 0; k < full.size(); ++k) {
        const at::Tensor& e = full.impl().tensors[k];
        const at::Tensor& c = last.impl().tensors[k];
        const bool same = e.scalar_type() == c.scalar_type() && e.sizes() == c.sizes() &&
                          at::equal(e.contiguous().reshape({-1}).view(at::kByte),
                                    c.contiguous().reshape({-1}).view(at::kByte));
        if (!same) {
            std::string what = "output " + std::to_string(k) + ": ";
            if (e.scalar_type() != c.scalar_type() || e.sizes() != c.sizes())
                what += "dtype or shape differs";
            else
                what += "max |diff| " +
                        std::to_string((e.to(at::kDouble) - c.to(at::kDouble)).abs().max().item<double>());
            report.mismatches.push_back(what);
        }
    }
    report.bitExact = report.mismatches.empty();
    return report;
}

} // namespace gnw::engine
