#include "core/engine/measure/detail/Measurement.h"

#include "core/engine/device/MallocThresholds.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/measure/TimingSummary.h"

#include <ATen/Context.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <new>

namespace gnw::engine::detail {

DeviceClock::DeviceClock(const std::string& device) : m_device(device) {
    if (m_device.is_cuda())
        m_guard.emplace(c10::DeviceType::CUDA);
}

void DeviceClock::synchronize() const {
    if (m_guard)
        m_guard->synchronizeDevice(m_device.index());
}

double Side::firstCall(const DeviceClock& clock) {
    at::manual_seed(kRuntimeSeed);
    const double ms = clock.time([&] { outputs = graph->run(*inputs); }).first;
    for (auto& t : outputs.impl().tensors) // later calls may write into what the first one returned
        t = t.clone();
    return ms;
}

void recordMeasurement(SampleOutcome& o, const MeasurementScheduler& scheduler) {
    const Measured& m = scheduler.measured();
    MeasurementDetails& d = o.details;
    d.relIqr = m.spread;
    d.remeasures = m.remeasures;
    d.noisy = m.noisy;
    d.contention = m.contention;
    if (m.eagerBlockCalls <= 0)
        return;
    auto semantics = nlohmann::json::parse(d.semantics.empty() ? "{}" : d.semantics, nullptr, false);
    if (semantics.is_discarded() || !semantics.is_object())
        semantics = nlohmann::json::object();
    semantics["blocks"] = {
        {"eager_calls", m.eagerBlockCalls}, {"compiled_calls", m.compiledBlockCalls}, {"block_ms", kBlockMs}};
    d.semantics = semantics.dump();
}

std::string semanticsJson(nlohmann::json engine, const SampleRunOptions& options) {
    engine["fluctuation_threshold"] = options.fluctuationThreshold;
    engine["fluctuation_policy"] = options.fluctuationPolicy;
    engine["max_remeasures"] = options.maxRemeasures;
    return engine.dump();
}

std::string errorText(const std::exception& e) {
    if (const auto* c10e = dynamic_cast<const c10::Error*>(&e))
        return c10e->what_without_backtrace();
    return e.what();
}

bool isOutOfMemoryText(const std::string& text) {
    return text.find("can't allocate memory") != std::string::npos ||
           text.find("out of memory") != std::string::npos ||
           text.find("Cannot allocate memory") != std::string::npos ||
           text.find("MemoryError") != std::string::npos;
}

bool isOutOfMemory(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e) || dynamic_cast<const c10::OutOfMemoryError*>(&e))
        return true;
    return isOutOfMemoryText(errorText(e));
}

void fail(SampleOutcome& o, const char* failureClass, std::string message) {
    o.failureClass = failureClass;
    o.message = std::move(message);
}

std::optional<SampleWithInputs> loadWithInputs(const SampleLocation& sample, const SampleRunOptions& options,
                                               SampleOutcome& o) {
    auto loaded = loadSample(sample);
    if (!loaded) {
        fail(o, failure::kEagerError, loaded.error().toString());
        return std::nullopt;
    }
    auto inputs = inputsFor(*loaded, options);
    if (!inputs) {
        const bool overBudget =
            synthesizedBytes(loaded->metas, loaded->graph.framework) > options.maxInputBytes;
        fail(o, overBudget ? failure::kOutOfMemory : failure::kEagerError, inputs.error().toString());
        return std::nullopt;
    }
    return SampleWithInputs{std::move(*loaded), std::move(*inputs)};
}

namespace {

// What the scheduler measured so far, as the outcome keeps it (a stored reference's eager times stay).
void keepTimes(SampleOutcome& o, const Measured& m, bool eagerMeasured) {
    if (eagerMeasured) {
        o.eagerFirstCallMs = m.eager.firstCallMs;
        o.eagerE2eMs = m.eager.e2eMs;
        o.eagerDeviceMs = m.eager.deviceMs;
    }
    o.compiledFirstCallMs = m.compiled.firstCallMs;
    o.compiledE2eMs = m.compiled.e2eMs;
    o.compiledDeviceMs = m.compiled.deviceMs;
    o.compileMs = m.compileMs;
}

} // namespace

