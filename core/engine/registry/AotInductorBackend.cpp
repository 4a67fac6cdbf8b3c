#include "core/engine/registry/detail/AotInductorBackend.h"

#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/tensors/detail/TensorListImpl.h"
#include "core/logs/LogDigest.h"
#include "core/util/FileIO.h"

#include <torch/csrc/inductor/aoti_package/model_package_loader.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace gnw::engine {

namespace {

// Everything the compiled package depends on: the graph's source, the inputs' names, shapes and dtypes
// (weights are inputs of a GraphNet graph, so their values do not matter), torch, device and options.
std::string cacheKey(const PrepareContext& c, const std::string& modelSource) {
    std::ostringstream key;
    key << "graphnet-workbench aot-inductor v1\n" << libtorchVersion() << "\n" << c.device << "\n"
        << c.optionsJson << "\n" << modelSource << "\n";
    const auto& impl = c.inputs->impl();
    for (std::size_t i = 0; i < impl.tensors.size(); ++i) {
        key << impl.names[i] << ' ' << impl.tensors[i].scalar_type();
        for (const auto d : impl.tensors[i].sizes())
            key << ' ' << d;
        key << '\n';
    }
    return logDigest(key.str());
}

class AotInductorGraph final : public PreparedGraph {
public:
    AotInductorGraph(const std::string& package, std::vector<std::string> inputOrder, std::string note)
        : m_loader(package), m_inputOrder(std::move(inputOrder)), m_note(std::move(note)) {}

    TensorList run(const TensorList& inputs) override {
        const auto& in = inputs.impl();
        std::vector<at::Tensor> args;
        args.reserve(m_inputOrder.size());
        for (const auto& name : m_inputOrder) {
            std::size_t i = 0;
            while (i < in.names.size() && in.names[i] != name)
                ++i;
            if (i == in.names.size())
                throw std::runtime_error("aot-inductor: the package expects an input '" + name +
                                         "' that this sample does not have");
            args.push_back(in.tensors[i]);
        }
        TensorList out;
        auto results = m_loader.run(args);
        for (std::size_t i = 0; i < results.size(); ++i)
            out.impl().add("output_" + std::to_string(i), std::move(results[i]));
        return out;
    }
    std::string note() const override { return m_note; }

private:
    torch::inductor::AOTIModelPackageLoader m_loader;
    std::vector<std::string> m_inputOrder;
    std::string m_note;
};

class AotInductorBackend final : public Backend {
public:
    std::string_view name() const override { return "aot-inductor"; }
    bool preparedByBridge() const override { return true; }
    bool needsCxxCompiler() const override { return true; }
    std::string_view summary() const override {
        return "AOTInductor: torch.export + aoti_compile_and_package in the bridge (cached .pt2), loaded and "
               "timed in C++ against the C++ eager";
    }
    bool compiles() const override { return true; }

    Result<std::unique_ptr<PreparedGraph>> prepare(const Graph&, const PrepareContext& c) const override {
        if (!c.inputs || c.sampleDir.empty())
            return Error{"", 0, 0, "aot-inductor needs the sample's folder and inputs to export the graph"};
        auto source = readFile(c.sampleDir / "model.py");
        if (!source)
            return source.error();
        const std::filesystem::path dir = (c.cacheDir.empty() ? compileCacheDir() : c.cacheDir) / "aot-inductor";
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        if (ec)
            return Error{dir.string(), 0, 0, "cannot create the compile cache: " + ec.message()};
        const std::string key = cacheKey(c, *source);
        const std::filesystem::path package = dir / (key + ".pt2");
        const std::filesystem::path order = dir / (key + ".inputs.json");
        std::string note = "aot-inductor package from the cache (" + package.string() + ")";
        if (!std::filesystem::exists(package) || !std::filesystem::exists(order)) {
            if (auto built = build(c, package); !built)
                return built.error();
            nlohmann::json names = c.inputs->impl().names;
            std::ofstream(order) << names.dump() << "\n";
            note = "aot-inductor package compiled (" + package.string() + ")";
        }
        std::vector<std::string> inputOrder;
        try {
            std::ifstream in(order);
            inputOrder = nlohmann::json::parse(in).get<std::vector<std::string>>();
            return std::unique_ptr<PreparedGraph>(
                std::make_unique<AotInductorGraph>(package.string(), std::move(inputOrder), note));
        } catch (const std::exception& e) {
            return Error{package.string(), 0, 0, std::string("cannot load the AOTInductor package: ") + e.what()};
        }
    }

private:
    // The bridge exports and compiles; the package appears whole (renamed into place) or not at all.
    static Status build(const PrepareContext& c, const std::filesystem::path& package) {
        BridgeScratch scratch;
        if (auto saved = saveTensorFile(scratch.file("inputs.pt"), {{"inputs", c.inputs}}); !saved)
            return saved.error();
        nlohmann::json request{{"sample_dir", c.sampleDir.string()},
                               {"inputs", scratch.file("inputs.pt").string()},
                               {"result", scratch.file("result.json").string()},
                               {"package", package.string()},
                               {"device", c.device},
                               {"options", c.optionsJson.empty() ? nlohmann::json::object()
                                                                 : nlohmann::json::parse(c.optionsJson)}};
        std::ofstream(scratch.file("request.json")) << request.dump() << "\n";
        const BridgeReply reply = runBridge(bridgePython(c.python), "package", scratch.file("request.json"),
                                            scratch.file("result.json"), c.timeoutSeconds);
        if (reply.kind != BridgeReply::Kind::Answered)
            return Error{"", 0, 0, reply.message};
        if (!reply.json.value("ok", false))
            return Error{"", 0, 0,
                         "AOTInductor compile failed (" + reply.json.value("phase", std::string("?")) +
                             "): " + reply.json.value("error", std::string("no message"))};
        return Ok{};
    }
};

} // namespace

std::unique_ptr<Backend> makeAotInductorBackend() { return std::make_unique<AotInductorBackend>(); }

} // namespace gnw::engine
