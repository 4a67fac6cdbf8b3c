#include "core/engine/measure/detail/Measurement.h"

#include "core/engine/device/MallocThresholds.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/measure/TimingSummary.h"

#include <ATen/Context.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>

#include <nlohmann/json.hpp>

#include <algorithm>
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

void Side::firstCall(const DeviceClock& clock) {
    at::manual_seed(kRuntimeSeed);
    firstCallMs = clock.time([&] { outputs = graph->run(*inputs); }).first;
    for (auto& t : outputs.impl().tensors) // later calls may write into what the first one returned
        t = t.clone();
}

void Side::trial(const DeviceClock& clock) {
    const auto [ms, dev] = clock.time([&] { graph->run(*inputs); });
    e2e.push_back(ms);
    device.push_back(dev);
}

void checkFluctuation(const Side& side, const DeviceClock& clock, double threshold) {
    for (const auto* series : {&side.e2e, clock.hasEvents() ? &side.device : nullptr})
        if (series)
            if (auto problem = fluctuationProblem(*series, threshold))
                throw FluctuationError(*problem);
}

bool isNoisy(const Side& side, const DeviceClock& clock, double threshold) {
    return threshold > 0 && (relativeIqr(side.e2e) > threshold ||
                             (clock.hasEvents() && relativeIqr(side.device) > threshold));
}

bool settleNoise(SampleOutcome& o, const SampleRunOptions& options, int remeasures) {
    double worst = 0;
    for (const auto* series : {&o.eagerE2eMs, &o.compiledE2eMs, &o.eagerDeviceMs, &o.compiledDeviceMs})
        if (series != &o.eagerDeviceMs && series != &o.compiledDeviceMs || o.deviceTimes)
            worst = std::max(worst, relativeIqr(*series));
    MeasurementDetails& d = o.details;
    d.relIqr = worst;
    d.remeasures = remeasures;
    d.noisy = options.fluctuationThreshold > 0 && worst > options.fluctuationThreshold;
    if (*d.noisy && options.fluctuationPolicy == kFailPolicy) {
        for (const auto* series : {&o.eagerE2eMs, &o.compiledE2eMs, &o.eagerDeviceMs, &o.compiledDeviceMs})
            if (auto problem = fluctuationProblem(*series, options.fluctuationThreshold)) {
                fail(o, failure::kFluctuation, *problem);
                return false;
            }
    }
    return true;
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
