// graphnet-bench worker: the worker loop of graphnet-bench-worker (core/engine/workers/WorkerLoop.h) under the main
// executable, for trying the protocol by hand. Runs use graphnet-bench-worker, which loads no Qt.
#include "app/cli/CommandRegistry.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/workers/WorkerLoop.h"

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench worker [--threads T]\n\n"
    "Internal: reads one JSON request per line on stdin, runs the sample, writes phase events and one\n"
    "result line per request on stdout; exits at end of input. `graphnet-bench run` starts the same loop\n"
    "as graphnet-bench-worker.";

int run(const Args& args) {
    const auto threads = intOption(args, "threads", engine::availableCores());
    if (!threads || *threads < 1)
        return kExitUsage;
    engine::exitWorker(engine::serveWorker(static_cast<int>(*threads)));
}

RegisterCommand
    reg("worker",
        Command{"internal: run samples for `graphnet-bench run` over a pipe", kUsage, {"threads"}, {}, run});

} // namespace
} // namespace gnw::cli
