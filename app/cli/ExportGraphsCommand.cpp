// graphnet-bench export-graphs --store FILE --out DIR [--run ID]...
#include "app/cli/CommandRegistry.h"
#include "app/cli/StoredRunAccess.h"
#include "core/costmodel/GraphFeatures.h"
#include "core/costmodel/NpzWriter.h"
#include "core/engine/shapes/SampleWithShapes.h"
#include "core/store/ResultStore.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

namespace gnw::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage =
    "Usage: graphnet-bench export-graphs --store FILE --out DIR [--run ID ...]\n\n"
    "Writes every sample with measured times in the store (or in the given runs) as a TpuGraphs-style .npz\n"
    "(node_feat (n, 140) float32, node_opcode (n,) int32, edge_index (m, 2) int32 [consumer, producer],\n"
    "config_feat (c, 24) float32, config_runtime and config_runtime_normalizers (c,) int64 nanoseconds): "
    "one\n"
    "config per measured side (eager, or a backend's compiled graph) of each run, normalised by that run's\n"
    "eager time. Beside them: op_vocabulary.txt (op code -> target), backends.txt (config columns),\n"
    "samples.csv (file -> sample) and README.md with the feature columns (docs/cost-model.md).";

constexpr int kConfigFeatures = 24;

struct Config {
    bool eager = false;
    std::string backend;
    std::int64_t runtimeNs = 0, normalizerNs = 0;
};

std::string fileNameOf(const std::string& samplePath, const std::string& root) {
    std::string rel = samplePath;
    if (!root.empty() && rel.starts_with(root))
        rel = rel.substr(root.size());
    while (!rel.empty() && rel.front() == '/')
        rel.erase(rel.begin());
    std::string out;
    for (char c : rel)
        out += (c == '/' || c == ' ') ? '_' : c;
    return out.empty() ? "sample" : out;
}

