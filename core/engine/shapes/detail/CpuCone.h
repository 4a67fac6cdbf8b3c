#pragma once
// Data-dependent nodes in shape inference: a node whose result depends on tensor values (.item(), tolist(),
// nonzero, ...) cannot run on meta tensors. When the values it reads come from small inputs, the node is
// computed for real instead: the nodes it depends on (its cone: producers of its arguments, recursively,
// and the in-place writes into them) run on the CPU on inputs synthesized with the benchmark's seed, and its
// result goes back into the meta run. Include only from core/engine/*.cpp.
#include "core/tensor/TensorMeta.h"
#include "core/engine/interpreter/detail/Value.h"
#include "core/graph/Graph.h"

#include <cstdint>
#include <optional>

namespace gnw::engine {

// The cone's inputs may total at most this many bytes, and it may hold at most kCpuConeMaxNodes nodes;
// beyond that the node stays data-dependent (computing it would cost a real run of the model).
inline constexpr std::int64_t kCpuConeBudgetBytes = std::int64_t(16) << 20;
inline constexpr std::size_t kCpuConeMaxNodes = 2000;

// Node `index`'s result computed on the CPU, its tensors turned into meta tensors of the same shape,
// strides and dtype; nullopt when over the bounds or when the cone fails to run.
std::optional<Value> computeOnCpu(const Graph& graph, const std::vector<TensorMeta>& metas, std::size_t index,
                                  std::uint64_t seed);

} // namespace gnw::engine
