#pragma once
// Cluster sweeps started from the workbench (docs/cluster.md): the New Run dialog's requests submitted as
// one Slurm job array through core/cluster, then followed. Each poll reads the shard states (squeue/sacct
// and the shard stores, read-only) and merges the shard stores into the workbench's store, so the merged
// runs appear in the history and on the Analysis tab as they grow. Merging is idempotent, so polling
// twice adds nothing. The Slurm tools block: submitting and polling run as background jobs. Sweeps found
// under sweeps/ next to the store when the workbench starts are followed again.
#include "core/cluster/SlurmSweep.h"
#include "widgets/common/BackgroundJob.h"
#include "widgets/run/RunRequest.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <optional>
#include <utility>
#include <vector>

namespace gnw::ui {

// Where a run goes: this machine (no target) or a Slurm job array of `shards` tasks.
struct ClusterTarget {
    int shards = 3;
    QString partition; // empty = the cluster's default
    QString gres;      // e.g. "gpu:1"
    QString time;      // per task, e.g. "01:00:00"
};

struct ClusterSweep {
    enum State { Submitting, Running, Complete, Failed };
    int id = 0;
    QString name;
    QString sweepStore; // the sweep's own folder is sweepStore + ".shards"
    QStringList backends;
    int shards = 0;
    State state = Submitting;
    QString jobId;
    int pending = 0, running = 0, done = 0, failed = 0;
    int mergedResults = 0;              // over all backends, in the workbench's store
    QString message;                    // why it failed, or the last merge's problems
    std::pair<int, int> merged{-1, -1}; // shard results and finished shards at the last merge
};

class ClusterSweeps : public QObject {
    Q_OBJECT
public:
    // `storePath`: the workbench's store the shards are merged into; `bench`: the graphnet-bench the array
    // tasks run (absolute, visible on the nodes).
    ClusterSweeps(QString storePath, QString bench, QObject* parent = nullptr);
    ~ClusterSweeps() override;

    // Submits `requests` (one per backend, same samples and settings) as one sweep; returns its id.
    int submit(const QList<RunRequest>& requests, const ClusterTarget& target);
    const std::vector<ClusterSweep>& sweeps() const { return m_sweeps; }
    const ClusterSweep* sweep(int id) const;
    bool isIdle() const; // nothing submitting or running

    void setPollInterval(int ms) { m_timer.setInterval(ms); }

Q_SIGNALS:
    void sweepChanged(int id);
    void resultsMerged(); // the workbench's store got results

private:
public:
    // One background poll's question about a sweep (submit it first, or only follow it) and its answer.
    struct PollItem;
    struct PollAnswer;

private:
    void adoptSweepsOnDisk();
    void poll();
    void onPolled(const std::vector<PollAnswer>& answers);
    ClusterSweep* find(int id);

    QString m_storePath;
    QString m_bench;
    std::vector<ClusterSweep> m_sweeps;
    std::vector<PollItem> m_toSubmit; // submitted by the next poll
    BackgroundJob m_pollJob;
    bool m_pollAgain = false;
    QTimer m_timer;
    int m_nextId = 1;
};

} // namespace gnw::ui
