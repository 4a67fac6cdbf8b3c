#include "core/engine/measure/detail/BridgeSampleRunner.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/TimingSummary.h"
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
    return {Phase::Eager, failure::kEagerError}; // load, eager
}

std::vector<double> series(const nlohmann::json& side, const char* key) {
    std::vector<double> out;
    if (side.is_object() && side.contains(key) && side[key].is_array())
        for (const auto& v : side[key])
            if (v.is_number())
                out.push_back(v.get<double>());
    return out;
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
BridgeReply runKeptBridge(const BridgeFlavor& flavor, const BridgeScratch& scratch, double timeoutSeconds) {
    static std::mutex mutex;
    static BridgeSession session;
    const std::lock_guard lock(mutex);
    return session.run(flavor.python, flavor.framework, "measure", scratch.file("request.json"),
                       scratch.file("result.json"), timeoutSeconds);
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
    const bool paddle = flavor.framework == Framework::Paddle;
    details.baseline = flavor.baseline;
    details.protocol = options.protocol == kUpstreamProtocol ? kUpstreamProtocol : kInterleavedProtocol;
    details.threadSettings = threadSettingsJson();
    setPhase(o, Phase::Setup, onPhase);

    auto withInputs = loadWithInputs(sample, options, o);
    if (!withInputs)
        return o;
    LoadedSample& loaded = withInputs->loaded;
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
    nlohmann::json backendOptions = nlohmann::json::object();
    if (!options.backendOptions.empty()) {
        backendOptions = nlohmann::json::parse(options.backendOptions, nullptr, false);
        if (backendOptions.is_discarded() || !backendOptions.is_object()) {
            fail(o, failure::kCompileError,
                 "backend options are not a JSON object: " + options.backendOptions);
            return o;
        }
    }
    nlohmann::json request{{"sample_dir", sample.dir.string()},
                           {"result", scratch->file("result.json").string()},
                           {"backend", options.backend},
                           {"options", backendOptions},
                           {"device", options.device},
                           {"warmup", options.warmup},
                           {"trials", options.trials},
                           {"min_time_s", options.minTimeSeconds},
                           {"max_trials", options.maxTrials},
                           {"protocol", details.protocol},
                           {"seed", options.seed},
                           {"noise",
                            {{"threshold", options.fluctuationThreshold},
                             {"policy", options.fluctuationPolicy},
                             {"max_remeasures", options.maxRemeasures}}}};
    nlohmann::json asked = nlohmann::json::object();
    if (paddle) {
        request["inputs_dir"] = scratch->file("inputs").string();
        request["outputs_dir"] = scratch->file("outputs").string();
    } else {
        request["inputs"] = scratch->file("inputs.pt").string();
        request["outputs"] = scratch->file("outputs.pt").string();
        request["clone_inputs"] = mutatedInputs(loaded.graph);
        request["semantics"] = {{"grad_mode", options.semantics.gradMode},
                                {"dynamo_config", options.semantics.dynamoConfig},
                                {"default_device", options.semantics.defaultDevice}};
        asked = request["semantics"];
    }
    std::ofstream(scratch->file("request.json")) << request.dump() << "\n";
    asked["eager"] = flavor.eagerLabel;
    details.semantics = semanticsJson(std::move(asked), options);

    // The bridge measures eager, compiles and measures the compiled side in one go: the phase the runner
    // knows while it works is "compile", so a crash or hang there is the backend's.
    setPhase(o, Phase::Compile, onPhase);
    const BridgeReply reply =
        options.keepBridge
            ? runKeptBridge(flavor, *scratch, options.childTimeoutSeconds)
            : runBridge(flavor.python, "measure", scratch->file("request.json"), scratch->file("result.json"),
                        options.childTimeoutSeconds, flavor.framework);
    switch (reply.kind) {
    case BridgeReply::Kind::Answered:
        break;
    case BridgeReply::Kind::Crashed:
        // A SIGKILL that we did not send (a timeout is TimedOut) is the kernel's OOM killer, as for a
        // worker (WorkerProcess): a Paddle bridge holding 24 GB was killed so on a 23-GB machine.
        fail(o,
             isOutOfMemoryText(reply.message) || reply.signal == SIGKILL ? failure::kOutOfMemory
                                                                         : failure::kCrash,
             reply.message);
        return o;
    case BridgeReply::Kind::TimedOut:
        fail(o, failure::kTimeout, reply.message);
        return o;
    case BridgeReply::Kind::Garbage:
        fail(o, failure::kProtocolError, reply.message);
        return o;
    }
    const nlohmann::json& r = reply.json;
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
    if (!r.value("ok", false)) {
        const auto [phase, failureClass] = phaseOf(r.value("phase", std::string("eager")));
        o.phase = phase;
        const std::string error =
            r.value("error", std::string("the bridge reported a failure without a message"));
        fail(o, isOutOfMemoryText(error) ? failure::kOutOfMemory : failureClass, error);
        return o;
    }
    if (r.contains("compile_ms") && r["compile_ms"].is_number())
        o.compileMs = r["compile_ms"].get<double>();
    if (const auto dynamo = r.find("dynamo"); dynamo != r.end() && dynamo->is_object()) {
        details.graphBreaks = dynamo->value("graph_breaks", 0);
        details.recompiles = dynamo->value("recompiles", 0);
    }
    const nlohmann::json eager = r.value("eager", nlohmann::json::object());
    const nlohmann::json compiled = r.value("compiled", nlohmann::json::object());
    o.eagerE2eMs = series(eager, "e2e_ms");
    o.eagerDeviceMs = series(eager, "device_ms");
    o.compiledE2eMs = series(compiled, "e2e_ms");
    o.compiledDeviceMs = series(compiled, "device_ms");
    for (auto [side, kernel] :
         {std::pair{&eager, &details.eagerKernelMs}, std::pair{&compiled, &details.compiledKernelMs}})
        if (const auto k = side->find("kernel_ms"); k != side->end() && k->is_number())
            *kernel = k->get<double>();
    if (eager.contains("first_call_ms") && eager["first_call_ms"].is_number())
        o.eagerFirstCallMs = eager["first_call_ms"].get<double>();
    if (compiled.contains("first_call_ms") && compiled["first_call_ms"].is_number())
        o.compiledFirstCallMs = compiled["first_call_ms"].get<double>();
    // Pairs under the interleaved protocol; under upstream's each side has its own count.
    const std::size_t most = static_cast<std::size_t>(std::max(options.trials, options.maxTrials));
    const auto outOfRange = [&](std::size_t n) {
        return n < static_cast<std::size_t>(options.trials) || n > most;
    };
    if ((details.protocol == kInterleavedProtocol && o.eagerE2eMs.size() != o.compiledE2eMs.size()) ||
        outOfRange(o.eagerE2eMs.size()) || outOfRange(o.compiledE2eMs.size())) {
        fail(o, failure::kProtocolError,
             "protocol error: the Python bridge returned " + std::to_string(o.eagerE2eMs.size()) +
                 " eager and " + std::to_string(o.compiledE2eMs.size()) + " compiled trials, expected " +
                 std::to_string(options.trials) +
                 (most > static_cast<std::size_t>(options.trials) ? " to " + std::to_string(most)
                                                                  : std::string()) +
                 " each");
        return o;
    }
    // The bridge re-measured noisy trials under the remeasure policy; what is left is flagged or, under
    // upstream's "fail", fails here as for a native backend.
    if (!settleNoise(o, options, r.value("remeasures", 0)))
        return o;

    setPhase(o, Phase::Compare, onPhase);
    auto eagerOutputs = loadOutputs(flavor, *scratch, "eager");
    auto compiledOutputs = loadOutputs(flavor, *scratch, "compiled");
    if (!eagerOutputs || !compiledOutputs) {
        fail(o, failure::kProtocolError,
             "protocol error: the Python bridge's outputs are unreadable: " +
                 (!eagerOutputs ? eagerOutputs.error() : compiledOutputs.error()).toString());
        return o;
    }
    o.eagerDtypes = dtypesOf(*eagerOutputs);
    if (!guarded(o, failure::kRuntimeError,
                 [&] { o.comparison = compareOutputs(*eagerOutputs, *compiledOutputs); }))
        return o;
    if (!options.saveIoDir.empty()) {
        auto saved =
            saveTensorFile(options.saveIoDir / (fileStemOf(sample.relPath) + ".pt"),
                           {{"inputs", &inputs}, {"eager", &*eagerOutputs}, {"compiled", &*compiledOutputs}});
        if (!saved)
            o.message = "inputs/outputs not saved: " + saved.error().toString();
    }
    if (details.graphBreaks && *details.graphBreaks > 0 && o.message.empty()) {
        std::string reasons;
        for (const auto& reason : r["dynamo"].value("break_reasons", std::vector<std::string>{}))
            reasons += (reasons.empty() ? "" : "; ") + reason;
        o.message = std::to_string(*details.graphBreaks) + " graph break(s): " + reasons;
    }
    classifyComparison(o);
    setPhase(o, Phase::Done, onPhase);
    return o;
}

} // namespace gnw::engine::detail
