#include "widgets/run/RunRequest.h"

#include "core/store/RunSettingsArguments.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace gnw::ui {

QJsonObject runSettingsJson(const RunSettings& settings) {
    nlohmann::json j;
    writeRunSettings(settings, j);
    return QJsonDocument::fromJson(QByteArray::fromStdString(j.dump())).object();
}

RunSettings runSettingsFromJson(const QJsonObject& json) {
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    return readRunSettings(nlohmann::json::parse(text.toStdString(), nullptr, false), MissingSettings::Defaults);
}

QJsonObject RunRequest::toJson() const {
    QJsonObject j = runSettingsJson(settings);
    j.insert(QStringLiteral("dataset"), dataset);
    j.insert(QStringLiteral("samples"), QJsonArray::fromStringList(samples));
    j.insert(QStringLiteral("backend"), backend);
    j.insert(QStringLiteral("backend_options"), backendOptions);
    j.insert(QStringLiteral("device"), device);
    j.insert(QStringLiteral("python"), pythonPath);
    j.insert(QStringLiteral("threads"), threads);
    j.insert(QStringLiteral("name"), name);
    j.insert(QStringLiteral("notes"), notes);
    j.insert(QStringLiteral("resume"), resumeRunId);
    return j;
}

RunRequest RunRequest::fromJson(const QJsonObject& j) {
    RunRequest r;
    r.settings = runSettingsFromJson(j);
    r.dataset = j.value(QStringLiteral("dataset")).toString();
    for (const auto& s : j.value(QStringLiteral("samples")).toArray())
        r.samples << s.toString();
    r.backend = j.value(QStringLiteral("backend")).toString(r.backend);
    r.backendOptions = j.value(QStringLiteral("backend_options")).toString();
    r.device = j.value(QStringLiteral("device")).toString(r.device);
    r.pythonPath = j.value(QStringLiteral("python")).toString();
    r.threads = j.value(QStringLiteral("threads")).toInt(r.threads);
    r.name = j.value(QStringLiteral("name")).toString();
    r.notes = j.value(QStringLiteral("notes")).toString();
    r.resumeRunId = j.value(QStringLiteral("resume")).toInteger(0);
    return r;
}

QString RunRequest::describe() const {
    if (resumeRunId)
        return QCoreApplication::translate("gnw::ui::RunRequest", "resume run %1").arg(resumeRunId);
    const QString scope = samples.isEmpty()
                              ? QCoreApplication::translate("gnw::ui::RunRequest", "all samples")
                              : QCoreApplication::translate("gnw::ui::RunRequest", "%n sample(s)", nullptr,
                                                            int(samples.size()));
    return QCoreApplication::translate("gnw::ui::RunRequest", "%1 on %2, %3").arg(backend, device, scope);
}

std::vector<std::string> RunRequest::runArguments() const {
    // The settings as the CLI reads them back (core/store/RunSettingsArguments), then what is not a setting.
    std::vector<std::string> a = runSettingsArguments(settings);
    a.insert(a.end(), {"--device", device.toStdString(), "--threads", std::to_string(threads)});
    if (!backendOptions.trimmed().isEmpty())
        a.insert(a.end(), {"--backend-options", backendOptions.trimmed().toStdString()});
    if (!pythonPath.isEmpty())
        a.insert(a.end(), {"--python", pythonPath.toStdString()});
    return a;
}

} // namespace gnw::ui
