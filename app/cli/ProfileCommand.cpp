// graphnet-bench profile: per-node eager time of one sample, the hottest nodes first (core/engine/profile).
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/profile/EagerProfile.h"
#include "core/store/Database.h"
#include "core/store/MachineStore.h"

#include <cstdio>
#include <functional>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench profile --dataset DIR --sample REL [--backend B] [--device D (cpu)] [--warmup N "
    "(3)]\n"
    "                              [--trials M (10)] [--threads T] [--seed S (123)] [--top K (20)]\n"
    "                              [--store FILE] [--json] [--progress]\n\n"
    "Where the eager time of sample REL goes: the C++ interpreter (LibTorch eager, the baseline of nope and\n"
    "aot-inductor) runs a torch sample on its synthesized inputs, M whole calls measured alone alternating\n"
    "with M calls with a clock read before every node; a node's time runs to the next node's start. A "
    "Paddle\n"
    "sample runs so in Paddle dygraph in the Paddle bridge, a clock before every statement. --backend B\n"
    "profiles the eager B is measured against: for a torch bridge backend (inductor, tvm, ...) Python eager\n"
    "in the torch bridge, a clock before every statement. Prints the whole\n"
    "call, the nodes' sum (not rescaled) and the K hottest nodes with their model.py line, share, estimated\n"
    "FLOPs and the FLOP rate achieved; with --store, the machine's roof at each node's intensity from its\n"
    "newest calibration (`graphnet-bench calibrate`). --json prints every node; --progress a line per\n"
    "phase or trial on stderr.";

int run(const Args& args) {
    const auto dataset = args.value("dataset");
    const auto rel = args.value("sample");
    if (!dataset || !rel || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    const auto found = sampleAt(*dataset, *rel, "profile");
    if (!found)
        return kExitUsage;
    const SampleLocation& sample = *found;
    engine::EagerProfileOptions options;
    options.backend = args.valueOr("backend", "");
    options.device = args.valueOr("device", "cpu");
    const auto warmup = intOption(args, "warmup", options.warmup);
    const auto trials = intOption(args, "trials", options.trials);
    const auto threads = intOption(args, "threads", 0);
    const auto seed = intOption(args, "seed", 123);
    const auto top = intOption(args, "top", 20);
    if (!warmup || !trials || !threads || !seed || !top)
        return kExitUsage;
    options.warmup = static_cast<int>(*warmup);
    options.trials = static_cast<int>(*trials);
    options.threads = static_cast<int>(*threads);
    options.seed = static_cast<std::uint64_t>(*seed);

    std::optional<MachinePeaks> machine;
    if (const auto store = args.value("store")) {
        auto db = Database::open(*store);
        if (!db) {
            std::fprintf(stderr, "graphnet-bench profile: %s\n", db.error().toString().c_str());
            return kExitUsage;
        }
        machine = MachineStore(*db).latest(engine::hardwareName(options.device), options.device);
        if (!machine)
            std::fprintf(stderr, "note: no calibration of this machine in %s: no roof per node\n",
                         store->c_str());
    }
    std::function<void(const std::string&)> progress;
    if (args.flag("progress"))
        progress = [](const std::string& line) {
            std::fprintf(stderr, "%s\n", line.c_str());
            std::fflush(stderr);
        };
    auto profile = engine::profileEager(sample, options, machine, progress);
    if (!profile) {
        std::fprintf(stderr, "graphnet-bench profile: %s\n", profile.error().toString().c_str());
        return kExitFailure;
    }
    if (args.flag("json")) {
        std::printf("%s\n", engine::toJson(*profile).dump(2).c_str());
        return kExitOk;
    }
    std::printf("%s on %s, baseline: %s, %d trials\n", profile->sample.c_str(), profile->device.c_str(),
                profile->baseline.c_str(), profile->trials);
    std::printf("whole call %.3f ms (alone), nodes' sum %.3f ms (%.1f%% of it), %zu nodes\n",
                profile->eagerCallMs, profile->nodesSumMs,
                profile->eagerCallMs > 0 ? 100 * profile->nodesSumMs / profile->eagerCallMs : 0.0,
                profile->nodes.size());
    if (profile->unattributedMs > 0)
        std::printf("statements that define no node (the forward's return): %.3f ms\n",
                    profile->unattributedMs);
    std::printf("\n%5s %6s %-28s %-36s %10s %7s %10s %10s %8s\n", "node", "line", "name", "target",
                "eager ms", "share", "MFLOP", "GFLOP/s", "of roof");
    int shown = 0;
    for (int i : profile->hottest()) {
        if (shown++ >= *top)
            break;
        const auto& n = profile->nodes[std::size_t(i)];
        char rate[32] = "-", roof[32] = "-";
        if (n.flopRate)
            std::snprintf(rate, sizeof rate, "%.2f", *n.flopRate / 1e9);
        if (n.flopRate && n.roof && *n.roof > 0)
            std::snprintf(roof, sizeof roof, "%.1f%%", 100 * *n.flopRate / *n.roof);
        std::printf("%5d %6d %-28s %-36s %10.4f %6.1f%% %10.3f %10s %8s\n", n.index, n.line,
                    n.name.substr(0, 28).c_str(), n.target.substr(0, 36).c_str(), n.eagerMs, 100 * n.share,
                    n.flops / 1e6, rate, roof);
    }
    return kExitOk;
}

RegisterCommand reg("profile", Command{"per-node eager time of one sample: where the eager time goes",
                                       kUsage,
                                       {"dataset", "sample", "backend", "device", "warmup", "trials",
                                        "threads", "seed", "top", "store"},
                                       {"json", "progress"},
                                       run});

} // namespace
} // namespace gnw::cli
