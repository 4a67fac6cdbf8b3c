#pragma once
// The one place where the workbench's run choices meet the engine's configuration: the new-run dialog's
// request becomes a BenchmarkConfig, and the engine's backends and devices become the dialog's choices.
// New engine settings are wired in here and nowhere else.
#include "core/engine/run/BenchmarkRun.h"
#include "widgets/run/RunExecutor.h"

#include <QList>
#include <QStringList>
#include <filesystem>
#include <optional>
#include <string>

namespace gnw::app {

// Fails with a readable message for settings the engine refuses (unknown backend, absent device, options
// that are not a JSON object).
Result<engine::BenchmarkConfig> toBenchmarkConfig(const ui::RunRequest& request,
                                                  const std::filesystem::path& workerExecutable);

// Backends with availability and version in the bridge's Python once known (asked in the background,
// see warmBackendCatalog()); before that, every registered backend.
QList<ui::BackendChoice> backendChoices();
// Starts asking the default Python for its backends (seconds: it imports torch), off the GUI thread.
void warmBackendCatalog();
// Blocks until that answer is in (off the GUI thread): a profile waits for it, so that its timings do not
// share the cores with Python importing torch.
void waitForBackendCatalog();
// Drops the answer and asks again (a backend environment was created).
void refreshBackendCatalog();
// Why the request's backend cannot run (as `graphnet-bench run` refuses it); may wait for the answer, so
// call it off the GUI thread.
std::optional<std::string> backendUnavailable(const ui::RunRequest& request);
QStringList deviceChoices();

} // namespace gnw::app
