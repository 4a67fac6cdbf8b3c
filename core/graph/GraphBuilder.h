#pragma once
// Lowers the forward() of a parsed model.py (PyAst.h) to the Graph IR (Graph.h): one node per call or
// operator, aliases and constants folded into arguments, multi-output ops from tuple targets, Paddle's
// lambda idiom reduced to its inner call. Errors name file:line:column, e.g. an undefined name.
#include "core/graph/Graph.h"
#include "core/graph/PyAst.h"
#include "core/util/Result.h"

namespace gnw {

// The model class is `GraphModule`, else the only class with a `forward` method.
Result<Graph> buildGraph(const pyast::Module& module);

} // namespace gnw
