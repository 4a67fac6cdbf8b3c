#include "app/gui/engine/RunConfigAdapter.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/run/DeviceInfo.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace gnw::app {

namespace {
std::string quoted(const QString& text) {
    return "'" + text.toStdString() + "'";
}
} // namespace

Result<engine::BenchmarkConfig> toBenchmarkConfig(const ui::RunRequest& r,
                                                  const std::filesystem::path& workerExecutable) {
    engine::BenchmarkConfig c;
    c.executable = workerExecutable;
    c.isolate = true;
    c.timeoutSeconds = r.timeoutSeconds;
    if (r.resumeRunId)
        return c; // the stored run's settings apply; only isolation and limits come from here
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
    c.sample.warmup = r.warmup;
    c.sample.trials = r.trials;
    c.sample.seed = static_cast<std::uint64_t>(r.seed);
    c.sample.fluctuationThreshold = r.fluctuationThreshold;
    c.threads = r.threads;
    // Backend options, protocol and the bridge's Python are not engine settings yet (the compiler-backend
    // work adds them): until then they are recorded with the run in its command line.
    c.commandLine = "graphnet-workbench run --backend " + backend + " --device " + *device + " --warmup " +
                    std::to_string(r.warmup) + " --trials " + std::to_string(r.trials) + " --threads " +
                    std::to_string(r.threads) + " --seed " + std::to_string(r.seed) + " --protocol " +
                    r.protocol.toStdString();
    if (!r.backendOptions.trimmed().isEmpty())
        c.commandLine += " --backend-options " + quoted(r.backendOptions.trimmed());
    if (!r.pythonPath.isEmpty())
        c.commandLine += " --python " + quoted(r.pythonPath);
    return c;
}

QList<ui::BackendChoice> backendChoices() {
    QList<ui::BackendChoice> choices;
    for (const auto* b : engine::availableBackends())
        choices.push_back({QString::fromStdString(std::string(b->name())),
                           QString::fromStdString(std::string(b->summary())),
                           true,
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
