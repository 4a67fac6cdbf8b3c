#pragma once
// SampleAnalysis as JSON: the store's `analysis` column and `graphnet-bench inspect --json` share it.
//   {"nodes": 42, "ops": {"torch.conv2d": 3, ...}, "analyzed": true, "inferred_nodes": 42,
//    "unresolved": [...], "outputs": [{"shape": [1, 10], "dtype": "float32"}, ...], "flops": 1.2e9,
//    "bytes": 3.4e6, "errors": [{"line": 7, "column": 9, "message": "..."}], "error_count": 1, "ms": 3.1}
// An output that could not be inferred is {"shape": null, "dtype": null}.
#include "core/dataset/SampleAnalysis.h"

#include <nlohmann/json.hpp>

namespace gnw {

// `maxErrors` caps the list (error_count keeps the total); < 0 keeps every error.
nlohmann::json analysisToJson(const SampleAnalysis& analysis, int maxErrors = -1);
// Tolerant: missing keys keep their defaults. `parsed` is true when "nodes" is present.
SampleAnalysis analysisFromJson(const nlohmann::json& json);

} // namespace gnw
