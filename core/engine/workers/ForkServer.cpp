#include "core/engine/workers/ForkServer.h"

#include "core/engine/workers/WorkerLoop.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <set>
#include <string>
#include <vector>

extern char** environ;

namespace gnw::engine {

namespace {

// One datagram of the control socket (SOCK_SEQPACKET keeps them whole), in either direction.
struct Message {
    enum Kind : char { Ready = 'R', Spawn = 'S', Spawned = 'P', SpawnFailed = 'F', Exited = 'X' };
    char kind = 0;
    pid_t pid = 0;
    int status = 0;         // Exited: wait status; SpawnFailed: errno
    std::int64_t limit = 0; // Spawn: RLIMIT_AS bytes, 0 = unlimited
};

bool sendMessage(int fd, const Message& m, const int* fds = nullptr, int nfds = 0) {
    iovec io{const_cast<Message*>(&m), sizeof m};
    msghdr h{};
    h.msg_iov = &io;
    h.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(3 * sizeof(int))] = {};
    if (nfds > 0) {
        h.msg_control = control;
        h.msg_controllen = CMSG_SPACE(static_cast<size_t>(nfds) * sizeof(int));
        cmsghdr* c = CMSG_FIRSTHDR(&h);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(static_cast<size_t>(nfds) * sizeof(int));
        std::memcpy(CMSG_DATA(c), fds, static_cast<size_t>(nfds) * sizeof(int));
    }
    for (;;) {
        const ssize_t n = sendmsg(fd, &h, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        return n == static_cast<ssize_t>(sizeof m);
    }
}

// Receives one message and up to three descriptors (set to -1 when absent); false at end of stream.
bool receiveMessage(int fd, Message& m, int (&fds)[3]) {
    fds[0] = fds[1] = fds[2] = -1;
    iovec io{&m, sizeof m};
    msghdr h{};
    h.msg_iov = &io;
    h.msg_iovlen = 1;
    alignas(cmsghdr) char control[CMSG_SPACE(3 * sizeof(int))] = {};
    h.msg_control = control;
    h.msg_controllen = sizeof control;
    ssize_t n;
    do
        n = recvmsg(fd, &h, MSG_CMSG_CLOEXEC);
    while (n < 0 && errno == EINTR);
    for (cmsghdr* c = CMSG_FIRSTHDR(&h); c; c = CMSG_NXTHDR(&h, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS)
            std::memcpy(fds, CMSG_DATA(c), std::min(sizeof fds, c->cmsg_len - CMSG_LEN(0)));
    return n == static_cast<ssize_t>(sizeof m);
}

// The child's environment: the runner's, with OMP_NUM_THREADS and, when the run asks for one,
// OMP_WAIT_POLICY (else the runner's own or none: no policy is forced, since timings must be what PyTorch
// users get). OpenMP reads both when it loads (before main), so they must be there at exec; the forked
// workers inherit them. Built here rather than with setenv, which is not safe beside other threads.
std::vector<std::string> childEnvironment(int threads, const std::string& ompWaitPolicy) {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string_view entry(*e);
        if (!entry.starts_with("OMP_NUM_THREADS=") && (ompWaitPolicy.empty() || !entry.starts_with("OMP_WAIT_POLICY=")))
            env.emplace_back(*e);
    }
    env.push_back("OMP_NUM_THREADS=" + std::to_string(threads));
    if (!ompWaitPolicy.empty())
        env.push_back("OMP_WAIT_POLICY=" + ompWaitPolicy);
    return env;
}

int msUntil(std::chrono::steady_clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    return static_cast<int>(std::clamp<long long>(left.count(), 0, 1000));
}

// In the forked worker: the descriptors become stdio, the limit applies, then it serves requests.
[[noreturn]] void becomeWorker(const sigset_t& mask, pid_t server, int (&fds)[3], std::int64_t limit,
                               int threads) {
    sigprocmask(SIG_SETMASK, &mask, nullptr);
    prctl(PR_SET_PDEATHSIG, SIGKILL); // the server's death (and so the runner's) takes the worker along
    if (getppid() != server)
        _exit(1);
    for (int i = 0; i < 3; ++i) { // the server's own stdio is taken, so the received descriptors are > 2
        dup2(fds[i], i);
        ::close(fds[i]);
    }
    if (limit > 0) {
        rlimit rl{static_cast<rlim_t>(limit), static_cast<rlim_t>(limit)};
        setrlimit(RLIMIT_AS, &rl);
    }
    exitWorker(serveWorker(threads));
}

} // namespace

Result<std::unique_ptr<ForkServer>> ForkServer::start(const std::filesystem::path& executable, int threads,
                                                      double timeoutSeconds, const std::string& ompWaitPolicy) {
    ::signal(SIGPIPE, SIG_IGN); // a dead worker must not kill the runner through a write
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv))
        return Error{"", 0, 0,
                     std::string("cannot create the fork server's socket: ") + std::strerror(errno)};
    // Everything the child needs is prepared before fork: between fork and exec only async-signal-safe calls.
    std::vector<std::string> envStrings = childEnvironment(threads, ompWaitPolicy);
    std::vector<char*> envp;
    for (auto& s : envStrings)
        envp.push_back(s.data());
    envp.push_back(nullptr);
    std::string exe = executable.string(), mode = "--fork-server", threadsArg = "--threads",
                count = std::to_string(threads);
    char* argv[] = {exe.data(), mode.data(), threadsArg.data(), count.data(), nullptr};

    std::unique_ptr<ForkServer> server(new ForkServer);
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0) {
        ::close(sv[0]);
        ::close(sv[1]);
        return Error{"", 0, 0, std::string("cannot fork the fork server: ") + std::strerror(errno)};
    }
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); // a killed runner takes the server (and its workers) with it
        dup2(sv[1], 0);
        execve(exe.c_str(), argv, envp.data());
        _exit(127);
    }
    ::close(sv[1]);
    server->m_pid = pid;
    server->m_control = sv[0];
    server->m_executable = exe;
    server->m_started = t0;
    server->m_startDeadline = t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(timeoutSeconds));
    return server;
}

