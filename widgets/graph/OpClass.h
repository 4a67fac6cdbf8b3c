#pragma once
// Op classes the graph view colours by, and their colours on light and dark backgrounds.
#include <QColor>
#include <QString>
#include <cstdint>
#include <string_view>

namespace gnw::ui {

enum class OpClass : std::uint8_t {
    Compute,     // convolutions, linear, matmul, einsum
    Norm,        // batch/layer/group/instance/rms norm
    Activation,  // relu, gelu, silu, softmax, ...
    Elementwise, // arithmetic, comparisons, casts, masked_fill
    Shape,       // views, reshapes, transposes, indexing, concatenation
    Reduction,   // sum, mean, pooling, arg-max
    Attention,   // scaled_dot_product_attention, multi-head attention
    Other,       // embeddings, dropout, constructors, everything else
    Data,        // graph inputs and outputs
};
inline constexpr int kOpClassCount = 9;

// From a normalised target ("torch.conv2d", "F.relu", "Tensor.view", "operator.add").
OpClass classifyTarget(std::string_view target);
QString opClassName(OpClass c);
QString opClassShortName(OpClass c); // one word, for legends
// The class's hue, readable as a fill accent on either background.
QColor opClassColor(OpClass c, bool darkBackground);
// A node's fill: the hue blended into the background, so labels keep their contrast.
QColor opClassFill(OpClass c, bool darkBackground);

} // namespace gnw::ui
