#include "core/engine/measure/detail/BridgeSampleRunner.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/MeasurementScheduler.h"
#include "core/engine/measure/TimingSummary.h"
#include "core/engine/measure/detail/BridgeSides.h"
#include "core/engine/measure/detail/Measurement.h"
#include "core/engine/measure/detail/SampleLoading.h"
#include "core/engine/tensors/NpyFiles.h"
#include "core/engine/tensors/TensorFiles.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <csignal>
#include <fstream>
#include <mutex>

namespace gnw::engine::detail {

namespace {

// The bridge's phase names -> ours and the failure class a failure there gets.
std::pair<Phase, const char*> phaseOf(const std::string& bridgePhase) {
    if (bridgePhase == "compile")
        return {Phase::Compile, failure::kCompileError};
    if (bridgePhase == "compiled")
        return {Phase::Compiled, failure::kRuntimeError};
    if (bridgePhase == "protocol") // the bridge did not understand the request or a step
        return {Phase::Setup, failure::kProtocolError};
    return {Phase::Eager, failure::kEagerError}; // load, eager
}

// What differs between the torch bridge and the Paddle bridge: the Paddle environment has no torch, so
// tensors travel as .npy folders instead of torch.save files, and the request has no torch semantics.
struct BridgeFlavor {
    Framework framework = Framework::Torch;
    std::string python;
    std::string baseline;   // details.baseline
    std::string eagerLabel; // semantics' "eager" before the bridge says
};

BridgeFlavor flavorOf(const SampleRunOptions& options) {
    const Backend* backend = findBackend(options.backend);
    if (backend && backend->framework() == Framework::Paddle)
        return {Framework::Paddle, bridgePython(options.paddlePython, Framework::Paddle), "paddle-dygraph",
                "Paddle dygraph"};
    return {Framework::Torch,
            bridgePython(options.python, Framework::Torch, backend ? backend->environment() : ""),
            "python-eager", "Python eager"};
}

Status saveInputs(const BridgeFlavor& flavor, const BridgeScratch& scratch, const TensorList& inputs) {
    if (flavor.framework == Framework::Paddle)
        return saveNpyFolder(scratch.file("inputs"), inputs);
    return saveTensorFile(scratch.file("inputs.pt"), {{"inputs", &inputs}});
}

Result<TensorList> loadOutputs(const BridgeFlavor& flavor, const BridgeScratch& scratch,
                               const std::string& side) {
    if (flavor.framework == Framework::Paddle)
        return loadNpyFolder(scratch.file("outputs") / side);
    return loadTensorGroup(scratch.file("outputs.pt"), side);
}

// The bridge SampleRunOptions::keepBridge keeps: one per process, for one request at a time.
struct KeptBridge {
    std::mutex mutex;
    BridgeSession session;
};
KeptBridge& keptBridge() {
    static KeptBridge kept;
    return kept;
}

// The request's fixed part (what to load, where the files are, how Python runs the model); the schedule
// is not in it: the bridge learns it call by call (BridgeSides).
bool writeRequest(SampleOutcome& o, const SampleLocation& sample, const SampleRunOptions& options,
                  const BridgeFlavor& flavor, const BridgeScratch& scratch, const LoadedSample& loaded) {
    nlohmann::json backendOptions = nlohmann::json::object();
    if (!options.backendOptions.empty()) {
        backendOptions = nlohmann::json::parse(options.backendOptions, nullptr, false);
        if (backendOptions.is_discarded() || !backendOptions.is_object()) {
            fail(o, failure::kCompileError,
                 "backend options are not a JSON object: " + options.backendOptions);
            return false;
        }
    }
    nlohmann::json request{{"protocol_version", kBridgeProtocolVersion},
                           {"sample_dir", sample.dir.string()},
                           {"result", scratch.file("result.json").string()},
                           {"backend", options.backend},
                           {"options", backendOptions},
                           {"device", options.device}};
    nlohmann::json asked = nlohmann::json::object();
    if (flavor.framework == Framework::Paddle) {
        request["inputs_dir"] = scratch.file("inputs").string();
        request["outputs_dir"] = scratch.file("outputs").string();
    } else {
        request["inputs"] = scratch.file("inputs.pt").string();
        request["outputs"] = scratch.file("outputs.pt").string();
        request["clone_inputs"] = mutatedInputs(loaded.graph);
        request["semantics"] = {{"grad_mode", options.semantics.gradMode},
                                {"dynamo_config", options.semantics.dynamoConfig},
                                {"default_device", options.semantics.defaultDevice}};
        asked = request["semantics"];
    }
    std::ofstream(scratch.file("request.json")) << request.dump() << "\n";
    asked["eager"] = flavor.eagerLabel;
    o.details.semantics = semanticsJson(std::move(asked), options);
    return true;
}

// A bridge request that did not answer as asked: crashed, hung, garbage, or its own failure report.
void failFromReply(SampleOutcome& o, const BridgeReply& reply) {
    switch (reply.kind) {
    case BridgeReply::Kind::Crashed:
        // A SIGKILL that we did not send (a timeout is TimedOut) is the kernel's OOM killer, as for a
        // worker (WorkerProcess): a Paddle bridge holding 24 GB was killed so on a 23-GB machine.
        fail(o,
             isOutOfMemoryText(reply.message) || reply.signal == SIGKILL ? failure::kOutOfMemory
                                                                         : failure::kCrash,
             reply.message);
        return;
    case BridgeReply::Kind::TimedOut:
        fail(o, failure::kTimeout, reply.message);
        return;
    case BridgeReply::Kind::Garbage:
        fail(o, failure::kProtocolError, reply.message);
        return;
    case BridgeReply::Kind::Answered:
        break;
    }
    const nlohmann::json& r = reply.json;
    if (reply.stepReply || r.value("ok", false)) {
        fail(o, failure::kProtocolError,
             "protocol error: the Python bridge ended the request early with " + r.dump().substr(0, 200));
        return;
    }
    const auto [phase, failureClass] = phaseOf(r.value("phase", std::string("eager")));
    o.phase = phase;
    const std::string error =
        r.value("error", std::string("the bridge reported a failure without a message"));
    fail(o, isOutOfMemoryText(error) ? failure::kOutOfMemory : failureClass, error);
}

void failBridgeStep(SampleOutcome& o, const StepFailure& f) {
    try {
        std::rethrow_exception(f.cause);
    } catch (const BridgeEnded& ended) {
        failFromReply(o, ended.reply);
    } catch (const std::exception& e) {
        fail(o, failure::kProtocolError, e.what());
    }
}

// What the bridge's answer says about the measurement: versions, semantics as applied, dynamo's counters,
// kernel times.
void readAnswer(SampleOutcome& o, const nlohmann::json& r, const SampleRunOptions& options,
                const BridgeFlavor& flavor) {
    MeasurementDetails& details = o.details;
    details.backendVersion = r.value("backend_version", std::string());
    // As the bridge applied them (with the dynamo flags it set).
    if (const auto applied = r.find("semantics"); applied != r.end() && applied->is_object()) {
        nlohmann::json semantics = *applied;
        if (!semantics.contains("eager"))
            semantics["eager"] = flavor.eagerLabel;
        else if (semantics["eager"] == "Paddle static graph")
            details.baseline = "paddle-static-graph"; // cinn's baseline, as upstream's
        details.semantics = semanticsJson(std::move(semantics), options);
    }
    if (const auto dynamo = r.find("dynamo"); dynamo != r.end() && dynamo->is_object()) {
        details.graphBreaks = dynamo->value("graph_breaks", 0);
        details.recompiles = dynamo->value("recompiles", 0);
    }
    for (auto [side, kernel] :
         {std::pair{"eager", &details.eagerKernelMs}, std::pair{"compiled", &details.compiledKernelMs}})
        if (const auto k = r.find(std::string(side) + "_kernel_ms"); k != r.end() && k->is_number())
            *kernel = k->get<double>();
    if (details.graphBreaks && *details.graphBreaks > 0 && o.message.empty()) {
        std::string reasons;
        for (const auto& reason : r["dynamo"].value("break_reasons", std::vector<std::string>{}))
            reasons += (reasons.empty() ? "" : "; ") + reason;
        o.message = std::to_string(*details.graphBreaks) + " graph break(s): " + reasons;
    }
}

// The outputs both sides returned, compared as for any backend (and saved with --save-io); false when
// they could not be compared.
bool compareOutputsOf(SampleOutcome& o, const SampleLocation& sample, const SampleRunOptions& options,
                      const BridgeFlavor& flavor, const BridgeScratch& scratch, const TensorList& inputs) {
    auto eagerOutputs = loadOutputs(flavor, scratch, "eager");
    auto compiledOutputs = loadOutputs(flavor, scratch, "compiled");
    if (!eagerOutputs || !compiledOutputs) {
        fail(o, failure::kProtocolError,
             "protocol error: the Python bridge's outputs are unreadable: " +
                 (!eagerOutputs ? eagerOutputs.error() : compiledOutputs.error()).toString());
        return false;
    }
    o.eagerDtypes = dtypesOf(*eagerOutputs);
    if (!guarded(o, failure::kRuntimeError,
                 [&] { o.comparison = compareOutputs(*eagerOutputs, *compiledOutputs); }))
        return false;
    if (!options.saveIoDir.empty()) {
        auto saved =
            saveTensorFile(options.saveIoDir / (fileStemOf(sample.relPath) + ".pt"),
                           {{"inputs", &inputs}, {"eager", &*eagerOutputs}, {"compiled", &*compiledOutputs}});
        if (!saved)
            o.message = "inputs/outputs not saved: " + saved.error().toString();
    }
    classifyComparison(o);
    return true;
}

// Times both sides through the bridge under the scheduler and finishes the request; false with `o` failed.
bool measureThroughBridge(SampleOutcome& o, BridgeSession& session, const SampleRunOptions& options,
                          const BridgeFlavor& flavor, const BridgeScratch& scratch,
                          const PhaseCallback& onPhase) {
    const BridgeReply begun =
        session.begin(flavor.python, flavor.framework, "measure", scratch.file("request.json"),
                      scratch.file("result.json"), options.childTimeoutSeconds);
    if (!begun.stepReply) {
        failFromReply(o, begun);
        return false;
    }
    MeasurementScheduler scheduler(options, o.deviceTimes);
    BridgeSides sides(session);
    if (!runSchedule(o, scheduler, sides, {}, onPhase, failBridgeStep))
        return false;
    // Lazily compiling backends (torch.compile) compile inside the first call: their compile time is the
    // preparation plus the first call, the steady state is measured apart.
    o.compileMs = o.compileMs.value_or(0) + o.compiledFirstCallMs.value_or(0);
    const BridgeReply answer = sides.finish(options.trials);
    if (answer.stepReply || answer.kind != BridgeReply::Kind::Answered || !answer.json.value("ok", false)) {
        failFromReply(o, answer);
        return false;
    }
    readAnswer(o, answer.json, options, flavor);
    recordMeasurement(o, scheduler);
    return true;
}

} // namespace

SampleOutcome runBridgeSample(const SampleLocation& sample, const SampleRunOptions& options,
                              const PhaseCallback& onPhase) {
    SampleOutcome o;
    o.samplePath = sample.dir.string();
    o.deviceTimes = options.device.starts_with("cuda");
    MeasurementDetails& details = o.details;
    details.backend = options.backend;
    details.backendOptions = options.backendOptions;
    const BridgeFlavor flavor = flavorOf(options);
    details.baseline = flavor.baseline;
    details.protocol = MeasurementScheduler(options, o.deviceTimes).protocol();
    details.threadSettings = threadSettingsJson();
    setPhase(o, Phase::Setup, onPhase);

    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    TensorList& inputs = withInputs->inputs;
    std::optional<BridgeScratch> scratch;
    try {
        scratch.emplace();
    } catch (const std::exception& e) {
        fail(o, failure::kEagerError, e.what());
        return o;
    }
    // The exact tensors the C++ engine synthesized: both engines see the same inputs.
    if (auto saved = saveInputs(flavor, *scratch, inputs); !saved) {
        fail(o, failure::kEagerError, saved.error().toString());
        return o;
    }
    // The bridge has its own copy now: this process's would only double the sample's memory while the
    // bridge runs (a 1.3B-parameter model's 5.2 GB), unless --save-io saves it afterwards.
    if (options.saveIoDir.empty())
        inputs = TensorList();
    if (!writeRequest(o, sample, options, flavor, *scratch, withInputs->loaded))
        return o;
    bool measured = false;
    if (options.keepBridge) {
        KeptBridge& kept = keptBridge();
        const std::lock_guard lock(kept.mutex);
        measured = measureThroughBridge(o, kept.session, options, flavor, *scratch, onPhase);
    } else {
        BridgeSession own; // one process per sample, ended with it
        measured = measureThroughBridge(o, own, options, flavor, *scratch, onPhase);
    }
    if (!measured)
        return o;
    setPhase(o, Phase::Compare, onPhase);
    if (!compareOutputsOf(o, sample, options, flavor, *scratch, inputs))
        return o;
    if (const Backend* backend = findBackend(options.backend))
        flagIdentityOutsideBand(o, *backend, options);
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace gnw::engine::detail
