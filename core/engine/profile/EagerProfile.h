#pragma once
// Where eager time goes inside one sample: the C++ interpreter (LibTorch eager, the baseline of `nope` and
// `aot-inductor`) runs the sample's graph on its synthesized inputs, once alone per trial for the whole
// call and once per trial with a clock read before every node, so each node's time is from its start to
// the next node's start (its arguments, the ATen call and freeing what dies after it). Synchronised per
// node on a GPU. Beside each node's time: its estimated FLOPs and bytes (core/graph/FlopEstimator.h), the
// FLOP rate it achieved and, with a calibration of the machine, the roof at its intensity.
#include "core/dataset/SampleDiscovery.h"
#include "core/store/MachinePeaks.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct EagerProfileOptions {
    std::string device = "cpu";
    int warmup = 3;
    int trials = 10;
    std::uint64_t seed = 123;
    int threads = 0; // intra-op threads; 0 leaves LibTorch's setting
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
    std::string baseline = "C++ interpreter (LibTorch eager, inference mode)";
    std::string device;
    int trials = 0;
    double eagerCallMs = 0; // the whole call measured alone, median
    double nodesSumMs = 0;  // the nodes' medians summed, not rescaled
    std::vector<NodeTime> nodes;
    // Node indices by time, the hottest first.
    std::vector<int> hottest() const;
};

// Torch samples (Paddle graphs run in the Paddle bridge, which has no per-node timing yet).
Result<EagerProfile> profileEager(const SampleLocation& sample, const EagerProfileOptions& options,
                                  const std::optional<MachinePeaks>& machine = std::nullopt);

nlohmann::json toJson(const EagerProfile& profile);

} // namespace gnw::engine
