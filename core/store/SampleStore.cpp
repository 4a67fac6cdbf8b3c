#include "core/store/SampleStore.h"

#include "core/dataset/SampleAnalysisJson.h"
#include "core/store/Database.h"

#include <nlohmann/json.hpp>
#include <unordered_set>

namespace gnw {

std::string errorsToJson(const std::vector<Error>& errors, const std::vector<Error>& warnings) {
    auto arr = nlohmann::json::array();
    for (const auto& e : errors)
        arr.push_back({{"file", e.file}, {"line", e.line}, {"column", e.column}, {"message", e.message}});
    for (const auto& w : warnings)
        arr.push_back({{"file", w.file},
                       {"line", w.line},
                       {"column", w.column},
                       {"message", w.message},
                       {"warning", true}});
    return arr.dump();
}

std::vector<Error> errorsFromJson(const std::string& json, std::vector<Error>* warnings) {
    std::vector<Error> out;
    const auto arr = nlohmann::json::parse(json, nullptr, false);
    if (!arr.is_array())
        return out;
    for (const auto& e : arr) {
        Error error{e.value("file", ""), e.value("line", 0), e.value("column", 0), e.value("message", "")};
        if (!e.value("warning", false))
            out.push_back(std::move(error));
        else if (warnings)
            warnings->push_back(std::move(error));
    }
    return out;
}

std::unordered_map<std::string, std::string> SampleStore::stampsFor(const std::string& datasetRoot) {
    std::unordered_map<std::string, std::string> out;
    auto st = m_db.prepare("SELECT rel_path, file_stamps FROM samples WHERE dataset_root = ?");
    st.bind(1, datasetRoot);
    while (st.step())
        out.emplace(st.columnText(0), st.columnText(1));
    return out;
}

std::unordered_map<std::string, SampleStore::Stamps>
SampleStore::storedStamps(const std::string& datasetRoot) {
    std::unordered_map<std::string, Stamps> out;
    auto st =
        m_db.prepare("SELECT rel_path, file_stamps, analysis_stamps FROM samples WHERE dataset_root = ?");
    st.bind(1, datasetRoot);
    while (st.step())
        out.emplace(st.columnText(0), Stamps{st.columnText(1), st.columnText(2)});
    return out;
}

namespace {

// The graph columns and the op rows of one sample row.
void writeAnalysis(Database& db, std::int64_t sampleId, const SampleAnalysis& a, const std::string& stamps) {
    auto st = db.prepare(R"sql(UPDATE samples SET graph_nodes = ?2, graph_flops = ?3, graph_bytes = ?4,
        analysis = ?5, analysis_stamps = ?6 WHERE id = ?1)sql");
    st.bind(1, sampleId);
    if (a.parsed)
        st.bind(2, a.nodes);
    else
        st.bindNull(2);
    if (a.analyzed)
        st.bind(3, a.flops).bind(4, a.bytes);
    else
        st.bindNull(3).bindNull(4);
    st.bind(5, analysisToJson(a, kStoredAnalysisErrors).dump()).bind(6, stamps);
    st.run();
    db.prepare("DELETE FROM sample_ops WHERE sample_id = ?").bind(1, sampleId).run();
    auto op = db.prepare("INSERT INTO sample_ops (sample_id, target, count) VALUES (?, ?, ?)");
    for (const auto& [target, count] : a.ops)
        op.bind(1, sampleId).bind(2, target).bind(3, count).run();
}

} // namespace

void SampleStore::upsert(const std::string& datasetRoot, const SampleSummary& s) {
    auto st = m_db.prepare(R"sql(
        INSERT INTO samples (dataset_root, rel_path, framework, category, display_name, heuristic_tag, source,
            model_name, num_inputs, num_weights, param_count, param_bytes, input_bytes, bytes_per_dtype, dtypes,
            model_py_bytes, graph_hash, valid, errors, file_stamps)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)
        ON CONFLICT (dataset_root, rel_path) DO UPDATE SET framework = excluded.framework,
            category = excluded.category, display_name = excluded.display_name,
            heuristic_tag = excluded.heuristic_tag, source = excluded.source, model_name = excluded.model_name,
            num_inputs = excluded.num_inputs, num_weights = excluded.num_weights,
            param_count = excluded.param_count, param_bytes = excluded.param_bytes,
            input_bytes = excluded.input_bytes, bytes_per_dtype = excluded.bytes_per_dtype,
            dtypes = excluded.dtypes, model_py_bytes = excluded.model_py_bytes, graph_hash = excluded.graph_hash,
            valid = excluded.valid, errors = excluded.errors, file_stamps = excluded.file_stamps,
            indexed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'))sql");
    std::string dtypes;
    for (const auto& d : s.dtypes)
        dtypes += (dtypes.empty() ? "" : ",") + d;
    st.bind(1, datasetRoot).bind(2, s.relPath).bind(3, s.framework).bind(4, s.category).bind(5, s.displayName);
    st.bind(6, s.heuristicTag).bind(7, s.source).bind(8, s.modelName).bind(9, s.numInputs).bind(10, s.numWeights);
    st.bind(11, s.paramCount).bind(12, s.paramBytes).bind(13, s.inputBytes);
    st.bind(14, nlohmann::json(s.bytesPerDtype).dump()).bind(15, dtypes).bind(16, s.modelPyBytes);
    st.bind(17, s.graphHash)
        .bind(18, s.valid() ? 1 : 0)
        .bind(19, errorsToJson(s.errors, s.warnings))
        .bind(20, s.fileStamps);
    st.run();
    auto id = m_db.prepare("SELECT id FROM samples WHERE dataset_root = ? AND rel_path = ?");
    id.bind(1, datasetRoot).bind(2, s.relPath);
    if (id.step())
        writeAnalysis(m_db, id.columnInt(0), s.analysis, s.analysisStamps);
}

int SampleStore::removeMissing(const std::string& datasetRoot, const std::vector<std::string>& present) {
    const std::unordered_set<std::string> keep(present.begin(), present.end());
    std::vector<std::string> gone;
    for (const auto& [rel, stamps] : stampsFor(datasetRoot))
        if (!keep.count(rel))
            gone.push_back(rel);
    // sample_ops rows go with their sample (ON DELETE CASCADE; foreign keys are on in every connection).
    auto del = m_db.prepare("DELETE FROM samples WHERE dataset_root = ? AND rel_path = ?");
    for (const auto& rel : gone)
        del.bind(1, datasetRoot).bind(2, rel).run();
    return static_cast<int>(gone.size());
}

void SampleStore::recordIndexed(const std::string& datasetRoot, double seconds) {
    auto st = m_db.prepare(R"sql(INSERT INTO datasets (root, indexed_at, seconds)
        VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ','now'), ?)
        ON CONFLICT (root) DO UPDATE SET indexed_at = excluded.indexed_at, seconds = excluded.seconds)sql");
    st.bind(1, datasetRoot).bind(2, seconds).run();
}

std::vector<SampleRecord> SampleStore::samples(const std::string& datasetRoot) {
    std::vector<SampleRecord> out;
    auto st =
        m_db.prepare(R"sql(SELECT id, rel_path, framework, category, display_name, heuristic_tag, source,
        model_name, num_inputs, num_weights, param_count, param_bytes, input_bytes, bytes_per_dtype, dtypes,
        model_py_bytes, graph_hash, errors, file_stamps, analysis, analysis_stamps FROM samples
        WHERE dataset_root = ? ORDER BY rel_path)sql");
    st.bind(1, datasetRoot);
    while (st.step()) {
        SampleRecord r;
        r.id = st.columnInt(0);
        r.datasetRoot = datasetRoot;
        auto& s = r.summary;
        s.relPath = st.columnText(1);
        s.framework = st.columnText(2);
        s.category = st.columnText(3);
        s.displayName = st.columnText(4);
        s.heuristicTag = st.columnText(5);
        s.source = st.columnText(6);
        s.modelName = st.columnText(7);
        s.numInputs = static_cast<int>(st.columnInt(8));
        s.numWeights = static_cast<int>(st.columnInt(9));
        s.paramCount = st.columnInt(10);
        s.paramBytes = st.columnInt(11);
        s.inputBytes = st.columnInt(12);
        const auto perDtype = nlohmann::json::parse(st.columnText(13), nullptr, false);
        if (perDtype.is_object())
            for (auto it = perDtype.begin(); it != perDtype.end(); ++it)
                s.bytesPerDtype[it.key()] = it.value().get<std::int64_t>();
        const auto dtypes = st.columnText(14);
        for (size_t start = 0; start < dtypes.size();) {
            auto comma = dtypes.find(',', start);
            if (comma == std::string::npos)
                comma = dtypes.size();
            s.dtypes.push_back(dtypes.substr(start, comma - start));
            start = comma + 1;
        }
        s.modelPyBytes = st.columnInt(15);
        s.graphHash = st.columnText(16);
        s.errors = errorsFromJson(st.columnText(17), &s.warnings);
        s.fileStamps = st.columnText(18);
        s.analysis = analysisFromJson(nlohmann::json::parse(st.columnText(19), nullptr, false));
        s.analysisStamps = st.columnText(20);
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<std::string> SampleStore::samplesUsing(const std::string& datasetRoot,
                                                   const std::string& target) {
    std::vector<std::string> out;
    auto st = m_db.prepare(R"sql(SELECT s.rel_path FROM sample_ops o JOIN samples s ON s.id = o.sample_id
        WHERE o.target = ? AND s.dataset_root = ? ORDER BY s.rel_path)sql");
    st.bind(1, target).bind(2, datasetRoot);
    while (st.step())
        out.push_back(st.columnText(0));
    return out;
}

} // namespace gnw
