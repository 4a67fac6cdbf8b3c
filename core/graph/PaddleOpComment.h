#pragma once
// The comment Paddle's exporter writes above every statement of a model.py forward:
//   # pd_op.conv2d: (1x64x112x112xf32) <- (1x3x224x224xf32, 64x3x3x3xf32)
//   # pd_op.split_with_num: ([8x1xf32, 8x1xf32]) <- (8x2xf32, 1xi32)
//   # pd_op.full: (xi64) <- ()                        (a 0-d tensor)
//   # pd_op.dropout: (-1x512xf32, None) <- (...)      (-1: a dynamic extent; None: an absent output)
// i.e. the PIR op name, its results and its operands, each a tensor type (dims joined by 'x', then the
// element type f16/f32/f64/bf16/i8/i16/i32/i64/ui8/b/c64/c128), a bracketed list of them (a vector value), or
// None. Parsed into ValueShapes with upstream dtype spellings ("float32").
#include "core/graph/InferredShapes.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

struct PaddleOpComment {
    std::string op;                  // "pd_op.conv2d", "builtin.split"
    std::vector<ValueShape> outputs; // results, in order
    std::vector<ValueShape> inputs;  // operands, in order
};

// nullopt when `comment` (without the leading '#') is not of that form; `error` then says what was expected
// and where (a byte offset into the comment).
std::optional<PaddleOpComment> parsePaddleOpComment(std::string_view comment, std::string* error = nullptr);

// "pd_op.conv2d" of a comment of that form ("pd_op.<name>:" or "builtin.<name>:" at its start), else empty.
// Cheap: no shapes.
std::string_view paddleOpName(std::string_view comment);

// Upstream's dtype name for a PIR element type ("f32" -> "float32", "b" -> "bool"); empty when unknown.
std::string_view paddleElementType(std::string_view pirType);

} // namespace gnw
