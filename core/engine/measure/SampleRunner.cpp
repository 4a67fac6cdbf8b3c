#include "core/engine/measure/SampleRunner.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/device/MallocThresholds.h"
#include "core/engine/measure/MeasurementScheduler.h"
#include "core/engine/measure/detail/BridgeSampleRunner.h"
#include "core/engine/measure/detail/Measurement.h"
#include "core/engine/measure/detail/NativeSides.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <exception>
#include <fstream>
#include <optional>
#include <set>

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

// The inputs of both sides: the eager side's, the compiled side's (its own copy of the inputs the graph
// writes into, the others shared) and, for --save-io of a graph that writes into its inputs, a pristine
// copy. A second copy of a 5.6 GB model's weights was what killed the worker for memory, so only the
// written inputs are copied; the same seed gives the same values, tensor by tensor.
struct SideInputs {
    TensorList compiled;
    TensorList pristine;
    bool mutates = false;
};

std::optional<SideInputs> inputsForSides(SampleOutcome& o, const SampleWithInputs& s,
                                         const SampleRunOptions& options) {
    const std::set<std::string> written = mutatedInputs(s.loaded.graph);
    SideInputs out;
    out.mutates = !written.empty();
    if (!out.mutates) {
        out.compiled = s.inputs;
        return out;
    }
    const auto withOwnCopies = [&](const TensorList& own) {
        TensorList merged;
        for (size_t i = 0; i < s.inputs.size(); ++i) {
            const std::string& name = s.inputs.impl().names[i];
            const auto at = std::find(own.impl().names.begin(), own.impl().names.end(), name);
            merged.impl().add(name,
                              at == own.impl().names.end()
                                  ? s.inputs.impl().tensors[i]
                                  : own.impl().tensors[static_cast<size_t>(at - own.impl().names.begin())]);
        }
        return merged;
    };
    for (TensorList* target : {&out.compiled, options.saveIoDir.empty() ? nullptr : &out.pristine}) {
        if (!target)
            continue;
        auto own = inputsFor(s.loaded, options, &written);
        if (!own) {
            fail(o, failure::kEagerError, own.error().toString());
            return std::nullopt;
        }
        *target = withOwnCopies(*own);
    }
    return out;
}

// What a native result records about how it was measured.
void describeNative(SampleOutcome& o, const Backend& backend, const SampleRunOptions& options,
                    const MeasurementScheduler& scheduler) {
    const bool fromReference = scheduler.baseline() == Baseline::Given;
    MeasurementDetails& details = o.details;
    details.backend = options.backend;
    details.backendVersion = backend.version();
    details.backendOptions = options.backendOptions;
    details.baseline = fromReference ? "reference" : "eager";
    details.protocol = scheduler.protocol();
    details.threadSettings = threadSettingsJson();
    // The C++ interpreter runs under c10::InferenceMode (GraphInterpreter.cpp); so does an AOTInductor
    // package. The bridge's Python semantics do not apply to either side.
    details.semantics = semanticsJson({{"eager", fromReference ? "reference" : "C++ interpreter"},
                                       {"grad_mode", "inference_mode"}},
                                      options);
}

// The failure class of a native measurement's step: the eager side's, the backend's preparation, its calls.
void failNativeStep(SampleOutcome& o, const StepFailure& f) {
    failStepAs(o, f,
               f.step == Step::EagerCalls ? failure::kEagerError
               : f.step == Step::Compile  ? failure::kCompileError
                                          : failure::kRuntimeError);
}

// The backend, or nullptr with `o` failed: unknown, or for another framework than the sample's.
const Backend* backendFor(SampleOutcome& o, const SampleLocation& sample, const SampleRunOptions& options,
                          const char* failureClass) {
    const Backend* backend = findBackend(options.backend);
    if (!backend) {
        fail(o, failureClass, "unknown backend '" + options.backend + "'");
        return nullptr;
    }
    if (const std::string why = frameworkMismatch(*backend, sampleFramework(sample)); !why.empty()) {
        fail(o, failureClass, why);
        return nullptr;
    }
    return backend;
}

