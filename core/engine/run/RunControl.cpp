#include "core/engine/run/RunControl.h"

#include <csignal>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace gnw::engine {

namespace {

// Linux lists the children a thread forked in /proc/<pid>/task/<tid>/children.
std::vector<pid_t> childrenOf(pid_t pid, pid_t tid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/task/" + std::to_string(tid) + "/children");
    std::vector<pid_t> children;
    for (pid_t child = 0; in >> child;)
        children.push_back(child);
    return children;
}

} // namespace

void RunControl::attachRunThread() {
    m_runThread = gettid();
}

void RunControl::cancel() {
    m_cancelled = true;
    // The run thread is blocked on its worker until the sample ends. The fork server is the run thread's
    // child and each worker is the server's (ForkServer.h); killing the workers makes the run thread's wait
    // return at once, and it then drops the outcome because of the flag set above. Only this run's
    // processes are touched: the children of other threads (another device's run) are not listed here.
    const pid_t thread = m_runThread.load();
    if (thread <= 0)
        return;
    for (const pid_t server : childrenOf(getpid(), thread))
        for (const pid_t worker : childrenOf(server, server))
            ::kill(worker, SIGKILL);
}

} // namespace gnw::engine
