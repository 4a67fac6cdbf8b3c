#include "core/engine/measure/detail/BridgeSides.h"

#include <string>

namespace gnw::engine::detail {

namespace {

double msIn(const nlohmann::json& reply, const std::string& step) {
    const auto ms = reply.find("ms");
    if (ms == reply.end() || !ms->is_number())
        throw BridgeProtocolError("protocol error: the Python bridge's reply to '" + step +
                                  "' has no number \"ms\": " + reply.dump().substr(0, 200));
    return ms->get<double>();
}

std::vector<double> numbersIn(const nlohmann::json& times, const char* key, std::size_t segment) {
    const auto series = times.find(key);
    if (series == times.end() || !series->is_array())
        throw BridgeProtocolError("protocol error: segment " + std::to_string(segment) +
                                  " of the Python bridge's reply has no array \"" + key + "\"");
    std::vector<double> out;
    for (const auto& v : *series) {
        if (!v.is_number())
            throw BridgeProtocolError("protocol error: \"" + std::string(key) + "\" of segment " +
                                      std::to_string(segment) + " holds " + v.dump().substr(0, 40) +
                                      ", not a number");
        out.push_back(v.get<double>());
    }
    return out;
}

} // namespace

nlohmann::json BridgeSides::ask(const nlohmann::json& step) {
    BridgeReply reply = m_session.step(step);
    if (!reply.stepReply)
        throw BridgeEnded{std::move(reply)};
    return std::move(reply.json);
}

double BridgeSides::firstCall(SideId side) {
    return msIn(ask({{"op", "first"}, {"side", sideName(side)}}), "first");
}

double BridgeSides::compile() {
    return msIn(ask({{"op", "compile"}}), "compile");
}

std::vector<SegmentTimes> BridgeSides::run(const std::vector<CallSegment>& segments) {
    nlohmann::json asked = nlohmann::json::array();
    for (const CallSegment& s : segments)
        asked.push_back({{"side", sideName(s.side)},
                         {"min_calls", s.minCalls},
                         {"max_calls", s.maxCalls},
                         {"until_ms", s.untilMs},
                         {"timed", s.timed}});
    const nlohmann::json reply = ask({{"op", "calls"}, {"segments", asked}});
    const auto times = reply.find("times");
    if (times == reply.end() || !times->is_array() || times->size() != segments.size())
        throw BridgeProtocolError(
            "protocol error: the Python bridge returned " +
            (times != reply.end() && times->is_array() ? std::to_string(times->size()) : std::string("no")) +
            " \"times\" for " + std::to_string(segments.size()) + " segments");
    std::vector<SegmentTimes> out;
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const CallSegment& s = segments[k];
        SegmentTimes t{numbersIn((*times)[k], "e2e_ms", k), numbersIn((*times)[k], "device_ms", k)};
        const std::size_t n = t.e2eMs.size();
        const bool countOk = s.timed ? n >= std::size_t(s.minCalls) && n <= std::size_t(s.maxCalls) : n == 0;
        if (!countOk || t.deviceMs.size() != n)
            throw BridgeProtocolError(
                "protocol error: the Python bridge returned " + std::to_string(n) + " e2e and " +
                std::to_string(t.deviceMs.size()) + " device times for segment " + std::to_string(k) + " (" +
                sideName(s.side) + ", " +
                (s.timed ? std::to_string(s.minCalls) + " to " + std::to_string(s.maxCalls) + " timed calls"
                         : std::string("untimed")) +
                ")");
        out.push_back(std::move(t));
    }
    return out;
}

BridgeReply BridgeSides::finish(int kernelCalls) {
    return m_session.step({{"op", "finish"}, {"kernel_calls", kernelCalls}});
}

} // namespace gnw::engine::detail
