#include "app/gui/engine/EngineProfiler.h"

#include "app/gui/engine/RunConfigAdapter.h"

#include <QCoreApplication>
#include <QProcess>

namespace gnw::app {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gnw::app::EngineProfiler", text);
}

// Complete lines of `buffer` go to `onLine`; a partial last line stays in it.
void takeLines(QByteArray& buffer, const std::function<void(const QString&)>& onLine) {
    for (qsizetype end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const QString line = QString::fromUtf8(buffer.left(end)).trimmed();
        buffer.remove(0, end + 1);
        if (!line.isEmpty())
            onLine(line);
    }
}

} // namespace

std::filesystem::path EngineProfiler::benchNextToExecutable() {
    return std::filesystem::path(QCoreApplication::applicationDirPath().toStdString()) / "graphnet-bench";
}

ui::ProfileOutcome EngineProfiler::profile(const ui::ProfileRequest& request,
                                           const std::function<void(const QString&)>& progress,
                                           const std::atomic<bool>& cancel) {
    ui::ProfileOutcome out;
    // The workbench asks Python for its backends when it starts (seconds of importing torch): a profile
    // started meanwhile would time against it (a whole call of resnet34d 3x slower, the nodes' sum 55% of
    // it).
    progress(tr("waiting for the workbench's start-up (the backend catalog)…"));
    waitForBackendCatalog();
    QStringList arguments{QStringLiteral("profile"),
                          QStringLiteral("--dataset"),
                          request.datasetDir,
                          QStringLiteral("--sample"),
                          request.samplePath,
                          QStringLiteral("--device"),
                          request.device,
                          QStringLiteral("--warmup"),
                          QString::number(request.warmup),
                          QStringLiteral("--trials"),
                          QString::number(request.trials),
                          QStringLiteral("--json"),
                          QStringLiteral("--progress")};
    if (!request.backend.isEmpty())
        arguments << QStringLiteral("--backend") << request.backend;
    if (!request.storePath.isEmpty())
        arguments << QStringLiteral("--store") << request.storePath;
    const QString program = QString::fromStdString(m_bench.string());
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(30000)) {
        out.error = tr("%1 could not be started: %2").arg(program, process.errorString());
        return out;
    }
    // Progress lines on stderr; the last lines that are not progress explain a failure.
    QByteArray errBuffer;
    QStringList messages;
    const auto onLine = [&](const QString& line) {
        if (line.startsWith(QLatin1String("warm-up")) || line.startsWith(QLatin1String("trial ")))
            progress(line);
        else
            messages << line;
    };
    while (process.state() != QProcess::NotRunning) {
        process.waitForFinished(100);
        errBuffer += process.readAllStandardError();
        takeLines(errBuffer, onLine);
        if (cancel) {
            process.kill();
            process.waitForFinished(10000);
            out.error = tr("cancelled");
            return out;
        }
    }
    errBuffer += process.readAllStandardError() + '\n';
    takeLines(errBuffer, onLine);
    if (process.exitStatus() != QProcess::NormalExit) {
        out.error = tr("the profile process ended abnormally (%1)").arg(process.errorString());
        if (!messages.isEmpty())
            out.error += QStringLiteral(": ") + messages.last();
        return out;
    }
    if (process.exitCode() != 0) {
        out.error = messages.isEmpty() ? tr("the profile failed (exit code %1)").arg(process.exitCode())
                                       : messages.join(QLatin1Char('\n'));
        return out;
    }
    return ui::profileOutcomeFromJson(process.readAllStandardOutput());
}

} // namespace gnw::app
