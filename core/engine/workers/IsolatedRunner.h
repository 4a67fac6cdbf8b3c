#pragma once
// Samples run one at a time, each in a worker process of one fork server: a worker whose sample crashed,
// hung or ran out of memory is replaced before the next sample, a healthy one is reused. What a benchmark
// run and fault localisation's probes share, so that a crashing compiler is one failed sample for both.
#include "core/engine/workers/ForkServer.h"
#include "core/engine/workers/WorkerProcess.h"
#include "core/util/Result.h"

#include <memory>
#include <string>
#include <vector>

namespace gnw::engine {

class IsolatedRunner {
public:
    // `ompWaitPolicy` goes into the fork server's environment (ForkServer::start).
    IsolatedRunner(WorkerSettings settings, std::string ompWaitPolicy)
        : m_settings(std::move(settings)), m_ompWaitPolicy(std::move(ompWaitPolicy)) {}
    // Starts the fork server without waiting for it, so that its LibTorch start-up overlaps with the
    // caller's own preparations; run() starts it when this was not called.
    Status start();
    // An error only when no worker could be started; a sample's own failure is in the outcome.
    Result<SampleOutcome> run(const WorkerRequest& request, const PhaseCallback& onPhase = {});

    // Per worker: fork-server spawn request to ready; per fork server: exec to initialised.
    const std::vector<double>& workerStartupMs() const { return m_workerStartupMs; }
    const std::vector<double>& forkServerStartupMs() const { return m_serverStartupMs; }

private:
    Result<std::unique_ptr<WorkerProcess>> startWorker();

    WorkerSettings m_settings;
    std::string m_ompWaitPolicy;
    // Declared before the worker, so the worker ends first.
    std::unique_ptr<ForkServer> m_server;
    bool m_serverTimed = false;
    std::unique_ptr<WorkerProcess> m_worker;
    std::vector<double> m_workerStartupMs, m_serverStartupMs;
};

} // namespace gnw::engine
