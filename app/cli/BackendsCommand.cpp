// graphnet-bench backends: the backends `run --backend` accepts, with availability in the bridge's Python.
#include "app/cli/CommandRegistry.h"
#include "core/engine/registry/BackendCatalog.h"
#include "core/engine/device/DeviceInfo.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <string>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench backends [--python PATH] [--paddle-python PATH] [--json]\n\n"
    "Lists every backend `run --backend` accepts: name, where it is timed (native: C++; bridge: the Python\n"
    "bridge against Python eager), availability and version in the bridge's Python (default the project\n"
    "venv; --python PATH asks another), and why an unavailable one is unavailable. Every torch.compile\n"
    "backend of that Python is offered as torch-compile:NAME. The Paddle backends (paddle-static, cinn,\n"
    "paddle-nope) run in the Paddle environment (default .venv-paddle; --paddle-python PATH asks another).";

int run(const Args& args) {
    if (!args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    const auto catalog = engine::describeBackends(args.valueOr("python", ""), args.valueOr("paddle-python", ""));
    if (args.flag("json")) {
        nlohmann::json j{{"python", catalog.python},      {"torch_version", catalog.torchVersion},
                         {"cuda", catalog.cuda},          {"problem", catalog.problem},
                         {"paddle_python", catalog.paddlePython}, {"paddle_version", catalog.paddleVersion},
                         {"paddle_problem", catalog.paddleProblem},
                         {"libtorch", engine::libtorchVersion()}, {"backends", nlohmann::json::array()}};
        for (const auto& b : catalog.backends)
            j["backends"].push_back({{"name", b.name},
                                     {"kind", b.kind},
                                     {"available", b.available},
                                     {"version", b.version},
                                     {"reason", b.reason},
                                     {"summary", b.summary}});
        std::printf("%s\n", j.dump(2).c_str());
        return kExitOk;
    }
    for (const auto& b : catalog.backends)
        std::printf("%-26s %-6s %-11s %-24s %s\n", b.name.c_str(), b.kind.c_str(),
                    b.available ? "available" : "unavailable", b.version.c_str(),
                    (b.available ? b.summary : b.reason).c_str());
    std::printf("\nLibTorch %s; devices: cpu%s\nBridge: %s (torch %s%s)%s%s\n", engine::libtorchVersion().c_str(),
                engine::cudaAvailable() ? ", cuda" : "", catalog.python.c_str(),
                catalog.torchVersion.empty() ? "?" : catalog.torchVersion.c_str(), catalog.cuda ? ", CUDA" : "",
                catalog.problem.empty() ? "" : "\n  not usable: ", catalog.problem.c_str());
    std::printf("Paddle: %s (paddlepaddle %s)%s%s\n", catalog.paddlePython.c_str(),
                catalog.paddleVersion.empty() ? "?" : catalog.paddleVersion.c_str(),
                catalog.paddleProblem.empty() ? "" : "\n  not usable: ", catalog.paddleProblem.c_str());
    return kExitOk;
}

RegisterCommand reg("backends", Command{"list the benchmark backends and their availability", kUsage, {"python", "paddle-python"},
                                        {"json"}, run});

} // namespace
} // namespace gnw::cli
