#include "core/engine/measure/detail/NativeSides.h"

#include "core/engine/measure/CallTrace.h"

#include <chrono>

namespace gnw::engine::detail {

NativeSides::NativeSides(const DeviceClock& clock, Side& eager, Side& compiled, Prepare prepare)
    : m_clock(clock), m_eager(eager), m_compiled(compiled), m_prepare(std::move(prepare)) {}

double NativeSides::firstCall(SideId id) {
    traceCall(sideName(id), "first");
    try {
        return side(id).firstCall(m_clock);
    } catch (...) {
        throw SideCallFailure{id, std::current_exception()};
    }
}

double NativeSides::compile() {
    traceCall("", "compile");
    const auto t0 = std::chrono::steady_clock::now();
    m_compiledGraph = m_prepare();
    m_compiled.graph = m_compiledGraph.get();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::vector<SegmentTimes> NativeSides::run(const std::vector<CallSegment>& segments) {
    std::vector<SegmentTimes> out(segments.size());
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const CallSegment& calls = segments[k];
        Side& s = side(calls.side);
        const char* name = sideName(calls.side);
        try {
            double timedMs = 0;
            for (int i = 0; i < calls.minCalls || (timedMs < calls.untilMs && i < calls.maxCalls); ++i) {
                if (!calls.timed) {
                    traceCall(name, "untimed");
                    s.untimed();
                    continue;
                }
                traceCall(name, "trial");
                const auto [e2e, device] = s.timed(m_clock);
                out[k].e2eMs.push_back(e2e);
                out[k].deviceMs.push_back(device);
                timedMs += e2e;
            }
        } catch (...) {
            throw SideCallFailure{calls.side, std::current_exception()};
        }
    }
    return out;
}

} // namespace gnw::engine::detail
