#include "app/gui/engine/RunConfigAdapter.h"

#include "core/cluster/SweepManifest.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/registry/BackendCatalog.h"
#include "core/engine/device/DeviceInfo.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace gnw::app {

namespace {
// Asking the bridge's Python which backends it has takes seconds (it imports torch): asked once on a
// detached thread when the application starts, read by the dialog when ready. The state is never freed
// and the thread touches no engine state, so the process may exit while it still waits for Python.
struct AskedCatalog {
    std::mutex mutex;
    std::condition_variable cv;
    std::optional<engine::BridgeBackendAnswer> answer;
    bool asking = false;
    int generation = 0; // an answer to an older question (before a refresh) is dropped
};
AskedCatalog& asked() {
    static auto* state = new AskedCatalog;
    return *state;
}

std::optional<engine::BackendCatalog> defaultCatalog(bool wait) {
    warmBackendCatalog();
    AskedCatalog& a = asked();
    std::unique_lock lock(a.mutex);
    if (wait)
        a.cv.wait(lock, [&] { return a.answer.has_value(); });
    if (!a.answer)
        return std::nullopt;
    return engine::catalogFromAnswer(*a.answer);
}
} // namespace

void waitForBackendCatalog() {
    defaultCatalog(true);
}

void warmBackendCatalog() {
    AskedCatalog& a = asked();
    std::lock_guard lock(a.mutex);
    if (a.answer || a.asking)
        return;
    a.asking = true;
    std::thread([generation = a.generation] {
        auto answer = engine::askBridgeForBackends("");
        AskedCatalog& a = asked();
        {
            std::lock_guard lock(a.mutex);
            if (generation != a.generation)
                return; // refreshed meanwhile: the newer question's thread answers
            a.answer = std::move(answer);
            a.asking = false;
        }
        a.cv.notify_all();
    }).detach();
}

void refreshBackendCatalog() {
    {
        AskedCatalog& a = asked();
        std::lock_guard lock(a.mutex);
        a.answer.reset();
        a.asking = false;
        ++a.generation;
    }
    warmBackendCatalog();
}

std::optional<std::string> backendUnavailable(const ui::RunRequest& r) {
    return engine::backendUnavailable(r.backend.toStdString(), [&] {
        return r.pythonPath.isEmpty() ? *defaultCatalog(true) : engine::describeBackends(r.pythonPath.toStdString());
    });
}

Result<engine::BenchmarkConfig> toBenchmarkConfig(const ui::RunRequest& r,
                                                  const std::filesystem::path& workerExecutable) {
    engine::BenchmarkConfig c;
    c.executable = workerExecutable;
    c.isolate = true;
    c.sample.timeoutSeconds = r.settings.timeoutSeconds;
    if (r.resumeRunId) {
        // The stored run's settings and limits apply, but the workbench never runs a sample in its own
        // process: a crashing compiler must not take the window with it.
        c.resumeLimits.isolate = true;
        return c;
    }
    const std::string backend = r.backend.toStdString();
    if (!engine::findBackend(backend))
        return Error{"", 0, 0, "unknown backend '" + backend + "'"};
    auto device = engine::resolveDevice(r.device.toStdString());
    if (!device)
        return device.error();
    if (!r.backendOptions.trimmed().isEmpty()) {
        QJsonParseError error{};
        const auto doc = QJsonDocument::fromJson(r.backendOptions.toUtf8(), &error);
        if (!doc.isObject())
            return Error{"", 0, 0,
                         "backend options: " + (error.error != QJsonParseError::NoError
                                                    ? error.errorString().toStdString() + " at character " +
                                                          std::to_string(error.offset)
                                                    : std::string("not a JSON object"))};
    }
    c.dataset = std::filesystem::path(r.dataset.toStdString());
    for (const auto& s : r.samples)
        c.selection.allowList.push_back(s.toStdString());
    c.sample.backend = backend;
    c.sample.device = *device;
    if (const std::string problem = r.settings.problem(); !problem.empty())
        return Error{"", 0, 0, problem};
    static_cast<RunSettings&>(c.sample) = r.settings;
    c.threads = r.threads;
    c.sample.backendOptions = r.backendOptions.trimmed().toStdString();
    c.sample.python = r.pythonPath.toStdString();
    // The same settings as the CLI command that would make this run, for the run's record.
    ui::RunRequest resolved = r;
    resolved.device = QString::fromStdString(*device);
    c.commandLine = "graphnet-workbench run --backend " + backend;
    for (const auto& word : resolved.runArguments())
        c.commandLine += " " + cluster::shellQuote(word);
    return c;
}

QList<ui::BackendChoice> backendChoices() {
    QList<ui::BackendChoice> choices;
    if (const auto catalog = defaultCatalog(false)) {
        for (const auto& b : catalog->backends)
            if (const engine::Backend* backend = engine::findBackend(b.name); !backend || !backend->drill()) {
                ui::BackendChoice choice{QString::fromStdString(b.name), QString::fromStdString(b.summary),
                                         b.available, QString::fromStdString(b.reason),
                                         QString::fromStdString(b.framework), {}};
                // Offered where creating the environment is what it lacks (not, say, a missing GPU).
                if (!b.available && !b.environment.empty() &&
                    b.reason.find("./workbench env " + b.environment) != std::string::npos)
                    for (const auto& word : engine::environmentSetupCommand(b.environment))
                        choice.createEnvironment << QString::fromStdString(word);
                choices.push_back(std::move(choice));
            }
        return choices;
    }
    // Not known yet: every registered backend; a run on one that turns out unavailable is refused at start.
    for (const auto* b : engine::availableBackends())
        choices.push_back({QString::fromStdString(std::string(b->name())),
                           QString::fromStdString(std::string(b->summary())),
                           true,
                           {},
                           QString::fromStdString(std::string(gnw::frameworkName(b->framework()))),
                           {}});
    return choices;
}

QStringList deviceChoices() {
    QStringList devices;
    if (engine::cudaAvailable())
        for (int i = 0; i < 16; ++i) {
            auto d = engine::resolveDevice("cuda:" + std::to_string(i));
            if (!d)
                break;
            devices << QString::fromStdString(*d);
        }
    devices << QStringLiteral("cpu");
    return devices;
}

} // namespace gnw::app
