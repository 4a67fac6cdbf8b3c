// graphnet-bench inspect SAMPLE_DIR [--json] [--nodes]: the graph of one sample without a store: node count,
// op histogram, unresolved targets, inferred output shapes (meta tensors), FLOPs and bytes.
#include "app/cli/CommandRegistry.h"
#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleAnalysisJson.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"
#ifdef GNW_HAVE_ENGINE
#include "core/engine/shapes/EngineAnalyzer.h"
#endif

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace gnw::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage =
    "usage: graphnet-bench inspect SAMPLE_DIR [--json] [--nodes]\n\n"
    "Parses SAMPLE_DIR/model.py and prints the node count, the op histogram (normalised targets), the\n"
    "targets the engine cannot resolve, and the output shape and dtype of every node (torch: inferred on\n"
    "LibTorch's meta device, no memory, no compute; Paddle: from each statement's pd_op comment), the\n"
    "returned values' shapes and the FLOP\n"
    "and byte estimates (docs/shape-inference.md). Nodes that cannot be inferred (data-dependent ops, ops\n"
    "without a meta kernel) are listed as errors with their line and column.\n"
    "--json prints one object: nodes, ops, unresolved, outputs [{shape, dtype}], flops, bytes, errors\n"
    "[{line, column, message}], analyzed, inferred_nodes; --nodes adds every node (text: a table).\n"
    "Exit code 0 when the sample's files parse (even with node errors), 1 when one does not (model.py,\n"
    "weight_meta.py, input_meta.py, graph_net.json: the error names the file, line and column), 2 for bad\n"
    "arguments.";

struct Inspection {
    std::string framework;
    SampleAnalysis analysis;
    std::vector<nlohmann::json> perNode; // --nodes
};

std::string humanNumber(double v) {
    const char* units[] = {"", "K", "M", "G", "T", "P"};
    int u = 0;
    while (v >= 1000 && u < 5) {
        v /= 1000;
        ++u;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, u ? "%.2f %s" : "%.0f%s", v, units[u]);
    return buf;
}

void addPerNode(const Graph& graph, const GraphShapes& shapes, const GraphCost& cost, Inspection& out) {
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const NodeShapes& n = shapes.nodes[i];
        nlohmann::json j{{"id", i}, {"line", graph.nodes[i].span.line}, {"target", graph.nodes[i].target}};
        if (n.inferred) {
            auto outputs = nlohmann::json::array();
            for (const auto& o : n.outputs)
                outputs.push_back(o.toString());
            j["outputs"] = outputs;
            j["flops"] = cost.nodes[i].flops;
            j["bytes"] = cost.nodes[i].bytes;
        } else {
            j["error"] = n.error.message;
        }
        out.perNode.push_back(std::move(j));
    }
}

// False when a meta file does not parse (the error is listed).
bool analyse(const fs::path& dir, const Graph& graph, Inspection& out, bool perNode) {
    countOps(graph, out.analysis);
    auto parsedMetas = parseSampleMetas(dir);
    if (!parsedMetas) {
        out.analysis.errors.push_back(parsedMetas.error());
        return false;
    }
    const std::vector<TensorMeta>& metas = *parsedMetas;
    if (graph.framework == Framework::Paddle) {
        // Paddle graphs do not run on LibTorch, but each statement's pd_op comment has its shapes.
        const GraphShapes shapes = shapesFromOpComments(graph, metas);
        const GraphCost cost = estimateGraphCost(graph, shapes);
        fillAnalysisFromShapes(shapes, cost, out.analysis);
        if (perNode)
            addPerNode(graph, shapes, cost, out);
        return true;
    }
#ifdef GNW_HAVE_ENGINE
    auto inference = engine::inferShapes(graph, metas);
    if (!inference) {
        out.analysis.errors.push_back(inference.error());
        return true;
    }
    const GraphCost cost = estimateGraphCost(graph, inference->shapes);
    engine::fillAnalysis(*inference, cost, out.analysis);
    out.analysis.milliseconds = inference->milliseconds;
    if (perNode)
        addPerNode(graph, inference->shapes, cost, out);
#else
    (void)perNode;
    out.analysis.errors.push_back(Error{"", 0, 0, "built without LibTorch: no shapes or FLOPs"});
#endif
    return true;
}

