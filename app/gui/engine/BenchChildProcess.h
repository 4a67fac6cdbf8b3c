#pragma once
// `graphnet-bench COMMAND ...` as a child of the workbench, the way its engine services (the eager
// profile, extraction) run the CLI's own path: a crash or an out-of-memory in LibTorch or Python ends the
// child, not the window. Progress lines on stderr are passed on as they come; cancel kills the child.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <filesystem>
#include <functional>

namespace gnw::app {

struct BenchChildResult {
    QString failure; // why there is no usable output (not started, cancelled, crashed, exit code != 0)
    int exitCode = 0;
    QByteArray stdoutText;
    QStringList messages; // stderr lines that were not progress, which explain a failure
};

// graphnet-bench beside the running executable (the build's bin/ folder, an installed bin/).
std::filesystem::path benchNextToExecutable();

// Runs `bench` with `arguments`; stderr lines for which `isProgress` holds go to `progress`. With
// `failOnExitCode` false an exit code other than 0 is no failure (a command whose report says more).
BenchChildResult runBenchChild(const std::filesystem::path& bench, const QStringList& arguments,
                               const std::function<bool(const QString&)>& isProgress,
                               const std::function<void(const QString&)>& progress,
                               const std::atomic<bool>& cancel, bool failOnExitCode = true);

} // namespace gnw::app
