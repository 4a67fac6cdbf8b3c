#pragma once
// Background work where only the newest request matters (parsing the sample shown, laying out the
// current expansion): each start() cancels the previous job through its stop token, runs on the global
// thread pool, and delivers its result queued on the owner's thread only if no newer job started since.
// The destructor cancels and waits, so a job never outlives the object its result is posted to.
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

class LatestJob : public QObject {
    Q_OBJECT
public:
    explicit LatestJob(QObject* parent = nullptr) : QObject(parent) {}
    ~LatestJob() override {
        cancel();
        for (auto& f : m_running)
            f.waitForFinished();
    }

    // `work(std::stop_token)` runs on a worker and returns std::optional<T> (nullopt: cancelled);
    // `deliver(T)` runs on this object's thread. Returns the job's id.
    template <typename Work, typename Deliver> std::uint64_t start(Work work, Deliver deliver) {
        cancel();
        const std::uint64_t id = ++m_latest;
        std::stop_token token = m_stop.get_token();
        std::erase_if(m_running, [](const QFuture<void>& f) { return f.isFinished(); });
        m_running.push_back(QtConcurrent::run(
            [this, id, token, work = std::move(work), deliver = std::move(deliver)]() mutable {
                auto result = work(token);
                if (!result || token.stop_requested())
                    return;
                QMetaObject::invokeMethod(
                    this,
                    [this, id, deliver = std::move(deliver), value = std::move(*result)]() mutable {
                        if (id != m_latest)
                            return; // a newer request won
                        m_busy = false;
                        deliver(std::move(value));
                        Q_EMIT idle();
                    },
                    Qt::QueuedConnection);
            }));
        m_busy = true;
        return id;
    }

    void cancel() {
        m_stop.request_stop();
        m_stop = std::stop_source();
        m_busy = false;
    }
    std::uint64_t latest() const { return m_latest; }
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
