#pragma once
// Which cost formula a node target gets (docs/shape-inference.md lists them). Plain C++, no ATen.
#include <cstdint>
#include <string_view>

namespace gnw {

enum class CostKind : std::uint8_t {
    Unknown,      // no rule: 0 FLOPs, bytes = tensors read + written
    Free,         // views and metadata (view, permute, size, getattr.shape, asserts): 0 FLOPs, 0 bytes
    Movement,     // copies without arithmetic (cat, clone, casts, gather, pad): 0 FLOPs, bytes read + written
    Factory,      // zeros, ones, arange, full: 0 FLOPs, bytes written
    Embedding,    // rows looked up: 0 FLOPs, bytes = indices + rows read + output
    Elementwise,  // 1 FLOP per output element
    Reduction,    // 1 FLOP per input element
    Softmax,      // kSoftmaxFlops per element
    BatchNorm,    // kBatchNormFlops per input element
    Norm,         // layer/group/instance norm: kNormFlops per input element
    RmsNorm,      // kRmsNormFlops per input element
    Pool,         // output elements x kernel elements
    AdaptivePool, // 1 FLOP per input element
    Linear,       // 2 x output elements x in_features (+ output elements with a bias)
    MatMul,       // matmul, mm, bmm, mv, dot, @: 2 x output elements x K
    AddMatMul,    // addmm, baddbmm, addmv, addbmm: the product plus the scaled add
    Einsum,       // 2 x (operands - 1) x product of all index sizes
    Conv,         // 2 x output elements x (C_in / groups) x kernel elements (+ bias)
    ConvTranspose,
    Convolution, // aten::convolution / _convolution: Conv or ConvTranspose by its `transposed` argument
    Attention,   // scaled_dot_product_attention
    MultiHeadAttention, // F.multi_head_attention_forward
};

// Per-element costs of the composite rules (documented, approximate).
inline constexpr double kSoftmaxFlops = 5;   // max, subtract, exp, sum, divide
inline constexpr double kBatchNormFlops = 4; // subtract mean, times 1/sqrt(var+eps), times weight, plus bias
inline constexpr double kNormFlops = 7;      // mean, variance (2), normalise (2), affine (2)
inline constexpr double kRmsNormFlops = 4;   // square, mean, normalise, scale

// The operator name a target stands for: torch.conv2d, F.conv2d, torch._C._nn.conv2d, Tensor.conv2d and
// torch.ops.aten.conv2d.default are all "conv2d"; operator.iadd and Tensor.add_ are "add"; operator.matmul
// is "matmul"; getattr.T is "T".
std::string_view costOpName(std::string_view target);

CostKind costKindOf(std::string_view target);

// Spatial dimensions of a pooling or convolution name ("max_pool2d" -> 2); 0 when not in the name.
int spatialDimsOf(std::string_view opName);

} // namespace gnw
