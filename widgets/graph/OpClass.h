#pragma once
// Op classes the graph view colours by (core's OpFamily, plus graph inputs and outputs), and their colours on
// light and dark backgrounds.
#include <QColor>
#include <QString>
#include <cstdint>
#include <string_view>

namespace gnw::ui {

enum class OpClass : std::uint8_t {
    Compute, // the families of core/graph/OpFamily.h, in its order
    Norm,
    Activation,
    Elementwise,
    Shape,
    Reduction,
    Attention,
    Other,
    Data, // graph inputs and outputs
};
inline constexpr int kOpClassCount = 9;

// From a target ("torch.conv2d", "Tensor.view", "operator.add"): its core OpFamily.
OpClass classifyTarget(std::string_view target);
QString opClassName(OpClass c);
QString opClassShortName(OpClass c); // one word, for legends
// The class's hue, readable as a fill accent on either background.
QColor opClassColor(OpClass c, bool darkBackground);
// A node's fill: the hue blended into the background, so labels keep their contrast.
QColor opClassFill(OpClass c, bool darkBackground);

} // namespace gnw::ui
