#pragma once
// Where eager time goes inside one sample. A torch sample: the C++ interpreter (LibTorch eager, the
// baseline of `nope` and `aot-inductor`) runs the sample's graph on its synthesized inputs, once alone per
// trial for the whole call and once per trial with a clock read before every node, so each node's time is
// from its start to the next node's start (its arguments, the ATen call and freeing what dies after it).
// Synchronised per node on a GPU. Python eager (the baseline of the torch bridge backends) and Paddle
// dygraph (of the Paddle backends): the same in the bridge, a clock before every statement of model.py's
// forward (app/bridge/statement_profile.py). Beside each node's time: its estimated FLOPs and bytes
// (core/graph/FlopEstimator.h), the FLOP rate it achieved and, with a calibration of the machine, the roof at
// its intensity.
#include "core/dataset/SampleDiscovery.h"
#include "core/store/MachinePeaks.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct EagerProfileOptions {
    // Whose baseline to profile: empty for the framework's own (torch: the C++ interpreter; Paddle: Paddle
    // dygraph); a backend's name for the eager its speedups are measured against (a torch bridge backend
    // such as inductor: Python eager in the torch bridge, in the backend's environment).
    std::string backend;
    std::string device = "cpu";
    int warmup = 3;
    int trials = 10;
    std::uint64_t seed = 123;
    int threads = 0; // intra-op threads of LibTorch (torch samples); 0 leaves its setting
    std::int64_t maxInputBytes = std::int64_t(8) << 30;
};

struct NodeTime {
    int index = 0;          // GraphNode::id, program order
    std::string name;       // the value it defines in model.py ("conv2d_3"), else its target
    std::string target;     // "torch.conv2d"
    std::string modulePath; // "layer1.0.conv1"
    int line = 0;           // model.py
    double eagerMs = 0;     // median over the trials
    double share = 0;       // of the nodes' sum
    double flops = 0, bytes = 0;
    std::optional<double> flopRate; // FLOP/s achieved (FLOPs over eagerMs)
    std::optional<double> roof;     // FLOP/s the machine allows at this node's intensity (calibration)
};

struct EagerProfile {
    std::string sample;
    std::string
        baseline; // which eager: "C++ interpreter (LibTorch eager, inference mode)", "Paddle dygraph ..."
    std::string device;
    int trials = 0;
    double eagerCallMs = 0; // the whole call measured alone, median
    double nodesSumMs = 0;  // the nodes' medians summed, not rescaled
    double unattributedMs = 0; // statements that define no graph node (a Paddle forward's `return`)
    std::vector<NodeTime> nodes;
    std::optional<MachinePeaks> machine; // the calibration the roofs come from, if one was given
    // Node indices by time, the hottest first.
    std::vector<int> hottest() const;
};

// `progress` gets a line per phase (and, for torch, per trial: "trial 3 of 10").
Result<EagerProfile> profileEager(const SampleLocation& sample, const EagerProfileOptions& options,
                                  const std::optional<MachinePeaks>& machine = std::nullopt,
                                  const std::function<void(const std::string&)>& progress = {});

nlohmann::json toJson(const EagerProfile& profile);

} // namespace gnw::engine
