#pragma once
// What the workbench needs from the engine to locate a fault and to map where a backend loses time inside
// a sample (docs/fault-localisation.md): one search or map run to its end with progress and cancel. The
// widgets do not link LibTorch: the application installs the engine's service
// (app/gui/engine/EngineFaultLocator.h), as it installs the run executor. Without one "Locate fault…" is
// disabled.
#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace gnw::ui {

// The sample and the stored run whose backend is asked about; the slowdown map uses the run's timing
// settings and ignores tolerance and mode.
struct LocateRequest {
    QString sampleDir;  // absolute
    QString samplePath; // relative to the dataset, for reports
    QString backend;
    QString backendOptions; // JSON object or empty
    // The stored run's engine configuration (RunRecord::configJson): when present, the search runs the
    // backend exactly as that run did (Python, options, semantics, device, seed) and the fields above are
    // for display.
    QString runConfigJson;
    QString device = QStringLiteral("cpu");
    qint64 seed = 123;
    int tolerance = -3;
    QString mode = QStringLiteral("prefix"); // prefix | chunks
    QString outDir;
    double timeoutSeconds = 600;
};

struct LocateStep {
    int first = 0, end = 0; // operator units [first, end)
    bool faulty = false;
    QString verdict;
    double seconds = 0;
};

struct LocateOutcome {
    QString error;        // the search could not run (bad sample, no worker); empty otherwise
    bool faulty = false;  // the whole sample at the tolerance
    QString wholeVerdict; // "incorrect at t=-3 (max |diff| 0.52)", "correct at t=-3"
    int operators = 0;
    QList<LocateStep> steps;
    bool located = false;
    int node = -1; // graph node id of the first faulty operator
    int line = 0;  // its model.py line
    QString target, name, modulePath, statement;
    QStringList inputs, outputs; // "x: float32[2, 8]"
    QString reproducerDir, reproducerKind, testFile, testNote;
    int backendRuns = 0;
    double seconds = 0;
};

struct SlowdownRange {
    int first = 0, end = 0; // operator units
    QString group;          // module path prefix, "(root)", or "[a, b)"
    int firstLine = 0, lastLine = 0;
    QList<int> nodes;                                // graph node ids
    double eagerMs = 0, compiledMs = 0, speedup = 0; // 0 when the range did not run through
    QString failure;
};

struct SlowdownOutcome {
    QString error;
    int operators = 0;
    double wholeEagerMs = 0, wholeCompiledMs = 0, wholeSpeedup = 0;
    QString wholeFailure;
    QList<SlowdownRange> ranges;
    int backendRuns = 0;
    double seconds = 0;
};

class FaultLocatorService {
public:
    virtual ~FaultLocatorService() = default;
    // Blocks until the search ends; called on a worker thread. `progress` gets each probe's line (on that
    // thread); `cancel` is polled between probes.
    virtual LocateOutcome locate(const LocateRequest& request,
                                 const std::function<void(const QString&)>& progress,
                                 const std::atomic<bool>& cancel) = 0;

    // The slowdown map: module-group ranges timed in isolation with the run's settings.
    virtual SlowdownOutcome mapSlowdown(const LocateRequest& request,
                                        const std::function<void(const QString&)>& progress,
                                        const std::atomic<bool>& cancel) = 0;

    static void setDefault(std::shared_ptr<FaultLocatorService> service);
    static std::shared_ptr<FaultLocatorService> defaultService();
};

} // namespace gnw::ui
