#pragma once
// A RunExecutor that runs requests on another executor (the engine's) and, when armed, holds the run's
// thread as sample `index` starts until the test opens the gate: the test then acts (cancels, inspects)
// while that sample is known to be in flight, instead of hoping a long sample is still running when a
// queued signal arrives.
#include "widgets/run/RunExecutor.h"

#include <condition_variable>
#include <memory>
#include <mutex>

namespace gnw::test {

class GatedExecutor : public ui::RunExecutor {
public:
    explicit GatedExecutor(std::shared_ptr<ui::RunExecutor> inner) : m_inner(std::move(inner)) {}

    QList<ui::BackendChoice> backends() const override { return m_inner->backends(); }
    QStringList devices() const override { return m_inner->devices(); }
    void refreshBackends() override { m_inner->refreshBackends(); }

    // The next run stops at the start of sample `index` (0-based) until open().
    void closeAt(int index) {
        std::lock_guard lock(m_mutex);
        m_closedAt = index;
    }
    void open() {
        {
            std::lock_guard lock(m_mutex);
            m_closedAt = -1;
        }
        m_changed.notify_all();
    }

    ui::RunFinish execute(const QString& storePath, const ui::RunRequest& request, ui::RunObserver& observer,
                          ui::RunCancel& cancel) override {
        Relay relay(observer, *this);
        return m_inner->execute(storePath, request, relay, cancel);
    }

private:
    class Relay : public ui::RunObserver {
    public:
        Relay(ui::RunObserver& to, GatedExecutor& gate) : m_to(to), m_gate(gate) {}
        void started(qint64 runId, const QStringList& relPaths, const QList<bool>& done) override {
            m_to.started(runId, relPaths, done);
        }
        void sampleStarted(int index, const QString& relPath) override {
            m_to.sampleStarted(index, relPath); // the test sees the sample start, then the run waits
            std::unique_lock lock(m_gate.m_mutex);
            m_gate.m_changed.wait(lock, [&] { return m_gate.m_closedAt != index; });
        }
        void samplePhase(int index, const QString& phase) override { m_to.samplePhase(index, phase); }
        void sampleFinished(int index, const QString& relPath, const SampleResult& result,
                            const QString& progressLine) override {
            m_to.sampleFinished(index, relPath, result, progressLine);
        }

    private:
        ui::RunObserver& m_to;
        GatedExecutor& m_gate;
    };

    std::shared_ptr<ui::RunExecutor> m_inner;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_closedAt = -1;
};

} // namespace gnw::test
