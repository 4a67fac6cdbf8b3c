// graphnet-bench export-log --store FILE --run ID [--out FILE] [--prompt P]
#include "app/cli/CommandRegistry.h"
#include "core/logs/LogWriter.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench export-log --store FILE --run ID [--out FILE] [--prompt PROMPT]\n\n"
    "Writes a run as an upstream test_compiler log (to stdout without --out) that upstream's analysis\n"
    "reads back to the same statuses, speedups and per-rung correctness. Imported samples are written as\n"
    "their original log block. --prompt sets the line prefix (default graph-net-test-compiler-log).";

int run(const Args& args) {
    const auto store = args.value("store");
    const auto runId = intOption(args, "run", 0);
    if (!store || !args.value("run") || !runId || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    if (!std::filesystem::exists(*store)) {
        std::fprintf(stderr, "graphnet-bench export-log: %s: no such store\n", store->c_str());
        return kExitUsage;
    }
    auto db = Database::open(*store);
    if (!db) {
        std::fprintf(stderr, "graphnet-bench export-log: %s\n", db.error().toString().c_str());
        return kExitUsage;
    }
    ResultStore results(*db);
    const auto run = results.run(*runId);
    if (!run) {
        std::fprintf(stderr, "graphnet-bench export-log: %s has no run #%lld\n", store->c_str(), *runId);
        return kExitUsage;
    }
    const std::string text =
        writeLog(*run, results.results(*runId), args.valueOr("prompt", std::string(kDefaultLogPrompt)));
    if (const auto out = args.value("out")) {
        std::ofstream f(*out, std::ios::binary);
        f << text;
        if (!f.flush()) {
            std::fprintf(stderr, "graphnet-bench export-log: cannot write %s\n", out->c_str());
            return kExitFailure;
        }
        std::fprintf(stderr, "wrote run #%lld (%d samples) to %s\n", *runId, run->resultCount, out->c_str());
    } else {
        std::fwrite(text.data(), 1, text.size(), stdout);
    }
    return kExitOk;
}

RegisterCommand reg("export-log", Command{"write a run as an upstream test_compiler log",
                                          kUsage,
                                          {"store", "run", "out", "prompt"},
                                          {},
                                          run});

} // namespace
} // namespace gnw::cli
