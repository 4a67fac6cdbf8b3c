// graphnet-bench locate: bisect a sample a backend gets wrong (or crashes on) to its first faulty operator.
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "core/engine/fault/FaultLocator.h"
#include "core/metrics/ToleranceTable.h"

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench locate --dataset DIR --sample REL --backend B [--python P] [--paddle-python P]\n"
    "                             [--backend-options JSON] [--tolerance T (-3)] [--mode prefix|chunks]\n"
    "                             [--chunks N (8)] [--out DIR] [--json] [--device D] [--seed S]\n"
    "                             [--timeout SECONDS]\n\n"
    "Finds the first operator of sample REL (relative to DIR) that backend B gets wrong: a cut of the "
    "sample\n"
    "is faulty when B fails on it or its outputs are not correct at tolerance T (GraphNet's ladder, "
    "-10..5).\n"
    "prefix: bisects over prefixes [0, k) of the operators, on the sample's own inputs (about log2 of the\n"
    "operator count runs). chunks: runs ranges in isolation on inputs recorded in eager and halves the\n"
    "faulty ones, so several faults are found (torch samples). Each run is a worker process: a crash is a\n"
    "faulty cut. Writes into --out (default ./locate/<sample>/<backend>): the probes, a resumable state "
    "(run\n"
    "again to continue), reproducer/ (a sample that fails with B) and test_<backend>_fault.py (pytest or\n"
    "python; passes on eager, fails on B). Backends registered by a Python file: list the files in\n"
    "GNW_BRIDGE_PLUGINS and name the backend torch-compile:NAME.\n\n"
    "Exit status: 0 a fault was located, 1 the sample is not faulty at T (or the search found nothing),\n"
    "2 bad input.";

int run(const Args& args) {
    const auto rel = args.value("sample");
    if (!rel || !args.value("dataset") || !args.value("backend") || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto config = parseBenchmarkConfig(args, "locate", true);
    if (!config)
        return kExitUsage;
    const auto sample = oneSample(args, *config, "locate");
    if (!sample)
        return kExitUsage;
    engine::LocateOptions options;
    options.run = config->sample;
    const auto tolerance = intOption(args, "tolerance", engine::kDefaultLocateTolerance);
    const auto chunks = intOption(args, "chunks", 8);
    if (!tolerance || !chunks)
        return kExitUsage;
    if (*tolerance < kMinTolerance || *tolerance > kMaxTolerance) {
        std::fprintf(stderr, "graphnet-bench locate: --tolerance must be in [%d, %d]\n", kMinTolerance,
                     kMaxTolerance);
        return kExitUsage;
    }
    options.tolerance = static_cast<int>(*tolerance);
    options.chunks = static_cast<int>(std::max(1LL, *chunks));
    options.mode = args.valueOr("mode", "prefix");
    if (options.mode != "prefix" && options.mode != "chunks") {
        std::fprintf(stderr, "graphnet-bench locate: --mode is prefix or chunks\n");
        return kExitUsage;
    }
    options.outDir = args.value("out") ? std::filesystem::absolute(*args.value("out"))
                                       : defaultOutDir("locate", *rel, config->sample.backend);
    options.worker = {config->executable, config->threads, config->maxMemoryBytes, config->sample.timeoutSeconds,
                      120};
    options.ompWaitPolicy = config->ompWaitPolicy;
    options.plugins = engine::bridgePluginsFromEnvironment();
    const bool json = args.flag("json");
    auto report = engine::locateFault(*sample, options, [&](const std::string& line) {
        std::fprintf(json ? stderr : stdout, "%s\n", line.c_str());
        std::fflush(json ? stderr : stdout);
    });
    if (!report) {
        std::fprintf(stderr, "graphnet-bench locate: %s\n", report.error().toString().c_str());
        return kExitUsage;
    }
    if (json) {
        std::printf("%s\n", engine::toJson(*report).dump(2).c_str());
    } else if (!report->faulty) {
        std::printf("not faulty: %s with %s is %s\n", rel->c_str(), config->sample.backend.c_str(),
                    report->whole.verdict.c_str());
    } else {
        for (const auto& f : report->faults)
            std::printf("fault: operator %zu of %zu, %s = %s at model.py:%d%s\n    %s\n", f.unit,
                        report->units, f.name.c_str(), f.target.c_str(), f.line,
                        f.modulePath.empty() ? "" : (" [" + f.modulePath + "]").c_str(), f.statement.c_str());
        for (const auto& r : report->faultRanges)
            std::printf("fault in operators [%zu, %zu): no smaller range fails alone\n", r.first, r.end);
        std::printf("%d backend runs, %.1f s\n", report->backendRuns, report->seconds);
        if (!report->reproducer.empty())
            std::printf("reproducer (%s): %s\n", report->reproducerKind.c_str(),
                        report->reproducer.string().c_str());
        if (!report->testFile.empty())
            std::printf("test: %s\n", report->testFile.string().c_str());
        else if (!report->testNote.empty())
            std::printf("no test file: %s\n", report->testNote.c_str());
    }
    const bool located = !report->faults.empty() || !report->faultRanges.empty();
    return located ? kExitOk : kExitFailure;
}

Command command() {
    Command c{"bisect a failing or wrong compiled sample to its first faulty operator",
              kUsage,
              benchmarkValueOptions(),
              {"json", "in-process"},
              run};
    for (const char* option : {"sample", "tolerance", "mode", "chunks", "out"})
        c.valueOptions.insert(option);
    return c;
}

RegisterCommand reg("locate", command());

} // namespace
} // namespace gnw::cli
