#pragma once
// ATen side of measuring one sample: the device clock, one side of the comparison (first call, warm-up,
// trials), the two timing protocols, and turning exceptions into failure classes. Shared by the native
// runner (SampleRunner.cpp) and the bridge runner (BridgeSampleRunner.cpp). Include only from engine .cpp.
#include "core/engine/backends/Backend.h"
#include "core/engine/measure/MeasurementScheduler.h"
#include "core/engine/measure/SampleOutcome.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <c10/core/Event.h>
#include <nlohmann/json.hpp>
#include <c10/core/impl/VirtualGuardImpl.h>

#include <chrono>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gnw::engine::detail {

// Upstream reseeds torch with 1024 before the compiled phase; we seed both sides' first calls the same
// way, so graphs that draw random numbers compare equal under `nope`.
inline constexpr std::uint64_t kRuntimeSeed = 1024;

// Device synchronisation and per-trial device time: CUDA events where the device is a GPU (through c10's
// device-agnostic interface, so a CPU build of LibTorch compiles this), wall time otherwise.
class DeviceClock {
public:
    explicit DeviceClock(const std::string& device);
    bool hasEvents() const { return m_guard.has_value(); }
    void synchronize() const;
    // Runs fn between two synchronisations; returns {e2e ms, device ms}.
    template <typename Fn> std::pair<double, double> time(Fn&& fn) const {
        synchronize();
        if (!m_guard) {
            const auto t0 = std::chrono::steady_clock::now();
            fn();
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            return {ms, ms};
        }
        c10::Event start(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        c10::Event stop(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        const c10::Stream stream = m_guard->getStream(m_device);
        const auto t0 = std::chrono::steady_clock::now();
        start.record(stream);
        fn();
        stop.record(stream);
        synchronize();
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        return {ms, start.elapsedTime(stop)};
    }

private:
    c10::Device m_device;
    std::optional<c10::impl::VirtualGuardImpl> m_guard;
};

// One side of the comparison: a prepared graph on its own inputs and the outputs of its first call.
struct Side {
    PreparedGraph* graph = nullptr;
    const TensorList* inputs = nullptr;
    TensorList outputs; // of the first call, cloned

    // Seeded and timed; returns its ms.
    double firstCall(const DeviceClock& clock);
    void untimed() { graph->run(*inputs); }
    // {e2e ms, device ms}
    std::pair<double, double> timed(const DeviceClock& clock) const {
        return clock.time([&] { graph->run(*inputs); });
    }
};

// After the trials: the outcome's spread (IQR/median the noise policy judged), re-measure count and noisy
// flag, and under the blocks protocol its calls per block in the semantics ("blocks"), from which the
// speedup's interval is drawn (toSampleResult).
void recordMeasurement(SampleOutcome& o, const MeasurementScheduler& scheduler);
// The JSON of SampleResult's `semantics` for a run: `engine` (its own fields) plus the fluctuation policy.
std::string semanticsJson(nlohmann::json engine, const SampleRunOptions& options);

std::string errorText(const std::exception& e);
bool isOutOfMemory(const std::exception& e);
bool isOutOfMemoryText(const std::string& text);
void fail(SampleOutcome& o, const char* failureClass, std::string message);

struct SampleWithInputs {
    LoadedSample loaded;
    TensorList inputs;
};
// A sample parsed and its inputs synthesized for a run, or nullopt with `o` failed: class oom where the
// inputs exceed options.maxInputBytes (the synthesizer refuses them before allocating: the failure that
// budget exists to prevent), eager_error otherwise.
std::optional<SampleWithInputs> loadWithInputs(const SampleLocation& sample, const SampleRunOptions& options,
                                               SampleOutcome& o);

// Runs `phase` and turns its exceptions into the outcome's failure (class `otherwise` unless out of memory).
template <typename Fn> bool guarded(SampleOutcome& o, const char* otherwise, Fn&& phase) {
    try {
        phase();
        return true;
    } catch (const std::exception& e) {
        fail(o, isOutOfMemory(e) ? failure::kOutOfMemory : otherwise, errorText(e));
    }
    return false;
}

// Runs the scheduler on `sides` with the outcome following it: on entering each phase the times so far are
// copied into `o`, beforePhase(phase) runs and the phase is announced (setPhase). A failure keeps what was
// measured and becomes the outcome's failure: FluctuationStop class fluctuation, a StepFailure whatever
// failStep makes of it. False when the measurement failed.
bool runSchedule(SampleOutcome& o, MeasurementScheduler& scheduler, SideExecutor& sides,
                 const std::function<void(Phase)>& beforePhase, const PhaseCallback& onPhase,
                 const std::function<void(SampleOutcome&, const StepFailure&)>& failStep);
// A failure's class where the step decides it: `classes` gives the step's, unless it ran out of memory.
void failStepAs(SampleOutcome& o, const StepFailure& f, const char* classForStep);

// An identity backend (Backend::identity()) whose speedup lies outside kIdentityBand: the result is flagged
// noisy and its message says why, since nothing but the measurement can have moved it. Flagged, not failed;
// not with the noise guard off (threshold 0), which judges no noise at all.
void flagIdentityOutsideBand(SampleOutcome& o, const Backend& backend, const SampleRunOptions& options);

// The class of a compared sample: dtype or shape mismatch, accuracy when not correct at t = 1 (upstream
// freezes correctness there for ES(t >= 1)), else none.
void classifyComparison(SampleOutcome& o);
void setPhase(SampleOutcome& o, Phase p, const PhaseCallback& onPhase);
std::vector<std::string> dtypesOf(const TensorList& list);
// {"intra_op_threads": 2, "OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "", "malloc_mmap_threshold": 33554432,
// "malloc_trim_threshold": 67108864}: what decides CPU timings. The malloc keys only where this process
// fixed them (MallocThresholds.h).
std::string threadSettingsJson();

} // namespace gnw::engine::detail
