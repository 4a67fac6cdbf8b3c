#include "core/engine/bridge/BridgeProcess.h"

#include "core/util/FileIO.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#ifndef GNW_SOURCE_DIR
#define GNW_SOURCE_DIR "."
#endif

namespace gnw::engine {

namespace {

std::string tailOf(const std::filesystem::path& file, std::size_t bytes) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    if (text.size() > bytes)
        text = "..." + text.substr(text.size() - bytes);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    return text;
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

BridgeReply runBridge(const std::string& python, const std::string& command, const std::filesystem::path& arg,
                      const std::filesystem::path& answerFile, double timeoutSeconds, Framework framework) {
    BridgeReply reply;
    const std::filesystem::path log = answerFile.string() + ".stderr";
    const std::string script = bridgeScript(framework).string();
    const std::string argText = arg.string();
    std::vector<const char*> argv{python.c_str(), script.c_str(), command.c_str(), argText.c_str(), nullptr};
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0) {
        reply.message = std::string("cannot start the Python bridge: ") + std::strerror(errno);
        return reply;
    }
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); // a killed worker takes its bridge along
        if (getppid() != parent)
            _exit(127);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        // model.py may print: both streams go to the log, whose tail explains a crash
        const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
        }
        const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (null >= 0)
            dup2(null, 0);
        execvp(python.c_str(), const_cast<char* const*>(argv.data()));
        std::fprintf(stderr, "cannot run %s: %s\n", python.c_str(), std::strerror(errno));
        _exit(127);
    }
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration<double>(timeoutSeconds > 0 ? timeoutSeconds : 1e9);
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
            reply.kind = BridgeReply::Kind::TimedOut;
            std::ostringstream m;
            m << "the Python bridge (" << command << ") did not finish within " << timeoutSeconds
              << " s and was killed; its output ended with: " << tailOf(log, 600);
            reply.message = m.str();
            return reply;
        }
        std::this_thread::sleep_for(wait);
        wait = std::min(wait * 2, std::chrono::milliseconds(50));
    }
    if (WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) != 0)) {
        reply.kind = BridgeReply::Kind::Crashed;
        reply.message = "the Python bridge (" + python + ") " +
                        (WIFSIGNALED(status) ? "died of " + signalText(WTERMSIG(status))
                                             : "exited with status " + std::to_string(WEXITSTATUS(status))) +
                        "; its output ended with: " + tailOf(log, 1500);
        return reply;
    }
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
        reply.message = "protocol error: the Python bridge answered " + excerpt(*text) +
                        ", which is not a JSON object";
        return reply;
    }
    reply.kind = BridgeReply::Kind::Answered;
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
