#include "app/gui/engine/EngineProfiler.h"

#include "app/gui/engine/BenchChildProcess.h"
#include "app/gui/engine/RunConfigAdapter.h"

#include <QCoreApplication>

namespace gnw::app {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gnw::app::EngineProfiler", text);
}

} // namespace

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
    // Progress lines on stderr; the other lines explain a failure.
    const auto child = runBenchChild(
        m_bench, arguments,
        [](const QString& line) {
            return line.startsWith(QLatin1String("warm-up")) || line.startsWith(QLatin1String("trial "));
        },
        progress, cancel);
    if (!child.failure.isEmpty()) {
        out.error = child.failure;
        return out;
    }
    return ui::profileOutcomeFromJson(child.stdoutText);
}

} // namespace gnw::app