bool runSchedule(SampleOutcome& o, MeasurementScheduler& scheduler, SideExecutor& sides,
                 const std::function<void(Phase)>& beforePhase, const PhaseCallback& onPhase,
                 const std::function<void(SampleOutcome&, const StepFailure&)>& failStep) {
    const bool eagerMeasured = scheduler.baseline() == Baseline::Measured;
    try {
        scheduler.run(sides, [&](Phase p) {
            keepTimes(o, scheduler.measured(), eagerMeasured);
            if (beforePhase)
                beforePhase(p);
            setPhase(o, p, onPhase);
        });
    } catch (const FluctuationStop& e) {
        keepTimes(o, scheduler.measured(), eagerMeasured);
        // The failed phase reports no timings, as upstream's log has none for it.
        for (auto* series : e.side == SideId::Eager ? std::array{&o.eagerE2eMs, &o.eagerDeviceMs}
                                                    : std::array{&o.compiledE2eMs, &o.compiledDeviceMs})
            series->clear();
        fail(o, failure::kFluctuation, e.what());
        return false;
    } catch (const StepFailure& f) {
        keepTimes(o, scheduler.measured(), eagerMeasured);
        failStep(o, f);
        return false;
    }
    keepTimes(o, scheduler.measured(), eagerMeasured);
    return true;
}

void failStepAs(SampleOutcome& o, const StepFailure& f, const char* classForStep) {
    try {
        std::rethrow_exception(f.cause);
    } catch (const std::exception& e) {
        fail(o, isOutOfMemory(e) ? failure::kOutOfMemory : classForStep, errorText(e));
    } catch (...) {
        fail(o, classForStep, "unknown exception");
    }
}

void flagIdentityOutsideBand(SampleOutcome& o, const Backend& backend, const SampleRunOptions& options) {
    if (!backend.identity() || o.failed() || options.fluctuationThreshold <= 0)
        return;
    const auto speedup = toSampleResult(o).speedupE2e;
    if (!speedup || (*speedup <= kIdentityBand && *speedup >= 1 / kIdentityBand))
        return;
    o.details.noisy = true;
    char text[160];
    std::snprintf(
        text, sizeof text,
        "identity backend measured %.3g, outside [%.2f, %.2f]: a measurement problem, not a speedup",
        *speedup, 1 / kIdentityBand, kIdentityBand);
    o.message = text + (o.message.empty() ? std::string() : "; " + o.message);
}

void classifyComparison(SampleOutcome& o) {
    if (!o.comparison->dtypesMatch)
        fail(o, failure::kDtypeMismatch, "output dtypes differ");
    else if (!o.comparison->shapesMatch)
        fail(o, failure::kShapeMismatch, "output shapes differ");
    else if (!o.comparison->correctAt(1))
        o.failureClass = failure::kAccuracy;
}

void setPhase(SampleOutcome& o, Phase p, const PhaseCallback& onPhase) {
    o.phase = p;
    if (onPhase)
        onPhase(o);
}

std::vector<std::string> dtypesOf(const TensorList& list) {
    std::vector<std::string> out;
    for (size_t i = 0; i < list.size(); ++i)
        out.push_back(list.info(i).dtype);
    return out;
}

std::string threadSettingsJson() {
    auto env = [](const char* name) {
        const char* v = std::getenv(name);
        return std::string(v ? v : "");
    };
    nlohmann::json j{{"intra_op_threads", at::get_num_threads()},
                     {"OMP_NUM_THREADS", env("OMP_NUM_THREADS")},
                     {"OMP_WAIT_POLICY", env("OMP_WAIT_POLICY")}};
    if (mallocThresholdsFixed()) { // absent: glibc's own heuristic (results before 2026-11-25, or not glibc)
        j["malloc_mmap_threshold"] = kMallocMmapThreshold;
        j["malloc_trim_threshold"] = kMallocTrimThreshold;
    }
    return j.dump();
}

} // namespace gnw::engine::detail
