#include "widgets/run/RunQueue.h"

#include <QPointer>
#include <QSet>

namespace gnw::ui {

QString RunJob::summary() const {
    if (!finish.error.isEmpty())
        return RunQueue::tr("Run %1 failed: %2").arg(request.describe(), finish.error);
    return RunQueue::tr("Run %1 %2: %3 run, %4 failed, %5 done earlier.")
        .arg(request.describe(), finish.cancelled ? RunQueue::tr("cancelled") : RunQueue::tr("finished"))
        .arg(finish.ran)
        .arg(finish.failed)
        .arg(finish.skipped);
}

int RunJob::count(RunSampleState::State s) const {
    int n = 0;
    for (const auto& sample : samples)
        n += sample.state == s;
    return n;
}

// Runs on the job's thread and posts every report to the queue's thread.
class RunQueue::Observer : public RunObserver {
public:
    Observer(RunQueue* queue, int jobId) : m_queue(queue), m_jobId(jobId) {}

    void started(qint64 runId, const QStringList& relPaths, const QList<bool>& done) override {
        post([id = m_jobId, runId, relPaths, done](RunQueue* q) { q->onStarted(id, runId, relPaths, done); });
    }
    void sampleStarted(int index, const QString&) override {
        post([id = m_jobId, index](RunQueue* q) { q->onSampleStarted(id, index); });
    }
    void samplePhase(int index, const QString& phase) override {
        post([id = m_jobId, index, phase](RunQueue* q) { q->onSamplePhase(id, index, phase); });
    }
    void sampleFinished(int index, const QString&, const SampleResult& result, const QString& line) override {
        post([id = m_jobId, index, result, line](RunQueue* q) {
            q->onSampleFinished(id, index, result, line);
        });
    }

