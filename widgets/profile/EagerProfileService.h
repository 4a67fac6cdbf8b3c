#pragma once
// What the workbench needs from the engine to show where a sample's eager time goes (docs/profile.md): one
// per-node profile, with progress and cancel. The widgets do not link LibTorch: the application installs
// the engine's service (app/gui/engine/EngineProfiler.h), which runs `graphnet-bench profile --json` in a
// process of its own, so that a sample that crashes LibTorch ends the profile, not the workbench. Without
// a service the profile panel says so.
#include <QByteArray>
#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace gnw::ui {

struct ProfileRequest {
    QString datasetDir; // absolute
    QString samplePath; // relative to the dataset
    // Whose eager: empty for the framework's own (torch: the C++ interpreter; Paddle: dygraph), else the
    // backend whose baseline is profiled ("inductor": Python eager).
    QString backend;
    QString device = QStringLiteral("cpu");
    int warmup = 3;
    int trials = 10;
    QString storePath; // the store whose newest calibration gives the roofs; empty: none
};

struct ProfileNode {
    int index = 0; // graph node id (GraphNode::id)
    QString name, target, modulePath;
    int line = 0;
    double eagerMs = 0, share = 0, flops = 0, bytes = 0;
    std::optional<double> flopRate, roof; // FLOP/s
};

struct ProfileOutcome {
    QString error; // the profile could not run (no service, a Paddle sample, a crash); empty otherwise
    QString sample, baseline, device;
    int trials = 0;
    double eagerCallMs = 0, nodesSumMs = 0;
    QList<ProfileNode> nodes; // program order
    QList<int> hottest;       // indices into nodes, the hottest first
    // The calibration the roofs come from, when the store had one.
    QString machine;
    std::optional<double> peakFlops, bandwidth;
};

// `graphnet-bench profile --json`'s output; an outcome with `error` set when it is not that.
ProfileOutcome profileOutcomeFromJson(const QByteArray& json);

class EagerProfileService {
public:
    virtual ~EagerProfileService() = default;
    // Blocks until the profile ends; called on a worker thread. `progress` gets a line per trial (on that
    // thread); `cancel` is polled while it runs.
    virtual ProfileOutcome profile(const ProfileRequest& request,
                                   const std::function<void(const QString&)>& progress,
                                   const std::atomic<bool>& cancel) = 0;

    static void setDefault(std::shared_ptr<EagerProfileService> service);
    static std::shared_ptr<EagerProfileService> defaultService();
};

} // namespace gnw::ui
