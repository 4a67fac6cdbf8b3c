#pragma once
// Lets a caller that runs executeRun() on another thread (the workbench) follow the run sample by sample
// and stop it. Stopping abandons the sample in flight: its worker is killed and its outcome is neither
// committed nor logged, so the run stays unfinished with exactly the samples that completed, and resuming
// it runs the rest.
#include "core/store/SampleResult.h"

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gnw::engine {

class RunControl {
public:
    // All four are called on the run's thread. `done` flags the selected samples a resumed run skips.
    std::function<void(std::int64_t runId, const std::vector<std::string>& relPaths,
                       const std::vector<bool>& done)>
        onStart;
    std::function<void(int index, const std::string& relPath)> onSampleStarted; // index is 0-based
    // The sample in flight entered a phase: "setup", "eager", "compile", "compiled", "compare", "done".
    std::function<void(int index, const std::string& phase)> onSamplePhase;
    // After the result is committed to the store (and its block appended to the log).
    std::function<void(int index, const std::string& relPath, const SampleResult& result,
                       const std::string& progressLine)>
        onSampleFinished;

    // Any thread, any number of times: no sample starts after it, and the sample in flight is abandoned.
    void cancel();
    bool cancelled() const { return m_cancelled.load(); }

    // Called by executeRun() on the thread that runs it (the one that starts the fork server).
    void attachRunThread();

private:
    std::atomic<bool> m_cancelled{false};
    std::atomic<pid_t> m_runThread{0};
};

} // namespace gnw::engine
