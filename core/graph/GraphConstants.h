#pragma once
// Expressions that lower to constants instead of nodes: torch.float32-style names read from an imported
// module, and calls with a constant result (device(...), slice(...), float("1e-05"), Paddle places).
#include "core/graph/Graph.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// A dotted name read (not called) from an import: dtypes become DType, inf/nan Float, anything else Symbol.
GraphArg moduleConstant(std::string_view dottedPath);

// The constant a call to `callee` (a resolved dotted path or builtin name) evaluates to, or nullopt when the
// call is an op. Sets `error` (and returns nullopt) when the call can only be a constant but is malformed,
// e.g. float("abc").
std::optional<GraphArg> constantCall(std::string_view callee, const std::vector<GraphArg>& args,
                                     const std::vector<KeywordArg>& kwargs, std::string& error);

} // namespace gnw
