#pragma once
// One eager run of a sample (its synthesized inputs, the run's seed) with every node's results recorded in
// meta form: what fault localisation needs to place cuts and to give an inner range's inputs metas.
#include "core/engine/tensors/TensorList.h"
#include "core/fault/ValueTrace.h"
#include "core/util/Result.h"

namespace gnw::engine {

// Runs `graph` (a torch graph: the interpreter runs those) on `inputs` once; a node that fails ends the
// trace with its error. The run's outputs go into `outputs` when given, so a caller needs no second run.
Result<fault::ValueTrace> traceEager(const Graph& graph, const TensorList& inputs, const std::string& device,
                                     TensorList* outputs = nullptr);

} // namespace gnw::engine
