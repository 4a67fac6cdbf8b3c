#include "app/gui/engine/EngineExtractor.h"

#include "app/gui/engine/BenchChildProcess.h"

namespace gnw::app {

ui::ExtractionOutcome EngineExtractor::extract(const ui::ExtractionRequest& request,
                                               const std::function<void(const QString&)>& progress,
                                               const std::atomic<bool>& cancel) {
    QStringList arguments{QStringLiteral("extract"),
                          QStringLiteral("--model"),
                          request.modelFile + QLatin1Char(':') + request.factory,
                          QStringLiteral("--out"),
                          request.outDir,
                          QStringLiteral("--name"),
                          request.name,
                          QStringLiteral("--json"),
                          QStringLiteral("--progress")};
    if (!request.dynamic)
        arguments << QStringLiteral("--static");
    // Exit code 1 with a report means findings (the report says which); without one, the capture failed.
    const auto child = runBenchChild(
        m_bench, arguments, [](const QString& line) { return line.startsWith(QLatin1String("progress: ")); },
        [&progress](const QString& line) { progress(line.mid(10)); }, cancel, false);
    ui::ExtractionOutcome out;
    if (!child.failure.isEmpty()) {
        out.error = child.failure;
        return out;
    }
    if (child.stdoutText.trimmed().isEmpty()) {
        out.error = child.messages.isEmpty()
                        ? QStringLiteral("graphnet-bench extract: exit code %1").arg(child.exitCode)
                        : child.messages.join(QLatin1Char('\n'));
        return out;
    }
    return ui::extractionOutcomeFromJson(child.stdoutText);
}

} // namespace gnw::app
