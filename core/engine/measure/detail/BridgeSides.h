#pragma once
// The scheduler's executor for bridge backends (SideExecutor.h): each request is one step of the
// measurement the bridge was asked for (BridgeSession::step), carried out by execute_steps() in
// app/bridge/bridge_protocol.py, which runs exactly the calls asked for and returns their raw times.
// Every reply is checked here: a bridge that returns other calls than it was asked for is a protocol error.
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/SideExecutor.h"

#include <stdexcept>

namespace gnw::engine::detail {

// The version of the measure request and its steps, sent with every request; a bridge that speaks another
// answers with phase "protocol" (BRIDGE_PROTOCOL_VERSION in app/bridge/bridge_protocol.py, which
// tst_call_schedule checks against this one). 2: the steps of the one scheduler (1: the bridge's own
// schedule, before 2026-11-28).
inline constexpr int kBridgeProtocolVersion = 2;

// The request ended instead of answering a step: the bridge failed (its answer says where), crashed,
// hung or answered garbage. The runner classifies `reply` as for any bridge request.
struct BridgeEnded {
    BridgeReply reply;
};

// A step's reply that breaks the protocol (the message names the field).
struct BridgeProtocolError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class BridgeSides : public SideExecutor {
public:
    explicit BridgeSides(BridgeSession& session) : m_session(session) {}

    double firstCall(SideId side) override;
    double compile() override;
    std::vector<SegmentTimes> run(const std::vector<CallSegment>& segments) override;
    // The last step: the bridge profiles `kernelCalls` calls per side where the device has a profiler
    // (GPU), writes both sides' outputs and answers the request. Returns that answer (or the failure).
    BridgeReply finish(int kernelCalls);

private:
    nlohmann::json ask(const nlohmann::json& step);
    BridgeSession& m_session;
};

} // namespace gnw::engine::detail
