// graphnet-bench reference: store the outputs of a trusted run, for `run --against-reference` later.
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench reference --dataset DIR --out DIR [--backend B (eager)] [options of run]\n\n"
    "Runs backend B once per sample (first call, warm-up, trials) on this device and stores its outputs\n"
    "(<out>/<sample path with / as _>.pt, readable by torch.load) and timings (.json): the golden\n"
    "reference of upstream's hardware regression flow. Compare a new device or build against it with\n"
    "`graphnet-bench run --against-reference <out> ...`.";

int run(const Args& args) {
    const auto out = args.value("out");
    if (!out || !args.value("dataset") || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto config = parseBenchmarkConfig(args, "reference", true);
    if (!config)
        return kExitUsage;
    if (!config->isolate)
        applyOpenMPWaitPolicy(config->ompWaitPolicy);
    if (!args.value("backend"))
        config->sample.backend = "eager";
    config->mode = engine::WorkMode::Reference;
    config->referenceOut = std::filesystem::absolute(*out);
    std::filesystem::create_directories(config->referenceOut);
    config->commandLine = currentCommandLine();
    auto summary = engine::executeRun(nullptr, *config, std::nullopt, {}, [](const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    });
    if (!summary) {
        std::fprintf(stderr, "graphnet-bench reference: %s\n", summary.error().toString().c_str());
        return kExitFailure;
    }
    std::printf("reference: %d samples, %d failed; outputs in %s\n", summary->ran, summary->failed,
                config->referenceOut.string().c_str());
    return summary->failed ? kExitFailure : kExitOk;
}

Command command() {
    Command c{"store outputs of a trusted run for --against-reference",
              kUsage,
              benchmarkValueOptions(),
              {"in-process"},
              run};
    c.valueOptions.insert("out");
    return c;
}

RegisterCommand reg("reference", command());

} // namespace
} // namespace gnw::cli
