#include "core/engine/workers/IsolatedRunner.h"

namespace gnw::engine {

Status IsolatedRunner::start() {
    // OpenMP reads its wait policy when it loads: the fork server's environment carries it to the workers
    // and the bridges' Pythons. Replaced if it ever dies (it runs no samples, so only something outside
    // could kill it).
    auto started = ForkServer::start(m_settings.executable, m_settings.threads,
                                     m_settings.startTimeoutSeconds, m_ompWaitPolicy);
    if (!started)
        return started.error();
    m_server = std::move(*started);
    m_serverTimed = false;
    return Ok{};
}

Result<std::unique_ptr<WorkerProcess>> IsolatedRunner::startWorker() {
    for (int attempt = 0;; ++attempt) {
        if (!m_server || !m_server->alive())
            if (auto started = start(); !started)
                return started.error();
        auto w = WorkerProcess::start(*m_server, m_settings);
        if (!m_serverTimed && m_server->startupMs() > 0) {
            m_serverStartupMs.push_back(m_server->startupMs());
            m_serverTimed = true;
        }
        if (w || m_server->alive() || attempt > 0)
            return w;
    }
}

Result<SampleOutcome> IsolatedRunner::run(const WorkerRequest& request, const PhaseCallback& onPhase) {
    if (!m_worker || !m_worker->alive()) {
        auto started = startWorker();
        if (!started)
            return started.error();
        m_worker = std::move(*started);
        m_workerStartupMs.push_back(m_worker->startupMs());
    }
    SampleOutcome outcome = m_worker->run(request, onPhase);
    // A worker that died or ran out of memory (heap possibly fragmented) is replaced; one whose sample
    // merely threw an error is healthy and reused.
    if (outcome.workerLost())
        m_worker.reset();
    return outcome;
}

} // namespace gnw::engine
