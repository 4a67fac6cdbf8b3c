#include "core/dataset/SampleValidation.h"

namespace gnw {

SampleValidation validateSample(const SampleLocation& location, const SampleAnalyzer* analyzer) {
    SampleValidation v;
    v.summary = summarizeSample(location, analyzer, SummaryDepth::Full);
    v.errors = v.summary.errors;
    v.warnings = v.summary.warnings;
    const auto& analysis = v.summary.analysis;
    if (analysis.parsed) { // a parse error is already the summary's
        const auto modelPy = (location.dir / "model.py").string();
        for (Error e : analysis.errors) {
            if (e.message.ends_with(kInputFailedSuffix)) {
                ++v.nodesAfterFailures; // the root cause is listed; its consequences only counted
                continue;
            }
            // The analyzer names model.py alone; the report names the sample's.
            if (e.file.empty() || e.file == "model.py")
                e.file = modelPy;
            v.errors.push_back(std::move(e));
        }
        for (const auto& target : analysis.unresolved)
            v.errors.push_back(Error{modelPy, 0, 0, "target " + target + " resolves to no operator"});
    }
    return v;
}

} // namespace gnw
