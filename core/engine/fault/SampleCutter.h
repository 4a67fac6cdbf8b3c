#pragma once
// One sample prepared for cutting (docs/fault-localisation.md): its graph, forward body and (torch) eager
// trace, and cuts of it written as sample folders whose inputs get the sample's own metas or those
// recorded in eager. Shared by fault localisation and the slowdown map.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/fault/FaultSearch.h"
#include "core/fault/ForwardBody.h"
#include "core/fault/RangeCut.h"
#include "core/fault/ValueTrace.h"
#include "core/util/Result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

struct WrittenCut {
    SampleLocation location;
    bool isolated = false; // some input is an intermediate (metas recorded in eager)
};

class SampleCutter {
public:
    // Loads the sample and, for torch samples, records its eager intermediates with `options`' seed.
    static Result<SampleCutter> prepare(const SampleLocation& sample, const SampleRunOptions& options);

    const SampleLocation& sample() const { return m_sample; }
    const Graph& graph() const { return m_loaded.graph; }
    const std::vector<TensorMeta>& metas() const { return m_loaded.metas; }
    const fault::ForwardBody& body() const { return m_body; }
    // Empty for Paddle samples: only prefixes (the sample's own inputs) can be cut then.
    const std::optional<fault::ValueTrace>& trace() const { return m_trace; }

    bool canCutAt(std::size_t unit) const;
    // Writes units [range) as `dir` (replacing it); `kind` goes into its lineage.
    Result<WrittenCut> write(fault::UnitRange range, const std::filesystem::path& dir,
                             const std::string& kind) const;

private:
    Result<std::vector<TensorMeta>> inputMetas(const fault::CutPlan& plan) const;

    SampleLocation m_sample;
    detail::LoadedSample m_loaded;
    fault::ForwardBody m_body;
    std::optional<fault::ValueTrace> m_trace;
};

} // namespace gnw::engine
