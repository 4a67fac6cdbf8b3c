#pragma once
// The one place where the workbench's run choices meet the engine's configuration: the new-run dialog's
// request becomes a BenchmarkConfig, and the engine's backends and devices become the dialog's choices.
// New engine settings are wired in here and nowhere else.
#include "core/engine/run/BenchmarkRun.h"
#include "widgets/run/RunExecutor.h"

#include <QList>
#include <QStringList>
#include <filesystem>

namespace gnw::app {

// Fails with a readable message for settings the engine refuses (unknown backend, absent device, options
// that are not a JSON object).
Result<engine::BenchmarkConfig> toBenchmarkConfig(const ui::RunRequest& request,
                                                  const std::filesystem::path& workerExecutable);

QList<ui::BackendChoice> backendChoices();
QStringList deviceChoices();

} // namespace gnw::app
