#pragma once
// How well the cost model predicts samples it has not seen: k-fold cross-validation over the measured
// examples (each sample predicted once, by the model trained on the other folds), beside the analytical
// estimate alone and the analytical estimate times one factor fitted on the training folds (what a planner
// would do with the analytical model: the comparison the learned model has to win). Plain C++ interface.
#include "core/costmodel/PredictionMetrics.h"
#include "core/engine/costmodel/GnnCostModel.h"

#include <nlohmann/json_fwd.hpp>

namespace gnw::engine {

struct HeldOutPrediction {
    std::string samplePath;
    int fold = 0;
    double measured = 0, learned = 0, analytical = 0, analyticalScaled = 0; // seconds
};

struct CostModelEvaluation {
    int folds = 0;
    std::vector<HeldOutPrediction> predictions;
    PredictionMetrics learned, analytical, analyticalScaled;
};

// (fold, folds, epoch, epochs); false cancels.
using EvaluationProgress = std::function<bool(int, int, int, int)>;

Result<CostModelEvaluation> crossValidate(const CostExampleSet& set, int folds, const GnnOptions& options,
                                          const EvaluationProgress& progress = {});

nlohmann::json toJson(const CostModelEvaluation& evaluation, const GnnOptions& options);

} // namespace gnw::engine
