#pragma once
// The workbench's eager profile (docs/profile.md) on the engine: `graphnet-bench profile --json
// --progress`, the CLI's own path, run as a child process (BenchChildProcess.h), so that a sample that
// crashes LibTorch or runs out of memory ends its profile and the window stays.
#include "widgets/profile/EagerProfileService.h"

#include <filesystem>

namespace gnw::app {

class EngineProfiler : public ui::EagerProfileService {
public:
    explicit EngineProfiler(std::filesystem::path benchExecutable) : m_bench(std::move(benchExecutable)) {}

    ui::ProfileOutcome profile(const ui::ProfileRequest& request,
                               const std::function<void(const QString&)>& progress,
                               const std::atomic<bool>& cancel) override;

private:
    std::filesystem::path m_bench;
};

} // namespace gnw::app
