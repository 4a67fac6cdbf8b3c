#pragma once
// The workbench's "Locate Fault…" and "Slowdown Map…" on the LibTorch engine: engine::locateFault() and
// engine::mapSlowdown(), the paths of `graphnet-bench locate` and `slowdown`, with the stored run's own
// configuration.
#include "widgets/fault/FaultLocatorService.h"

#include <filesystem>

namespace gnw::app {

class EngineFaultLocator : public ui::FaultLocatorService {
public:
    explicit EngineFaultLocator(std::filesystem::path workerExecutable)
        : m_worker(std::move(workerExecutable)) {}
    ui::LocateOutcome locate(const ui::LocateRequest& request,
                             const std::function<void(const QString&)>& progress,
                             const std::atomic<bool>& cancel) override;
    ui::SlowdownOutcome mapSlowdown(const ui::LocateRequest& request,
                                    const std::function<void(const QString&)>& progress,
                                    const std::atomic<bool>& cancel) override;

private:
    std::filesystem::path m_worker;
};

} // namespace gnw::app
