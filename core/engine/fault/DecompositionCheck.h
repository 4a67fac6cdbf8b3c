#pragma once
// The decomposition validator (upstream Hackathon NO.110): a sample cut into consecutive ranges, each
// range run as its own forward on what the previous ones returned, must give the full graph's outputs
// bit-exactly in eager. It checks the cutting itself (the names each range takes and returns) before any
// compiler is blamed for what a cut shows.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/fault/FaultSearch.h"
#include "core/util/Result.h"

#include <string>
#include <vector>

namespace gnw::engine {

struct DecompositionReport {
    std::size_t units = 0;
    std::vector<fault::UnitRange> parts; // the ranges chained, cut where only tensors and scalars cross
    bool bitExact = false;
    std::vector<std::string> mismatches; // "output 1: max |diff| 3e-07", "output count 2, expected 3"
};

// Torch samples (the interpreter runs them in eager); `parts` is how many ranges to aim for.
Result<DecompositionReport> checkDecomposition(const SampleLocation& sample, const SampleRunOptions& options,
                                               int parts);

} // namespace gnw::engine
