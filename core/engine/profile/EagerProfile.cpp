#include "core/engine/profile/EagerProfile.h"

#include "core/engine/device/MallocThresholds.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"
#include "core/engine/measure/detail/Measurement.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/graph/FlopEstimator.h"
#include "core/util/Percentile.h"

#include <ATen/Parallel.h>

#include <algorithm>
#include <chrono>
#include <numeric>

namespace gnw::engine {

namespace {

using Clock = std::chrono::steady_clock;

// Reads the clock before every node (after synchronising the device, so a node's kernels are its own).
// A node's time runs to the next node's start: freeing the values that die after it is part of its cost.
class NodeClock final : public NodeObserver {
public:
    NodeClock(std::size_t nodes, const detail::DeviceClock& device) : m_starts(nodes), m_device(device) {}
    bool beforeNode(std::size_t index) override {
        m_device.synchronize();
        m_starts[index] = Clock::now();
        return true;
    }
    void afterNode(std::size_t, const Value&) override {}
    bool nodeFailed(std::size_t, const std::string&) override { return false; }

    // Appends each node's time in the call that just ended at `end` (milliseconds) to its list.
    void addTimes(Clock::time_point end, std::vector<std::vector<double>>& perNode) const {
        for (std::size_t i = 0; i < m_starts.size(); ++i) {
            const Clock::time_point next = i + 1 < m_starts.size() ? m_starts[i + 1] : end;
            perNode[i].push_back(std::chrono::duration<double, std::milli>(next - m_starts[i]).count());
        }
    }

private:
    std::vector<Clock::time_point> m_starts;
    const detail::DeviceClock& m_device;
};

std::string nodeName(const Graph& graph, const GraphNode& node) {
    for (const auto& out : node.outputs)
        if (!graph.value(out).name.empty())
            return graph.value(out).name;
    return node.target;
}

} // namespace

std::vector<int> EagerProfile::hottest() const {
    std::vector<int> order(nodes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return nodes[std::size_t(a)].eagerMs > nodes[std::size_t(b)].eagerMs;
    });
    return order;
}

Result<EagerProfile> profileEager(const SampleLocation& sample, const EagerProfileOptions& options,
                                  const std::optional<MachinePeaks>& machine) {
    if (options.trials < 1 || options.warmup < 0)
        return Error{sample.relPath, 0, 0, "profile needs at least one trial and no negative warm-up"};
    auto loaded = detail::loadSample(sample);
    if (!loaded)
        return loaded.error();
    const Graph& graph = loaded->graph;
    if (graph.framework == Framework::Paddle)
        return Error{graph.fileName, 0, 0,
                     "per-node eager time runs torch samples (the C++ interpreter); Paddle graphs run in the "
                     "Paddle bridge, which has no per-node timing yet"};
    if (options.threads > 0)
        at::set_num_threads(options.threads);
    // As in the worker: otherwise glibc's thresholds follow what the process freed before, and a call
    // could fault its activations in afresh while the next one reuses them.
    fixMallocThresholds();
    SampleRunOptions run;
    run.device = options.device;
    run.seed = options.seed;
    run.maxInputBytes = options.maxInputBytes;
    auto inputs = detail::inputsFor(*loaded, run);
    if (!inputs)
        return inputs.error();
    auto interpreter = GraphInterpreter::create(graph, c10::Device(options.device));
    if (!interpreter)
        return interpreter.error();
    auto& interp = **interpreter;
    const detail::DeviceClock clock(options.device);

    EagerProfile profile;
    profile.sample = sample.relPath;
    profile.device = options.device;
    profile.trials = options.trials;
    std::vector<double> calls;
    std::vector<std::vector<double>> perNode(graph.nodes.size());
    NodeClock nodeClock(graph.nodes.size(), clock);
    for (auto& times : perNode)
        times.reserve(std::size_t(options.trials));
    calls.reserve(std::size_t(options.trials));
    try {
        for (int i = 0; i < options.warmup; ++i)
            interp.run(*inputs);
        // Whole calls and observed calls alternate, so that a change of the machine's speed state during
        // the profile moves both alike.
        for (int t = 0; t < options.trials; ++t) {
            calls.push_back(clock.time([&] { interp.run(*inputs); }).first);
            interp.setObserver(&nodeClock);
            clock.synchronize();
            interp.run(*inputs);
            clock.synchronize();
            const auto end = Clock::now();
            interp.setObserver(nullptr);
            nodeClock.addTimes(end, perNode);
        }
    } catch (const std::exception& e) {
        return Error{graph.fileName, 0, 0, std::string("eager run failed: ") + e.what()};
    }
    profile.eagerCallMs = median(calls);

    // FLOPs and bytes from shapes inferred on meta tensors; a node without shapes has none.
    std::optional<GraphCost> cost;
    if (auto shapes = inferShapes(graph, loaded->metas))
        cost = estimateGraphCost(graph, shapes->shapes);
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
        const GraphNode& node = graph.nodes[n];
        NodeTime t;
        t.index = node.id;
        t.name = nodeName(graph, node);
        t.target = node.target;
        t.modulePath = node.modulePath;
        t.line = node.span.line;
        t.eagerMs = median(perNode[n]);
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
    return {{"sample", profile.sample},
            {"baseline", profile.baseline},
            {"device", profile.device},
            {"trials", profile.trials},
            {"eager_call_ms", profile.eagerCallMs},
            {"nodes_sum_ms", profile.nodesSumMs},
            {"hottest", profile.hottest()},
            {"nodes", nodes}};
}

} // namespace gnw::engine