SampleOutcome runNativeSample(SampleOutcome o, const Backend& backend, const SampleLocation& sample,
                              const SampleRunOptions& options, const DeviceClock& clock,
                              const PhaseCallback& onPhase) {
    const bool fromReference = !options.referenceDir.empty();
    MeasurementScheduler scheduler(options, clock.hasEvents(),
                                   fromReference ? Baseline::Given : Baseline::Measured);
    describeNative(o, backend, options, scheduler);
    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    const auto sideInputs = inputsForSides(o, *withInputs, options);
    if (!sideInputs)
        return o;
    releaseFreeHeap(); // what synthesis drew and dropped
    const std::string stem = fileStemOf(sample.relPath);

    // Eager side: the interpreter, or the stored reference.
    Side eager, compiled;
    std::unique_ptr<PreparedGraph> eagerGraph;
    TensorList referenceOutputs;
    if (fromReference) {
        if (!loadReference(o, options, stem, referenceOutputs))
            return o;
    } else {
        auto prepared = findBackend("eager")->prepare(withInputs->loaded.graph,
                                                      contextFor(sample, options, &withInputs->inputs));
        if (!prepared) {
            fail(o, failure::kEagerError, prepared.error().toString());
            return o;
        }
        eagerGraph = std::move(*prepared);
        eager.graph = eagerGraph.get();
        eager.inputs = &withInputs->inputs;
    }
    const TensorList& eagerOutputs = fromReference ? referenceOutputs : eager.outputs;
    compiled.inputs = &sideInputs->compiled;
    NativeSides sides(clock, eager, compiled, [&] {
        auto prepared =
            backend.prepare(withInputs->loaded.graph, contextFor(sample, options, compiled.inputs));
        if (!prepared)
            throw std::runtime_error(prepared.error().toString());
        return std::move(*prepared);
    });
    const auto beforePhase = [&](Phase p) {
        if (p != Phase::Compile)
            return;
        o.eagerDtypes = dtypesOf(eagerOutputs);
        releaseFreeHeap(); // what the eager side's calls freed, before the backend's start
    };
    if (!runSchedule(o, scheduler, sides, beforePhase, onPhase, failNativeStep))
        return o;
    recordMeasurement(o, scheduler);

    setPhase(o, Phase::Compare, onPhase);
    if (!guarded(o, failure::kRuntimeError,
                 [&] { o.comparison = compareOutputs(eagerOutputs, compiled.outputs); }))
        return o;
    o.message = sides.compiledGraph()->note();
    if (!options.saveIoDir.empty()) {
        auto saved =
            saveTensorFile(options.saveIoDir / (stem + ".pt"),
                           {{"inputs", sideInputs->mutates ? &sideInputs->pristine : &withInputs->inputs},
                            {"eager", &eagerOutputs},
                            {"compiled", &compiled.outputs}});
        if (!saved)
            o.message = "inputs/outputs not saved: " + saved.error().toString();
    }
    classifyComparison(o);
    flagIdentityOutsideBand(o, backend, options);
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace

SampleOutcome runSample(const SampleLocation& sample, const SampleRunOptions& options,
                        const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = backendFor(o, sample, options, failure::kCompileError);
    if (!backend)
        return o;
    if (!backend->viaBridge())
        return runNativeSample(std::move(o), *backend, sample, options, clock, onPhase);
    if (!options.referenceDir.empty()) {
        fail(o, failure::kCompileError,
             "backend '" + options.backend +
                 "' runs in the Python bridge, which cannot compare against a stored "
                 "reference; use a native backend (nope, aot-inductor)");
        return o;
    }
    return runBridgeSample(sample, options, onPhase);
}

SampleOutcome recordReference(const SampleLocation& sample, const SampleRunOptions& options,
                              const std::filesystem::path& dir, const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    const DeviceClock clock(options.device);
    o.deviceTimes = clock.hasEvents();
    setPhase(o, Phase::Setup, onPhase);
    const Backend* backend = backendFor(o, sample, options, failure::kEagerError);
    if (!backend)
        return o;
    if (backend->viaBridge()) {
        fail(o, failure::kEagerError,
             "a reference needs a native backend (eager, nope, aot-inductor), not '" + options.backend + "'");
        return o;
    }
    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    // The backend is the only side: the scheduler measures it as the compiled side of a given baseline.
    // The reference's job is its outputs: a noisy machine must not refuse them, so no fluctuation guard
    // here (the timings are stored as measured, and the run against the reference applies its own guard).
    SampleRunOptions unguarded = options;
    unguarded.fluctuationThreshold = 0;
    MeasurementScheduler scheduler(unguarded, clock.hasEvents(), Baseline::Given);
    Side unused, side;
    side.inputs = &withInputs->inputs;
    NativeSides sides(clock, unused, side, [&] {
        auto prepared = backend->prepare(withInputs->loaded.graph, contextFor(sample, options, side.inputs));
        if (!prepared)
            throw std::runtime_error(prepared.error().toString());
        return std::move(*prepared);
    });
    // Its calls are the reference's eager side, and their failures eager errors.
    const auto asEager = [&](const SampleOutcome& now) {
        SampleOutcome shown = now;
        if (shown.phase == Phase::Compiled)
            shown.phase = Phase::Eager;
        if (onPhase)
            onPhase(shown);
    };
    const bool ok =
        runSchedule(o, scheduler, sides, {}, asEager, [](SampleOutcome& failed, const StepFailure& f) {
            failStepAs(failed, f, failure::kEagerError);
        });
    o.eagerFirstCallMs = o.compiledFirstCallMs;
    o.eagerE2eMs = o.compiledE2eMs;
    o.eagerDeviceMs = o.compiledDeviceMs;
    o.compiledFirstCallMs.reset();
    o.compiledE2eMs.clear();
    o.compiledDeviceMs.clear();
    if (!ok) {
        if (o.phase == Phase::Compiled)
            o.phase = Phase::Eager;
        return o;
    }
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
    j["e2e_ms"] = o.eagerE2eMs;
    j["device_ms"] = o.eagerDeviceMs;
    std::ofstream(dir / (stem + ".json")) << j.dump(2) << "\n";
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace gnw::engine
