#pragma once
// Turns a sample's tensor metas into tensors the way upstream replays them (graphnet-format.md 4), plus
// two guarantees upstream lacks: BatchNorm running variances are never negative, and a memory budget is
// checked before anything is allocated. Every tensor draws from its own stream, derived from the seed and
// its name, so the same seed gives bit-identical inputs regardless of order or of the other tensors.
#include "core/tensor/TensorMeta.h"
#include "core/engine/tensors/TensorList.h"
#include "core/graph/Graph.h"
#include "core/util/Result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gnw::engine {

inline constexpr std::int64_t kDefaultMaxInputBytes = std::int64_t(8) << 30;

struct SynthesisOptions {
    std::uint64_t seed = 123;
    Framework framework = Framework::Torch; // gnw::Framework; Unknown replays like Torch
    std::string device = "cpu";             // replaces every meta's own device ("cuda:0" in most samples)
    std::int64_t maxInputBytes = kDefaultMaxInputBytes;
};

// Tensors in meta order, named by TensorMeta::name. Fails (nothing allocated) when the total size exceeds
// the budget or a literal data list does not match its shape.
Result<TensorList> synthesizeInputs(const std::vector<TensorMeta>& metas, const SynthesisOptions& options);

// Bytes the tensors of `metas` will occupy (Paddle maps unknown dims to 1, as its replay does).
std::int64_t synthesizedBytes(const std::vector<TensorMeta>& metas, Framework framework);

} // namespace gnw::engine
