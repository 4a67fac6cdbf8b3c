// graphnet-bench slowdown: per-range speedups of a backend inside one sample (module groups or chunks).
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "core/engine/fault/SlowdownMap.h"

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench slowdown --dataset DIR --sample REL --backend B [--by module|chunks]\n"
    "                               [--depth N (auto)] [--chunks N (8)] [--out DIR] [--json]\n"
    "                               [options of run: --warmup, --trials, --min-time, --python, ...]\n\n"
    "Cuts sample REL into ranges (contiguous operators of one module-path group of N components, or N\n"
    "chunks), runs each range in isolation on inputs recorded in eager, like a benchmark sample, and prints\n"
    "eager and compiled medians and the speedup per range beside the whole sample's: where B loses time.\n"
    "Torch samples. Cuts are written into --out (default ./slowdown/<sample>/<backend>).";

std::string ms(const std::optional<double>& v) {
    char b[32];
    if (!v)
        return "-";
    std::snprintf(b, sizeof b, "%.3f", *v);
    return b;
}

int run(const Args& args) {
    const auto rel = args.value("sample");
    if (!rel || !args.value("dataset") || !args.value("backend") || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto config = parseBenchmarkConfig(args, "slowdown", true);
    if (!config)
        return kExitUsage;
    const auto sample = oneSample(args, *config, "slowdown");
    if (!sample)
        return kExitUsage;
    engine::SlowdownOptions options;
    options.run = config->sample;
    options.by = args.valueOr("by", "module");
    const auto depth = intOption(args, "depth", 0);
    const auto chunks = intOption(args, "chunks", 8);
    if (!depth || !chunks)
        return kExitUsage;
    options.depth = static_cast<int>(*depth);
    options.chunks = static_cast<int>(std::max(1LL, *chunks));
    options.outDir = args.value("out") ? std::filesystem::absolute(*args.value("out"))
                                       : defaultOutDir("slowdown", *rel, config->sample.backend);
    options.worker = {config->executable, config->threads, config->maxMemoryBytes, config->sample.timeoutSeconds,
                      120};
    options.ompWaitPolicy = config->ompWaitPolicy;
    const bool json = args.flag("json");
    auto report = engine::mapSlowdown(*sample, options, [&](const std::string& line) {
        std::fprintf(json ? stderr : stdout, "%s\n", line.c_str());
        std::fflush(json ? stderr : stdout);
    });
    if (!report) {
        std::fprintf(stderr, "graphnet-bench slowdown: %s\n", report.error().toString().c_str());
        return kExitUsage;
    }
    if (json) {
        std::printf("%s\n", engine::toJson(*report).dump(2).c_str());
        return kExitOk;
    }
    std::printf("\n%-32s %10s %8s %12s %12s %8s\n", "group", "operators", "lines", "eager ms", "compiled ms",
                "speedup");
    for (const auto& t : report->ranges) {
        char speed[32] = "-";
        if (t.speedup)
            std::snprintf(speed, sizeof speed, "%.2f", *t.speedup);
        std::printf("%-32s %4zu..%-4zu %4d-%-4d %12s %12s %8s %s\n", t.group.substr(0, 32).c_str(),
                    t.range.first, t.range.end, t.firstLine, t.lastLine, ms(t.eagerMs).c_str(),
                    ms(t.compiledMs).c_str(), speed, t.failure.c_str());
    }
    std::printf("%-32s %10zu %8s %12s %12s %8s\n", "whole sample", report->units, "",
                ms(report->wholeEagerMs).c_str(), ms(report->wholeCompiledMs).c_str(),
                report->wholeSpeedup ? std::to_string(*report->wholeSpeedup).substr(0, 4).c_str() : "-");
    std::printf("%d backend runs, %.1f s\n", report->backendRuns, report->seconds);
    return kExitOk;
}

Command command() {
    Command c{"per-range speedups of a backend inside one sample: where it loses time",
              kUsage,
              benchmarkValueOptions(),
              {"json", "in-process"},
              run};
    for (const char* option : {"sample", "by", "depth", "chunks", "out"})
        c.valueOptions.insert(option);
    return c;
}

RegisterCommand reg("slowdown", command());

} // namespace
} // namespace gnw::cli
