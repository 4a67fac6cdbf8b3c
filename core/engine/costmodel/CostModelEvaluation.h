#pragma once
// How well the cost model predicts samples it has not seen: k-fold cross-validation over the measured
// examples (each sample predicted once, by the model trained on the other folds), beside the analytical
// estimate alone and the analytical estimate times one factor fitted on the training folds (what a planner
// would do with the analytical model: the comparison the learned model has to win). Folds either keep each
// model group whole (core/costmodel/ModelGroups.h: a Paddle model's subgraphs, a torch architecture family)
// or split the samples regardless of their models, the optimistic figure of before. Plain C++ interface.
#include "core/costmodel/PredictionMetrics.h"
#include "core/engine/costmodel/GnnCostModel.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string_view>

namespace gnw::engine {

enum class FoldGrouping { None, Model };

// "none", "model"; nullopt for any other text.
std::string_view foldGroupingName(FoldGrouping grouping);
std::optional<FoldGrouping> parseFoldGrouping(std::string_view text);

struct HeldOutPrediction {
    std::string samplePath;
    std::string group; // the sample's model group, whatever the grouping
    int fold = 0;
    double measured = 0, learned = 0, analytical = 0, analyticalScaled = 0; // seconds
};

struct CostModelEvaluation {
    int folds = 0;
    FoldGrouping grouping = FoldGrouping::Model;
    int groups = 0;               // model groups among the samples
    int siblingsInOtherFolds = 0; // samples with a sample of their group in another fold (0 when grouped)
    std::vector<HeldOutPrediction> predictions;
    PredictionMetrics learned, analytical, analyticalScaled;
};

// (fold, folds, epoch, epochs); false cancels.
using EvaluationProgress = std::function<bool(int, int, int, int)>;

Result<CostModelEvaluation> crossValidate(const CostExampleSet& set, int folds, FoldGrouping grouping,
                                          const GnnOptions& options, const EvaluationProgress& progress = {});

nlohmann::json toJson(const CostModelEvaluation& evaluation, const GnnOptions& options);

} // namespace gnw::engine
