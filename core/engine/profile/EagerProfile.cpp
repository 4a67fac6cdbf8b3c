#include "core/engine/profile/EagerProfile.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/profile/detail/NodeTimes.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"

#include <algorithm>
#include <numeric>

namespace gnw::engine {

namespace {

std::string nodeName(const Graph& graph, const GraphNode& node) {
    for (const auto& out : node.outputs)
        if (!graph.value(out).name.empty())
            return graph.value(out).name;
    return node.target;
}

// FLOPs and bytes per node from shapes: a torch graph's inferred on meta tensors, a Paddle graph's from its
// statements' comments. A node without shapes has none.
std::optional<GraphCost> costOf(const detail::LoadedSample& loaded) {
    if (loaded.graph.framework == Framework::Paddle)
        return estimateGraphCost(loaded.graph, shapesFromOpComments(loaded.graph, loaded.metas));
    if (auto shapes = inferShapes(loaded.graph, loaded.metas))
        return estimateGraphCost(loaded.graph, shapes->shapes);
    return std::nullopt;
}

// The eager `options.backend` is measured against, and the Python that runs it; an empty Python means the
// C++ interpreter.
Result<std::string> eagerPython(const Graph& graph, const EagerProfileOptions& options) {
    const bool paddle = graph.framework == Framework::Paddle;
    const Backend* backend = nullptr;
    if (!options.backend.empty()) {
        backend = findBackend(options.backend);
        if (!backend)
            return Error{"", 0, 0, "unknown backend '" + options.backend + "' (graphnet-bench backends)"};
        if ((backend->framework() == Framework::Paddle) != paddle)
            return Error{graph.fileName, 0, 0,
                         "backend '" + options.backend + "' runs " + (paddle ? "torch" : "Paddle") +
                             " samples; this one is a " + (paddle ? "Paddle" : "torch") + " sample"};
    }
    if (paddle)
        return bridgePython("", Framework::Paddle);
    if (backend && backend->viaBridge())
        return bridgePython("", Framework::Torch, backend->environment());
    return std::string();
}

} // namespace

Result<TensorList> detail::profileInputs(const LoadedSample& loaded, const EagerProfileOptions& options) {
    SampleRunOptions run;
    run.device = options.device;
    run.seed = options.seed;
    run.maxInputBytes = options.maxInputBytes;
    return inputsFor(loaded, run);
}

std::vector<int> EagerProfile::hottest() const {
    std::vector<int> order(nodes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return nodes[std::size_t(a)].eagerMs > nodes[std::size_t(b)].eagerMs;
    });
    return order;
}

Result<EagerProfile> profileEager(const SampleLocation& sample, const EagerProfileOptions& options,
                                  const std::optional<MachinePeaks>& machine,
                                  const std::function<void(const std::string&)>& progress) {
    if (options.trials < 1 || options.warmup < 0)
        return Error{sample.relPath, 0, 0, "profile needs at least one trial and no negative warm-up"};
    auto loaded = detail::loadSample(sample);
    if (!loaded)
        return loaded.error();
    const Graph& graph = loaded->graph;
    const detail::ProfileProgress report = [&](const std::string& line) {
        if (progress)
            progress(line);
    };
    const auto python = eagerPython(graph, options);
    if (!python)
        return python.error();
    auto times = python->empty() ? detail::timeTorchNodes(*loaded, options, report)
                                 : detail::timeBridgeStatements(sample, *loaded, options, *python, report);
    if (!times)
        return times.error();

    EagerProfile profile;
    profile.sample = sample.relPath;
    profile.baseline = times->baseline;
    profile.device = options.device;
    profile.trials = options.trials;
    profile.machine = machine;
    profile.eagerCallMs = times->callMs;
    profile.unattributedMs = times->unattributedMs;
    const std::optional<GraphCost> cost = costOf(*loaded);
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
        const GraphNode& node = graph.nodes[n];
        NodeTime t;
        t.index = node.id;
        t.name = nodeName(graph, node);
        t.target = node.target;
        t.modulePath = node.modulePath;
        t.line = node.span.line;
        t.eagerMs = times->nodeMs[n];
        if (cost && cost->nodes[n].estimated) {
            t.flops = cost->nodes[n].flops;
            t.bytes = cost->nodes[n].bytes;
            if (t.flops > 0 && t.eagerMs > 0)
                t.flopRate = t.flops / (t.eagerMs / 1000.0);
            if (machine && t.bytes > 0)
                t.roof = machine->roof(t.flops / t.bytes);
        }
        profile.nodesSumMs += t.eagerMs;
        profile.nodes.push_back(std::move(t));
    }
    for (auto& t : profile.nodes)
        t.share = profile.nodesSumMs > 0 ? t.eagerMs / profile.nodesSumMs : 0;
    return profile;
}

nlohmann::json toJson(const EagerProfile& profile) {
    auto nodes = nlohmann::json::array();
    for (const auto& t : profile.nodes) {
        nlohmann::json n{{"index", t.index},       {"name", t.name},   {"target", t.target},
                         {"module", t.modulePath}, {"line", t.line},   {"eager_ms", t.eagerMs},
                         {"share", t.share},       {"flops", t.flops}, {"bytes", t.bytes}};
        n["flop_rate"] = t.flopRate ? nlohmann::json(*t.flopRate) : nlohmann::json();
        n["roof"] = t.roof ? nlohmann::json(*t.roof) : nlohmann::json();
        nodes.push_back(std::move(n));
    }
    nlohmann::json machine;
    if (profile.machine) {
        const auto peak = profile.machine->peakFlops();
        const auto bandwidth = profile.machine->bandwidth();
        machine = {{"hardware", profile.machine->hardware},
                   {"peak_flops", peak ? nlohmann::json(*peak) : nlohmann::json()},
                   {"bandwidth", bandwidth ? nlohmann::json(*bandwidth) : nlohmann::json()}};
    }
    return {{"sample", profile.sample},
            {"baseline", profile.baseline},
            {"device", profile.device},
            {"trials", profile.trials},
            {"eager_call_ms", profile.eagerCallMs},
            {"nodes_sum_ms", profile.nodesSumMs},
            {"unattributed_ms", profile.unattributedMs},
            {"hottest", profile.hottest()},
            {"machine", machine},
            {"nodes", nodes}};
}

} // namespace gnw::engine
