// graphnet-bench slurm submit|status|resume: a benchmark sweep as one Slurm job array (docs/cluster.md).
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "core/cluster/SlurmSweep.h"
#include "core/engine/backends/Backend.h"
#include "core/store/RunSettingsArguments.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench slurm submit --dataset DIR --backend B[,B2...] --shards N --store FILE\n"
    "                                   [--partition P] [--gres gpu:1] [--time T] [--sbatch-arg ARG]...\n"
    "                                   [run options]\n"
    "       graphnet-bench slurm status FILE [--json]\n"
    "       graphnet-bench slurm resume FILE\n\n"
    "submit writes FILE.shards/sweep.sbatch (a job array of N tasks, kept for inspection and reruns) and\n"
    "FILE.shards/sweep.json, submits it with sbatch and prints the job id. Task K runs `graphnet-bench run\n"
    "--continue --shard K/N` once per backend into its own store FILE.shards/shard-K-of-N.sqlite. Run "
    "options\n"
    "(--warmup, --trials, --device, --threads, --fluctuation-threshold, ... see `run --help`) are passed "
    "on.\n"
    "--sbatch-arg adds an sbatch option (--sbatch-arg=--mem=16G); it may be repeated.\n"
    "--balance-shards STORE (a run option) gives the shards about equal predicted time instead of equal\n"
    "counts, by STORE's newest cost model (`graphnet-bench cost-model predict --dataset DIR` first).\n\n"
    "status prints per shard pending / running / done / failed, from squeue (and sacct when accounting is\n"
    "on) and the shard stores, which it only reads. resume resubmits only the failed shards; each resumes\n"
    "its store. Then: graphnet-bench merge FILE.shards/shard-*.sqlite --into FILE";

// Run options passed through to every task, in a fixed order.
std::vector<std::string> runArguments(const Args& args) {
    std::vector<std::string> out;
    for (const auto& name : benchmarkValueOptions()) {
        if (name == "dataset" || name == "backend" || name == "shard")
            continue;
        if (const auto v = args.value(name)) {
            out.push_back("--" + name);
            out.push_back(name == "save-io" || name == "against-reference" || name == "allow-list" ||
                                      name == "balance-shards"
                              ? std::filesystem::absolute(*v).string() // the task's cwd is FILE.shards
                              : *v);
        }
    }
    for (const char* flag : {"in-process", "no-device-lock"})
        if (args.flag(flag))
            out.push_back(std::string("--") + flag);
    return out;
}

int submit(const Args& args) {
    const auto dataset = args.value("dataset");
    const auto backends = args.value("backend");
    const auto store = args.value("store");
    if (!dataset || !backends || !store || !args.value("shards") || args.positionals().size() != 1) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    cluster::SweepSpec spec;
    spec.dataset = *dataset;
    spec.backends = splitCommas(*backends);
    for (const auto& b : spec.backends) {
        if (!engine::findBackend(b)) {
            std::fprintf(stderr,
                         "graphnet-bench slurm: unknown backend '%s' (see `graphnet-bench backends`)\n",
                         b.c_str());
            return kExitUsage;
        }
    }
    const auto shards = intOption(args, "shards", 1);
    if (!shards)
        return kExitUsage;
    // Catch unusable settings here rather than in N array tasks.
    if (auto settings =
            runSettingsFromArguments([&](const std::string& name) { return args.value(name); }, {});
        !settings) {
        std::fprintf(stderr, "graphnet-bench slurm: %s\n", settings.error().message.c_str());
        return kExitUsage;
    }
    for (const char* name : {"threads", "max-input-bytes", "max-memory"})
        if (!intOption(args, name, 0))
            return kExitUsage;
    spec.shards = static_cast<int>(*shards);
    spec.store = *store;
    spec.partition = args.valueOr("partition", "");
    spec.gres = args.valueOr("gres", "");
    spec.time = args.valueOr("time", "");
    spec.sbatchArgs = args.values("sbatch-arg");
    spec.runArgs = runArguments(args);
    std::error_code ec;
    spec.bench = std::filesystem::read_symlink("/proc/self/exe", ec);
    auto submitted = cluster::submitSweep(spec);
    if (!submitted) {
        std::fprintf(stderr, "graphnet-bench slurm submit: %s\n", submitted.error().toString().c_str());
        return kExitFailure;
    }
    std::fprintf(stderr, "submitted %d shards as job array %s; script %s\n", spec.shards,
                 submitted->jobId.c_str(),
                 cluster::scriptPath(std::filesystem::absolute(spec.store)).string().c_str());
    std::printf("%s\n", submitted->jobId.c_str());
    return kExitOk;
}

