#include "core/cluster/SweepManifest.h"

#include "core/util/FileIO.h"

#include <fstream>

namespace gnw::cluster {

namespace fs = std::filesystem;

fs::path sweepDir(const fs::path& store) {
    return fs::path(store.string() + ".shards");
}
fs::path manifestPath(const fs::path& store) {
    return sweepDir(store) / "sweep.json";
}
fs::path scriptPath(const fs::path& store) {
    return sweepDir(store) / "sweep.sbatch";
}

fs::path shardStorePath(const fs::path& store, int shard, int shards) {
    return sweepDir(store) / ("shard-" + std::to_string(shard) + "-of-" + std::to_string(shards) + ".sqlite");
}

nlohmann::json toJson(const SweepManifest& m) {
    nlohmann::json submissions = nlohmann::json::array();
    for (const auto& s : m.submissions)
        submissions.push_back({{"job_id", s.jobId}, {"shards", s.shards}, {"submitted_at", s.submittedAt}});
    return {{"format", 1},
            {"store", m.store.string()},
            {"dataset", m.dataset.string()},
            {"backends", m.backends},
            {"shards", m.shards},
            {"bench", m.bench.string()},
            {"run_args", m.runArgs},
            {"sbatch_args", m.sbatchArgs},
            {"submissions", submissions}};
}

Result<SweepManifest> manifestFromJson(const nlohmann::json& j, const fs::path& file) {
    auto bad = [&](const std::string& what) { return Error{file.string(), 0, 0, what}; };
    if (!j.is_object() || j.value("format", 0) != 1)
        return bad("not a sweep manifest (format 1)");
    try {
        SweepManifest m;
        m.store = j.at("store").get<std::string>();
        m.dataset = j.at("dataset").get<std::string>();
        m.backends = j.at("backends").get<std::vector<std::string>>();
        m.shards = j.at("shards").get<int>();
        m.bench = j.at("bench").get<std::string>();
        m.runArgs = j.value("run_args", std::vector<std::string>{});
        m.sbatchArgs = j.value("sbatch_args", std::vector<std::string>{});
        for (const auto& s : j.value("submissions", nlohmann::json::array()))
            m.submissions.push_back({s.at("job_id").get<std::string>(),
                                     s.at("shards").get<std::vector<int>>(),
                                     s.value("submitted_at", std::string())});
        if (m.shards < 1 || m.backends.empty())
            return bad("a sweep needs at least one shard and one backend");
        return m;
    } catch (const nlohmann::json::exception& e) {
        return bad(std::string("malformed sweep manifest: ") + e.what());
    }
}

Result<SweepManifest> readManifest(const fs::path& store) {
    const auto file = manifestPath(store);
    auto text = readFile(file);
    if (!text)
        return Error{file.string(), 0, 0,
                     "no Slurm sweep for this store (submit one with `graphnet-bench slurm submit`)"};
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded())
        return Error{file.string(), 0, 0, "not valid JSON"};
    return manifestFromJson(j, file);
}

Status writeManifest(const SweepManifest& m) {
    const auto file = manifestPath(m.store);
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    const auto tmp = fs::path(file.string() + ".tmp");
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << toJson(m).dump(2) << '\n';
        if (!out)
            return Error{tmp.string(), 0, 0, "cannot write the sweep manifest"};
    }
    fs::rename(tmp, file, ec);
    if (ec)
        return Error{file.string(), 0, 0, "cannot write the sweep manifest: " + ec.message()};
    return Ok{};
}

std::string shellQuote(const std::string& word) {
    const bool plain =
        !word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                "0123456789_-+=.,/:@%") == std::string::npos;
    if (plain)
        return word;
    std::string out = "'";
    for (char c : word)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string sbatchScript(const SweepManifest& m) {
    const std::string n = std::to_string(m.shards);
    const std::string dir = sweepDir(m.store).string();
    std::string s = "#!/bin/bash\n";
    s += "# GraphNet Workbench sweep over " + m.dataset.string() +
         ", written by `graphnet-bench slurm submit`.\n";
    s += "# One array task per shard; each writes only its own SQLite store (never several writers on one\n";
    s += "# file over a shared file system). `graphnet-bench slurm resume " + m.store.string() + "`\n";
    s += "# resubmits the unfinished shards with --array; `run --continue` resumes each shard's store.\n";
    s += "#SBATCH --job-name=" + shellQuote("gnw-" + m.store.filename().string()) + "\n";
    s += "#SBATCH --array=1-" + n + "\n";
    s += "#SBATCH --output=" + shellQuote(dir + "/shard-%a-of-" + n + ".out") + "\n";
    s += "#SBATCH --open-mode=append\n";
    for (const auto& arg : m.sbatchArgs)
        s += "#SBATCH " + arg + "\n";
    s += "set -uo pipefail\n";
    s += "K=\"${SLURM_ARRAY_TASK_ID:?run this script with sbatch (it is a job array)}\"\n";
    s += "N=" + n + "\n";
    s += "SHARDS=" + shellQuote(dir) + "\n";
    s += "BENCH=" + shellQuote(m.bench.string()) + "\n";
    s += "echo \"shard $K/$N: job ${SLURM_JOB_ID:-?} (array ${SLURM_ARRAY_JOB_ID:-?}) on $(hostname) at "
         "$(date -u "
         "+%FT%TZ)\"\n";
    s += "status=0\n";
    s += "for BACKEND in";
    for (const auto& b : m.backends)
        s += " " + shellQuote(b);
    s += "; do\n";
    s += "    \"$BENCH\" run --continue --dataset " + shellQuote(m.dataset.string()) +
         " --backend \"$BACKEND\" --shard \"$K/$N\" \\\n";
    s += "        --store \"$SHARDS/shard-$K-of-$N.sqlite\" --log \"$SHARDS/shard-$K-of-$N.$BACKEND.log\"";
    for (const auto& a : m.runArgs)
        s += " " + shellQuote(a);
    s += " || status=$?\n";
    s += "done\n";
    s += "exit $status\n";
    return s;
}

} // namespace gnw::cluster
