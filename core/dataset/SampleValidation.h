#pragma once
// Is a sample fit to run? What `graphnet-bench validate` and `extract` report (docs/extract.md): the
// index's summary (files parse, sample rules), the graph's analysis (every node inferred on the meta
// device: a wrong shape fails the node that uses it, with its model.py line) and the targets nothing
// resolves. Every finding names its file and line.
#include "core/dataset/SampleAnalysis.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/SampleSummary.h"

#include <vector>

namespace gnw {

struct SampleValidation {
    SampleSummary summary;
    std::vector<Error> errors; // the sample cannot run as written: broken files, nodes not inferred, targets
                               // not resolved
    std::vector<Error> warnings; // broken sample rules and upstream defects worked around
    int nodesAfterFailures = 0;  // nodes not inferred only because an input failed (not in `errors`)

    bool clean() const { return errors.empty() && warnings.empty(); }
};

// `analyzer` null checks files and rules only (no engine in this build).
SampleValidation validateSample(const SampleLocation& location, const SampleAnalyzer* analyzer);

} // namespace gnw
