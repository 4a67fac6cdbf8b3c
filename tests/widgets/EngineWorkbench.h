#pragma once
// The workbench as the application starts it, for GUI tests that run benchmarks: the engine's executor,
// fault locator, profiler and extractor installed, a main window over `storePath` showing the toy samples (or
// `dataset`), shown, and indexed.
#include "TestPaths.h"
#include "widgets/MainWindow.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/run/RunExecutor.h"
#ifdef GNW_HAVE_ENGINE
#include "app/gui/engine/BenchChildProcess.h"
#include "app/gui/engine/EngineExtractor.h"
#include "app/gui/engine/EngineFaultLocator.h"
#include "app/gui/engine/EngineProfiler.h"
#include "app/gui/engine/EngineRunExecutor.h"
#endif

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace gnw::test {

#ifdef GNW_HAVE_ENGINE
inline std::shared_ptr<ui::RunExecutor> engineExecutor() {
    return std::make_shared<app::EngineRunExecutor>(app::EngineRunExecutor::workerNextToExecutable());
}

// nullptr when the window did not come up or indexing did not finish within a minute. `executor`: the
// engine's unless given (a test may wrap it).
inline std::unique_ptr<ui::MainWindow> openEngineWorkbench(const QString& storePath,
                                                           std::shared_ptr<ui::RunExecutor> executor = {},
                                                           const QString& dataset = toySamplesDir()) {
    QStandardPaths::setTestModeEnabled(true);
    ui::RunExecutor::setDefault(executor ? std::move(executor) : engineExecutor());
    ui::FaultLocatorService::setDefault(
        std::make_shared<app::EngineFaultLocator>(app::EngineRunExecutor::workerNextToExecutable()));
    ui::EagerProfileService::setDefault(std::make_shared<app::EngineProfiler>(app::benchNextToExecutable()));
    ui::SampleExtractionService::setDefault(
        std::make_shared<app::EngineExtractor>(app::benchNextToExecutable()));
    ui::MainWindow::Options options;
    options.storePath = storePath;
    options.datasetPath = dataset;
    auto window = std::make_unique<ui::MainWindow>(options);
    QSignalSpy indexed(window->session(), &ui::DatasetSession::indexingFinished);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !(indexed.count() > 0 || indexed.wait(60000)))
        return nullptr;
    return window;
}
#endif

} // namespace gnw::test
