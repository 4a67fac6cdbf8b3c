#include "widgets/run/RunExecutor.h"

namespace gnw::ui {

namespace {
std::shared_ptr<RunExecutor>& defaultSlot() {
    static std::shared_ptr<RunExecutor> executor;
    return executor;
}
} // namespace

// The interrupt runs under the lock: the executor clears it (under the same lock) before what it refers to
// goes away, so a cancel racing with the end of a run never calls into a finished run.
void RunCancel::cancel() {
    std::lock_guard lock(m_mutex);
    m_cancelled = true;
    if (m_interrupt)
        m_interrupt();
}

bool RunCancel::cancelled() const {
    std::lock_guard lock(m_mutex);
    return m_cancelled;
}

void RunCancel::setInterrupt(std::function<void()> interrupt) {
    std::lock_guard lock(m_mutex);
    m_interrupt = std::move(interrupt);
    if (m_cancelled && m_interrupt)
        m_interrupt();
}

void RunExecutor::setDefault(std::shared_ptr<RunExecutor> executor) {
    defaultSlot() = std::move(executor);
}

std::shared_ptr<RunExecutor> RunExecutor::defaultExecutor() {
    return defaultSlot();
}

} // namespace gnw::ui
