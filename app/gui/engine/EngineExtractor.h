#pragma once
// The workbench's extraction (docs/extract.md) on the engine: `graphnet-bench extract --json --progress`,
// the CLI's own path, as a child process (BenchChildProcess.h).
#include "widgets/extract/SampleExtractionService.h"

#include <filesystem>

namespace gnw::app {

class EngineExtractor : public ui::SampleExtractionService {
public:
    explicit EngineExtractor(std::filesystem::path benchExecutable) : m_bench(std::move(benchExecutable)) {}

    ui::ExtractionOutcome extract(const ui::ExtractionRequest& request,
                                  const std::function<void(const QString&)>& progress,
                                  const std::atomic<bool>& cancel) override;

private:
    std::filesystem::path m_bench;
};

} // namespace gnw::app
