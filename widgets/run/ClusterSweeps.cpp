#include "widgets/run/ClusterSweeps.h"

#include "core/cluster/SweepManifest.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <fstream>

namespace gnw::ui {

namespace fs = std::filesystem;

struct ClusterSweeps::PollItem {
    int id = 0;
    bool submit = false;
    cluster::SweepSpec spec;
    QStringList samples;
    QString sweepStore;
    // What the shards held at the last merge (results, finished shards): merging again is skipped while
    // it is unchanged, because a merge reads every page of every shard store.
    std::pair<int, int> merged{-1, -1};
};

struct ClusterSweeps::PollAnswer {
    int id = 0;
    std::optional<cluster::SweepSubmission> submission; // a sweep submitted by this poll
    std::optional<cluster::SweepStatus> status;
    std::optional<cluster::MergeReport> merge;
    std::pair<int, int> merged{-1, -1};
    QString error;
};

namespace {

// The sweep's sample list (the array tasks' --allow-list), next to its store.
QString sampleListPath(const QString& sweepStore) {
    return sweepStore + QStringLiteral(".samples.txt");
}

ClusterSweeps::PollAnswer pollOne(const ClusterSweeps::PollItem& item, const fs::path& into) {
    ClusterSweeps::PollAnswer a;
    a.id = item.id;
    if (item.submit && !item.samples.isEmpty()) {
        const fs::path allow = sampleListPath(item.sweepStore).toStdString();
        std::ofstream out(allow);
        for (const auto& s : item.samples)
            out << s.toStdString() << '\n';
        out.close();
        if (!out) {
            a.error = QStringLiteral("%1: cannot write the sample list")
                          .arg(QString::fromStdString(allow.string()));
            return a;
        }
    }
    if (item.submit) {
        auto submitted = cluster::submitSweep(item.spec);
        if (!submitted) {
            a.error = QString::fromStdString(submitted.error().toString());
            return a;
        }
        a.submission = *submitted;
    }
    const fs::path store = item.sweepStore.toStdString();
    auto status = cluster::sweepStatus(store);
    if (!status) {
        a.error = QString::fromStdString(status.error().toString());
        return a;
    }
    a.merged = {0, status->count(cluster::ShardState::Done)};
    for (const auto& shard : status->shards)
        a.merged.first += shard.results;
    if (a.merged != item.merged) {
        if (auto merged = cluster::mergeSweep(store, {}, into))
            a.merge = std::move(*merged);
        else
            a.error = QString::fromStdString(merged.error().toString());
    }
    a.status = std::move(*status);
    return a;
}

} // namespace

ClusterSweeps::ClusterSweeps(QString storePath, QString bench, QObject* parent)
    : QObject(parent), m_storePath(std::move(storePath)), m_bench(std::move(bench)) {
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &ClusterSweeps::poll);
    adoptSweepsOnDisk();
}

