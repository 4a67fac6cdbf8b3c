#pragma once
// What measuring one sample produced, as the worker sends it to the runner: per-trial timings, the
// correctness comparison and, on failure, the precise failure class. Converted to the store's SampleResult
// (upstream status + our class) by toSampleResult().
#include "core/engine/measure/OutputComparison.h"
#include "core/store/SampleResult.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

// The engine's failure classes (SampleResult::failureClass); empty = the sample ran and was compared.
namespace failure {
inline constexpr const char* kEagerError = "eager_error";
inline constexpr const char* kCompileError = "compile_error";
inline constexpr const char* kRuntimeError = "runtime_error";
inline constexpr const char* kTimeout = "timeout";
inline constexpr const char* kCrash = "crash";
inline constexpr const char* kOutOfMemory = "oom";
inline constexpr const char* kAccuracy = "accuracy";
inline constexpr const char* kDtypeMismatch = "dtype_mismatch";
inline constexpr const char* kShapeMismatch = "shape_mismatch";
// Upstream's fluctuation guard: a phase's timings spread more than the threshold allows.
inline constexpr const char* kFluctuation = "fluctuation";
// The Python bridge answered with something that is not its protocol (the message quotes it).
inline constexpr const char* kProtocolError = "protocol_error";
} // namespace failure

// Where a sample was when it failed; decides the upstream status of timeouts and crashes.
enum class Phase : std::uint8_t { Setup, Eager, Compile, Compiled, Compare, Done };
const char* phaseName(Phase phase);
std::optional<Phase> parsePhase(std::string_view name);

struct SampleOutcome {
    std::string samplePath; // as logged after [Processing]
    std::string failureClass;
    std::string message;
    Phase phase = Phase::Setup;                    // the phase reached (Done when complete)
    std::vector<double> eagerE2eMs, eagerDeviceMs; // per trial; device = e2e on CPU
    std::vector<double> compiledE2eMs, compiledDeviceMs;
    std::optional<double> compileMs; // backend prepare() time
    std::optional<double> eagerFirstCallMs, compiledFirstCallMs;
    std::vector<std::string> eagerDtypes;       // known once eager ran
    std::optional<OutputComparison> comparison; // when both sides ran
    bool deviceTimes = false;                   // GPU: device times come from events
    // Backend, version, options, baseline kind, protocol, thread settings, graph breaks, recompiles; the
    // speedup interval is computed from the trials in toSampleResult().
    MeasurementDetails details;

    bool failed() const { return !failureClass.empty() && failureClass != failure::kAccuracy; }
    // The worker process died, was killed or ran out of memory: it must be replaced, and the CPU time of
    // its orphaned processes no longer counts as the run's own.
    bool workerLost() const {
        return failureClass == failure::kTimeout || failureClass == failure::kCrash ||
               failureClass == failure::kOutOfMemory;
    }
};

// Upstream status and all stored fields; speedups are eager median / compiled median.
SampleResult toSampleResult(const SampleOutcome& outcome);

nlohmann::json toJson(const SampleOutcome& outcome);
SampleOutcome outcomeFromJson(const nlohmann::json& j);

} // namespace gnw::engine
