// graphnet-bench merge: the shard stores of a sweep into one store (core/cluster/ShardMerge.h).
#include "app/cli/CommandRegistry.h"
#include "app/cli/ExpectedSamples.h"
#include "core/cluster/ShardMerge.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench merge SHARD_STORE... --into FILE [--json]\n\n"
    "Merges the runs of shard stores (e.g. FILE.shards/shard-*.sqlite of `graphnet-bench slurm submit`) "
    "into\n"
    "FILE: one run per backend, with the sweep's provenance (Slurm job ids, hosts, devices). Every column "
    "of\n"
    "`results` is copied. Idempotent: merging again adds nothing. Reports shards and samples that are\n"
    "missing (samples: when the dataset is readable here) and samples found twice (the first is kept). A\n"
    "shard store that is missing or corrupt is reported by name; the others still merge.\n"
    "Exit status: 0 when every merged run is complete and nothing was missing, corrupt or duplicated;\n"
    "1 when something was (what could be merged is merged); 2 on unusable arguments or FILE.";

std::string shardList(const std::vector<int>& shards) {
    std::string out;
    for (int k : shards)
        out += (out.empty() ? "" : ",") + std::to_string(k);
    return out;
}

int run(const Args& args) {
    const auto into = args.value("into");
    if (!into || args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    std::vector<std::filesystem::path> shards(args.positionals().begin(), args.positionals().end());
    auto report = cluster::mergeShardStores(shards, *into, expectedSamplesFromDataset());
    if (!report) {
        std::fprintf(stderr, "graphnet-bench merge: %s\n", report.error().toString().c_str());
        return kExitUsage;
    }
    bool clean = report->problems.empty() && !report->runs.empty();
    for (const auto& r : report->runs)
        clean = clean && r.complete && r.duplicates.empty();
    if (args.flag("json")) {
        nlohmann::json runs = nlohmann::json::array();
        for (const auto& r : report->runs)
            runs.push_back({{"run_id", r.runId},
                            {"backend", r.backend},
                            {"device", r.device},
                            {"created", r.created},
                            {"shard_count", r.shardCount},
                            {"shards_merged", r.shardsMerged},
                            {"missing_shards", r.missingShards},
                            {"added", r.added},
                            {"unchanged", r.unchanged},
                            {"total", r.total},
                            {"duplicates", r.duplicates},
                            {"missing_samples", r.missingSamples},
                            {"expected_known", r.expectedKnown},
                            {"complete", r.complete}});
        std::printf("%s\n", nlohmann::json{{"into", *into},
                                           {"stores_read", report->storesRead},
                                           {"problems", report->problems},
                                           {"warnings", report->warnings},
                                           {"runs", runs}}
                                .dump(2)
                                .c_str());
        return clean ? kExitOk : kExitFailure;
    }
    for (const auto& p : report->problems)
        std::fprintf(stderr, "graphnet-bench merge: %s\n", p.c_str());
    for (const auto& w : report->warnings)
        std::fprintf(stderr, "graphnet-bench merge: warning: %s\n", w.c_str());
    if (report->runs.empty())
        std::printf("no engine runs found in %d readable store(s)\n", report->storesRead);
    for (const auto& r : report->runs) {
        std::printf("run %lld (%s on %s%s): %d added, %d unchanged, %d results; shards %s of %d%s\n",
                    static_cast<long long>(r.runId), r.backend.c_str(), r.device.c_str(),
                    r.created ? ", new" : "", r.added, r.unchanged, r.total,
                    shardList(r.shardsMerged).c_str(), r.shardCount,
                    r.complete ? ", complete" : ", incomplete");
        if (!r.missingShards.empty())
            std::printf("  missing shards: %s\n", shardList(r.missingShards).c_str());
        for (const auto& d : r.duplicates)
            std::printf("  duplicate: %s\n", d.c_str());
        for (const auto& m : r.missingSamples)
            std::printf("  missing sample: %s\n", m.c_str());
    }
    return clean ? kExitOk : kExitFailure;
}

Command command() {
    return {"merge shard stores of a sweep into one store", kUsage, {"into"}, {"json"}, run};
}

RegisterCommand reg("merge", command());

} // namespace
} // namespace gnw::cli
