#pragma once
// Measuring a sample whose backend lives in a Python bridge: the C++ side loads the sample and
// synthesizes the inputs exactly as for a native run, hands them to the bridge, which measures the
// framework's eager (torch: `python-eager`; Paddle: `paddle-dygraph`, or `paddle-static-graph` for cinn as
// upstream) and the compiled model in its own process, and compares the outputs it returns at the 64 rungs
// and classifies failures as for any backend.
#include "core/engine/measure/SampleRunner.h"

namespace gnw::engine::detail {

SampleOutcome runBridgeSample(const SampleLocation& sample, const SampleRunOptions& options,
                              const PhaseCallback& onPhase);

} // namespace gnw::engine::detail
