#include "widgets/run/RunRequest.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gnw::ui {

QJsonObject RunRequest::toJson() const {
    return {{QStringLiteral("dataset"), dataset},
            {QStringLiteral("samples"), QJsonArray::fromStringList(samples)},
            {QStringLiteral("backend"), backend},
            {QStringLiteral("backend_options"), backendOptions},
            {QStringLiteral("device"), device},
            {QStringLiteral("protocol"), protocol},
            {QStringLiteral("python"), pythonPath},
            {QStringLiteral("warmup"), warmup},
            {QStringLiteral("trials"), trials},
            {QStringLiteral("min_time_s"), minTimeSeconds},
            {QStringLiteral("threads"), threads},
            {QStringLiteral("timeout_s"), timeoutSeconds},
            {QStringLiteral("seed"), seed},
            {QStringLiteral("fluctuation_threshold"), fluctuationThreshold},
            {QStringLiteral("fluctuation_policy"), fluctuationPolicy},
            {QStringLiteral("grad_mode"), gradMode},
            {QStringLiteral("dynamo_config"), dynamoConfig},
            {QStringLiteral("default_device"), defaultDevice},
            {QStringLiteral("name"), name},
            {QStringLiteral("notes"), notes},
            {QStringLiteral("resume"), resumeRunId}};
}

RunRequest RunRequest::fromJson(const QJsonObject& j) {
    RunRequest r;
    r.dataset = j.value(QStringLiteral("dataset")).toString();
    for (const auto& s : j.value(QStringLiteral("samples")).toArray())
        r.samples << s.toString();
    r.backend = j.value(QStringLiteral("backend")).toString(r.backend);
    r.backendOptions = j.value(QStringLiteral("backend_options")).toString();
    r.device = j.value(QStringLiteral("device")).toString(r.device);
    r.protocol = j.value(QStringLiteral("protocol")).toString(r.protocol);
    r.pythonPath = j.value(QStringLiteral("python")).toString();
    r.warmup = j.value(QStringLiteral("warmup")).toInt(r.warmup);
    r.trials = j.value(QStringLiteral("trials")).toInt(r.trials);
    r.minTimeSeconds = j.value(QStringLiteral("min_time_s")).toDouble(r.minTimeSeconds);
    r.threads = j.value(QStringLiteral("threads")).toInt(r.threads);
    r.timeoutSeconds = j.value(QStringLiteral("timeout_s")).toDouble(r.timeoutSeconds);
    r.seed = j.value(QStringLiteral("seed")).toInteger(r.seed);
    r.fluctuationThreshold =
        j.value(QStringLiteral("fluctuation_threshold")).toDouble(r.fluctuationThreshold);
    r.fluctuationPolicy = j.value(QStringLiteral("fluctuation_policy")).toString(r.fluctuationPolicy);
    r.gradMode = j.value(QStringLiteral("grad_mode")).toString(r.gradMode);
    r.dynamoConfig = j.value(QStringLiteral("dynamo_config")).toString(r.dynamoConfig);
    r.defaultDevice = j.value(QStringLiteral("default_device")).toBool(r.defaultDevice);
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
    std::vector<std::string> a{"--device",
                               device.toStdString(),
                               "--warmup",
                               std::to_string(warmup),
                               "--trials",
                               std::to_string(trials),
                               "--min-time",
                               QString::number(minTimeSeconds).toStdString(),
                               "--threads",
                               std::to_string(threads),
                               "--seed",
                               std::to_string(seed),
                               "--timeout",
                               QString::number(timeoutSeconds).toStdString(),
                               "--fluctuation-threshold",
                               QString::number(fluctuationThreshold).toStdString(),
                               "--on-fluctuation",
                               fluctuationPolicy.toStdString(),
                               "--protocol",
                               protocol.toStdString(),
                               "--grad-mode",
                               gradMode.toStdString(),
                               "--dynamo-config",
                               dynamoConfig.toStdString(),
                               "--default-device",
                               defaultDevice ? "on" : "off"};
    if (!backendOptions.trimmed().isEmpty())
        a.insert(a.end(), {"--backend-options", backendOptions.trimmed().toStdString()});
    if (!pythonPath.isEmpty())
        a.insert(a.end(), {"--python", pythonPath.toStdString()});
    return a;
}

} // namespace gnw::ui
