#include "app/gui/engine/EngineRunExecutor.h"

#include "app/gui/engine/RunConfigAdapter.h"
#include "core/engine/run/RunControl.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QCoreApplication>
#include <QDir>

namespace gnw::app {

EngineRunExecutor::EngineRunExecutor(std::filesystem::path workerExecutable)
    : m_worker(std::move(workerExecutable)), m_devices(deviceChoices()) {
    warmBackendCatalog();
}

std::filesystem::path EngineRunExecutor::workerNextToExecutable() {
    return std::filesystem::path(QCoreApplication::applicationDirPath().toStdString()) /
           "graphnet-bench-worker";
}

QList<ui::BackendChoice> EngineRunExecutor::backends() const {
    return backendChoices();
}

void EngineRunExecutor::refreshBackends() {
    refreshBackendCatalog();
}

QStringList EngineRunExecutor::devices() const {
    return m_devices;
}

ui::RunFinish EngineRunExecutor::execute(const QString& storePath, const ui::RunRequest& request,
                                         ui::RunObserver& observer, ui::RunCancel& cancel) {
    ui::RunFinish finish;
    auto fail = [&finish](const Error& e) {
        finish.error = QString::fromStdString(e.toString());
        return finish;
    };
    auto config = toBenchmarkConfig(request, m_worker);
    if (!config)
        return fail(config.error());
    if (!request.resumeRunId)
        if (auto unavailable = backendUnavailable(request))
            return fail(Error{"", 0, 0, *unavailable});
    auto db = Database::open(storePath.toStdString());
    if (!db)
        return fail(db.error());

    engine::RunControl control;
    control.onStart = [&](std::int64_t runId, const std::vector<std::string>& paths,
                          const std::vector<bool>& done) {
        // The dialog's name and notes replace the engine's generated name once the run exists.
        if (!request.resumeRunId && (!request.name.isEmpty() || !request.notes.isEmpty())) {
            ResultStore store(*db);
            if (const auto run = store.run(runId))
                store.updateRunLabel(runId, request.name.isEmpty() ? run->name : request.name.toStdString(),
                                     request.notes.toStdString());
        }
        QStringList relPaths;
        QList<bool> doneFlags;
        for (std::size_t i = 0; i < paths.size(); ++i) {
            relPaths << QString::fromStdString(paths[i]);
            doneFlags << done[i];
        }
        observer.started(runId, relPaths, doneFlags);
    };
    control.onSampleStarted = [&](int index, const std::string& relPath) {
        observer.sampleStarted(index, QString::fromStdString(relPath));
    };
    control.onSamplePhase = [&](int index, const std::string& phase) {
        observer.samplePhase(index, QString::fromStdString(phase));
    };
    control.onSampleFinished = [&](int index, const std::string& relPath, const SampleResult& result,
                                   const std::string& line) {
        observer.sampleFinished(index, QString::fromStdString(relPath), result, QString::fromStdString(line));
    };
    cancel.setInterrupt([&control] { control.cancel(); });
    std::optional<std::int64_t> resume;
    if (request.resumeRunId)
        resume = request.resumeRunId;
    Result<engine::RunSummary> summary = Error{};
    try {
        summary = engine::executeRun(&*db, *config, resume, {}, {}, &control);
    } catch (const std::exception& e) {
        summary = Error{storePath.toStdString(), 0, 0, e.what()};
    }
    cancel.setInterrupt({});
    if (!summary)
        return fail(summary.error());
    finish.runId = summary->runId;
    finish.selected = summary->selected;
    finish.ran = summary->ran;
    finish.failed = summary->failed;
    finish.skipped = summary->skipped;
    finish.cancelled = summary->cancelled;
    return finish;
}

} // namespace gnw::app
