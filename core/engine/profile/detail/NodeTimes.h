#pragma once
// What a framework's eager profiler measured of one sample, before FLOPs and roofs are added
// (EagerProfile.cpp): each graph node's median time and the whole call's, measured alone.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/profile/EagerProfile.h"
#include "core/util/Result.h"

#include <functional>
#include <string>
#include <vector>

namespace gnw::engine::detail {

struct NodeTimes {
    std::string baseline;       // which eager: "C++ interpreter (LibTorch eager, inference mode)"
    double callMs = 0;          // the whole call, median
    std::vector<double> nodeMs; // per Graph::nodes entry, median
    double unattributedMs = 0;  // time of statements that define no graph node (Paddle's `return`)
};

using ProfileProgress = std::function<void(const std::string&)>;

// The sample's inputs as a measurement synthesizes them (device, seed, size limit of the options).
Result<TensorList> profileInputs(const LoadedSample& loaded, const EagerProfileOptions& options);

// Torch: the C++ interpreter with a clock before every node (TorchNodeTimes.cpp).
Result<NodeTimes> timeTorchNodes(const LoadedSample& loaded, const EagerProfileOptions& options,
                                 const ProfileProgress& progress);

// Python eager in a bridge run by `python` (Paddle dygraph in the Paddle bridge, torch in the torch bridge)
// with a clock before every statement (app/bridge/statement_profile.py), each statement's time given to
// the first node of its line (BridgeNodeTimes.cpp).
Result<NodeTimes> timeBridgeStatements(const SampleLocation& sample, const LoadedSample& loaded,
                                       const EagerProfileOptions& options, const std::string& python,
                                       const ProfileProgress& progress);

} // namespace gnw::engine::detail
