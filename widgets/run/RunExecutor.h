#pragma once
// What the workbench needs from the benchmark engine: the backends and devices it offers, and running one
// request to its end. The widgets do not link LibTorch: the application installs the engine's executor
// (app/gui/engine/EngineRunExecutor.h), as it installs the engine's sample analyzer. Without one the
// workbench browses and analyses but cannot start runs.
#include "core/store/SampleResult.h"
#include "widgets/run/RunRequest.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace gnw::ui {

struct BackendChoice {
    QString name;
    QString summary;
    bool available = true;
    QString reason;                          // why not, when unavailable
    QString framework = QStringLiteral("torch"); // the samples it runs: "torch" or "paddle"
    // Unavailable because its backend environment is not created: the command that creates it (program
    // first, then its arguments); empty otherwise.
    QStringList createEnvironment;
};

// Reports from a running request; called on the run's thread.
class RunObserver {
public:
    virtual ~RunObserver() = default;
    // The run exists in the store; `relPaths` is its selection in run order, `done` what a resumed run skips.
    virtual void started(qint64 runId, const QStringList& relPaths, const QList<bool>& done) = 0;
    virtual void sampleStarted(int index, const QString& relPath) = 0;
    // The sample in flight entered a phase (the engine's names: setup, eager, compile, compiled, compare).
    virtual void samplePhase(int index, const QString& phase) = 0;
    // After the result is committed.
    virtual void sampleFinished(int index, const QString& relPath, const SampleResult& result,
                                const QString& progressLine) = 0;
};

// Cancelling a request from the GUI thread while it runs on another: the executor installs how to
// interrupt the sample in flight; cancel() runs it (at once when the run has already begun).
class RunCancel {
public:
    void cancel();
    bool cancelled() const;
    // Set by the executor before the run starts (called at once when already cancelled) and cleared with
    // an empty function before the run's state goes away. Must be quick: it runs under a lock.
    void setInterrupt(std::function<void()> interrupt);

private:
    mutable std::mutex m_mutex;
    bool m_cancelled = false;
    std::function<void()> m_interrupt;
};

struct RunFinish {
    qint64 runId = 0;
    int selected = 0, ran = 0, failed = 0, skipped = 0;
    bool cancelled = false;
    QString error; // non-empty when the run could not start or broke off
};

class RunExecutor {
public:
    virtual ~RunExecutor() = default;
    virtual QList<BackendChoice> backends() const = 0;
    // "cpu" and each CUDA device the engine sees ("cuda:0", ...).
    virtual QStringList devices() const = 0;
    // Forgets what backends() knew and asks again in the background (after a backend environment was
    // created); backends() lists every registered backend until the answer is in.
    virtual void refreshBackends() {}
    // Blocks until the run ends; called on a worker thread. Results are committed to `storePath` one
    // sample at a time, so a killed process loses at most the sample in flight.
    virtual RunFinish execute(const QString& storePath, const RunRequest& request, RunObserver& observer,
                              RunCancel& cancel) = 0;

    // The executor new run queues use; null until the application installs one.
    static void setDefault(std::shared_ptr<RunExecutor> executor);
    static std::shared_ptr<RunExecutor> defaultExecutor();
};

} // namespace gnw::ui
