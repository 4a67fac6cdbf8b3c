#pragma once
// The store's `cost_models` and `cost_predictions` tables: trained cost models (their LibTorch parameters as
// bytes, the op vocabulary their embedding was trained on, the held-out evaluation) and each model's
// predicted eager time per sample, which New Run's estimate and balanced Slurm shards read without LibTorch.
#include "core/store/Database.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct CostModelRecord {
    std::int64_t id = 0; // assigned by the store
    std::string hardware;
    std::string device;
    int examples = 0;                    // samples it was trained on
    std::vector<std::string> vocabulary; // op targets, index = the embedding row
    std::string parameters;              // the serialized model (core/engine/costmodel/GnnCostModel)
    std::string evaluation = "{}";       // JSON: held-out metrics of the model and of the analytical estimate
    std::string createdAt;               // ISO 8601, set by the store
};

struct CostPrediction {
    double eagerSeconds = 0;      // the learned model's
    double analyticalSeconds = 0; // the roofline-and-dispatch estimate alone
};

class CostModelStore {
public:
    explicit CostModelStore(Database& db) : m_db(db) {}

    std::int64_t add(const CostModelRecord& model);
    // The newest model of `hardware` on `device` ("" matches any of either).
    std::optional<CostModelRecord> latest(const std::string& hardware = {}, const std::string& device = {});
    // Replaces the model's predictions for these samples.
    void setPredictions(std::int64_t modelId, const std::map<std::string, CostPrediction>& bySamplePath);
    std::map<std::string, CostPrediction> predictions(std::int64_t modelId);

private:
    Database& m_db;
};

} // namespace gnw
