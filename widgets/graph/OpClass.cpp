#include "widgets/graph/OpClass.h"

#include "core/layout/DisplayGraph.h"

#include <QCoreApplication>
#include <array>

namespace gnw::ui {

namespace {

template <std::size_t N> bool oneOf(std::string_view name, const std::array<std::string_view, N>& names) {
    for (std::string_view n : names)
        if (name == n)
            return true;
    return false;
}

bool startsWithAny(std::string_view name, std::initializer_list<std::string_view> prefixes) {
    for (std::string_view p : prefixes)
        if (name.starts_with(p))
            return true;
    return false;
}

constexpr std::array<std::string_view, 17> kCompute{"linear",
                                                    "matmul",
                                                    "mm",
                                                    "bmm",
                                                    "addmm",
                                                    "baddbmm",
                                                    "addbmm",
                                                    "einsum",
                                                    "conv1d",
                                                    "conv2d",
                                                    "conv3d",
                                                    "convolution",
                                                    "conv_transpose1d",
                                                    "conv_transpose2d",
                                                    "conv_transpose3d",
                                                    "conv2d_transpose",
                                                    "bilinear"};
constexpr std::array<std::string_view, 20> kActivation{
    "relu",    "relu_",       "relu6",     "gelu",        "silu",       "sigmoid", "tanh",
    "softmax", "log_softmax", "hardswish", "hardsigmoid", "leaky_relu", "elu",     "selu",
    "mish",    "softplus",    "glu",       "hardtanh",    "swish",      "prelu"};
constexpr std::array<std::string_view, 16> kReduction{"sum",       "mean",   "max", "min", "amax", "amin",
                                                      "argmax",    "argmin", "var", "std", "prod", "cumsum",
                                                      "logsumexp", "all",    "any", "norm"};
constexpr std::array<std::string_view, 42> kShape{"view",
                                                  "reshape",
                                                  "transpose",
                                                  "permute",
                                                  "contiguous",
                                                  "flatten",
                                                  "unflatten",
                                                  "squeeze",
                                                  "unsqueeze",
                                                  "expand",
                                                  "expand_as",
                                                  "repeat",
                                                  "repeat_interleave",
                                                  "cat",
                                                  "concat",
                                                  "stack",
                                                  "split",
                                                  "chunk",
                                                  "getitem",
                                                  "setitem",
                                                  "slice",
                                                  "narrow",
                                                  "size",
                                                  "unbind",
                                                  "t",
                                                  "T",
                                                  "movedim",
                                                  "select",
                                                  "index_select",
                                                  "gather",
                                                  "roll",
                                                  "pad",
                                                  "flip",
                                                  "tile",
                                                  "split_with_sizes",
                                                  "view_as",
                                                  "reshape_as",
                                                  "index",
                                                  "mT",
                                                  "shape",
                                                  "dim",
                                                  "numel"};

} // namespace

OpClass classifyTarget(std::string_view target) {
    const std::string_view name = layout::shortTargetName(target);
    if (name.find("attention") != std::string_view::npos || startsWithAny(name, {"flash_attn", "sdpa"}))
        return OpClass::Attention;
    if (oneOf(name, kCompute) || name == "matmul_" || (target.starts_with("operator.") && name == "matmul"))
        return OpClass::Compute;
    if (name.find("norm") != std::string_view::npos && name != "norm")
        return OpClass::Norm;
    if (oneOf(name, kActivation))
        return OpClass::Activation;
    if (oneOf(name, kReduction) || name.find("pool") != std::string_view::npos)
        return OpClass::Reduction;
    if (oneOf(name, kShape))
        return OpClass::Shape;
    if (target.starts_with("operator.") ||
        startsWithAny(name, {"add",    "sub",   "mul",         "div",      "pow",         "neg",
                             "exp",    "log",   "sqrt",        "rsqrt",    "abs",         "clamp",
                             "clip",   "where", "masked_fill", "eq",       "ne",          "lt",
                             "gt",     "le",    "ge",          "maximum",  "minimum",     "reciprocal",
                             "sin",    "cos",   "erf",         "floor",    "ceil",        "round",
                             "to",     "float", "half",        "bfloat16", "type_as",     "cast",
                             "scale",  "sign",  "logical_",    "bitwise_", "true_divide", "floor_divide",
                             "square", "tril",  "triu"}))
        return OpClass::Elementwise;
    return OpClass::Other;
}

QString opClassName(OpClass c) {
    switch (c) {
    case OpClass::Compute:
        return QCoreApplication::translate("OpClass", "conv / linear / matmul");
    case OpClass::Norm:
        return QCoreApplication::translate("OpClass", "normalization");
    case OpClass::Activation:
        return QCoreApplication::translate("OpClass", "activation");
    case OpClass::Elementwise:
        return QCoreApplication::translate("OpClass", "elementwise");
    case OpClass::Shape:
        return QCoreApplication::translate("OpClass", "shape / view");
    case OpClass::Reduction:
        return QCoreApplication::translate("OpClass", "reduction / pooling");
    case OpClass::Attention:
        return QCoreApplication::translate("OpClass", "attention");
    case OpClass::Other:
        return QCoreApplication::translate("OpClass", "other");
    case OpClass::Data:
        return QCoreApplication::translate("OpClass", "input / output");
    }
    return {};
}

QString opClassShortName(OpClass c) {
    switch (c) {
    case OpClass::Compute:
        return QCoreApplication::translate("OpClass", "compute");
    case OpClass::Norm:
        return QCoreApplication::translate("OpClass", "norm");
    case OpClass::Activation:
        return QCoreApplication::translate("OpClass", "activation");
    case OpClass::Elementwise:
        return QCoreApplication::translate("OpClass", "elementwise");
    case OpClass::Shape:
        return QCoreApplication::translate("OpClass", "shape");
    case OpClass::Reduction:
        return QCoreApplication::translate("OpClass", "reduction");
    case OpClass::Attention:
        return QCoreApplication::translate("OpClass", "attention");
    case OpClass::Other:
        return QCoreApplication::translate("OpClass", "other");
    case OpClass::Data:
        return QCoreApplication::translate("OpClass", "data");
    }
    return {};
}

QColor opClassColor(OpClass c, bool darkBackground) {
    // Tableau 10 hues; lighter variants on dark backgrounds.
    static const std::array<std::array<QRgb, 2>, kOpClassCount> kColors{{
        {0x4e79a7, 0x7aa6d6}, // compute: blue
        {0xb07aa1, 0xd4a6c8}, // norm: purple
        {0xf28e2b, 0xffae5c}, // activation: orange
        {0x59a14f, 0x8cd17d}, // elementwise: green
        {0x76b7b2, 0x9fd9d4}, // shape: teal
        {0xd4a71c, 0xf1ce63}, // reduction: yellow
        {0xe15759, 0xff8a8c}, // attention: red
        {0x9c755f, 0xc9a48e}, // other: brown
        {0x79706e, 0xbab0ac}, // data: grey
    }};
    return QColor(kColors[std::size_t(c)][darkBackground ? 1 : 0]);
}

QColor opClassFill(OpClass c, bool darkBackground) {
    const QColor hue = opClassColor(c, darkBackground);
    const QColor base = darkBackground ? QColor(0x26, 0x28, 0x2c) : QColor(0xff, 0xff, 0xff);
    const double a = darkBackground ? 0.38 : 0.28;
    return QColor::fromRgbF(float(base.redF() * (1 - a) + hue.redF() * a),
                            float(base.greenF() * (1 - a) + hue.greenF() * a),
                            float(base.blueF() * (1 - a) + hue.blueF() * a));
}

} // namespace gnw::ui
