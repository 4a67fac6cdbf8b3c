#pragma once
// A Paddle PIR program as printed into graph_net.json's "program_desc" (upstream's PaddleX/squeezenet1_1,
// whose model.py only wraps paddle.vision.models), turned into the same Graph IR a Paddle model.py gives:
//   (%59) = "pd_op.pool2d" (%57, %58) {..., struct_name:"/SqueezeNet/MaxPool2D/"} :
//   (tensor<1x64x112x112xf32>,
//           tensor<2xi64>) -> tensor<1x64x55x55xf32>
// builtin.parameter and pd_op.data become inputs (named by parameter_name / name), builtin.combine and
// pd_op.full_int_array fold into list arguments as in model.py, builtin.split into getitem nodes, every other
// op into a node `paddle._C_ops.<op>` whose comment is the `pd_op.*` comment model.py would carry (so
// CommentShapes gives its shapes) and whose module path comes from struct_name. Spans are 0: the text is not
// model.py.
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <filesystem>
#include <string_view>

namespace gnw {

// `program` is the program text; errors name `fileName` and the program's line.
Result<Graph> graphFromPirProgram(std::string_view program, std::string_view fileName);

// The graph of a sample folder: its model.py, or, when that is not a graph and graph_net.json holds a
// "program_desc", that program. The model.py error is returned when neither gives a graph.
class ModelGraphLoader;
Result<Graph> loadSampleGraph(ModelGraphLoader& loader, const std::filesystem::path& sampleDir);

} // namespace gnw
