#include "core/engine/bridge/BridgeProcess.h"

#include "core/util/CrashCause.h"
#include "core/util/FileIO.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <stdexcept>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#ifndef GNW_SOURCE_DIR
#define GNW_SOURCE_DIR "."
#endif

namespace gnw::engine {

namespace {

std::string outputOf(const std::filesystem::path& log) {
    std::ifstream in(log, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The last `bytes` of a bridge's output ("..." before them where cut), without its trailing blank lines.
std::string tailOfOutput(std::string_view output, std::size_t bytes) {
    std::string text = output.size() > bytes ? "..." + std::string(output.substr(output.size() - bytes))
                                             : std::string(output);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    return text;
}

std::string tailOf(const std::filesystem::path& log, std::size_t bytes) {
    return tailOfOutput(outputOf(log), bytes);
}

// What a crashed bridge's message says after how it died: why, where its output tells (the first line of the
// message is what the progress line and the Results table show), then the output's tail. The log is read
// once.
std::string causeAndTail(const std::filesystem::path& log) {
    const std::string output = outputOf(log);
    const std::string cause = crashCause(tailOfOutput(output, 16384));
    return (cause.empty() ? "" : ": " + cause) + "; its output ended with: " + tailOfOutput(output, 1500);
}

std::string signalText(int sig) {
    const char* name = sigabbrev_np(sig);
    return "signal " + std::to_string(sig) + (name ? std::string(" (SIG") + name + ")" : "");
}

// What a garbage answer looked like, printable and short.
std::string excerpt(const std::string& text) {
    std::string out;
    for (char c : text.substr(0, 200))
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    return "\"" + out + (text.size() > 200 ? "...\"" : "\"");
}

std::filesystem::path logOf(const std::filesystem::path& answerFile) {
    return answerFile.string() + ".stderr";
}

std::chrono::steady_clock::time_point deadlineAfter(double seconds) {
    return std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                  std::chrono::duration<double>(seconds > 0 ? seconds : 1e9));
}

// Forks `python BRIDGE ARGS...` with stdout and stderr in `log` (model.py may print: the tail explains a
// crash) and stdin on /dev/null; `channel` >= 0 becomes the child's fd 3. -1 when fork fails.
pid_t startBridge(const std::string& python, Framework framework, const std::vector<std::string>& args,
                  const std::filesystem::path& log, int channel) {
    const std::string script = bridgeScript(framework).string();
    std::vector<const char*> argv{python.c_str(), script.c_str()};
    for (const auto& a : args)
        argv.push_back(a.c_str());
    argv.push_back(nullptr);
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    prctl(PR_SET_PDEATHSIG, SIGKILL); // a killed worker takes its bridge along
    if (getppid() != parent)
        _exit(127);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd >= 0) {
        dup2(fd, 1);
        dup2(fd, 2);
    }
    const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null >= 0)
        dup2(null, 0);
    if (channel == 3) // already there: only its close-on-exec flag to clear, which dup2 would have done
        fcntl(3, F_SETFD, 0);
    else if (channel >= 0)
        dup2(channel, 3);
    execvp(python.c_str(), const_cast<char* const*>(argv.data()));
    std::fprintf(stderr, "cannot run %s: %s\n", python.c_str(), std::strerror(errno));
    _exit(127);
}

// A bridge that could not be started (errno says why) is a crash of its request.
BridgeReply notStartedReply() {
    BridgeReply reply;
    reply.message = std::string("cannot start the Python bridge: ") + std::strerror(errno);
    return reply;
}

BridgeReply crashedReply(const std::string& python, int status, const std::filesystem::path& log) {
    BridgeReply reply;
    reply.kind = BridgeReply::Kind::Crashed;
    reply.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    reply.message = "the Python bridge (" + python + ") " +
                    (WIFSIGNALED(status) ? "died of " + signalText(WTERMSIG(status))
                                         : "exited with status " + std::to_string(WEXITSTATUS(status))) +
                    causeAndTail(log);
    return reply;
}

BridgeReply timedOutReply(const std::string& command, double timeoutSeconds,
                          const std::filesystem::path& log) {
    BridgeReply reply;
    reply.kind = BridgeReply::Kind::TimedOut;
    std::ostringstream m;
    m << "the Python bridge (" << command << ") did not finish within " << timeoutSeconds
      << " s and was killed; its output ended with: " << tailOf(log, 600);
    reply.message = m.str();
    return reply;
}

// The answer file of a bridge that finished its request.
BridgeReply answerIn(const std::filesystem::path& answerFile, const std::filesystem::path& log) {
    BridgeReply reply;
    auto text = readFile(answerFile);
    if (!text) {
        reply.kind = BridgeReply::Kind::Garbage;
        reply.message = "protocol error: the Python bridge exited without an answer (" +
                        text.error().toString() + "); its output ended with: " + tailOf(log, 600);
        return reply;
    }
    reply.json = nlohmann::json::parse(*text, nullptr, false);
    if (reply.json.is_discarded() || !reply.json.is_object()) {
        reply.kind = BridgeReply::Kind::Garbage;
        reply.message =
            "protocol error: the Python bridge answered " + excerpt(*text) + ", which is not a JSON object";
        return reply;
    }
    reply.kind = BridgeReply::Kind::Answered;
    return reply;
}

} // namespace