    template <typename F> void post(F f) {
        // The queue joins its threads before it dies, so it outlives every post; the event is delivered
        // on the queue's thread.
        RunQueue* q = m_queue;
        QMetaObject::invokeMethod(
            q, [q, f] { f(q); }, Qt::QueuedConnection);
    }

private:
    RunQueue* m_queue;
    int m_jobId;
};

RunQueue::RunQueue(QString storePath, std::shared_ptr<RunExecutor> executor, QObject* parent)
    : QObject(parent), m_storePath(std::move(storePath)), m_executor(std::move(executor)) {}

RunQueue::~RunQueue() {
    cancelAll();
    for (auto& [id, thread] : m_threads)
        if (thread.joinable())
            thread.join();
}

int RunQueue::enqueue(const RunRequest& request) {
    const int id = m_nextId++;
    RunJob& job = m_jobs[id];
    job.id = id;
    job.request = request;
    Q_EMIT jobQueued(id);
    startReady();
    return id;
}

void RunQueue::cancel(int jobId) {
    const auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return;
    RunJob& job = it->second;
    if (job.state == RunJob::Queued) {
        job.state = RunJob::Cancelled;
        job.finish.cancelled = true;
        Q_EMIT jobFinished(jobId);
        if (isIdle())
            Q_EMIT idle();
    } else if (job.state == RunJob::Running) {
        m_cancels.at(jobId)->cancel();
    }
}

void RunQueue::cancelAll() {
    for (const int id : jobIds())
        cancel(id);
}

bool RunQueue::isIdle() const {
    for (const auto& [id, job] : m_jobs)
        if (job.active())
            return false;
    return true;
}

QList<qint64> RunQueue::activeRunIds() const {
    QList<qint64> ids;
    for (const auto& [id, job] : m_jobs) {
        if (!job.active())
            continue;
        if (job.runId)
            ids << job.runId;
        if (job.request.resumeRunId)
            ids << job.request.resumeRunId;
    }
    return ids;
}

const RunJob* RunQueue::job(int jobId) const {
    const auto it = m_jobs.find(jobId);
    return it == m_jobs.end() ? nullptr : &it->second;
}

QList<int> RunQueue::jobIds() const {
    QList<int> ids;
    for (const auto& [id, job] : m_jobs)
        ids << id;
    return ids;
}

void RunQueue::startReady() {
    QSet<QString> busy;
    for (const auto& [id, job] : m_jobs)
        if (job.state == RunJob::Running)
            busy.insert(job.request.device);
    for (auto& [id, job] : m_jobs)
        if (job.state == RunJob::Queued && !busy.contains(job.request.device)) {
            busy.insert(job.request.device);
            launch(job);
        }
}

void RunQueue::launch(RunJob& job) {
    job.state = RunJob::Running;
    job.clock.start();
    if (!m_executor) {
        onFinished(job.id, RunFinish{0, 0, 0, 0, 0, false,
                                     tr("This build has no benchmark engine (LibTorch was not found).")});
        return;
    }
    auto& cancel = m_cancels[job.id];
    cancel = std::make_unique<RunCancel>();
    if (auto old = m_threads.find(job.id); old != m_threads.end() && old->second.joinable())
        old->second.join();
    m_threads[job.id] = std::thread([this, id = job.id, request = job.request, executor = m_executor,
                                     store = m_storePath, c = cancel.get()] {
        Observer observer(this, id);
        RunFinish finish = executor->execute(store, request, observer, *c);
        observer.post([id, finish](RunQueue* q) { q->onFinished(id, finish); });
    });
}

void RunQueue::onStarted(int jobId, qint64 runId, const QStringList& relPaths, const QList<bool>& done) {
    RunJob& job = m_jobs.at(jobId);
    job.runId = runId;
    job.samples.clear();
    for (qsizetype i = 0; i < relPaths.size(); ++i) {
        RunSampleState s;
        s.relPath = relPaths[i];
        s.state = done.value(i) ? RunSampleState::Skipped : RunSampleState::Queued;
        job.samples.push_back(std::move(s));
    }
    Q_EMIT jobStarted(jobId);
}

void RunQueue::onSampleStarted(int jobId, int index) {
    RunJob& job = m_jobs.at(jobId);
    if (index < 0 || index >= static_cast<int>(job.samples.size()))
        return;
    job.samples[index].state = RunSampleState::Running;
    m_sampleClocks[jobId].start();
    Q_EMIT sampleChanged(jobId, index);
}

void RunQueue::onSamplePhase(int jobId, int index, const QString& phase) {
    RunJob& job = m_jobs.at(jobId);
    if (index < 0 || index >= static_cast<int>(job.samples.size()) ||
        job.samples[index].state != RunSampleState::Running)
        return;
    job.samples[index].phase = phase;
    Q_EMIT sampleChanged(jobId, index);
}

void RunQueue::onSampleFinished(int jobId, int index, const SampleResult& result, const QString& line) {
    RunJob& job = m_jobs.at(jobId);
    if (index < 0 || index >= static_cast<int>(job.samples.size()))
        return;
    auto& s = job.samples[index];
    s.state = RunSampleState::Done;
    s.result = result;
    s.line = line;
    s.seconds = m_sampleClocks[jobId].elapsed() / 1000.0;
    Q_EMIT sampleChanged(jobId, index);
    Q_EMIT sampleFinished(jobId, index);
}

void RunQueue::onFinished(int jobId, const RunFinish& finish) {
    RunJob& job = m_jobs.at(jobId);
    job.finish = finish;
    if (finish.runId)
        job.runId = finish.runId;
    job.state = !finish.error.isEmpty() ? RunJob::Failed
                : finish.cancelled      ? RunJob::Cancelled
                                        : RunJob::Finished;
    // The sample that was running when the run was cancelled goes back to queued: it has no result.
    for (auto& s : job.samples)
        if (s.state == RunSampleState::Running)
            s.state = RunSampleState::Queued;
    if (auto t = m_threads.find(jobId); t != m_threads.end() && t->second.joinable())
        t->second.join();
    m_threads.erase(jobId);
    m_cancels.erase(jobId);
    Q_EMIT jobFinished(jobId);
    startReady();
    if (isIdle())
        Q_EMIT idle();
}

} // namespace gnw::ui
