#include "core/graph/ModelGraphLoader.h"

#include "core/graph/GraphBuilder.h"
#include "core/util/FileIO.h"

namespace gnw {

Result<Graph> ModelGraphLoader::fromSource(std::string_view source, std::string_view fileName) {
    if (Status parsed = m_parser.parse(source, fileName); !parsed)
        return parsed.error();
    return buildGraph(m_parser.module());
}

Result<Graph> ModelGraphLoader::fromFile(const std::filesystem::path& path) {
    Result<std::string> source = readFile(path);
    if (!source)
        return source.error();
    return fromSource(*source, path.string());
}

} // namespace gnw
