#include "core/dataset/SampleAnalysisJson.h"

#include <algorithm>

namespace gnw {

nlohmann::json analysisToJson(const SampleAnalysis& a, int maxErrors) {
    nlohmann::json j = nlohmann::json::object();
    if (a.parsed) {
        j["nodes"] = a.nodes;
        j["ops"] = a.ops;
    }
    j["analyzed"] = a.analyzed;
    if (a.analyzed) {
        j["inferred_nodes"] = a.inferredNodes;
        j["unresolved"] = a.unresolved;
        j["flops"] = a.flops;
        j["bytes"] = a.bytes;
        auto outputs = nlohmann::json::array();
        for (const auto& o : a.outputs)
            outputs.push_back(o.known ? nlohmann::json{{"shape", o.shape}, {"dtype", o.dtype}}
                                      : nlohmann::json{{"shape", nullptr}, {"dtype", nullptr}});
        j["outputs"] = outputs;
        j["ms"] = a.milliseconds;
    }
    auto errors = nlohmann::json::array();
    for (const auto& e : a.errors) {
        if (maxErrors >= 0 && static_cast<int>(errors.size()) >= maxErrors)
            break;
        errors.push_back({{"file", e.file}, {"line", e.line}, {"column", e.column}, {"message", e.message}});
    }
    j["errors"] = errors;
    j["error_count"] = std::max(a.errorCount, static_cast<int>(a.errors.size()));
    return j;
}

SampleAnalysis analysisFromJson(const nlohmann::json& j) {
    SampleAnalysis a;
    if (!j.is_object())
        return a;
    if (j.contains("nodes")) {
        a.parsed = true;
        a.nodes = j.value("nodes", 0);
        a.ops = j.value("ops", std::map<std::string, int>{});
    }
    a.analyzed = j.value("analyzed", false);
    a.inferredNodes = j.value("inferred_nodes", 0);
    a.unresolved = j.value("unresolved", std::vector<std::string>{});
    a.flops = j.value("flops", 0.0);
    a.bytes = j.value("bytes", 0.0);
    a.milliseconds = j.value("ms", 0.0);
    if (auto it = j.find("outputs"); it != j.end() && it->is_array())
        for (const auto& o : *it) {
            OutputShape s;
            s.known = o.contains("shape") && o["shape"].is_array();
            if (s.known) {
                s.shape = o["shape"].get<std::vector<std::int64_t>>();
                s.dtype = o.value("dtype", "");
            }
            a.outputs.push_back(std::move(s));
        }
    if (auto it = j.find("errors"); it != j.end() && it->is_array())
        for (const auto& e : *it)
            a.errors.push_back(
                Error{e.value("file", ""), e.value("line", 0), e.value("column", 0), e.value("message", "")});
    a.errorCount = j.value("error_count", static_cast<int>(a.errors.size()));
    return a;
}

} // namespace gnw
