#pragma once
// What the measurement scheduler (MeasurementScheduler.h) asks of the two sides of a comparison, and
// nothing more: "call this side k times (timed or not), return the raw times". The native executor runs
// prepared graphs in this process (NativeSides.h); the bridge executor sends each request over the Python
// bridge's channel (BridgeSides.h), where app/bridge/bridge_protocol.py's execute_steps() carries it out.
// Which calls, in which order, when to stop and when to measure again is decided by the scheduler alone.
// Plain C++ (no ATen).
#include <cstdint>
#include <exception>
#include <string>
#include <vector>

namespace gnw::engine {

enum class SideId : std::uint8_t { Eager, Compiled };
const char* sideName(SideId side); // "eager", "compiled": the bridge protocol's spelling

// A run of calls of one side: at least minCalls, then more while the timed ones add up to less than
// untilMs, at most maxCalls (>= minCalls). Untimed calls (warm-up) run without synchronisation or clock.
// The stopping rule travels with the request, so that upstream's order is one request per side and no
// round trip falls between its timed calls.
struct CallSegment {
    SideId side = SideId::Eager;
    int minCalls = 1;
    int maxCalls = 1;
    double untilMs = 0;
    bool timed = true;
    bool operator==(const CallSegment&) const = default;
};

// A timed segment's raw times, one per call; device = e2e where the device has no events (CPU).
struct SegmentTimes {
    std::vector<double> e2eMs, deviceMs;
};

// A call of a side failed: which side, and what it threw (the runner turns it into a failure class).
struct SideCallFailure {
    SideId side;
    std::exception_ptr cause;
};

class SideExecutor {
public:
    virtual ~SideExecutor() = default;
    // The side's first call, seeded and timed; its outputs are the ones compared. Returns its ms.
    virtual double firstCall(SideId side) = 0;
    // Prepares the compiled side (compiles it where the backend compiles ahead); returns its ms.
    virtual double compile() = 0;
    // Runs the segments in order; one SegmentTimes per segment (empty for untimed ones). Throws
    // SideCallFailure when a call fails.
    virtual std::vector<SegmentTimes> run(const std::vector<CallSegment>& segments) = 0;
};

} // namespace gnw::engine
