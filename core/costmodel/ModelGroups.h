#pragma once
// Which samples must stay together when the cost model is cross-validated. Upstream GraphNet holds many
// samples of one model (a Paddle model's subgraph_0..N) and many variants of one architecture (timm's
// resnet18 and resnet50d, a hundred Marian opus-mt translators): with those split over folds, a held-out
// sample has a near twin in training and the held-out error is optimistic. Grouped folds keep each group
// in one fold, so the figure says how well the model predicts a model it has not seen (docs/cost-model.md,
// "Grouped folds"). Plain C++.
#include "core/graph/Graph.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

// The sample's model group. Paddle: the model directory (`.../PaddleX/<model>/subgraph_3` groups as
// `.../PaddleX/<model>`). Torch: the architecture family from the model's folder name, lower case: the
// name before its first '.' (timm's pretrained tag), without a hub owner (transformers-auto-model's
// `owner_model`), cut at '-', '_' or a CamelCase `For`/`Model` suffix, leading qualifier words (tf, legacy,
// pose, tiny, random, ...) skipped, a leading `2x` and a trailing size or version (`50d`, `v2`, `11l`)
// dropped where three letters stay: `resnet50d.a1_in1k` and `resnet18.tv_in1k` give `resnet`,
// `opus-mt-de-es` gives `opus`, `tiny-random-BartForSequenceClassification` gives `bart`.
std::string modelGroupKey(std::string_view samplePath, Framework framework);

// One label per sample: its key, with samples of the same non-empty graph hash (graph_hash.txt: the same
// graph under two names) and their whole groups united; a united group is labelled by its smallest key.
std::vector<std::string> unitedGroups(const std::vector<std::string>& keys,
                                      const std::vector<std::string>& graphHashes);

// The fold of each sample, every group whole in one fold: the groups in a seeded shuffle, largest first,
// each into the fold with the fewest samples so far (the lowest-numbered on a tie), so that folds are
// balanced by sample count as far as the groups allow. Deterministic for a seed.
std::vector<int> groupedFolds(const std::vector<std::string>& groups, int folds, std::uint64_t seed);

// The fold of each of n samples without grouping: n % folds in a seeded shuffle (the split before groups).
std::vector<int> shuffledFolds(std::size_t n, int folds, std::uint64_t seed);

// How many samples have a sample of their group in another fold.
int samplesWithSiblingsElsewhere(const std::vector<std::string>& groups, const std::vector<int>& foldOf);

} // namespace gnw
