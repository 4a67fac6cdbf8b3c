#pragma once
// The family an operator belongs to, for colouring and counting nodes: derived from the cost table's rule
// (core/graph/OpCostTable.h), so that the graph view, the op histogram and the FLOP estimate classify a
// target one way. Plain C++, no ATen.
#include <cstdint>
#include <string_view>

namespace gnw {

enum class OpFamily : std::uint8_t {
    Compute,     // convolutions, linear, matmul, einsum
    Norm,        // batch/layer/group/instance/rms norm
    Activation,  // relu, gelu, silu, softmax, ...
    Elementwise, // arithmetic, comparisons, interpolation
    Shape,       // views, reshapes, transposes, indexing, concatenation, casts: data moved, not computed
    Reduction,   // sum, mean, pooling, arg-max
    Attention,   // scaled_dot_product_attention, multi-head attention
    Other,       // embeddings, dropout, constructors, everything else
};
inline constexpr int kOpFamilyCount = 8;

// From a target as the graph holds it ("torch.conv2d", "torch.nn.functional.relu", "Tensor.view",
// "operator.add", "paddle._C_ops.matmul").
OpFamily opFamilyOf(std::string_view target);

} // namespace gnw
