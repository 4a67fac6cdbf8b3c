#include "core/engine/costmodel/CostModelEvaluation.h"

#include "core/costmodel/ModelGroups.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace gnw::engine {

namespace {

// The factor that makes the analytical estimate right on average on a log scale: exp(mean log(measured /
// analytical)) over the training folds.
double fittedScale(const std::vector<const CostExample*>& training) {
    double sum = 0;
    int n = 0;
    for (const auto* e : training)
        if (e->analyticalSeconds > 0) {
            sum += std::log(e->measuredSeconds / e->analyticalSeconds);
            ++n;
        }
    return n ? std::exp(sum / n) : 1.0;
}

nlohmann::json metricsJson(const PredictionMetrics& m) {
    return {{"count", m.count}, {"kendall_tau", m.kendallTau}, {"mape", m.mape}, {"median_ape", m.medianApe}};
}

} // namespace

std::string_view foldGroupingName(FoldGrouping grouping) {
    return grouping == FoldGrouping::Model ? "model" : "none";
}

std::optional<FoldGrouping> parseFoldGrouping(std::string_view text) {
    if (text == "model")
        return FoldGrouping::Model;
    if (text == "none")
        return FoldGrouping::None;
    return std::nullopt;
}

Result<CostModelEvaluation> crossValidate(const CostExampleSet& set, int folds, FoldGrouping grouping,
                                          const GnnOptions& options, const EvaluationProgress& progress) {
    std::vector<const CostExample*> measured;
    for (const auto& e : set.examples)
        if (e.measuredSeconds > 0)
            measured.push_back(&e);
    if (folds < 2 || static_cast<int>(measured.size()) < 2 * folds)
        return Error{"", 0, 0,
                     "cost model: " + std::to_string(measured.size()) + " measured samples are too few for " +
                         std::to_string(folds) + "-fold cross-validation"};
    // Sample paths sorted first, so that the split does not depend on the store's order.
    std::sort(measured.begin(), measured.end(),
              [](const CostExample* a, const CostExample* b) { return a->samplePath < b->samplePath; });
    std::vector<std::string> keys, hashes;
    for (const auto* e : measured) {
        keys.push_back(modelGroupKey(e->samplePath, e->framework));
        hashes.push_back(e->graphHash);
    }
    const auto groups = unitedGroups(keys, hashes);
    CostModelEvaluation out;
    out.folds = folds;
    out.grouping = grouping;
    out.groups = static_cast<int>(std::set<std::string>(groups.begin(), groups.end()).size());
    if (grouping == FoldGrouping::Model && out.groups < folds)
        return Error{"", 0, 0,
                     "cost model: " + std::to_string(out.groups) + " model groups are too few for " +
                         std::to_string(folds) + "-fold cross-validation grouped by model"};
    const auto foldOf = grouping == FoldGrouping::Model ? groupedFolds(groups, folds, options.seed)
                                                        : shuffledFolds(measured.size(), folds, options.seed);
    out.siblingsInOtherFolds = samplesWithSiblingsElsewhere(groups, foldOf);
    const auto& vocabulary = set.vocabulary.names();
    for (int fold = 0; fold < folds; ++fold) {
        std::vector<const CostExample*> training;
        for (std::size_t i = 0; i < measured.size(); ++i)
            if (foldOf[i] != fold)
                training.push_back(measured[i]);
        auto model = GnnCostModel::train(training, vocabulary, options, [&](int epoch, int epochs, double) {
            return !progress || progress(fold, folds, epoch, epochs);
        });
        if (!model)
            return model.error();
        const double scale = fittedScale(training);
        for (std::size_t i = 0; i < measured.size(); ++i)
            if (foldOf[i] == fold) {
                const CostExample& e = *measured[i];
                out.predictions.push_back({e.samplePath, groups[i], fold, e.measuredSeconds,
                                           model->predictSeconds(e, vocabulary), e.analyticalSeconds,
                                           e.analyticalSeconds * scale});
            }
    }
    std::vector<double> truth, learned, analytical, scaled;
    for (const auto& p : out.predictions) {
        truth.push_back(p.measured);
        learned.push_back(p.learned);
        analytical.push_back(p.analytical);
        scaled.push_back(p.analyticalScaled);
    }
    out.learned = predictionMetrics(learned, truth);
    out.analytical = predictionMetrics(analytical, truth);
    out.analyticalScaled = predictionMetrics(scaled, truth);
    return out;
}

nlohmann::json toJson(const CostModelEvaluation& evaluation, const GnnOptions& options) {
    return {{"folds", evaluation.folds},
            {"grouping", foldGroupingName(evaluation.grouping)},
            {"groups", evaluation.groups},
            {"siblings_in_other_folds", evaluation.siblingsInOtherFolds},
            {"samples", evaluation.predictions.size()},
            {"options",
             {{"hidden", options.hidden},
              {"layers", options.layers},
              {"epochs", options.epochs},
              {"batch", options.batch},
              {"learning_rate", options.learningRate},
              {"seed", options.seed}}},
            {"learned", metricsJson(evaluation.learned)},
            {"analytical", metricsJson(evaluation.analytical)},
            {"analytical_scaled", metricsJson(evaluation.analyticalScaled)}};
}

} // namespace gnw::engine
