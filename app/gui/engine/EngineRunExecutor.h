#pragma once
// The workbench's runs on the LibTorch engine: each request goes through executeRun(), the CLI's own path
// (a fork server and worker processes; results committed sample by sample), with a RunControl to follow
// and cancel it.
#include "widgets/run/RunExecutor.h"

#include <filesystem>

namespace gnw::app {

class EngineRunExecutor : public ui::RunExecutor {
public:
    // `workerExecutable`: graphnet-bench-worker (normally next to the application).
    explicit EngineRunExecutor(std::filesystem::path workerExecutable);

    QList<ui::BackendChoice> backends() const override;
    QStringList devices() const override;
    void refreshBackends() override;
    ui::RunFinish execute(const QString& storePath, const ui::RunRequest& request, ui::RunObserver& observer,
                          ui::RunCancel& cancel) override;

    // graphnet-bench-worker next to this process's executable.
    static std::filesystem::path workerNextToExecutable();

private:
    std::filesystem::path m_worker;
    QStringList m_devices; // probed once: asking CUDA is slow
};

} // namespace gnw::app