nlohmann::json toJson(const Inspection& in) {
    nlohmann::json j = analysisToJson(in.analysis);
    j["framework"] = in.framework;
    // Every key is present even when the engine did not run, so scripts need no special cases.
    for (const char* key : {"unresolved", "outputs"})
        if (!j.contains(key))
            j[key] = nlohmann::json::array();
    for (const char* key : {"flops", "bytes", "inferred_nodes"})
        if (!j.contains(key))
            j[key] = nullptr;
    if (!j.contains("nodes")) {
        j["nodes"] = 0;
        j["ops"] = nlohmann::json::object();
    }
    if (!in.perNode.empty())
        j["per_node"] = in.perNode;
    return j;
}

void printText(const fs::path& dir, const Inspection& in) {
    const SampleAnalysis& a = in.analysis;
    std::printf("sample     %s (%s)\n", dir.string().c_str(), in.framework.c_str());
    std::printf("nodes      %d", a.nodes);
    if (a.analyzed)
        std::printf(" (%d with inferred shapes, %.1f ms)", a.inferredNodes, a.milliseconds);
    std::printf("\n");
    if (a.analyzed)
        std::printf("flops      %s (%.6g)\nbytes      %sB (%.6g)\n", humanNumber(a.flops).c_str(), a.flops,
                    humanNumber(a.bytes).c_str(), a.bytes);
    std::vector<std::pair<std::string, int>> ops(a.ops.begin(), a.ops.end());
    std::stable_sort(ops.begin(), ops.end(),
                     [](const auto& x, const auto& y) { return x.second > y.second; });
    std::printf("\nop histogram (%zu targets):\n", ops.size());
    for (const auto& [target, count] : ops)
        std::printf("  %6d  %s\n", count, target.c_str());
    if (a.analyzed) {
        std::printf("\nunresolved targets:%s\n", a.unresolved.empty() ? " none" : "");
        for (const auto& t : a.unresolved)
            std::printf("  %s\n", t.c_str());
        std::printf("\noutputs:\n");
        for (std::size_t k = 0; k < a.outputs.size(); ++k) {
            const OutputShape& o = a.outputs[k];
            std::string shape = "[";
            for (std::size_t d = 0; d < o.shape.size(); ++d)
                shape += (d ? ", " : "") + std::to_string(o.shape[d]);
            shape += "]";
            std::printf("  output_%zu  %s\n", k,
                        o.known ? (o.dtype + " " + shape).c_str() : "(not inferred)");
        }
    }
    if (!in.perNode.empty()) {
        std::printf("\nnodes:\n");
        for (const auto& n : in.perNode) {
            std::string shapes;
            if (n.contains("outputs"))
                for (const auto& o : n["outputs"])
                    shapes += (shapes.empty() ? "" : ", ") + o.get<std::string>();
            std::printf("  %5d  line %-5d %-40s %s%s\n", n["id"].get<int>(), n["line"].get<int>(),
                        n["target"].get<std::string>().c_str(), n.contains("error") ? "ERROR " : "",
                        n.contains("error") ? n["error"].get<std::string>().c_str() : shapes.c_str());
        }
    }
    if (!a.errors.empty()) {
        std::printf("\nerrors (%zu):\n", a.errors.size());
        for (const auto& e : a.errors)
            std::printf("  %s\n", e.toString().c_str());
    }
}

int run(const Args& args) {
    if (args.positionals().size() != 1) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    const fs::path dir = args.positionals().front();
    std::error_code ec;
    if (!fs::is_regular_file(dir / "model.py", ec)) {
        std::fprintf(stderr, "graphnet-bench inspect: %s has no model.py\n", dir.string().c_str());
        return kExitUsage;
    }
    Inspection in;
    bool filesParse = true; // every file of the sample: model.py, the metas, graph_net.json
    if (fs::exists(dir / "graph_net.json", ec)) {
        if (auto info = parseGraphNetJson(dir / "graph_net.json"))
            in.framework = info->framework;
        else
            in.analysis.errors.push_back(info.error()), filesParse = false;
    }
    ModelGraphLoader loader;
    auto graph = loadSampleGraph(loader, dir); // model.py, or graph_net.json's PIR program
    if (graph) {
        if (in.framework.empty())
            in.framework = graph->framework == Framework::Paddle ? "paddle" : "torch";
        filesParse = analyse(dir, *graph, in, args.flag("nodes")) && filesParse;
    } else {
        in.analysis.errors.push_back(graph.error());
        filesParse = false;
    }
    if (args.flag("json"))
        std::printf("%s\n", toJson(in).dump(2).c_str());
    else
        printText(dir, in);
    return filesParse ? kExitOk : kExitFailure;
}

const RegisterCommand
    reg("inspect",
        Command{"print a sample's graph: op histogram, shapes, FLOPs", kUsage, {}, {"json", "nodes"}, run});

} // namespace
} // namespace gnw::cli