int run(const Args& args) {
    const auto store = args.value("store");
    const auto out = args.value("out");
    if (!store || !out || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto db = openExistingStore("export-graphs", *store);
    if (!db)
        return kExitUsage;
    ResultStore results(*db);
    std::vector<RunRecord> runs;
    const auto wanted = args.values("run");
    for (auto& r : results.listRuns())
        if (wanted.empty() || std::find(wanted.begin(), wanted.end(), std::to_string(r.id)) != wanted.end())
            runs.push_back(std::move(r));
    // Per sample, its configs over the runs; backends numbered in order of appearance.
    std::map<std::string, std::vector<Config>> configs;
    std::map<std::string, std::string> rootOf;
    std::vector<std::string> backends{"eager"};
    auto backendCode = [&](const std::string& name) {
        const auto it = std::find(backends.begin(), backends.end(), name);
        if (it != backends.end())
            return static_cast<int>(it - backends.begin());
        backends.push_back(name);
        return static_cast<int>(backends.size()) - 1;
    };
    for (const auto& run : runs)
        for (const auto& r : results.results(run.id)) {
            if (!r.eagerE2e.median || !(*r.eagerE2e.median > 0))
                continue;
            const auto ns = [](double ms) { return static_cast<std::int64_t>(std::llround(ms * 1e6)); };
            const std::int64_t eager = ns(*r.eagerE2e.median);
            auto& list = configs[r.samplePath];
            rootOf[r.samplePath] = run.datasetRoot;
            list.push_back({true, "eager", eager, eager});
            const std::string backend = r.details.backend.empty() ? run.compiler : r.details.backend;
            if (r.compiledE2e.median && *r.compiledE2e.median > 0) {
                backendCode(backend);
                list.push_back({false, backend, ns(*r.compiledE2e.median), eager});
            }
        }
    std::error_code ec;
    fs::create_directories(*out, ec);
    if (ec) {
        std::fprintf(stderr, "graphnet-bench export-graphs: %s: %s\n", out->c_str(), ec.message().c_str());
        return kExitUsage;
    }
    OpVocabulary vocabulary;
    std::ofstream index(fs::path(*out) / "samples.csv");
    index << "file,sample_path,nodes,edges,configs\n";
    int written = 0, failed = 0;
    for (const auto& [path, list] : configs) {
        auto loaded = engine::loadSampleWithShapes(path);
        if (!loaded) {
            std::fprintf(stderr, "skipped %s: %s\n", path.c_str(), loaded.error().toString().c_str());
            ++failed;
            continue;
        }
        const auto& graph = loaded->graph;
        const auto& shapes = loaded->shapes;
        const GraphFeatures f = graphFeatures(graph, shapes, estimateGraphCost(graph, shapes), vocabulary);
        std::vector<float> configFeat(list.size() * kConfigFeatures, 0.0f);
        std::vector<std::int64_t> runtime, normalizer;
        for (std::size_t c = 0; c < list.size(); ++c) {
            // Column k < 23: backend k of backends.txt (0 is eager); 23: a backend past the 23rd.
            configFeat[c * kConfigFeatures + std::min(backendCode(list[c].backend), kConfigFeatures - 1)] = 1;
            runtime.push_back(list[c].runtimeNs);
            normalizer.push_back(list[c].normalizerNs);
        }
        NpzWriter npz;
        npz.addFloat32("node_feat", {f.nodes, kNodeFeatures}, f.nodeFeat);
        npz.addInt32("node_opcode", {f.nodes}, f.nodeOpcode);
        npz.addInt32("edge_index", {f.edges(), 2}, f.edgeIndex);
        const auto c = static_cast<std::int64_t>(list.size());
        npz.addFloat32("config_feat", {c, kConfigFeatures}, configFeat);
        npz.addInt64("config_runtime", {c}, runtime);
        npz.addInt64("config_runtime_normalizers", {c}, normalizer);
        const std::string file = fileNameOf(path, rootOf[path]) + ".npz";
        if (auto ok = npz.write(fs::path(*out) / file); !ok) {
            std::fprintf(stderr, "%s\n", ok.error().toString().c_str());
            return kExitFailure;
        }
        index << file << "," << path << "," << f.nodes << "," << f.edges() << "," << c << "\n";
        ++written;
    }
    std::ofstream vocab(fs::path(*out) / "op_vocabulary.txt");
    for (const auto& name : vocabulary.names())
        vocab << name << "\n";
    std::ofstream backendFile(fs::path(*out) / "backends.txt");
    for (const auto& name : backends)
        backendFile << name << "\n";
    std::ofstream readme(fs::path(*out) / "README.md");
    readme
        << "# GraphNet graphs in TpuGraphs' npz layout\n\nWritten by `graphnet-bench export-graphs` from "
        << *store
        << ". One .npz per sample (samples.csv), arrays as TpuGraphs' tile collection:\n"
           "node_feat (n, 140) float32, node_opcode (n,) int32 (op_vocabulary.txt, line = code), edge_index\n"
           "(m, 2) int32 [u, v]: u consumes v's output, config_feat (c, 24) float32 (column k: backend k of\n"
           "backends.txt, 0 = eager), config_runtime and config_runtime_normalizers (c,) int64 nanoseconds\n"
           "(median time, and the same run's eager median). The node feature columns are listed in the\n"
           "workbench's docs/cost-model.md.\n";
    std::printf("%d sample(s) written to %s, %d skipped; %zu op codes, %zu backends\n", written, out->c_str(),
                failed, vocabulary.names().size(), backends.size());
    return failed > 0 && written == 0 ? kExitFailure : kExitOk;
}

RegisterCommand reg("export-graphs",
                    Command{"write measured samples' graphs as TpuGraphs-style .npz for learners",
                            kUsage,
                            {"store", "out", "run"},
                            {},
                            run});

} // namespace
} // namespace gnw::cli
