#pragma once
// Deep copies and single outputs of a TensorList, and the global random seed, for callers that include no
// ATen (tests that run a graph twice and compare the calls bit for bit).
#include "core/engine/tensors/TensorList.h"

#include <cstdint>

namespace gnw::engine {

// Every tensor cloned: later calls of a graph cannot write into the copy.
TensorList deepCopy(const TensorList& list);
// Tensor `i` alone (shared, not copied), under its name.
TensorList element(const TensorList& list, std::size_t i);
// at::manual_seed: what upstream and the runner do before a measured first call.
void seedRandom(std::uint64_t seed);

} // namespace gnw::engine
