#pragma once
// Starting a Python bridge (app/bridge/graphnet_bridge.py, app/bridge/paddle_bridge.py) and reading its
// answer. The bridge runs as a child of the worker with the worker's environment (so OMP_NUM_THREADS and
// friends match the C++ side), dies with it (PR_SET_PDEATHSIG), and is killed when it outlives
// `timeoutSeconds`. Its answer is one JSON file written at the end; anything else is classified here, so that
// a bridge that crashes, hangs or writes garbage fails one sample with a precise class and the next sample
// runs. Plain C++ (no ATen).
#include "core/graph/Graph.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gnw::engine {

// Two bridges exist, one per framework: the torch bridge (graphnet_bridge.py) in the project venv and the
// Paddle bridge (paddle_bridge.py) in the Paddle environment, which has no torch.
//
// The interpreter a bridge runs in: `configured` when set, else the backend environment's
// (.venvs/ENVIRONMENT/bin/python) when `environment` names one that exists, else $GNW_PYTHON (torch) or
// $GNW_PADDLE_PYTHON (Paddle), else the project's venv (.venv or .venv-paddle in the source tree this was
// built from), else python3 on PATH.
std::string bridgePython(const std::string& configured, Framework framework = Framework::Torch,
                         std::string_view environment = {});
// Where backend environment NAME lives: .venvs/NAME in the source tree this was built from.
std::filesystem::path environmentDir(std::string_view name);
// The command that creates it: that tree's `workbench env NAME` (program first).
std::vector<std::string> environmentSetupCommand(std::string_view name);
// $GNW_BRIDGE_SCRIPT, else app/bridge/graphnet_bridge.py of the source tree this was built from; the Paddle
// bridge lies beside it.
std::filesystem::path bridgeScript(Framework framework = Framework::Torch);
// The bridges' description of their backends (app/bridge/backends.json of the source tree this was built
// from): the one list the C++ registry and both bridges read.
std::filesystem::path bridgeBackendsFile();

struct BridgeReply {
    enum class Kind : std::uint8_t {
        Answered, // `json` holds the bridge's answer (which may itself report a failure: "ok": false)
        Crashed,  // died by a signal or exited non-zero; `message` says how, with its stderr tail
        TimedOut, // killed after timeoutSeconds
        Garbage,  // exited 0 but its answer is not JSON; `message` quotes it
    } kind = Kind::Crashed;
    nlohmann::json json;
    std::string message;
    int signal = 0; // the signal that ended a Crashed bridge; 0 when it exited
    // Answered with `json` the bridge's reply to one step of a request (BridgeSession::step), which goes
    // on; false for the answer of a request (its answer file) and for every failure.
    bool stepReply = false;
};

// Runs `python graphnet_bridge.py COMMAND ARG` and reads `answerFile` (which ARG names, directly or in
// the request it points to). `timeoutSeconds` <= 0 waits without limit.
BridgeReply runBridge(const std::string& python, const std::string& command, const std::filesystem::path& arg,
                      const std::filesystem::path& answerFile, double timeoutSeconds,
                      Framework framework = Framework::Torch);

// One bridge process for many requests (`python graphnet_bridge.py serve 3`, serve_requests in
// app/bridge/bridge_protocol.py): fault localisation's probes ask dozens of small questions of one sample's
// cuts, and starting Python and importing torch was most of each probe's time. A request is classified as
// runBridge classifies it; a bridge that crashes, hangs or answers garbage is gone afterwards, and the next
// request starts a fresh one. Measurements keep one process per sample, as upstream's tools do (a warm
// process would time differently): a session of their own, ended with the sample.
//
// A measurement is a request driven step by step: its scheduler lives on this side (MeasurementScheduler),
// so begin() sends the request, each step() sends one line ({"op": ...}) and returns the bridge's reply to
// it, and the last step makes the bridge finish the request and answer it as run() would.
class BridgeSession {
public:
    BridgeSession() = default;
    ~BridgeSession();
    BridgeSession(const BridgeSession&) = delete;
    BridgeSession& operator=(const BridgeSession&) = delete;

    // runBridge's contract; the bridge is started (again) when none runs or it ran another interpreter.
    BridgeReply run(const std::string& python, Framework framework, const std::string& command,
                    const std::filesystem::path& request, const std::filesystem::path& answerFile,
                    double timeoutSeconds);
    // Sends the request; a reply with stepReply set when it went out, else why not (a bridge that cannot
    // start). `timeoutSeconds` bounds the whole request, all its steps together.
    BridgeReply begin(const std::string& python, Framework framework, const std::string& command,
                      const std::filesystem::path& request, const std::filesystem::path& answerFile,
                      double timeoutSeconds);
    // One step of the begun request: its reply (stepReply, `json` the JSON object the bridge wrote back),
    // or, when the request ended instead, its answer or failure as run() classifies it.
    BridgeReply step(const nlohmann::json& step);
    bool running() const { return m_pid > 0; }

private:
    void stop();
    // The bridge's next line on the channel (without its newline), or the failure that came instead.
    std::variant<std::string, BridgeReply> nextLine();
    BridgeReply answerAfterDone(const std::string& line);

    int m_pid = -1;
    int m_channel = -1;
    std::string m_python;
    Framework m_framework = Framework::Torch;
    // The request under way.
    std::string m_command;
    std::filesystem::path m_answerFile, m_log;
    double m_timeoutSeconds = 0;
    std::chrono::steady_clock::time_point m_deadline;
    bool m_open = false;    // the channel still takes lines
    std::string m_received; // read past the last line
};

// A private directory for one bridge call's files, removed with this object.
class BridgeScratch {
public:
    BridgeScratch();
    ~BridgeScratch();
    BridgeScratch(const BridgeScratch&) = delete;
    BridgeScratch& operator=(const BridgeScratch&) = delete;
    const std::filesystem::path& dir() const { return m_dir; }
    std::filesystem::path file(const std::string& name) const { return m_dir / name; }

private:
    std::filesystem::path m_dir;
};

} // namespace gnw::engine
