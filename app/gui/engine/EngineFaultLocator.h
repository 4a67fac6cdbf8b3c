#pragma once
// The workbench's "Locate fault…" on the LibTorch engine: engine::locateFault(), the path of
// `graphnet-bench locate`, with the stored run's own configuration.
#include "widgets/fault/FaultLocatorService.h"

#include <filesystem>

namespace gnw::app {

class EngineFaultLocator : public ui::FaultLocatorService {
public:
    explicit EngineFaultLocator(std::filesystem::path workerExecutable) : m_worker(std::move(workerExecutable)) {}
    ui::LocateOutcome locate(const ui::LocateRequest& request, const std::function<void(const QString&)>& progress,
                             const std::atomic<bool>& cancel) override;

private:
    std::filesystem::path m_worker;
};

} // namespace gnw::app
