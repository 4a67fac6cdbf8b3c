#pragma once
// A warm parent for worker processes. Starting a worker by exec costs a full LibTorch start-up (loading
// libtorch_cpu and registering thousands of operators: about 200 ms of CPU); the fork server pays it once
// per run and then forks each worker from its already initialised image in a few milliseconds.
//
// The runner starts `graphnet-bench-worker --fork-server` with a SOCK_SEQPACKET socket as its stdin. Per
// worker the runner sends the three pipe ends that become the worker's stdin/stdout/stderr (SCM_RIGHTS)
// and its address-space limit; the server forks, the child applies the limit and serves requests on those
// pipes (WorkerLoop.h), and the server answers with the child's pid. Because the worker is the server's
// child, not the runner's, the server reaps it and reports how it ended (its wait status), so the runner
// can still tell a crash from an out-of-memory kill. The server never runs a sample and starts no
// threads, so forking it is safe. A killed runner takes the server with it (PR_SET_PDEATHSIG), and the
// server its workers.
#include "core/util/Result.h"

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace gnw::engine {

class ForkServer {
public:
    // Starts the server (`executable --fork-server --threads T`, OpenMP settings in its environment) without
    // waiting for it: it initialises while the caller goes on (the runner discovers samples meanwhile).
    // `ompWaitPolicy` ("ACTIVE", "PASSIVE"; "" = the caller's environment as it is) goes into the server's
    // environment, which its workers and their Python bridges inherit.
    static Result<std::unique_ptr<ForkServer>> start(const std::filesystem::path& executable, int threads,
                                                     double timeoutSeconds = 120,
                                                     const std::string& ompWaitPolicy = {});
    // Waits until the server is initialised (spawn() does so first); fails when it did not start within
    // the start timeout.
    Status waitReady();
    ~ForkServer();
    ForkServer(const ForkServer&) = delete;
    ForkServer& operator=(const ForkServer&) = delete;

    // Forks a worker whose stdin/stdout/stderr are the given descriptors (the caller keeps and closes its
    // copies) with RLIMIT_AS = maxMemoryBytes (0: unlimited). Fails when the server is gone.
    Result<pid_t> spawn(int stdinFd, int stdoutFd, int stderrFd, std::int64_t maxMemoryBytes);
    // The wait status of worker `pid` once the server reports it ended; nullopt when the deadline passes or
    // the server is gone first.
    std::optional<int> waitExit(pid_t pid, std::chrono::steady_clock::time_point deadline);
    bool alive() const { return m_control >= 0; }
    // From exec to initialised; 0 until the server said it is ready.
    double startupMs() const { return m_startupMs; }

private:
    ForkServer() = default;
    // Reads one message (waiting until `deadline`); false when none came or the server is gone.
    bool receive(std::chrono::steady_clock::time_point deadline);
    void lost();

    pid_t m_pid = -1;
    int m_control = -1;
    std::string m_executable;
    std::chrono::steady_clock::time_point m_started, m_startDeadline;
    std::optional<pid_t> m_spawned; // pid of the last fork, once the server answered
    std::map<pid_t, int> m_exited;  // workers whose end was reported, with their wait status
    double m_startupMs = 0;
};

// The server side: serves spawn requests on `control` until the runner closes it, then kills what is left
// of its workers and exits. Each forked worker runs serveWorker() and exits too.
[[noreturn]] void runForkServer(int control, int threads);

} // namespace gnw::engine
