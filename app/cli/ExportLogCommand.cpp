// graphnet-bench export-log --store FILE --run ID [--out FILE] [--prompt P]
#include "app/cli/CommandRegistry.h"
#include "app/cli/StoredRunAccess.h"
#include "core/logs/LogWriter.h"

#include <cstdio>

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
    auto db = openExistingStore("export-log", *store);
    if (!db)
        return kExitUsage;
    ResultStore results(*db);
    const auto run = findRun("export-log", results, *store, *runId);
    if (!run)
        return kExitUsage;
    const std::string text =
        writeLog(*run, results.results(*runId), args.valueOr("prompt", std::string(kDefaultLogPrompt)));
    if (!writeOutput("export-log", args, text))
        return kExitFailure;
    if (const auto out = args.value("out"))
        std::fprintf(stderr, "wrote run #%lld (%d samples) to %s\n", *runId, run->resultCount, out->c_str());
    return kExitOk;
}

RegisterCommand reg("export-log", Command{"write a run as an upstream test_compiler log",
                                          kUsage,
                                          {"store", "run", "out", "prompt"},
                                          {},
                                          run});

} // namespace
} // namespace gnw::cli
