#pragma once
// What the workbench needs from the engine to make a sample from a researcher's own model (docs/extract.md):
// one extraction with progress and cancel. The widgets do not link LibTorch or Python: the application
// installs the engine's service (app/gui/engine/EngineExtractor.h), which runs `graphnet-bench extract
// --json` in a process of its own, the CLI's path. Without a service the dialog says so.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace gnw::ui {

struct ExtractionRequest {
    QString modelFile; // absolute
    QString factory = QStringLiteral("model_and_inputs");
    QString outDir; // the sample goes to outDir/name
    QString name;
    bool dynamic = true;
};

struct ExtractedSampleReport {
    QString dir;
    bool clean = false;
    bool reproducesGraph = false;
    QStringList errors, warnings; // "file:line: message"
};

struct ExtractionOutcome {
    QString error; // the extraction did not run or the capture failed (the model file's line when known)
    bool clean = false;
    bool reproducesModel = false;
    QList<ExtractedSampleReport> samples;

    // What the dialog shows: one paragraph per sample with its findings.
    QString reportText() const;
};

// `graphnet-bench extract --json`'s output; an outcome with `error` set when it is not that.
ExtractionOutcome extractionOutcomeFromJson(const QByteArray& json);

class SampleExtractionService {
public:
    virtual ~SampleExtractionService() = default;
    // Blocks until the extraction ends; called on a worker thread. `progress` gets a line per phase;
    // `cancel` is polled while it runs.
    virtual ExtractionOutcome extract(const ExtractionRequest& request,
                                      const std::function<void(const QString&)>& progress,
                                      const std::atomic<bool>& cancel) = 0;

    static void setDefault(std::shared_ptr<SampleExtractionService> service);
    static std::shared_ptr<SampleExtractionService> defaultService();
};

} // namespace gnw::ui
