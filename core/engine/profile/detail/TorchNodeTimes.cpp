#include "core/engine/device/MallocThresholds.h"
#include "core/engine/interpreter/detail/GraphInterpreter.h"
#include "core/engine/measure/detail/Measurement.h"
#include "core/engine/profile/detail/NodeTimes.h"
#include "core/util/Percentile.h"

#include <ATen/Parallel.h>

#include <chrono>

namespace gnw::engine::detail {

namespace {

using Clock = std::chrono::steady_clock;

// Reads the clock before every node (after synchronising the device, so a node's kernels are its own).
// A node's time runs to the next node's start: freeing the values that die after it is part of its cost.
class NodeClock final : public NodeObserver {
public:
    NodeClock(std::size_t nodes, const DeviceClock& device) : m_starts(nodes), m_device(device) {}
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
    const DeviceClock& m_device;
};

} // namespace

Result<NodeTimes> timeTorchNodes(const LoadedSample& loaded, const EagerProfileOptions& options,
                                 const ProfileProgress& progress) {
    const Graph& graph = loaded.graph;
    if (options.threads > 0)
        at::set_num_threads(options.threads);
    // As in the worker: otherwise glibc's thresholds follow what the process freed before, and a call
    // could fault its activations in afresh while the next one reuses them.
    fixMallocThresholds();
    auto inputs = profileInputs(loaded, options);
    if (!inputs)
        return inputs.error();
    auto interpreter = GraphInterpreter::create(graph, c10::Device(options.device));
    if (!interpreter)
        return interpreter.error();
    auto& interp = **interpreter;
    const DeviceClock clock(options.device);

    std::vector<double> calls;
    std::vector<std::vector<double>> perNode(graph.nodes.size());
    NodeClock nodeClock(graph.nodes.size(), clock);
    for (auto& times : perNode)
        times.reserve(std::size_t(options.trials));
    calls.reserve(std::size_t(options.trials));
    try {
        progress("warm-up: " + std::to_string(options.warmup) + " calls");
        for (int i = 0; i < options.warmup; ++i)
            interp.run(*inputs);
        // Whole calls and observed calls alternate, so that a change of the machine's speed state during
        // the profile moves both alike.
        for (int t = 0; t < options.trials; ++t) {
            progress("trial " + std::to_string(t + 1) + " of " + std::to_string(options.trials));
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
    NodeTimes out;
    out.baseline = "C++ interpreter (LibTorch eager, inference mode)";
    out.callMs = median(calls);
    for (const auto& times : perNode)
        out.nodeMs.push_back(median(times));
    return out;
}

} // namespace gnw::engine::detail
