// graphnet-bench extract: a GraphNet sample from a researcher's own model (core/engine/extract).
#include "app/cli/CommandRegistry.h"
#include "app/cli/ValidationReport.h"
#include "core/engine/extract/SampleExtraction.h"
#include "core/engine/shapes/EngineAnalyzer.h"

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench extract --model FILE.py[:FACTORY] --out DIR [--name N] [--static]\n"
    "                              [--source S] [--tag T] [--python PATH] [--timeout S (1800)] [--json]\n"
    "                              [--progress]\n\n"
    "Captures the model FACTORY() returns (a torch.nn.Module and its example inputs; FACTORY defaults to\n"
    "model_and_inputs) with TorchDynamo as upstream GraphNet's extractor does, and writes the sample to\n"
    "DIR/N (N: FILE's name): model.py, weight_meta.py, input_meta.py, input_tensor_constraints.py,\n"
    "graph_hash.txt and graph_net.json (--source, --tag: its source and heuristic_tag; the tag defaults to\n"
    "one read from the graph's ops). A forward that breaks into several graphs gives DIR/N/subgraph_K.\n"
    "--static captures static shapes (torch.compile(dynamic=False); upstream's default is dynamic).\n"
    "Then validates (docs/extract.md): the captured graphs reproduce the model's outputs, each written\n"
    "model.py loaded back reproduces its graph on the same tensors, and `graphnet-bench validate` holds.\n"
    "Exit code 0 when all of it holds, 1 when the capture fails (the model file's line when it lies there)\n"
    "or a check does not hold (the files stay for inspection), 2 for bad arguments. --progress: a line per\n"
    "phase on stderr (\"progress: ...\").";

std::string formatDiff(double d) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", d);
    return buf;
}

int run(const Args& args) {
    const auto model = args.value("model");
    const auto out = args.value("out");
    if (!model || !out || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    engine::ExtractionRequest request;
    const auto colon = model->rfind(':');
    request.modelFile = colon == std::string::npos ? *model : model->substr(0, colon);
    if (colon != std::string::npos)
        request.factory = model->substr(colon + 1);
    request.outDir = *out;
    request.name = args.valueOr("name", request.modelFile.stem().string());
    request.dynamic = !args.flag("static");
    request.source = args.valueOr("source", "");
    request.heuristicTag = args.valueOr("tag", "");
    request.python = args.valueOr("python", "");
    const auto timeout = doubleOption(args, "timeout", request.timeoutSeconds);
    if (!timeout || request.name.empty() || request.factory.empty())
        return kExitUsage;
    request.timeoutSeconds = *timeout;

    const auto analyzer = engine::makeEngineAnalyzer();
    const bool showProgress = args.flag("progress");
    const auto extraction =
        engine::extractSample(request, analyzer.get(), [showProgress](const std::string& line) {
            if (showProgress)
                std::fprintf(stderr, "progress: %s\n", line.c_str());
        });
    if (!extraction) {
        std::fprintf(stderr, "graphnet-bench extract: %s\n", extraction.error().toString().c_str());
        return kExitFailure;
    }
    if (args.flag("json")) {
        nlohmann::json j{{"clean", extraction->clean()},
                         {"reproduces_model", extraction->reproducesModel},
                         {"model_max_abs_diff", extraction->modelMaxAbsDiff},
                         {"torch_version", extraction->torchVersion},
                         {"samples", nlohmann::json::array()}};
        for (const auto& s : extraction->samples) {
            auto v = validationJson(s.validation);
            v["dir"] = s.dir.string();
            v["graph_hash"] = s.graphHash;
            v["reproduces_graph"] = s.reproducesGraph;
            v["max_abs_diff"] = s.maxAbsDiff;
            v["heuristic_tag"] = s.heuristicTag;
            v["dtype_passes"] = s.dtypePasses;
            j["samples"].push_back(std::move(v));
        }
        std::printf("%s\n", j.dump(2).c_str());
    } else {
        std::printf("captured %zu graph(s) with torch %s; they %s the model's outputs (max abs diff %s)\n",
                    extraction->samples.size(), extraction->torchVersion.c_str(),
                    extraction->reproducesModel ? "reproduce" : "DO NOT reproduce",
                    formatDiff(extraction->modelMaxAbsDiff).c_str());
        for (const auto& s : extraction->samples) {
            std::printf("%s: %d placeholders, graph hash %s, tag %s; written model.py %s its graph (max abs "
                        "diff %s)\n",
                        s.dir.string().c_str(), s.placeholders, s.graphHash.substr(0, 12).c_str(),
                        s.heuristicTag.c_str(), s.reproducesGraph ? "reproduces" : "DOES NOT reproduce",
                        formatDiff(s.maxAbsDiff).c_str());
            printValidation(s.validation);
        }
    }
    return extraction->clean() ? kExitOk : kExitFailure;
}

RegisterCommand reg("extract", Command{"a GraphNet sample from your own torch model, validated",
                                       kUsage,
                                       {"model", "out", "name", "source", "tag", "python", "timeout"},
                                       {"static", "json", "progress"},
                                       run});

} // namespace
} // namespace gnw::cli
