#pragma once
// One benchmark run as the workbench asks for it: the samples (relative paths under the dataset root, all
// of them when empty), one backend with its options, the device and the measuring settings. The new-run
// dialog makes one request per chosen backend, with the same seed and samples; the engine adapter
// (app/gui/engine/RunConfigAdapter.h) turns a request into the engine's BenchmarkConfig.
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace gnw::ui {

struct RunRequest {
    QString dataset;     // absolute dataset root
    QStringList samples; // relative paths; empty = every sample of the dataset
    QString backend = QStringLiteral("nope");
    QString backendOptions; // JSON object text, empty = none
    QString device = QStringLiteral("cpu");
    QString protocol = QStringLiteral("upstream"); // upstream (the default) | interleaved
    QString pythonPath;                               // interpreter of the compiler bridge; empty = default
    int warmup = 3;
    int trials = 5;
    double minTimeSeconds = 1; // interleaved: pairs past `trials` until both sides took this long; 0 = off
    int threads = 1;
    double timeoutSeconds = 600;
    qint64 seed = 123;
    double fluctuationThreshold = 0.2; // IQR/median above which a phase is noisy; 0 = off
    QString fluctuationPolicy = QStringLiteral("remeasure"); // remeasure | fail (upstream's guard)
    // How the Python bridge runs model.py: upstream's test_compiler by default (docs/backends.md).
    QString gradMode = QStringLiteral("enabled");     // enabled | no_grad | inference_mode
    QString dynamoConfig = QStringLiteral("upstream"); // upstream | default
    bool defaultDevice = true;                        // torch.set_default_device(device), as upstream
    QString name;                      // empty = the engine's "<backend> on <device> <time>"
    QString notes;
    qint64 resumeRunId = 0; // non-zero: continue that stored run with its stored settings

    QJsonObject toJson() const;
    static RunRequest fromJson(const QJsonObject& json);
    // "nope on cpu, 3 samples" for queues and status lines.
    QString describe() const;
    // The measuring settings as `graphnet-bench run` options (device, warm-up, trials, min-time, threads,
    // seed, timeout, guard and its policy, protocol, Python semantics; backend options and Python when set): what a cluster sweep's array
    // tasks run with, and the command line a run records. Backend and samples are the caller's.
    std::vector<std::string> runArguments() const;
};

} // namespace gnw::ui
