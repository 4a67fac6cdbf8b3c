#include "app/gui/engine/BenchChildProcess.h"

#include <QCoreApplication>
#include <QProcess>

namespace gnw::app {

namespace {

// Complete lines of `buffer` go to `onLine`; a partial last line stays in it.
void takeLines(QByteArray& buffer, const std::function<void(const QString&)>& onLine) {
    for (qsizetype end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const QString line = QString::fromUtf8(buffer.left(end)).trimmed();
        buffer.remove(0, end + 1);
        if (!line.isEmpty())
            onLine(line);
    }
}

} // namespace

std::filesystem::path benchNextToExecutable() {
    return std::filesystem::path(QCoreApplication::applicationDirPath().toStdString()) / "graphnet-bench";
}

BenchChildResult runBenchChild(const std::filesystem::path& bench, const QStringList& arguments,
                               const std::function<bool(const QString&)>& isProgress,
                               const std::function<void(const QString&)>& progress,
                               const std::atomic<bool>& cancel, bool failOnExitCode) {
    BenchChildResult out;
    const QString program = QString::fromStdString(bench.string());
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(30000)) {
        out.failure =
            QCoreApplication::translate("gnw::app::BenchChildProcess", "%1 could not be started: %2")
                .arg(program, process.errorString());
        return out;
    }
    QByteArray errBuffer;
    const auto onLine = [&](const QString& line) {
        if (isProgress(line))
            progress(line);
        else
            out.messages << line;
    };
    while (process.state() != QProcess::NotRunning) {
        process.waitForFinished(100);
        errBuffer += process.readAllStandardError();
        out.stdoutText += process.readAllStandardOutput();
        takeLines(errBuffer, onLine);
        if (cancel) {
            process.kill();
            process.waitForFinished(10000);
            out.failure = QCoreApplication::translate("gnw::app::BenchChildProcess", "cancelled");
            return out;
        }
    }
    errBuffer += process.readAllStandardError() + '\n';
    out.stdoutText += process.readAllStandardOutput();
    takeLines(errBuffer, onLine);
    out.exitCode = process.exitCode();
    if (process.exitStatus() != QProcess::NormalExit) {
        out.failure = QCoreApplication::translate("gnw::app::BenchChildProcess", "%1 ended abnormally (%2)")
                          .arg(arguments.value(0), process.errorString());
        if (!out.messages.isEmpty())
            out.failure += QStringLiteral(": ") + out.messages.last();
    } else if (failOnExitCode && out.exitCode != 0) {
        out.failure = out.messages.isEmpty() ? QCoreApplication::translate("gnw::app::BenchChildProcess",
                                                                           "%1 failed (exit code %2)")
                                                   .arg(arguments.value(0))
                                                   .arg(out.exitCode)
                                             : out.messages.join(QLatin1Char('\n'));
    }
    return out;
}

} // namespace gnw::app