Status ForkServer::waitReady() {
    while (m_startupMs <= 0)
        if (!receive(m_startDeadline)) {
            lost();
            return Error{m_executable, 0, 0,
                         "the fork server did not start (is graphnet-bench-worker built?)"};
        }
    return Ok{};
}

ForkServer::~ForkServer() {
    if (m_control >= 0) {
        ::close(m_control); // end of requests: the server kills what is left of its workers and exits
        m_control = -1;
    }
    if (m_pid > 0) {
        // A ready server exits at once; one still starting up is not reading yet and is simply killed.
        for (int i = 0; m_startupMs > 0 && i < 100; ++i) {
            int status = 0;
            if (waitpid(m_pid, &status, WNOHANG) == m_pid)
                return;
            usleep(10000);
        }
        ::kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
}

void ForkServer::lost() {
    if (m_control >= 0)
        ::close(m_control);
    m_control = -1;
    if (m_pid > 0) {
        ::kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
        m_pid = -1;
    }
}

bool ForkServer::receive(std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        if (m_control < 0)
            return false;
        pollfd p{m_control, POLLIN, 0};
        const int ready = poll(&p, 1, msUntil(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0) {
            if (std::chrono::steady_clock::now() >= deadline)
                return false;
            continue;
        }
        Message m;
        int fds[3];
        if (ready < 0 || !receiveMessage(m_control, m, fds)) {
            lost();
            return false;
        }
        if (m.kind == Message::Ready)
            m_startupMs =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - m_started)
                    .count();
        else if (m.kind == Message::Exited)
            m_exited[m.pid] = m.status;
        else if (m.kind == Message::Spawned)
            m_spawned = m.pid;
        else if (m.kind == Message::SpawnFailed)
            m_spawned = -m.status; // a negative errno
        return true;
    }
}

Result<pid_t> ForkServer::spawn(int stdinFd, int stdoutFd, int stderrFd, std::int64_t maxMemoryBytes) {
    if (auto ready = waitReady(); !ready)
        return ready.error();
    Message request;
    request.kind = Message::Spawn;
    request.limit = maxMemoryBytes;
    const int fds[3] = {stdinFd, stdoutFd, stderrFd};
    if (m_control < 0 || !sendMessage(m_control, request, fds, 3)) {
        lost();
        return Error{"", 0, 0, "the fork server is gone"};
    }
    m_spawned.reset();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (!m_spawned)
        if (!receive(deadline)) {
            lost();
            return Error{"", 0, 0, "the fork server did not answer"};
        }
    if (*m_spawned <= 0)
        return Error{"", 0, 0, std::string("the fork server cannot fork: ") + std::strerror(-*m_spawned)};
    return *m_spawned;
}

std::optional<int> ForkServer::waitExit(pid_t pid, std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        if (auto it = m_exited.find(pid); it != m_exited.end()) {
            const int status = it->second;
            m_exited.erase(it);
            return status;
        }
        if (!receive(deadline))
            return std::nullopt;
    }
}

void runForkServer(int control, int threads) {
    const pid_t self = getpid();
    dup2(2, 1); // stdout is the runner's (its progress lines): anything printed here goes to stderr
    // SIGCHLD arrives through a descriptor polled next to the control socket.
    sigset_t chld, previous;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, &previous);
    const int signals = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
    prewarmEngine();
    std::set<pid_t> workers;
    bool open = signals >= 0 && sendMessage(control, Message{Message::Ready, self, 0, 0});
    while (open) {
        pollfd p[2] = {{control, POLLIN, 0}, {signals, POLLIN, 0}};
        if (poll(p, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (p[1].revents & POLLIN) {
            signalfd_siginfo info;
            while (::read(signals, &info, sizeof info) > 0) {
            }
            int status = 0;
            for (pid_t pid; (pid = waitpid(-1, &status, WNOHANG)) > 0;) {
                workers.erase(pid);
                sendMessage(control, Message{Message::Exited, pid, status, 0});
            }
        }
        if (!(p[0].revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
        Message m;
        int fds[3];
        if (!receiveMessage(control, m, fds))
            break; // the runner closed the socket (or died)
        if (m.kind != Message::Spawn || fds[2] < 0) {
            for (int fd : fds)
                if (fd >= 0)
                    ::close(fd);
            continue;
        }
        const pid_t pid = fork();
        if (pid == 0) {
            ::close(control);
            ::close(signals);
            becomeWorker(previous, self, fds, m.limit, threads);
        }
        const int error = errno;
        for (int fd : fds)
            ::close(fd);
        if (pid > 0)
            workers.insert(pid);
        open = sendMessage(control, pid > 0 ? Message{Message::Spawned, pid, 0, 0}
                                            : Message{Message::SpawnFailed, 0, error, 0});
    }
    for (pid_t pid : workers)
        ::kill(pid, SIGKILL);
    for (pid_t pid : workers)
        waitpid(pid, nullptr, 0);
    exitWorker(0);
}

} // namespace gnw::engine
