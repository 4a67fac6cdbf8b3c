#pragma once
// The learned cost model: a graph neural network over a sample's op graph that corrects the analytical
// estimate per node. TpuGraphs' baseline in shape (an op-code embedding plus node features, GraphSAGE-style
// message passing over producers and consumers), with one change that suits runtimes: the network predicts a
// log-scale correction of each node's analytical time, and the graph's time is the sum over its nodes plus a
// learned per-call overhead. An untrained network thus starts from the analytical estimate. Trained with
// LibTorch's C++ API on log-time squared error; plain C++ interface (no ATen in this header).
#include "core/engine/costmodel/CostExamples.h"
#include "core/util/Result.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace gnw::engine {

struct GnnOptions {
    int hidden = 64;
    int layers = 3;
    int epochs = 120;
    int batch = 8; // graphs per optimizer step
    double learningRate = 3e-3;
    std::uint64_t seed = 1;
};

// (epoch, epochs, mean training loss of the epoch); false cancels.
using TrainingProgress = std::function<bool(int, int, double)>;

class GnnCostModel {
public:
    GnnCostModel(GnnCostModel&&) noexcept;
    GnnCostModel& operator=(GnnCostModel&&) noexcept;
    ~GnnCostModel();

    // Trains on `examples` (measured ones only), whose op codes index `vocabulary`. The model's own
    // vocabulary is the ops of these examples; any other op shares one "unseen" embedding.
    static Result<GnnCostModel> train(const std::vector<const CostExample*>& examples,
                                      const std::vector<std::string>& vocabulary, const GnnOptions& options,
                                      const TrainingProgress& progress = {});
    static Result<GnnCostModel> deserialize(const std::string& bytes,
                                            const std::vector<std::string>& vocabulary);

    double predictSeconds(const CostExample& example, const std::vector<std::string>& vocabulary) const;
    std::string serialize() const;
    const std::vector<std::string>& vocabulary() const;

private:
    struct Impl;
    explicit GnnCostModel(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m;
};

} // namespace gnw::engine
