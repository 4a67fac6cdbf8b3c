#pragma once
// graph_net.json (graphnet-format.md 2.1). Every key except framework is optional; unknown keys are kept.
#include "core/util/Result.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

struct GraphNetInfo {
    std::string framework; // "torch" | "paddle"
    std::string source;
    std::string heuristicTag; // empty when absent
    std::string modelName;
    std::optional<bool> dynamic;
    nlohmann::ordered_json raw;  // the whole object, key order preserved
    std::vector<Error> warnings; // defects worked around, e.g. a framework inferred from the location
};

// Without a "framework" key the framework is inferred from the sample's location when `fileName` lies under
// upstream's `paddle_samples/` (PaddleX/squeezenet1_1 holds a PIR program instead), with a warning;
// elsewhere the key is required.
Result<GraphNetInfo> parseGraphNetJsonText(std::string_view text, std::string_view fileName);
Result<GraphNetInfo> parseGraphNetJson(const std::filesystem::path& path);

// "paddle" when a folder of `path` is upstream's `paddle_samples`, else empty.
std::string frameworkFromLocation(const std::filesystem::path& path);

// graph_hash.txt: 64 lowercase hex characters (surrounding whitespace tolerated).
Result<std::string> readGraphHash(const std::filesystem::path& path);

} // namespace gnw