int status(const Args& args) {
    if (args.positionals().size() != 2) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto st = cluster::sweepStatus(args.positionals()[1]);
    if (!st) {
        std::fprintf(stderr, "graphnet-bench slurm status: %s\n", st.error().toString().c_str());
        return kExitUsage;
    }
    if (args.flag("json")) {
        nlohmann::json shards = nlohmann::json::array();
        for (const auto& s : st->shards)
            shards.push_back({{"shard", s.shard},
                              {"state", cluster::shardStateName(s.state)},
                              {"job", s.jobId},
                              {"slurm_state", s.slurmState},
                              {"node", s.node},
                              {"store", s.store.string()},
                              {"results", s.results},
                              {"backends_finished", s.backendsFinished},
                              {"detail", s.detail}});
        nlohmann::json out{{"store", st->manifest.store.string()},
                           {"queue_known", st->queueKnown},
                           {"queue_error", st->queueError},
                           {"shards", shards}};
        for (auto s : {cluster::ShardState::Pending, cluster::ShardState::Running, cluster::ShardState::Done,
                       cluster::ShardState::Failed})
            out[cluster::shardStateName(s)] = st->count(s);
        std::printf("%s\n", out.dump(2).c_str());
        return kExitOk;
    }
    if (!st->queueKnown)
        std::printf("squeue unavailable: %s\n", st->queueError.c_str());
    for (const auto& s : st->shards)
        std::printf("shard %d/%d  %-8s %-12s %-10s %5d results  %s\n", s.shard, st->manifest.shards,
                    cluster::shardStateName(s.state), s.jobId.c_str(), s.node.c_str(), s.results,
                    s.detail.c_str());
    std::printf("%d pending, %d running, %d done, %d failed\n", st->count(cluster::ShardState::Pending),
                st->count(cluster::ShardState::Running), st->count(cluster::ShardState::Done),
                st->count(cluster::ShardState::Failed));
    return kExitOk;
}

int resume(const Args& args) {
    if (args.positionals().size() != 2) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto resubmitted = cluster::resumeSweep(args.positionals()[1]);
    if (!resubmitted) {
        std::fprintf(stderr, "graphnet-bench slurm resume: %s\n", resubmitted.error().toString().c_str());
        return kExitFailure;
    }
    if (!*resubmitted) {
        std::fprintf(stderr, "nothing to resubmit: every shard is done, pending or running\n");
        return kExitOk;
    }
    std::string shards;
    for (int k : (*resubmitted)->shards)
        shards += (shards.empty() ? "" : ",") + std::to_string(k);
    std::fprintf(stderr, "resubmitted shards %s as job array %s\n", shards.c_str(),
                 (*resubmitted)->jobId.c_str());
    std::printf("%s\n", (*resubmitted)->jobId.c_str());
    return kExitOk;
}

int run(const Args& args) {
    const auto& pos = args.positionals();
    const std::string sub = pos.empty() ? "" : pos[0];
    if (sub == "submit")
        return submit(args);
    if (sub == "status")
        return status(args);
    if (sub == "resume")
        return resume(args);
    std::fprintf(stderr, "%s\n", kUsage);
    return kExitUsage;
}

Command command() {
    Command c{"benchmark a dataset as a Slurm job array: submit, status, resume",
              kUsage,
              benchmarkValueOptions(),
              {"in-process", "json"},
              run};
    c.valueOptions.insert({"store", "shards", "partition", "gres", "time", "sbatch-arg"});
    return c;
}

RegisterCommand reg("slurm", command());

} // namespace
} // namespace gnw::cli
