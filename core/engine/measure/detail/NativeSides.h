#pragma once
// The scheduler's executor for native backends (SideExecutor.h): both sides are prepared graphs in this
// process, timed by the device clock. Include only from engine .cpp files.
#include "core/engine/measure/SideExecutor.h"
#include "core/engine/measure/detail/Measurement.h"

#include <functional>
#include <memory>

namespace gnw::engine::detail {

class NativeSides : public SideExecutor {
public:
    using Prepare = std::function<std::unique_ptr<PreparedGraph>()>;
    // `eager` holds the prepared eager graph (unused when the baseline is given); `prepare` makes the
    // compiled one (it throws on failure).
    NativeSides(const DeviceClock& clock, Side& eager, Side& compiled, Prepare prepare);

    double firstCall(SideId side) override;
    double compile() override;
    std::vector<SegmentTimes> run(const std::vector<CallSegment>& segments) override;

    // The compiled graph, once compile() made it.
    PreparedGraph* compiledGraph() const { return m_compiledGraph.get(); }

private:
    Side& side(SideId id) { return id == SideId::Eager ? m_eager : m_compiled; }

    const DeviceClock& m_clock;
    Side& m_eager;
    Side& m_compiled;
    Prepare m_prepare;
    std::unique_ptr<PreparedGraph> m_compiledGraph;
};

} // namespace gnw::engine::detail