std::filesystem::path environmentDir(std::string_view name) {
    return std::filesystem::path(GNW_SOURCE_DIR) / ".venvs" / std::string(name);
}

std::vector<std::string> environmentSetupCommand(std::string_view name) {
    return {(std::filesystem::path(GNW_SOURCE_DIR) / "workbench").string(), "env", std::string(name)};
}

std::string bridgePython(const std::string& configured, Framework framework, std::string_view environment) {
    const bool paddle = framework == Framework::Paddle;
    if (!configured.empty())
        return configured;
    std::error_code ec;
    if (!environment.empty()) {
        const std::filesystem::path python = environmentDir(environment) / "bin/python";
        if (std::filesystem::exists(python, ec))
            return python.string();
    }
    if (const char* env = std::getenv(paddle ? "GNW_PADDLE_PYTHON" : "GNW_PYTHON"); env && *env)
        return env;
    const std::filesystem::path venv =
        std::filesystem::path(GNW_SOURCE_DIR) / (paddle ? ".venv-paddle/bin/python" : ".venv/bin/python");
    if (std::filesystem::exists(venv, ec))
        return venv.string();
    return "python3";
}

std::filesystem::path bridgeScript(Framework framework) {
    std::filesystem::path torch = std::filesystem::path(GNW_SOURCE_DIR) / "app/bridge/graphnet_bridge.py";
    if (const char* env = std::getenv("GNW_BRIDGE_SCRIPT"); env && *env)
        torch = env;
    return framework == Framework::Paddle ? torch.parent_path() / "paddle_bridge.py" : torch;
}

std::filesystem::path bridgeBackendsFile() {
    return std::filesystem::path(GNW_SOURCE_DIR) / "app/bridge/backends.json";
}

BridgeReply runBridge(const std::string& python, const std::string& command, const std::filesystem::path& arg,
                      const std::filesystem::path& answerFile, double timeoutSeconds, Framework framework) {
    BridgeReply reply;
    const std::filesystem::path log = logOf(answerFile);
    const pid_t pid = startBridge(python, framework, {command, arg.string()}, log, -1);
    if (pid < 0)
        return notStartedReply();
    const auto deadline = deadlineAfter(timeoutSeconds);
    int status = 0;
    auto wait = std::chrono::milliseconds(1);
    for (;;) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (done < 0 && errno != EINTR) {
            reply.message = std::string("lost the Python bridge: ") + std::strerror(errno);
            return reply;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return timedOutReply(command, timeoutSeconds, log);
        }
        std::this_thread::sleep_for(wait);
        wait = std::min(wait * 2, std::chrono::milliseconds(50));
    }
    if (WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) != 0))
        return crashedReply(python, status, log);
    return answerIn(answerFile, log);
}

BridgeSession::~BridgeSession() {
    stop();
}

