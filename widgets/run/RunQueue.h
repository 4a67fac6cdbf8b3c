#pragma once
// The workbench's benchmark runs: requests wait in a queue and run one at a time per device, each on its
// own thread through the installed RunExecutor (the engine's fork server and workers). Every report from
// a run thread is posted to this object's thread, so views read jobs and receive signals on the GUI
// thread only. Destroying the queue cancels what runs and waits for it.
#include "core/store/SampleResult.h"
#include "widgets/run/RunExecutor.h"

#include <QElapsedTimer>
#include <QObject>
#include <map>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace gnw::ui {

struct RunSampleState {
    enum State { Queued, Running, Done, Skipped };
    QString relPath;
    State state = Queued;
    QString phase;                      // the engine's phase while Running ("eager", "compile", ...)
    std::optional<SampleResult> result; // when Done
    QString line;                       // the engine's progress line
    double seconds = 0;                 // wall time of the sample (Done)
};

struct RunJob {
    enum State { Queued, Running, Finished, Cancelled, Failed };
    int id = 0;
    RunRequest request;
    State state = Queued;
    qint64 runId = 0;
    std::vector<RunSampleState> samples;
    RunFinish finish;
    QElapsedTimer clock; // started with the run

    int count(RunSampleState::State s) const;
    bool active() const { return state == Queued || state == Running; }
    // "Run … finished: 3 run, 1 failed, 0 done earlier." or "Run … failed: why" (status bar, scripts).
    QString summary() const;
};

class RunQueue : public QObject {
    Q_OBJECT
public:
    explicit RunQueue(QString storePath,
                      std::shared_ptr<RunExecutor> executor = RunExecutor::defaultExecutor(),
                      QObject* parent = nullptr);
    ~RunQueue() override;

    RunExecutor* executor() const { return m_executor.get(); }
    QString storePath() const { return m_storePath; }
    // Returns the job's id; it starts as soon as its device is free.
    int enqueue(const RunRequest& request);
    // A queued job is dropped; a running one abandons its sample in flight and ends unfinished (resumable).
    void cancel(int jobId);
    void cancelAll();
    bool isIdle() const;
    // Store run ids of the jobs queued or running (the history does not call those interrupted).
    QList<qint64> activeRunIds() const;

    const RunJob* job(int jobId) const;
    QList<int> jobIds() const; // oldest first

Q_SIGNALS:
    void jobQueued(int jobId);
    void jobStarted(int jobId);                // its run exists in the store; samples are listed
    void sampleChanged(int jobId, int index);  // started or finished
    void sampleFinished(int jobId, int index); // its result is committed
    void jobFinished(int jobId);               // finished, cancelled or failed; see RunJob::state
    void idle();                               // nothing queued or running any more

private:
    class Observer;
    void startReady();
    void launch(RunJob& job);
    void onStarted(int jobId, qint64 runId, const QStringList& relPaths, const QList<bool>& done);
    void onSampleStarted(int jobId, int index);
    void onSamplePhase(int jobId, int index, const QString& phase);
    void onSampleFinished(int jobId, int index, const SampleResult& result, const QString& line);
    void onFinished(int jobId, const RunFinish& finish);

    QString m_storePath;
    std::shared_ptr<RunExecutor> m_executor;
    std::map<int, RunJob> m_jobs;
    std::map<int, std::unique_ptr<RunCancel>> m_cancels;
    std::map<int, std::thread> m_threads;
    std::map<int, QElapsedTimer> m_sampleClocks;
    int m_nextId = 1;
};

} // namespace gnw::ui
