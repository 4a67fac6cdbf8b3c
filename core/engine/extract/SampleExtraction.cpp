#include "core/engine/extract/SampleExtraction.h"

#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/detail/BridgeSides.h"

#include <fstream>
#include <limits>

namespace gnw::engine {

namespace {
// A difference the bridge could not take (outputs of another shape or dtype) comes as null: infinite.
double numberOr(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : std::numeric_limits<double>::infinity();
}
} // namespace

bool Extraction::clean() const {
    if (!reproducesModel || samples.empty())
        return false;
    for (const auto& s : samples)
        if (!s.reproducesGraph || !s.validation.clean())
            return false;
    return true;
}

Result<Extraction> extractSample(const ExtractionRequest& request, const SampleAnalyzer* analyzer,
                                 const std::function<void(const std::string&)>& progress) {
    const auto say = [&progress](const std::string& line) {
        if (progress)
            progress(line);
    };
    namespace fs = std::filesystem;
    const auto modelFile = fs::absolute(request.modelFile).lexically_normal();
    std::error_code ec;
    if (!fs::is_regular_file(modelFile, ec))
        return Error{modelFile.string(), 0, 0, "no such model file"};
    const BridgeScratch scratch;
    const auto outDir = fs::absolute(request.outDir).lexically_normal();
    const nlohmann::json req{{"protocol_version", detail::kBridgeProtocolVersion},
                             {"model_file", modelFile.string()},
                             {"factory", request.factory},
                             {"out_dir", outDir.string()},
                             {"name", request.name},
                             {"dynamic", request.dynamic},
                             {"source", request.source},
                             {"tag", request.heuristicTag},
                             {"result", scratch.file("result.json").string()}};
    std::ofstream(scratch.file("request.json")) << req.dump();
    const std::string python = bridgePython(request.python);
    say("capturing " + request.name + " with TorchDynamo and checking it against the model (" + python + ")");
    const BridgeReply reply = runBridge(python, "extract", scratch.file("request.json"),
                                        scratch.file("result.json"), request.timeoutSeconds);
    if (reply.kind != BridgeReply::Kind::Answered)
        return Error{modelFile.string(), 0, 0,
                     "the Python bridge (" + python + ") did not finish: " + reply.message};
    const nlohmann::json& r = reply.json;
    if (!r.value("ok", false)) {
        // The bridge names the model file's line itself when the failure lies there.
        const std::string message = r.value("error", std::string("no reason given"));
        const bool located = message.starts_with(modelFile.string());
        return Error{located ? std::string() : modelFile.string(), 0, 0,
                     "extraction failed (" + r.value("phase", std::string("?")) + "): " + message};
    }
    Extraction out;
    out.reproducesModel = r.value("reproduces_model", false);
    out.modelMaxAbsDiff = numberOr(r, "model_max_abs_diff");
    out.torchVersion = r.value("torch_version", std::string());
    for (const auto& s : r.at("samples")) {
        ExtractedSample sample;
        sample.dir = s.at("dir").get<std::string>();
        sample.graphHash = s.value("graph_hash", std::string());
        sample.placeholders = s.value("placeholders", 0);
        sample.reproducesGraph = s.value("reproduces_graph", false);
        sample.maxAbsDiff = numberOr(s, "max_abs_diff");
        sample.heuristicTag = s.value("heuristic_tag", std::string());
        sample.dtypePasses = s.value("dtype_passes", std::vector<std::string>{});
        const auto rel = sample.dir.lexically_relative(outDir).generic_string();
        say("validating " + rel);
        sample.validation = validateSample(SampleLocation{sample.dir, rel}, analyzer);
        out.samples.push_back(std::move(sample));
    }
    return out;
}

} // namespace gnw::engine
