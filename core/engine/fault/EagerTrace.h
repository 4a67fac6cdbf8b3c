#pragma once
// One eager run of a sample (its synthesized inputs, the run's seed) with every node's results recorded in
// meta form: what fault localisation needs to place cuts and to give an inner range's inputs metas.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/fault/ValueTrace.h"
#include "core/util/Result.h"

namespace gnw::engine {

// Torch samples only (the interpreter runs torch graphs); a node that fails ends the trace with its error.
Result<fault::ValueTrace> traceEager(const SampleLocation& sample, const SampleRunOptions& options);

} // namespace gnw::engine
