#pragma once
// The worker side of WorkerProtocol.h: what `graphnet-bench-worker` (and `graphnet-bench worker`) do once
// started, whether by exec or forked from a fork server (ForkServer.h).
namespace gnw::engine {

// Serves requests from stdin until end of input: fixes the thread count, announces itself ready, then per
// request runs the sample and writes its phase events and result to stdout. Anything a library prints goes
// to stderr instead (stdout is the protocol). Returns the process exit code.
int serveWorker(int threads);

// Builds what every worker otherwise builds lazily on its first sample (the table of operator overloads,
// the backend registry), so processes forked after this call inherit it. Starts no threads, so forking
// afterwards is safe.
void prewarmEngine();

// Ends the process without running static destructors: LibTorch's take as long as its start-up (hundreds
// of milliseconds of unregistering operators) and a worker has nothing left to flush but stdio.
[[noreturn]] void exitWorker(int code);

} // namespace gnw::engine
