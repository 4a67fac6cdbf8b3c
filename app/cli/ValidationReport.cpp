#include "app/cli/ValidationReport.h"

#include <cstdio>

namespace gnw::cli {

namespace {
nlohmann::json findingsJson(const std::vector<Error>& findings) {
    auto out = nlohmann::json::array();
    for (const auto& e : findings)
        out.push_back({{"file", e.file}, {"line", e.line}, {"column", e.column}, {"message", e.message}});
    return out;
}
} // namespace

nlohmann::json validationJson(const SampleValidation& v) {
    return {{"sample", v.summary.relPath},
            {"framework", v.summary.framework},
            {"valid", v.summary.valid()},
            {"clean", v.clean()},
            {"nodes", v.summary.analysis.nodes},
            {"ops", v.summary.analysis.ops},
            {"analyzed", v.summary.analysis.analyzed},
            {"errors", findingsJson(v.errors)},
            {"nodes_after_failures", v.nodesAfterFailures},
            {"warnings", findingsJson(v.warnings)}};
}

void printValidation(const SampleValidation& v) {
    const auto& a = v.summary.analysis;
    std::printf("%s: %s, %d nodes, %d of them inferred on the meta device\n", v.summary.relPath.c_str(),
                v.clean() ? "valid" : (v.errors.empty() ? "valid with warnings" : "NOT fit to run"), a.nodes,
                a.inferredNodes);
    for (const auto& e : v.errors)
        std::printf("  error: %s\n", e.toString().c_str());
    if (v.nodesAfterFailures > 0)
        std::printf("  (%d nodes after them not inferred: an input failed)\n", v.nodesAfterFailures);
    for (const auto& w : v.warnings)
        std::printf("  warning: %s\n", w.toString().c_str());
}

} // namespace gnw::cli