void BridgeSession::stop() {
    if (m_pid > 0) {
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
    if (m_channel >= 0)
        ::close(m_channel);
    m_pid = -1;
    m_channel = -1;
}

BridgeReply BridgeSession::begin(const std::string& python, Framework framework, const std::string& command,
                                 const std::filesystem::path& request,
                                 const std::filesystem::path& answerFile, double timeoutSeconds) {
    m_log = logOf(answerFile);
    m_answerFile = answerFile;
    m_command = command;
    m_timeoutSeconds = timeoutSeconds;
    m_received.clear();
    if (m_pid > 0 && waitpid(m_pid, nullptr, WNOHANG) == m_pid)
        m_pid = -1; // died between requests, which was no request's fault: a fresh one takes this request
    if (m_pid > 0 && (python != m_python || framework != m_framework))
        stop();
    if (m_pid <= 0) {
        stop(); // the channel of one that died
        int ends[2];
        if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
            return notStartedReply();
        // The bridge's end becomes its fd 3 (dup2 clears close-on-exec there).
        m_pid = startBridge(python, framework, {"serve", "3"}, m_log, ends[1]);
        ::close(ends[1]);
        m_channel = ends[0];
        m_python = python;
        m_framework = framework;
        if (m_pid < 0) {
            BridgeReply failed = notStartedReply(); // before stop() can change errno
            stop();
            return failed;
        }
    }
    const std::string line =
        nlohmann::json{{"command", command}, {"request", request.string()}, {"log", m_log.string()}}.dump() +
        "\n";
    // MSG_NOSIGNAL: a bridge that died already is a crash found below, not a SIGPIPE for this process.
    m_open = ::send(m_channel, line.data(), line.size(), MSG_NOSIGNAL) == ssize_t(line.size());
    // A bridge that closed its end exits in a moment; one that does not is killed a second later.
    m_deadline = m_open ? deadlineAfter(timeoutSeconds) : deadlineAfter(1);
    BridgeReply sent;
    sent.kind = BridgeReply::Kind::Answered;
    sent.stepReply = true;
    return sent;
}

std::variant<std::string, BridgeReply> BridgeSession::nextLine() {
    int status = 0;
    for (;;) {
        if (const auto end = m_received.find('\n'); end != std::string::npos) {
            std::string line = m_received.substr(0, end);
            m_received.erase(0, end + 1);
            return line;
        }
        // The bridge's children (inductor's compile workers) may hold its end of the socket open, so its
        // death is seen by waitpid, not only as the end of the stream.
        if (const pid_t done = waitpid(m_pid, &status, WNOHANG); done == m_pid) {
            m_pid = -1;
            stop();
            return crashedReply(m_python, status, m_log);
        }
        if (std::chrono::steady_clock::now() > m_deadline) {
            const bool open = m_open;
            stop();
            if (open)
                return timedOutReply(m_command, m_timeoutSeconds, m_log);
            BridgeReply reply;
            reply.message = "the Python bridge (" + m_python + ") closed its request channel and was killed" +
                            causeAndTail(m_log);
            return reply; // Crashed
        }
        pollfd p{m_channel, POLLIN, 0};
        if (m_open && ::poll(&p, 1, 50) > 0) {
            char buffer[4096];
            const ssize_t n = ::recv(m_channel, buffer, sizeof buffer, 0);
            if (n > 0)
                m_received.append(buffer, std::size_t(n));
            else
                m_open = false; // end of stream: the bridge is going; waitpid says how
        } else if (!m_open) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
}

BridgeReply BridgeSession::answerAfterDone(const std::string& line) {
    if (line == "done")
        return answerIn(m_answerFile, m_log);
    stop();
    BridgeReply reply;
    reply.kind = BridgeReply::Kind::Garbage;
    reply.message = "protocol error: the Python bridge answered " + excerpt(line) + " on its channel";
    return reply;
}

BridgeReply BridgeSession::run(const std::string& python, Framework framework, const std::string& command,
                               const std::filesystem::path& request, const std::filesystem::path& answerFile,
                               double timeoutSeconds) {
    BridgeReply sent = begin(python, framework, command, request, answerFile, timeoutSeconds);
    if (!sent.stepReply)
        return sent;
    auto line = nextLine();
    if (auto* failed = std::get_if<BridgeReply>(&line))
        return *failed;
    return answerAfterDone(std::get<std::string>(line));
}

BridgeReply BridgeSession::step(const nlohmann::json& step) {
    const std::string text = step.dump() + "\n";
    if (m_open && ::send(m_channel, text.data(), text.size(), MSG_NOSIGNAL) != ssize_t(text.size())) {
        m_open = false;
        m_deadline = std::min(m_deadline, deadlineAfter(1));
    }
    auto line = nextLine();
    if (auto* failed = std::get_if<BridgeReply>(&line))
        return *failed;
    const std::string& got = std::get<std::string>(line);
    if (got == "done") // the request ended instead of answering: it failed, and says so in its answer
        return answerAfterDone(got);
    BridgeReply reply;
    reply.json = nlohmann::json::parse(got, nullptr, false);
    if (reply.json.is_discarded() || !reply.json.is_object()) {
        stop();
        reply.kind = BridgeReply::Kind::Garbage;
        reply.message = "protocol error: the Python bridge answered " + excerpt(got) + " to the step " +
                        excerpt(step.dump()) + ", which is not a JSON object";
        return reply;
    }
    reply.kind = BridgeReply::Kind::Answered;
    reply.stepReply = true;
    return reply;
}

BridgeScratch::BridgeScratch() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/gnw-bridge-XXXXXX";
    if (!mkdtemp(pattern.data()))
        throw std::runtime_error("cannot create a scratch directory under " + pattern + ": " +
                                 std::strerror(errno));
    m_dir = pattern;
}

BridgeScratch::~BridgeScratch() {
    removeTree(m_dir);
}

} // namespace gnw::engine
