#include "core/graph/OpFamily.h"

#include "core/graph/OpCostTable.h"

#include <array>

namespace gnw {

namespace {

// Elementwise by cost, but what a reader looks for as the non-linearity between layers.
constexpr std::array<std::string_view, 27> kActivations{
    "relu",        "relu6",      "gelu",   "silu",       "sigmoid",    "tanh",       "hardswish",
    "hardsigmoid", "leaky_relu", "elu",    "selu",       "celu",       "rrelu",      "mish",
    "softplus",    "softsign",   "glu",    "hardtanh",   "swish",      "prelu",      "logsigmoid",
    "tanhshrink",  "threshold",  "swiglu", "hardshrink", "softshrink", "log_sigmoid"};

bool isActivation(std::string_view name) {
    for (std::string_view a : kActivations)
        if (name == a)
            return true;
    return false;
}

} // namespace

OpFamily opFamilyOf(std::string_view target) {
    const std::string_view name = costOpName(target);
    if (isActivation(name))
        return OpFamily::Activation;
    switch (costKindOf(target)) {
    case CostKind::Linear:
    case CostKind::MatMul:
    case CostKind::AddMatMul:
    case CostKind::Einsum:
    case CostKind::Conv:
    case CostKind::ConvTranspose:
    case CostKind::Convolution:
        return OpFamily::Compute;
    case CostKind::BatchNorm:
    case CostKind::Norm:
    case CostKind::RmsNorm:
        return OpFamily::Norm;
    case CostKind::Softmax:
        return OpFamily::Activation;
    case CostKind::Elementwise:
        return OpFamily::Elementwise;
    case CostKind::Free:
    case CostKind::Movement:
        return OpFamily::Shape;
    case CostKind::Reduction:
    case CostKind::Pool:
    case CostKind::AdaptivePool:
        return OpFamily::Reduction;
    case CostKind::Attention:
    case CostKind::MultiHeadAttention:
        return OpFamily::Attention;
    case CostKind::Factory:
    case CostKind::Embedding:
        return OpFamily::Other;
    case CostKind::Unknown:
        break;
    }
    // Fused or vendor kernels the cost table has no rule for are still recognisable by name.
    if (name.find("attention") != std::string_view::npos || name.starts_with("flash_attn"))
        return OpFamily::Attention;
    if (name.ends_with("_norm"))
        return OpFamily::Norm;
    return OpFamily::Other;
}

} // namespace gnw
