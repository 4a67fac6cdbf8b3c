#pragma once
// One worker process, forked by a ForkServer (so it starts warm, with the server's thread count and
// OpenMP passive waiting) under an address-space limit, fed one sample at a time over pipes. A sample that
// hangs past the timeout is killed (class timeout); a worker that dies mid-sample yields class crash, or
// oom when it ran out of memory. The parent never blocks without a deadline.
#include "core/engine/measure/SampleOutcome.h"
#include "core/engine/workers/ForkServer.h"
#include "core/engine/workers/WorkerProtocol.h"
#include "core/util/Result.h"

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

namespace gnw::engine {

struct WorkerSettings {
    std::filesystem::path executable; // graphnet-bench-worker (started once, as the fork server)
    int threads = 1;
    std::int64_t maxMemoryBytes = 0; // RLIMIT_AS of the worker; 0 = unlimited
    double timeoutSeconds = 600;     // per sample, wall clock
    double startTimeoutSeconds = 120;
};

class WorkerProcess {
public:
    // `server` must outlive the worker.
    static Result<std::unique_ptr<WorkerProcess>> start(ForkServer& server, const WorkerSettings& settings);
    ~WorkerProcess();
    WorkerProcess(const WorkerProcess&) = delete;
    WorkerProcess& operator=(const WorkerProcess&) = delete;

    // Always returns an outcome; afterwards alive() tells whether the worker can take another sample.
    // `onPhase` is called with the outcome so far each time the sample enters a phase.
    SampleOutcome run(const WorkerRequest& request, const PhaseCallback& onPhase = {});
    bool alive() const { return m_pid > 0; }
    // Time from the spawn request to the worker's "ready" line.
    double startupMs() const { return m_startupMs; }

private:
    WorkerProcess(ForkServer& server, WorkerSettings settings)
        : m_server(server), m_settings(std::move(settings)) {}
    enum class Read { Line, Timeout, Closed };
    Read readLine(std::string& line, std::chrono::steady_clock::time_point deadline);
    void drainStderr();
    // Kills (when asked) and reaps the child; returns a description of how it ended.
    std::string reap(bool kill, int& signal);

    ForkServer& m_server;
    WorkerSettings m_settings;
    pid_t m_pid = -1;
    int m_toChild = -1, m_fromChild = -1, m_errFromChild = -1;
    std::string m_pending;    // stdout bytes after the last complete line
    std::string m_stderrTail; // last bytes of the worker's stderr, for crash messages
    double m_startupMs = 0;
};

} // namespace gnw::engine
