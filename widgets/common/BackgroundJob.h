#pragma once
// The one way widgets run work off the GUI thread. A job runs on the global thread pool with a stop token
// and hands its result to `deliver`, queued on this object's (the GUI) thread. Only the newest job
// delivers: start() supersedes the previous one (its result is dropped) and cancel() drops the current one,
// so a view never shows an answer to an older question. requestStop() asks the running job to finish early
// and still delivers what it returns (indexing reports what it did before it stopped). The destructor
// cancels and waits, so a job never outlives the object its result is posted to.
#include <QFuture>
#include <QMetaObject>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdint>
#include <optional>
#include <stop_token>
#include <utility>
#include <vector>

namespace gnw::ui {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr) : QObject(parent) {}
    ~BackgroundJob() override {
        cancel();
        waitForFinished();
    }

    // `work(std::stop_token)` runs on a worker and returns std::optional<T> (nullopt: nothing to deliver);
    // `deliver(T)` runs on this object's thread if no newer job started and cancel() was not called.
    template <typename Work, typename Deliver> void start(Work work, Deliver deliver) {
        cancel();
        const std::uint64_t id = m_latest;
        std::stop_token token = m_stop.get_token();
        std::erase_if(m_running, [](const QFuture<void>& f) { return f.isFinished(); });
        m_running.push_back(QtConcurrent::run(
            [this, id, token, work = std::move(work), deliver = std::move(deliver)]() mutable {
                auto result = work(token);
                QMetaObject::invokeMethod(
                    this,
                    [this, id, deliver = std::move(deliver), result = std::move(result)]() mutable {
                        if (id != m_latest)
                            return; // superseded or cancelled
                        m_busy = false;
                        if (result)
                            deliver(std::move(*result));
                        Q_EMIT idle();
                    },
                    Qt::QueuedConnection);
            }));
        m_busy = true;
    }

    // Stops the current job and drops its result.
    void cancel() {
        m_stop.request_stop();
        m_stop = std::stop_source();
        ++m_latest;
        m_busy = false;
    }
    // Asks the current job to stop early; it still delivers what it returns.
    void requestStop() { m_stop.request_stop(); }
    // Blocks until no job is running (shutdown, tests); a pending delivery still arrives through the
    // event loop.
    void waitForFinished() {
        for (auto& f : m_running)
            f.waitForFinished();
        m_running.clear();
    }
    // A job started and its result not yet delivered (nor dropped).
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    void idle();

private:
    std::uint64_t m_latest = 0;
    bool m_busy = false;
    std::stop_source m_stop;
    std::vector<QFuture<void>> m_running;
};

} // namespace gnw::ui
