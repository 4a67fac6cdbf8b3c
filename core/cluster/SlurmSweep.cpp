#include "core/cluster/SlurmSweep.h"

#include "core/cluster/ProcessRun.h"
#include "core/cluster/ShardStore.h"
#include "core/cluster/SlurmQueue.h"
#include "core/util/UtcTime.h"

#include <algorithm>
#include <fstream>

namespace gnw::cluster {

namespace fs = std::filesystem;

namespace {

// sbatch --parsable prints "JOBID" or "JOBID;CLUSTER".
Result<SweepSubmission> runSbatch(const SweepManifest& m, std::vector<int> shards) {
    std::vector<std::string> argv{"sbatch", "--parsable"};
    if (static_cast<int>(shards.size()) != m.shards) {
        std::string list;
        for (int k : shards)
            list += (list.empty() ? "" : ",") + std::to_string(k);
        argv.push_back("--array=" + list); // overrides the script's #SBATCH --array
    }
    argv.push_back(scriptPath(m.store).string());
    const auto out = runProcess(argv, 120);
    if (!out.started || out.timedOut)
        return Error{scriptPath(m.store).string(), 0, 0, "sbatch: " + out.error};
    const std::string first = firstLineOf(out.out);
    const std::string id = first.substr(0, first.find(';'));
    if (out.exitCode != 0 || id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
        return Error{scriptPath(m.store).string(), 0, 0,
                     "sbatch failed: " + firstLineOf(out.err.empty() ? out.out : out.err)};
    return SweepSubmission{id, std::move(shards), nowIsoUtc()};
}

// The latest submission that included shard k.
const SweepSubmission* submissionOf(const SweepManifest& m, int k) {
    for (auto it = m.submissions.rbegin(); it != m.submissions.rend(); ++it)
        if (std::find(it->shards.begin(), it->shards.end(), k) != it->shards.end())
            return &*it;
    return nullptr;
}

// Fills results and backendsFinished from the shard's store: a backend is finished when the store has its
// run for this shard with finished_at set (executeRun stamps it after the last sample).
void readShardStore(const SweepManifest& m, ShardStatus& s) {
    std::error_code ec;
    if (!fs::exists(s.store, ec))
        return;
    auto store = openShardStore(s.store, false);
    if (!store) {
        s.detail = store.error().toString();
        return;
    }
    for (const auto& backend : m.backends) {
        bool finished = false;
        int results = 0;
        for (const auto& run : store->runs) {
            const auto config = nlohmann::json::parse(run.configJson, nullptr, false);
            if (run.compiler != backend || !config.is_object() ||
                config.value("shard_index", -1) != s.shard - 1 || config.value("shard_count", 0) != m.shards)
                continue;
            results = std::max(results, run.resultCount);
            finished = finished || !run.finishedAt.empty();
        }
        s.results += results;
        s.backendsFinished += finished;
    }
}

} // namespace

bool slurmAvailable() {
    return onPath("sbatch");
}

const char* shardStateName(ShardState s) {
    switch (s) {
    case ShardState::Pending:
        return "pending";
    case ShardState::Running:
        return "running";
    case ShardState::Done:
        return "done";
    case ShardState::Failed:
        return "failed";
    }
    return "?";
}

int SweepStatus::count(ShardState s) const {
    return static_cast<int>(
        std::count_if(shards.begin(), shards.end(), [s](const auto& x) { return x.state == s; }));
}

Result<SweepSubmission> submitSweep(const SweepSpec& spec) {
    if (spec.shards < 1)
        return Error{"", 0, 0, "--shards must be at least 1"};
    if (spec.backends.empty())
        return Error{"", 0, 0, "at least one backend is needed"};
    if (!slurmAvailable())
        return Error{"", 0, 0, "sbatch is not on PATH (submit from a Slurm login node)"};
    std::error_code ec;
    if (!fs::is_directory(spec.dataset, ec))
        return Error{spec.dataset.string(), 0, 0, "dataset: not a directory"};
    if (!spec.bench.is_absolute() || !fs::is_regular_file(spec.bench, ec))
        return Error{spec.bench.string(), 0, 0,
                     "graphnet-bench for the nodes must be an existing absolute path"};
    SweepManifest m;
    m.store = fs::absolute(spec.store).lexically_normal();
    if (fs::exists(manifestPath(m.store), ec))
        return Error{manifestPath(m.store).string(), 0, 0,
                     "this store already has a sweep: `graphnet-bench slurm resume " + m.store.string() +
                         "` finishes it; remove " + sweepDir(m.store).string() + " to start over"};
    m.dataset = fs::absolute(spec.dataset).lexically_normal();
    m.backends = spec.backends;
    m.shards = spec.shards;
    m.bench = spec.bench;
    m.runArgs = spec.runArgs;
    if (!spec.partition.empty())
        m.sbatchArgs.push_back("--partition=" + spec.partition);
    if (!spec.gres.empty())
        m.sbatchArgs.push_back("--gres=" + spec.gres);
    if (!spec.time.empty())
        m.sbatchArgs.push_back("--time=" + spec.time);
    m.sbatchArgs.push_back("--chdir=" + sweepDir(m.store).string());
    for (const auto& a : spec.sbatchArgs)
        m.sbatchArgs.push_back(a);

    fs::create_directories(sweepDir(m.store), ec);
    const auto script = scriptPath(m.store);
    {
        std::ofstream out(script, std::ios::trunc);
        out << sbatchScript(m);
        if (!out)
            return Error{script.string(), 0, 0, "cannot write the job script"};
    }
    fs::permissions(script, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                    fs::perm_options::add, ec);
    std::vector<int> all;
    for (int k = 1; k <= m.shards; ++k)
        all.push_back(k);
    auto submitted = runSbatch(m, all);
    if (!submitted)
        return submitted.error(); // no manifest: the same submit can simply be retried
    m.submissions.push_back(*submitted);
    if (auto written = writeManifest(m); !written)
        return Error{written.error().file, 0, 0,
                     written.error().message + " (job " + submitted->jobId + " was submitted)"};
    return submitted;
}

Result<SweepStatus> sweepStatus(const fs::path& store) {
    auto manifest = readManifest(fs::absolute(store).lexically_normal());
    if (!manifest)
        return manifest.error();
    SweepStatus status;
    status.manifest = std::move(*manifest);
    const auto& m = status.manifest;
    std::vector<std::string> jobIds;
    for (const auto& s : m.submissions)
        jobIds.push_back(s.jobId);
    const auto queue = queryTasks(jobIds);
    status.queueKnown = queue.ok;
    status.queueError = queue.error;
    for (int k = 1; k <= m.shards; ++k) {
        ShardStatus s;
        s.shard = k;
        s.store = shardStorePath(m.store, k, m.shards);
        readShardStore(m, s);
        const SweepSubmission* sub = submissionOf(m, k);
        TaskState task;
        if (sub) {
            s.jobId = sub->jobId + "_" + std::to_string(k);
            if (const auto it = queue.tasks.find({sub->jobId, k}); it != queue.tasks.end())
                task = it->second;
        }
        s.slurmState = task.state;
        s.node = task.node;
        const bool done = s.backendsFinished == static_cast<int>(m.backends.size());
        if (stillQueued(task.state)) {
            s.state = ShardState::Pending;
            s.detail = task.reason;
        } else if (running(task.state)) {
            s.state = ShardState::Running;
        } else if (done) {
            s.state = ShardState::Done;
        } else {
            s.state = ShardState::Failed;
            std::string why = !queue.ok             ? "squeue unavailable (" + queue.error + ")"
                              : !task.state.empty() ? "Slurm: " + task.state
                              : sub                 ? "no longer known to Slurm"
                                                    : "never submitted";
            why += "; " + std::to_string(s.backendsFinished) + " of " + std::to_string(m.backends.size()) +
                   " backends finished";
            s.detail = s.detail.empty() ? why : why + "; " + s.detail;
        }
        status.shards.push_back(std::move(s));
    }
    return status;
}

Result<std::optional<SweepSubmission>> resumeSweep(const fs::path& store) {
    auto status = sweepStatus(store);
    if (!status)
        return status.error();
    if (!status->queueKnown)
        return Error{manifestPath(status->manifest.store).string(), 0, 0,
                     "cannot tell which shards still run (" + status->queueError + "); nothing resubmitted"};
    std::vector<int> failed;
    for (const auto& s : status->shards)
        if (s.state == ShardState::Failed)
            failed.push_back(s.shard);
    if (failed.empty())
        return std::optional<SweepSubmission>{};
    SweepManifest m = status->manifest;
    auto submitted = runSbatch(m, failed);
    if (!submitted)
        return submitted.error();
    m.submissions.push_back(*submitted);
    if (auto written = writeManifest(m); !written)
        return written.error();
    return std::optional<SweepSubmission>{*submitted};
}

Result<MergeReport> mergeSweep(const fs::path& store, const ExpectedSamplesFn& expected, const fs::path& into) {
    auto manifest = readManifest(fs::absolute(store).lexically_normal());
    if (!manifest)
        return manifest.error();
    std::vector<fs::path> shards;
    for (int k = 1; k <= manifest->shards; ++k)
        shards.push_back(shardStorePath(manifest->store, k, manifest->shards));
    return mergeShardStores(shards, into.empty() ? manifest->store : into, expected, true);
}

} // namespace gnw::cluster
