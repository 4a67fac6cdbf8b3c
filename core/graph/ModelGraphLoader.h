#pragma once
// model.py -> Graph in one call: tokenizer, parser and lowering, keeping the parser's arenas between files.
#include "core/graph/Graph.h"
#include "core/graph/ModelParser.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string_view>

namespace gnw {

class ModelGraphLoader {
public:
    Result<Graph> fromSource(std::string_view source, std::string_view fileName);
    Result<Graph> fromFile(const std::filesystem::path& path);

private:
    ModelParser m_parser;
};

} // namespace gnw
