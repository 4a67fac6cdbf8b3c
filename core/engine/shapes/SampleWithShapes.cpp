#include "core/engine/shapes/SampleWithShapes.h"

#include "core/dataset/MetaParser.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"

namespace gnw::engine {

Result<SampleWithShapes> loadSampleWithShapes(const std::filesystem::path& dir) {
    ModelGraphLoader loader;
    auto graph = loadSampleGraph(loader, dir);
    if (!graph)
        return graph.error();
    auto metas = parseSampleMetas(dir);
    if (!metas)
        return metas.error();
    SampleWithShapes out;
    out.metas = std::move(*metas);
    if (graph->framework == Framework::Paddle) {
        out.shapes = shapesFromOpComments(*graph, out.metas);
    } else {
        auto inference = inferShapes(*graph, out.metas);
        if (!inference)
            return inference.error();
        out.shapes = std::move(inference->shapes);
    }
    out.graph = std::move(*graph);
    return out;
}

} // namespace gnw::engine
