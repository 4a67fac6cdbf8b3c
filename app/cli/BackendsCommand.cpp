// graphnet-bench backends: the backends `run --backend` accepts.
#include "app/cli/CommandRegistry.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/run/DeviceInfo.h"

#include <cstdio>
#include <string>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench backends\n\nLists the registered backends (name, whether it "
    "compiles, description) and the devices LibTorch offers.";

int run(const Args& args) {
    if (!args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    for (const auto* b : engine::availableBackends())
        std::printf("%-12s %-9s %s\n", std::string(b->name()).c_str(), b->compiles() ? "compiles" : "eager",
                    std::string(b->summary()).c_str());
    std::printf("\nLibTorch %s; devices: cpu%s\n", engine::libtorchVersion().c_str(),
                engine::cudaAvailable() ? ", cuda" : "");
    return kExitOk;
}

RegisterCommand reg("backends", Command{"list the benchmark backends", kUsage, {}, {}, run});

} // namespace
} // namespace gnw::cli