void ClusterSweeps::adoptSweepsOnDisk() {
    // Sweeps submitted in an earlier session of the workbench: followed (and merged) again; the first poll
    // tells running from complete or failed.
    const QDir dir(QFileInfo(m_storePath).absolutePath() + QStringLiteral("/sweeps"));
    for (const QString& entry : dir.entryList({QStringLiteral("sweep-*.sqlite.shards")},
                                              QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString store = dir.filePath(entry.chopped(int(sizeof(".shards") - 1)));
        auto manifest = cluster::readManifest(store.toStdString());
        if (!manifest || manifest->submissions.empty())
            continue;
        ClusterSweep s;
        s.id = m_nextId++;
        s.name = QFileInfo(store).completeBaseName();
        s.sweepStore = store;
        s.shards = manifest->shards;
        for (const auto& b : manifest->backends)
            s.backends << QString::fromStdString(b);
        s.jobId = QString::fromStdString(manifest->submissions.back().jobId);
        s.state = ClusterSweep::Running;
        m_sweeps.push_back(std::move(s));
    }
    if (!m_sweeps.empty())
        QTimer::singleShot(0, this, &ClusterSweeps::poll);
}

ClusterSweeps::~ClusterSweeps() = default;

const ClusterSweep* ClusterSweeps::sweep(int id) const {
    for (const auto& s : m_sweeps)
        if (s.id == id)
            return &s;
    return nullptr;
}

ClusterSweep* ClusterSweeps::find(int id) {
    return const_cast<ClusterSweep*>(std::as_const(*this).sweep(id));
}

bool ClusterSweeps::isIdle() const {
    return std::none_of(m_sweeps.begin(), m_sweeps.end(), [](const ClusterSweep& s) {
        return s.state == ClusterSweep::Submitting || s.state == ClusterSweep::Running;
    });
}

int ClusterSweeps::submit(const QList<RunRequest>& requests, const ClusterTarget& target) {
    ClusterSweep s;
    s.id = m_nextId++;
    s.shards = target.shards;
    for (const auto& r : requests)
        s.backends << r.backend;
    const RunRequest& first = requests.value(0);
    s.name =
        first.name.isEmpty()
            ? tr("%1 on Slurm, %n shard(s)", nullptr, target.shards).arg(s.backends.join(QLatin1Char(',')))
            : first.name;
    // Each sweep gets its own folder of shard stores next to the workbench's store.
    const QDir dir(QFileInfo(m_storePath).absolutePath() + QStringLiteral("/sweeps"));
    dir.mkpath(QStringLiteral("."));
    s.sweepStore =
        dir.filePath(QStringLiteral("sweep-%1-%2.sqlite")
                         .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                         .arg(s.id));
    m_sweeps.push_back(s);

    PollItem item;
    item.id = s.id;
    item.submit = true;
    item.sweepStore = s.sweepStore;
    item.samples = first.samples;
    item.spec.dataset = first.dataset.toStdString();
    for (const auto& b : s.backends)
        item.spec.backends.push_back(b.toStdString());
    item.spec.shards = target.shards;
    item.spec.store = s.sweepStore.toStdString();
    item.spec.partition = target.partition.toStdString();
    item.spec.gres = target.gres.toStdString();
    item.spec.time = target.time.toStdString();
    item.spec.runArgs = first.runArguments();
    if (!first.samples.isEmpty()) // empty: the whole dataset
        item.spec.runArgs.insert(item.spec.runArgs.end(),
                                 {"--allow-list", sampleListPath(s.sweepStore).toStdString()});
    item.spec.bench = m_bench.toStdString();
    m_toSubmit.push_back(std::move(item));
    Q_EMIT sweepChanged(s.id);
    poll();
    return s.id;
}

void ClusterSweeps::poll() {
    if (m_pollJob.isBusy()) {
        m_pollAgain = true;
        return;
    }
    std::vector<PollItem> items = std::exchange(m_toSubmit, {});
    for (const auto& s : m_sweeps)
        if (s.state == ClusterSweep::Running)
            items.push_back(PollItem{s.id, false, {}, {}, s.sweepStore, s.merged});
    if (items.empty()) {
        m_timer.stop();
        return;
    }
    m_pollJob.start(
        [items = std::move(items), into = fs::path(m_storePath.toStdString())](std::stop_token) {
            std::vector<PollAnswer> answers;
            for (const auto& item : items)
                answers.push_back(pollOne(item, into));
            return std::optional(std::move(answers));
        },
        [this](std::vector<PollAnswer> answers) { onPolled(answers); });
}

void ClusterSweeps::onPolled(const std::vector<PollAnswer>& answers) {
    bool merged = false;
    for (const auto& a : answers) {
        ClusterSweep* s = find(a.id);
        if (!s)
            continue;
        if (a.submission) {
            s->jobId = QString::fromStdString(a.submission->jobId);
            s->state = ClusterSweep::Running;
        }
        if (!a.error.isEmpty()) {
            s->message = a.error;
            if (s->state == ClusterSweep::Submitting)
                s->state = ClusterSweep::Failed;
        }
        if (a.status) {
            using cluster::ShardState;
            s->pending = a.status->count(ShardState::Pending);
            s->running = a.status->count(ShardState::Running);
            s->done = a.status->count(ShardState::Done);
            s->failed = a.status->count(ShardState::Failed);
            if (s->done == s->shards) {
                s->state = ClusterSweep::Complete;
            } else if (s->failed > 0 && s->pending == 0 && s->running == 0) {
                s->state = ClusterSweep::Failed;
                QStringList why;
                for (const auto& shard : a.status->shards)
                    if (shard.state == ShardState::Failed)
                        why << tr("shard %1: %2").arg(shard.shard).arg(QString::fromStdString(shard.detail));
                s->message = tr("%1; `graphnet-bench slurm resume %2` resubmits them")
                                 .arg(why.join(QStringLiteral("; ")), s->sweepStore);
            }
        }
        if (a.merge && a.error.isEmpty())
            s->merged = a.merged;
        if (a.merge) {
            int total = 0, added = 0;
            for (const auto& run : a.merge->runs) {
                total += run.total;
                added += run.added;
            }
            s->mergedResults = total;
            merged = merged || added > 0;
            if (!a.merge->problems.empty() && s->state != ClusterSweep::Failed)
                s->message = QString::fromStdString(a.merge->problems.front());
        }
        Q_EMIT sweepChanged(s->id);
    }
    if (merged)
        Q_EMIT resultsMerged();
    const bool again = std::exchange(m_pollAgain, false);
    if (isIdle()) {
        m_timer.stop();
    } else {
        if (!m_timer.isActive())
            m_timer.start();
        if (again || !m_toSubmit.empty())
            poll();
    }
}

} // namespace gnw::ui
