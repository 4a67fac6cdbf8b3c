#pragma once
// One benchmark run as the workbench asks for it: the samples (relative paths under the dataset root, all
// of them when empty), one backend with its options, the device and the measuring settings. The new-run
// dialog makes one request per chosen backend, with the same seed and samples; the engine adapter
// (app/gui/engine/RunConfigAdapter.h) turns a request into the engine's BenchmarkConfig.
#include "core/store/RunSettings.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace gnw::ui {

// The run settings as a Qt JSON object, under the names runs store them with (writeRunSettings), and
// back; a key that is missing takes today's default.
QJsonObject runSettingsJson(const RunSettings& settings);
RunSettings runSettingsFromJson(const QJsonObject& json);

struct RunRequest {
    QString dataset;     // absolute dataset root
    QStringList samples; // relative paths; empty = every sample of the dataset
    QString backend = QStringLiteral("nope");
    QString backendOptions; // JSON object text, empty = none
    QString device = QStringLiteral("cpu");
    QString pythonPath; // interpreter of the compiler bridge; empty = default
    // Warm-up, trials, time budget, seed, timeout, noise policy, protocol and Python semantics: the same
    // type, names and defaults as the CLI and the engine.
    RunSettings settings;
    int threads = 1;
    QString name;                      // empty = the engine's "<backend> on <device> <time>"
    QString notes;
    qint64 resumeRunId = 0; // non-zero: continue that stored run with its stored settings

    QJsonObject toJson() const;
    static RunRequest fromJson(const QJsonObject& json);
    // "nope on cpu, 3 samples" for queues and status lines.
    QString describe() const;
    // The measuring settings as `graphnet-bench run` options (device, threads and every RunSettings field;
    // backend options and Python when set): what a cluster sweep's array tasks run with, and the command
    // line a run records. Backend and samples are the caller's.
    std::vector<std::string> runArguments() const;
};

} // namespace gnw::ui
