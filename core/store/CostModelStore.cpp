#include "core/store/CostModelStore.h"

#include <nlohmann/json.hpp>

namespace gnw {

std::int64_t CostModelStore::add(const CostModelRecord& model) {
    auto st = m_db.prepare("INSERT INTO cost_models (hardware, device, examples, vocabulary, parameters, "
                           "evaluation) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    st.bind(1, model.hardware)
        .bind(2, model.device)
        .bind(3, model.examples)
        .bind(4, nlohmann::json(model.vocabulary).dump())
        .bindBlob(5, model.parameters)
        .bind(6, model.evaluation);
    st.run();
    return m_db.lastInsertId();
}

std::optional<CostModelRecord> CostModelStore::latest(const std::string& hardware,
                                                      const std::string& device) {
    auto st = m_db.prepare("SELECT id, hardware, device, examples, vocabulary, parameters, evaluation, "
                           "created_at FROM cost_models WHERE (?1 = '' OR hardware = ?1) AND (?2 = '' OR "
                           "device = ?2) ORDER BY created_at DESC, id DESC LIMIT 1");
    st.bind(1, hardware).bind(2, device);
    if (!st.step())
        return std::nullopt;
    CostModelRecord m;
    m.id = st.columnInt(0);
    m.hardware = st.columnText(1);
    m.device = st.columnText(2);
    m.examples = static_cast<int>(st.columnInt(3));
    const auto vocabulary = nlohmann::json::parse(st.columnText(4), nullptr, false);
    if (vocabulary.is_array())
        for (const auto& name : vocabulary)
            m.vocabulary.push_back(name.is_string() ? name.get<std::string>() : std::string());
    m.parameters = st.columnBlob(5);
    m.evaluation = st.columnText(6);
    m.createdAt = st.columnText(7);
    return m;
}

void CostModelStore::setPredictions(std::int64_t modelId,
                                    const std::map<std::string, CostPrediction>& bySamplePath) {
    Transaction tx(m_db);
    auto st = m_db.prepare("INSERT OR REPLACE INTO cost_predictions (model_id, sample_path, eager_seconds, "
                           "analytical_seconds) VALUES (?1, ?2, ?3, ?4)");
    for (const auto& [path, p] : bySamplePath) {
        st.bind(1, modelId).bind(2, path).bind(3, p.eagerSeconds).bind(4, p.analyticalSeconds);
        st.run();
    }
    tx.commit();
}

std::map<std::string, CostPrediction> CostModelStore::predictions(std::int64_t modelId) {
    auto st = m_db.prepare("SELECT sample_path, eager_seconds, analytical_seconds FROM cost_predictions "
                           "WHERE model_id = ?1");
    st.bind(1, modelId);
    std::map<std::string, CostPrediction> out;
    while (st.step())
        out[st.columnText(0)] = {st.columnDouble(1), st.columnDouble(2)};
    return out;
}

} // namespace gnw
