#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/detail/BridgeSides.h"
#include "core/engine/profile/detail/NodeTimes.h"
#include "core/engine/tensors/NpyFiles.h"
#include "core/engine/tensors/TensorFiles.h"

#include <fstream>
#include <map>

namespace gnw::engine::detail {

namespace {
// A profile is tens of calls of one graph; an hour would mean something is stuck.
constexpr double kBridgeTimeoutSeconds = 3600;
} // namespace

Result<NodeTimes> timeBridgeStatements(const SampleLocation& sample, const LoadedSample& loaded,
                                       const EagerProfileOptions& options, const std::string& python,
                                       const ProfileProgress& progress) {
    const Graph& graph = loaded.graph;
    const bool paddle = graph.framework == Framework::Paddle;
    auto inputs = profileInputs(loaded, options);
    if (!inputs)
        return inputs.error();
    // The same tensors a measurement hands its bridge (BridgeSampleRunner): .npy files for Paddle, whose
    // environment has no torch; a torch.save file for torch.
    BridgeScratch scratch;
    nlohmann::json request{{"protocol_version", kBridgeProtocolVersion},
                           {"sample_dir", sample.dir.string()},
                           {"device", options.device},
                           {"warmup", options.warmup},
                           {"trials", options.trials},
                           {"result", scratch.file("result.json").string()}};
    const Status saved = paddle ? saveNpyFolder(scratch.file("inputs"), *inputs)
                                : saveTensorFile(scratch.file("inputs.pt"), {{"inputs", &*inputs}});
    if (!saved)
        return saved.error();
    if (paddle)
        request["inputs_dir"] = scratch.file("inputs").string();
    else
        request["inputs"] = scratch.file("inputs.pt").string();
    std::ofstream(scratch.file("request.json")) << request.dump() << "\n";
    progress(std::string(paddle ? "Paddle dygraph" : "Python eager") + " in " + python + ": warm-up " +
             std::to_string(options.warmup) + ", " + std::to_string(options.trials) +
             " trials with a clock per statement");
    const Framework framework = paddle ? Framework::Paddle : Framework::Torch;
    const BridgeReply reply = runBridge(python, "profile", scratch.file("request.json"),
                                        scratch.file("result.json"), kBridgeTimeoutSeconds, framework);
    if (reply.kind != BridgeReply::Kind::Answered)
        return Error{graph.fileName, 0, 0,
                     "the Python bridge (" + python + ") did not answer: " + reply.message};
    const nlohmann::json& r = reply.json;
    if (!r.value("ok", false))
        return Error{graph.fileName, 0, 0,
                     "the profile failed in " + r.value("phase", std::string("?")) + ": " +
                         r.value("error", std::string("no reason given"))};
    NodeTimes out;
    out.baseline = r.value("baseline", std::string(paddle ? "Paddle dygraph" : "Python eager"));
    out.callMs = r.value("eager_call_ms", 0.0);
    out.nodeMs.assign(graph.nodes.size(), 0.0);
    // A statement's time goes to the first node of its line (a `builtin.split` lowers to several); one
    // that defines no node (the `return`, an alias `l_x_ = L_x_`) is counted apart.
    std::map<int, std::size_t> firstNodeOfLine;
    for (std::size_t n = 0; n < graph.nodes.size(); ++n)
        firstNodeOfLine.emplace(graph.nodes[n].span.line, n);
    try {
        for (const auto& s : r.at("statements")) {
            const auto node = firstNodeOfLine.find(s.at("line").get<int>());
            if (node == firstNodeOfLine.end())
                out.unattributedMs += s.at("ms").get<double>();
            else
                out.nodeMs[node->second] += s.at("ms").get<double>();
        }
    } catch (const nlohmann::json::exception& e) {
        return Error{graph.fileName, 0, 0, std::string("the bridge's profile is malformed: ") + e.what()};
    }
    return out;
}

} // namespace gnw::engine::detail
