#pragma once
// graph_net.json (graphnet-format.md 2.1). Every key except framework is optional; unknown keys are kept.
#include "core/util/Result.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace gnw {

struct GraphNetInfo {
    std::string framework;       // "torch" | "paddle"
    std::string source;
    std::string heuristicTag;    // empty when absent
    std::string modelName;
    std::optional<bool> dynamic;
    nlohmann::ordered_json raw;  // the whole object, key order preserved
};

Result<GraphNetInfo> parseGraphNetJsonText(std::string_view text, std::string_view fileName);
Result<GraphNetInfo> parseGraphNetJson(const std::filesystem::path& path);

// graph_hash.txt: 64 lowercase hex characters (surrounding whitespace tolerated).
Result<std::string> readGraphHash(const std::filesystem::path& path);

} // namespace gnw
