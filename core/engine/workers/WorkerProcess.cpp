#include "core/engine/workers/WorkerProcess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace gnw::engine {

namespace {

constexpr std::size_t kStderrTail = 8192;

std::string signalName(int sig) {
    const char* abbrev = sigabbrev_np(sig);
    return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

bool mentionsOutOfMemory(const std::string& text) {
    return text.find("bad_alloc") != std::string::npos ||
           text.find("can't allocate memory") != std::string::npos ||
           text.find("out of memory") != std::string::npos ||
           text.find("Cannot allocate memory") != std::string::npos;
}

bool writeAll(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace

Result<std::unique_ptr<WorkerProcess>> WorkerProcess::start(ForkServer& server,
                                                            const WorkerSettings& settings) {
    std::unique_ptr<WorkerProcess> w(new WorkerProcess(server, settings));
    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC))
        return Error{"", 0, 0, std::string("cannot create pipes: ") + std::strerror(errno)};
    if (pipe2(out, O_CLOEXEC)) {
        for (int fd : in)
            ::close(fd);
        return Error{"", 0, 0, std::string("cannot create pipes: ") + std::strerror(errno)};
    }
    if (pipe2(err, O_CLOEXEC)) {
        for (int fd : {in[0], in[1], out[0], out[1]})
            ::close(fd);
        return Error{"", 0, 0, std::string("cannot create pipes: ") + std::strerror(errno)};
    }
    const auto t0 = std::chrono::steady_clock::now();
    auto pid = server.spawn(in[0], out[1], err[1], settings.maxMemoryBytes);
    // The worker has its own copies now (or none): ours of its ends go.
    ::close(in[0]);
    ::close(out[1]);
    ::close(err[1]);
    w->m_toChild = in[1];
    w->m_fromChild = out[0];
    w->m_errFromChild = err[0];
    if (!pid)
        return pid.error();
    w->m_pid = *pid;

    std::string line;
    const auto deadline = t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(settings.startTimeoutSeconds));
    for (;;) {
        const Read r = w->readLine(line, deadline);
        if (r == Read::Line && parseWorkerLine(line).kind == WorkerEvent::Kind::Ready)
            break;
        if (r != Read::Line) {
            int sig = 0;
            const std::string how = w->reap(r == Read::Timeout, sig);
            return Error{"", 0, 0, "the worker did not start (" + how + "): " + w->m_stderrTail};
        }
    }
    w->m_startupMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return w;
}

WorkerProcess::~WorkerProcess() {
    if (m_pid > 0) {
        ::close(m_toChild); // end of input: the worker exits by itself
        m_toChild = -1;
        if (m_server.waitExit(m_pid, std::chrono::steady_clock::now() + std::chrono::milliseconds(500)))
            m_pid = -1;
        if (m_pid > 0) {
            int sig = 0;
            reap(true, sig);
        }
    }
    for (int fd : {m_toChild, m_fromChild, m_errFromChild})
        if (fd >= 0)
            ::close(fd);
}

void WorkerProcess::drainStderr() {
    char buf[4096];
    for (;;) {
        pollfd p{m_errFromChild, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0 || !(p.revents & (POLLIN | POLLHUP)))
            return;
        const ssize_t n = ::read(m_errFromChild, buf, sizeof buf);
        if (n <= 0)
            return;
        m_stderrTail.append(buf, static_cast<std::size_t>(n));
        if (m_stderrTail.size() > kStderrTail)
            m_stderrTail.erase(0, m_stderrTail.size() - kStderrTail);
    }
}

WorkerProcess::Read WorkerProcess::readLine(std::string& line,
                                            std::chrono::steady_clock::time_point deadline) {
    char buf[65536];
    for (;;) {
        if (const auto nl = m_pending.find('\n'); nl != std::string::npos) {
            line = m_pending.substr(0, nl);
            m_pending.erase(0, nl + 1);
            return Read::Line;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return Read::Timeout;
        pollfd fds[2] = {{m_fromChild, POLLIN, 0}, {m_errFromChild, POLLIN, 0}};
        const int n = poll(fds, 2, static_cast<int>(std::min<long long>(left.count(), 1000)));
        if (n < 0 && errno != EINTR)
            return Read::Closed;
        if (fds[1].revents & (POLLIN | POLLHUP))
            drainStderr();
        if (fds[0].revents & (POLLIN | POLLHUP)) {
            const ssize_t got = ::read(m_fromChild, buf, sizeof buf);
            if (got <= 0) {
                drainStderr();
                return Read::Closed;
            }
            m_pending.append(buf, static_cast<std::size_t>(got));
        }
    }
}

std::string WorkerProcess::reap(bool kill, int& signal) {
    signal = 0;
    if (m_pid <= 0)
        return "not running";
    // The worker is the fork server's child: the server reaps it and reports its wait status. One already
    // reported is not killed (its pid may be another process's by now).
    auto status = m_server.waitExit(m_pid, std::chrono::steady_clock::now());
    if (!status) {
        if (kill)
            ::kill(m_pid, SIGKILL);
        status = m_server.waitExit(m_pid, std::chrono::steady_clock::now() + std::chrono::seconds(30));
    }
    m_pid = -1;
    drainStderr();
    if (!status)
        return "ended; the fork server could not say how";
    if (WIFSIGNALED(*status)) {
        signal = WTERMSIG(*status);
        return "killed by " + signalName(signal);
    }
    return "exited with status " + std::to_string(WEXITSTATUS(*status));
}

SampleOutcome WorkerProcess::run(const WorkerRequest& request, const PhaseCallback& onPhase) {
    SampleOutcome failed;
    failed.samplePath = request.sample.dir.string();
    m_stderrTail.clear();
    if (!alive() || !writeAll(m_toChild, requestLine(request))) {
        int sig = 0;
        failed.failureClass = failure::kCrash;
        failed.message = "the worker is gone (" + reap(false, sig) + ")";
        return failed;
    }
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                               std::chrono::duration<double>(m_settings.timeoutSeconds));
    std::string line;
    for (;;) {
        const Read r = readLine(line, deadline);
        if (r == Read::Line) {
            const WorkerEvent e = parseWorkerLine(line);
            if (e.kind == WorkerEvent::Kind::Phase) {
                failed = e.outcome;
                if (onPhase)
                    onPhase(failed);
            } else if (e.kind == WorkerEvent::Kind::Result)
                return e.outcome;
            continue;
        }
        int sig = 0;
        const std::string how = reap(r == Read::Timeout, sig);
        const std::string where = std::string(" during the ") + phaseName(failed.phase) + " phase";
        if (r == Read::Timeout) {
            failed.failureClass = failure::kTimeout;
            char secs[32];
            std::snprintf(secs, sizeof secs, "%g", m_settings.timeoutSeconds);
            failed.message = std::string("no result within ") + secs + " s" + where + "; worker killed";
        } else {
            // SIGKILL that we did not send is the kernel's OOM killer.
            const bool oom = mentionsOutOfMemory(m_stderrTail) || sig == SIGKILL;
            failed.failureClass = oom ? failure::kOutOfMemory : failure::kCrash;
            failed.message = "worker " + how + where;
            if (!m_stderrTail.empty())
                failed.message +=
                    ": " + m_stderrTail.substr(m_stderrTail.size() > 2000 ? m_stderrTail.size() - 2000 : 0);
        }
        return failed;
    }
}

} // namespace gnw::engine
