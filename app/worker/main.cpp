// graphnet-bench-worker: runs samples for `graphnet-bench run` and `reference` (core/engine/workers/WorkerLoop.h,
// WorkerProtocol.h). Its own executable so that a worker loads LibTorch and nothing else: no Qt, no
// widgets (graphnet-bench links them for `plot`). Not meant to be started by hand.
//   graphnet-bench-worker [--threads T]                 serve requests on stdin/stdout
//   graphnet-bench-worker --fork-server [--threads T]   fork workers on request (core/engine/workers/ForkServer.h)
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/workers/ForkServer.h"
#include "core/engine/workers/WorkerLoop.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    int threads = gnw::engine::availableCores();
    bool forkServer = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--fork-server") {
            forkServer = true;
        } else if (a == "--threads" && i + 1 < argc) {
            char* end = nullptr;
            threads = static_cast<int>(std::strtol(argv[++i], &end, 10));
            if (*end != '\0' || threads < 1) {
                std::fprintf(stderr, "graphnet-bench-worker: --threads needs a positive integer\n");
                return 2;
            }
        } else {
            std::fprintf(
                stderr,
                "Usage: graphnet-bench-worker [--fork-server] [--threads T]\n"
                "Internal: started by `graphnet-bench run`; speaks line-delimited JSON on stdin/stdout.\n");
            return 2;
        }
    }
    if (forkServer)
        gnw::engine::runForkServer(0, threads); // the runner's socket is our stdin
    gnw::engine::exitWorker(gnw::engine::serveWorker(threads));
}
