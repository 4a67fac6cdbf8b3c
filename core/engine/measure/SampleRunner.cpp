#include "core/engine/measure/SampleRunner.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/device/MallocThresholds.h"
#include "core/engine/measure/detail/BridgeSampleRunner.h"
#include "core/engine/measure/detail/Measurement.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <exception>
#include <initializer_list>

namespace gnw::engine {

using namespace detail;

namespace {

PrepareContext contextFor(const SampleLocation& sample, const SampleRunOptions& options,
                          const TensorList* inputs) {
    PrepareContext c;
    c.device = options.device;
    c.sampleDir = sample.dir;
    c.inputs = inputs;
    c.optionsJson = options.backendOptions;
    c.python = options.python;
    c.cacheDir = options.cacheDir;
    c.timeoutSeconds = options.childTimeoutSeconds;
    return c;
}

// Times `trials` calls of each side anew, under the noise policy: while a side stays noisier than the
// threshold, its trials are taken again, at most maxRemeasures times (counted in `remeasures`); under
// the "fail" policy a noisy side throws FluctuationError, as upstream's guard does.
template <typename TimeTrials>
void timeUnderNoisePolicy(std::initializer_list<Side*> sides, const SampleRunOptions& options,
                          const DeviceClock& clock, int& remeasures, TimeTrials&& timeTrials) {
    timeTrials();
    if (options.fluctuationPolicy == kRemeasurePolicy)
        for (int again = 0; again < options.maxRemeasures; ++again) {
            if (std::none_of(sides.begin(), sides.end(),
                             [&](const Side* s) { return isNoisy(*s, clock, options.fluctuationThreshold); }))
                break;
            timeTrials();
            ++remeasures;
        }
    if (options.fluctuationPolicy == kFailPolicy)
        for (const Side* s : sides)
            checkFluctuation(*s, clock, options.fluctuationThreshold);
}

// Upstream's order: one side completely (first call, warm-up, trials), then the other.
void measureSequentially(Side& side, const SampleRunOptions& options, const DeviceClock& clock,
                         int& remeasures) {
    side.firstCall(clock);
    for (int i = 0; i < options.warmup; ++i)
        side.untimed();
    timeUnderNoisePolicy({&side}, options, clock, remeasures, [&] {
        side.e2e.clear();
        side.device.clear();
        double timedMs = 0;
        for (int i = 0; options.wantsAnotherTrial(i, timedMs / 1e3); ++i) {
            side.trial(clock);
            timedMs += side.e2e.back();
        }
    });
}

// The stored reference as the eager side: its outputs and timings (upstream's hardware regression flow).
bool loadReference(SampleOutcome& o, const SampleRunOptions& options, const std::string& stem,
                   TensorList& outputs) {
    auto ref = loadTensorGroup(options.referenceDir / (stem + ".pt"), "outputs");
    if (!ref) {
        fail(o, failure::kEagerError, "no usable reference: " + ref.error().toString());
        return false;
    }
    outputs = std::move(*ref);
    std::ifstream timings(options.referenceDir / (stem + ".json"));
    if (timings) {
        const auto j = nlohmann::json::parse(timings, nullptr, false);
        if (!j.is_discarded()) {
            o.eagerE2eMs = j.value("e2e_ms", std::vector<double>{});
            o.eagerDeviceMs = j.value("device_ms", std::vector<double>{});
        }
    }
    return true;
}

// A trial's failure with the side it happened on: eager's is an eager_error, the backend's a runtime_error.
struct SideError {
    bool eager;
    std::exception_ptr cause;
};

} // namespace

SampleOutcome runSample(const SampleLocation& sample, const SampleRunOptions& options,
                        const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = findBackend(options.backend);
    if (!backend) {
        fail(o, failure::kCompileError, "unknown backend '" + options.backend + "'");
        return o;
    }
    if (const std::string why = frameworkMismatch(*backend, sampleFramework(sample)); !why.empty()) {
        fail(o, failure::kCompileError, why);
        return o;
    }
    if (backend->viaBridge()) {
        if (!options.referenceDir.empty()) {
            fail(o, failure::kCompileError,
                 "backend '" + options.backend +
                     "' runs in the Python bridge, which cannot compare against a stored "
                     "reference; use a native backend (nope, aot-inductor)");
            return o;
        }
        return runBridgeSample(sample, options, onPhase);
    }
    const bool fromReference = !options.referenceDir.empty();
    // A stored reference cannot take turns with the backend: the sequential protocol is the only one.
    const bool interleaved = options.protocol != kUpstreamProtocol && !fromReference;
    MeasurementDetails& details = o.details;
    details.backend = options.backend;
    details.backendVersion = backend->version();
    details.backendOptions = options.backendOptions;
    details.baseline = fromReference ? "reference" : "eager";
    details.protocol = interleaved ? kInterleavedProtocol : kUpstreamProtocol;
    details.threadSettings = threadSettingsJson();
    // The C++ interpreter runs under c10::InferenceMode (GraphInterpreter.cpp); so does an AOTInductor
    // package. The bridge's Python semantics do not apply to either side.
    details.semantics = semanticsJson({{"eager", fromReference ? "reference" : "C++ interpreter"},
                                       {"grad_mode", "inference_mode"}},
                                      options);
    int remeasures = 0;

    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    LoadedSample& loaded = withInputs->loaded;
    TensorList& inputs = withInputs->inputs;
    const std::string stem = fileStemOf(sample.relPath);
    // The inputs a graph writes into get their own copy for the compiled side, and --save-io a pristine
    // one; all other inputs are shared and saved as they are (a second copy of a 5.6 GB model's weights was
    // what killed the worker for memory).
    const std::set<std::string> written = mutatedInputs(loaded.graph);
    const bool mutates = !written.empty();
    const auto withOwnCopies = [&](const TensorList& own) {
        TensorList out;
        for (size_t i = 0; i < inputs.size(); ++i) {
            const std::string& name = inputs.impl().names[i];
            const auto at = std::find(own.impl().names.begin(), own.impl().names.end(), name);
            out.impl().add(name,
                           at == own.impl().names.end()
                               ? inputs.impl().tensors[i]
                               : own.impl().tensors[static_cast<size_t>(at - own.impl().names.begin())]);
        }
        return out;
    };
    // The same seed gives the same values, tensor by tensor.
    std::optional<Result<TensorList>> ownInputs, pristineOwn;
    if (mutates) {
        ownInputs = inputsFor(loaded, options, &written);
        if (!options.saveIoDir.empty())
            pristineOwn = inputsFor(loaded, options, &written);
    }
    for (const auto* own : {&ownInputs, &pristineOwn})
        if (*own && !**own) {
            fail(o, failure::kEagerError, (*own)->error().toString());
            return o;
        }
    const TensorList compiledInputs = ownInputs ? withOwnCopies(**ownInputs) : inputs;
    const TensorList pristineInputs = pristineOwn ? withOwnCopies(**pristineOwn) : TensorList();
    releaseFreeHeap(); // what synthesis drew and dropped

    // Eager side: the interpreter, or the stored reference.
    TensorList eagerOutputs;
    std::unique_ptr<PreparedGraph> eagerGraph;
    Side eager;
    if (fromReference) {
        if (!loadReference(o, options, stem, eagerOutputs))
            return o;
    } else {
        setPhase(o, Phase::Eager, onPhase);
        auto prepared = findBackend("eager")->prepare(loaded.graph, contextFor(sample, options, &inputs));
        if (!prepared) {
            fail(o, failure::kEagerError, prepared.error().toString());
            return o;
        }
        eagerGraph = std::move(*prepared);
        eager.graph = eagerGraph.get();
        eager.inputs = &inputs;
        const bool ok = guarded(o, failure::kEagerError, [&] {
            if (interleaved)
                eager.firstCall(clock);
            else
                measureSequentially(eager, options, clock, remeasures);
        });
        o.eagerFirstCallMs = eager.firstCallMs;
        o.eagerE2eMs = eager.e2e;
        o.eagerDeviceMs = eager.device;
        if (!ok)
            return o;
        eagerOutputs = eager.outputs;
    }
    o.eagerDtypes = dtypesOf(eagerOutputs);
    releaseFreeHeap(); // what the eager side's calls freed, before the backend's start

    setPhase(o, Phase::Compile, onPhase);
    std::unique_ptr<PreparedGraph> compiledGraph;
    const auto t0 = std::chrono::steady_clock::now();
    if (!guarded(o, failure::kCompileError, [&] {
            auto prepared = backend->prepare(loaded.graph, contextFor(sample, options, &compiledInputs));
            if (!prepared)
                throw std::runtime_error(prepared.error().toString());
            compiledGraph = std::move(*prepared);
        }))
        return o;
    o.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

    setPhase(o, Phase::Compiled, onPhase);
    Side compiled;
    compiled.graph = compiledGraph.get();
    compiled.inputs = &compiledInputs;
    if (!interleaved) {
        if (!guarded(o, failure::kRuntimeError,
                     [&] { measureSequentially(compiled, options, clock, remeasures); }))
            return o;
    } else {
        // Both warmed up, then trials alternate A B, B A, ... so that drift hits both sides alike.
        if (!guarded(o, failure::kRuntimeError, [&] { compiled.firstCall(clock); }))
            return o;
        for (int i = 0; i < options.warmup; ++i)
            if (!guarded(o, failure::kEagerError, [&] { eager.untimed(); }) ||
                !guarded(o, failure::kRuntimeError, [&] { compiled.untimed(); }))
                return o;
        // A re-measure times both sides again, so that the pairs stay pairs.
        const auto timePairs = [&] {
            for (Side* side : {&eager, &compiled}) {
                side->e2e.clear();
                side->device.clear();
            }
            double timedMs = 0;
            for (int i = 0; options.wantsAnotherPair(i, timedMs / 1e3); ++i) {
                Side* order[2] = {&eager, &compiled};
                if (i % 2)
                    std::swap(order[0], order[1]);
                for (Side* side : order) {
                    try {
                        side->trial(clock);
                    } catch (const std::exception&) {
                        throw SideError{side == &eager, std::current_exception()};
                    }
                    timedMs += side->e2e.back();
                }
            }
        };
        bool eagerFailed = false;
        const bool ok = guarded(o, failure::kRuntimeError, [&] {
            try {
                timeUnderNoisePolicy({&eager, &compiled}, options, clock, remeasures, timePairs);
            } catch (const SideError& e) {
                eagerFailed = e.eager;
                std::rethrow_exception(e.cause);
            }
        });
        o.eagerE2eMs = eager.e2e;
        o.eagerDeviceMs = eager.device;
        if (!ok) {
            if (eagerFailed && o.failureClass == failure::kRuntimeError)
                o.failureClass = failure::kEagerError;
            return o;
        }
    }
    o.compiledFirstCallMs = compiled.firstCallMs;
    o.compiledE2eMs = compiled.e2e;
    o.compiledDeviceMs = compiled.device;
    if (!settleNoise(o, options, remeasures))
        return o;

    setPhase(o, Phase::Compare, onPhase);
    if (!guarded(o, failure::kRuntimeError,
                 [&] { o.comparison = compareOutputs(eagerOutputs, compiled.outputs); }))
        return o;
    o.message = compiledGraph->note();
    if (!options.saveIoDir.empty()) {
        auto saved = saveTensorFile(options.saveIoDir / (stem + ".pt"),
                                    {{"inputs", mutates ? &pristineInputs : &inputs},
                                     {"eager", &eagerOutputs},
                                     {"compiled", &compiled.outputs}});
        if (!saved)
            o.message = "inputs/outputs not saved: " + saved.error().toString();
    }
    classifyComparison(o);
    setPhase(o, Phase::Done, onPhase);
    return o;
}

SampleOutcome recordReference(const SampleLocation& sample, const SampleRunOptions& options,
                              const std::filesystem::path& dir, const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = findBackend(options.backend);
    const std::string mismatch = backend ? frameworkMismatch(*backend, sampleFramework(sample)) : std::string();
    if (!backend || !mismatch.empty() || backend->viaBridge()) {
        fail(o, failure::kEagerError,
             !backend            ? "unknown backend '" + options.backend + "'"
             : !mismatch.empty() ? mismatch
                                 : "a reference needs a native backend (eager, nope, aot-inductor), not '" +
                                       options.backend + "'");
        return o;
    }
    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    LoadedSample& loaded = withInputs->loaded;
    TensorList& inputs = withInputs->inputs;
    setPhase(o, Phase::Compile, onPhase);
    auto prepared = backend->prepare(loaded.graph, contextFor(sample, options, &inputs));
    if (!prepared) {
        fail(o, failure::kCompileError, prepared.error().toString());
        return o;
    }
    setPhase(o, Phase::Eager, onPhase);
    Side side;
    side.graph = prepared->get();
    side.inputs = &inputs;
    // The reference's job is its outputs: a noisy machine must not refuse them, so no fluctuation guard here
    // (the timings are stored as measured, and the run against the reference applies its own guard).
    SampleRunOptions unguarded = options;
    unguarded.fluctuationThreshold = 0;
    int remeasures = 0;
    if (!guarded(o, failure::kEagerError, [&] { measureSequentially(side, unguarded, clock, remeasures); }))
        return o;
    o.eagerFirstCallMs = side.firstCallMs;
    o.eagerE2eMs = side.e2e;
    o.eagerDeviceMs = side.device;
    o.eagerDtypes = dtypesOf(side.outputs);
    const std::string stem = fileStemOf(sample.relPath);
    if (auto saved = saveTensorFile(dir / (stem + ".pt"), {{"outputs", &side.outputs}}); !saved) {
        fail(o, failure::kEagerError, saved.error().toString());
        return o;
    }
    nlohmann::json j;
    j["sample"] = sample.relPath;
    j["backend"] = options.backend;
    j["device"] = options.device;
    j["seed"] = options.seed;
    j["warmup"] = options.warmup;
    j["trials"] = options.trials;
    j["e2e_ms"] = side.e2e;
    j["device_ms"] = side.device;
    std::ofstream(dir / (stem + ".json")) << j.dump(2) << "\n";
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace gnw::engine
