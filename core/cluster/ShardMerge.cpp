#include "core/cluster/ShardMerge.h"

#include "core/cluster/RunIdentity.h"
#include "core/cluster/ShardStore.h"
#include "core/cluster/SlurmProvenance.h"
#include "core/store/RepeatStore.h"
#include "core/store/ResultStore.h"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <set>

namespace gnw::cluster {

namespace fs = std::filesystem;

namespace {

// Statement over the raw handle: merge binds values straight from another connection's rows
// (sqlite3_bind_value), which keeps every column's type and bytes without knowing the column.
class RawStatement {
public:
    RawStatement(sqlite3* db, const std::string& sql) : m_db(db) {
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &m_stmt, nullptr) != SQLITE_OK)
            throw DatabaseError("prepare: " + std::string(sqlite3_errmsg(db)));
    }
    ~RawStatement() { sqlite3_finalize(m_stmt); }
    RawStatement(const RawStatement&) = delete;
    RawStatement& operator=(const RawStatement&) = delete;
    sqlite3_stmt* get() const { return m_stmt; }
    bool step() {
        const int rc = sqlite3_step(m_stmt);
        if (rc != SQLITE_ROW && rc != SQLITE_DONE)
            throw DatabaseError("step: " + std::string(sqlite3_errmsg(m_db)));
        return rc == SQLITE_ROW;
    }
    void reset() {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }

private:
    sqlite3* m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

bool sameValue(sqlite3_value* a, sqlite3_value* b) {
    const int type = sqlite3_value_type(a);
    if (type != sqlite3_value_type(b))
        return false;
    switch (type) {
    case SQLITE_NULL:
        return true;
    case SQLITE_INTEGER:
        return sqlite3_value_int64(a) == sqlite3_value_int64(b);
    case SQLITE_FLOAT:
        return sqlite3_value_double(a) == sqlite3_value_double(b);
    default: {
        const int n = sqlite3_value_bytes(a);
        return n == sqlite3_value_bytes(b) && std::equal(static_cast<const char*>(sqlite3_value_blob(a)),
                                                         static_cast<const char*>(sqlite3_value_blob(a)) + n,
                                                         static_cast<const char*>(sqlite3_value_blob(b)));
    }
    }
}

std::string sqlName(const std::string& name) {
    return "\"" + name + "\"";
}

struct Member {
    ShardStore* store;
    const RunRecord* run;
    nlohmann::json config;
    int shard = 1; // 1-based
    int shards = 1;
};

std::string joinSet(const std::set<std::string>& items) {
    std::string out;
    for (const auto& s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

// The merged run's provenance: per shard where it came from and every Slurm attempt that measured it.
nlohmann::json provenance(const std::vector<Member>& members, int shardCount, std::set<std::string>& jobs,
                          std::set<std::string>& hosts, std::set<std::string>& devices) {
    nlohmann::json shards = nlohmann::json::array();
    for (const auto& m : members) {
        const auto attempts = attemptsInNotes(m.run->notes);
        for (const auto& a : attempts) {
            const std::string job = a.value("array_job_id", std::string());
            jobs.insert(job.empty() ? a.value("job_id", std::string()) : job);
            hosts.insert(a.value("host", std::string()));
            std::string device = a.value("host", std::string()) + ": " + m.run->device;
            if (a.contains("gpus"))
                device += " gpus=" + a.value("gpus", std::string());
            devices.insert(device + " (" + m.run->hardware + ")");
        }
        if (attempts.empty())
            devices.insert(m.run->device + " (" + m.run->hardware + ")");
        shards.push_back({{"shard", m.shard},
                          {"store", m.store->path.string()},
                          {"run_id", m.run->id},
                          {"results", m.run->resultCount},
                          {"finished", !m.run->finishedAt.empty()},
                          {"device", m.run->device},
                          {"hardware", m.run->hardware},
                          {"attempts", attempts}});
    }
    jobs.erase("");
    hosts.erase("");
    return {{"shard_count", shardCount},
            {"shards", shards},
            {"job_ids", jobs},
            {"hosts", hosts},
            {"devices", devices}};
}

class Merger {
public:
    Merger(Database& target, const ExpectedSamplesFn& expected, MergeReport& report)
        : m_target(target), m_results(target), m_expected(expected), m_report(report),
          m_targetColumns(tableColumns(target, "results")) {}

    void mergeGroup(std::vector<Member> members);

private:
    std::int64_t findOrCreateRun(const Member& first, const nlohmann::json& key, MergedRun& out);
    void copyResults(const Member& m, std::int64_t runId, std::map<std::string, std::string>& seen,
                     MergedRun& out);

    Database& m_target;
    ResultStore m_results;
    const ExpectedSamplesFn& m_expected;
    MergeReport& m_report;
    std::vector<std::string> m_targetColumns;
};

std::int64_t Merger::findOrCreateRun(const Member& first, const nlohmann::json& key, MergedRun& out) {
    for (const auto& run : m_results.listRuns()) {
        const auto config = nlohmann::json::parse(run.configJson, nullptr, false);
        if (run.source == RunSource::Engine && config.is_object() && config.contains("cluster") &&
            sweepKey(config) == key)
            return run.id;
    }
    RunRecord run = *first.run;
    run.id = 0;
    run.name = run.compiler + " on " + run.device + " (Slurm sweep, " + std::to_string(first.shards) +
               " shards) " + run.startedAt;
    run.finishedAt.clear();
    run.notes.clear();
    nlohmann::json config = first.config;
    config["shard_index"] = 0;
    config["shard_count"] = 1;
    config["cluster"] = nlohmann::json::object();
    run.configJson = config.dump();
    out.created = true;
    return m_results.createRun(run);
}

void Merger::copyResults(const Member& m, std::int64_t runId, std::map<std::string, std::string>& seen,
                         MergedRun& out) {
    const auto shardColumns = tableColumns(m.store->db, "results");
    std::vector<std::string> columns; // copied: in both stores; ids are the target's own
    for (const auto& c : shardColumns) {
        if (c == "id" || c == "run_id" || c == "sample_id")
            continue;
        if (std::find(m_targetColumns.begin(), m_targetColumns.end(), c) != m_targetColumns.end())
            columns.push_back(c);
        else
            m_report.warnings.push_back(m.store->path.string() + ": results column '" + c +
                                        "' is not in the merged store's schema (a newer build wrote it); "
                                        "not carried");
    }
    const auto pathAt = std::find(columns.begin(), columns.end(), "sample_path") - columns.begin();
    std::string list, params;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        list += (i ? ", " : "") + sqlName(columns[i]);
        params += ", ?" + std::to_string(i + 2);
    }
    RawStatement read(m.store->db.handle(), "SELECT " + list + " FROM results WHERE run_id = ?1 ORDER BY id");
    sqlite3_bind_int64(read.get(), 1, m.run->id);
    RawStatement existing(m_target.handle(),
                          "SELECT " + list + " FROM results WHERE run_id = ?1 AND sample_path = ?2");
    RawStatement insert(m_target.handle(),
                        "INSERT INTO results (run_id, " + list + ") VALUES (?1" + params + ")");
    const std::string shardName = m.store->path.filename().string();
    // A shard run with --repeats keeps every repeat beside its results (schema 11; older shards have none).
    const bool shardHasRepeats = !tableColumns(m.store->db, "result_repeats").empty();
    RepeatStore shardRepeats(m.store->db), mergedRepeats(m_target);
    while (read.step()) {
        const auto* text = sqlite3_column_text(read.get(), static_cast<int>(pathAt));
        const std::string path = text ? reinterpret_cast<const char*>(text) : "";
        if (const auto it = seen.find(path); it != seen.end()) {
            out.duplicates.push_back(path + ": in " + it->second + " and " + shardName + " (kept the first)");
            continue;
        }
        seen.emplace(path, shardName);
        existing.reset();
        sqlite3_bind_int64(existing.get(), 1, runId);
        sqlite3_bind_text(existing.get(), 2, path.c_str(), -1, SQLITE_TRANSIENT);
        if (existing.step()) {
            bool same = true;
            for (int i = 0; i < static_cast<int>(columns.size()) && same; ++i)
                same =
                    sameValue(sqlite3_column_value(existing.get(), i), sqlite3_column_value(read.get(), i));
            if (same)
                ++out.unchanged;
            else
                out.duplicates.push_back(path + ": " + shardName +
                                         " differs from the result merged before (kept the merged one)");
            continue;
        }
        insert.reset();
        sqlite3_bind_int64(insert.get(), 1, runId);
        for (int i = 0; i < static_cast<int>(columns.size()); ++i)
            sqlite3_bind_value(insert.get(), i + 2, sqlite3_column_value(read.get(), i));
        insert.step();
        if (shardHasRepeats)
            for (const auto& repeat : shardRepeats.repeats(m.run->id, path))
                mergedRepeats.add(runId, path, repeat);
        ++out.added;
    }
}

void Merger::mergeGroup(std::vector<Member> members) {
    std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) {
        return std::tie(a.shard, a.store->path, a.run->id) < std::tie(b.shard, b.store->path, b.run->id);
    });
    const Member& first = members.front();
    const auto key = sweepKey(first.config);
    MergedRun out;
    out.backend = first.run->compiler;
    out.device = first.run->device;
    for (const auto& m : members) {
        out.shardCount = std::max(out.shardCount, m.shards);
        if (m.shards != first.shards)
            m_report.warnings.push_back(m.store->path.string() + ": shard " + std::to_string(m.shard) + "/" +
                                        std::to_string(m.shards) + " mixed with shards of " +
                                        std::to_string(first.shards));
    }
    // createRun commits on its own (SQLite has no nested transactions); the results and the run's
    // provenance then go in together.
    out.runId = findOrCreateRun(first, key, out);
    Transaction tx(m_target);
    std::map<std::string, std::string> seen;
    std::set<int> present;
    bool allFinished = true;
    std::string startedAt = first.run->startedAt, finishedAt;
    std::set<std::string> hardware;
    for (const auto& m : members) {
        copyResults(m, out.runId, seen, out);
        present.insert(m.shard);
        allFinished = allFinished && !m.run->finishedAt.empty();
        if (!m.run->startedAt.empty() && (startedAt.empty() || m.run->startedAt < startedAt))
            startedAt = m.run->startedAt;
        finishedAt = std::max(finishedAt, m.run->finishedAt);
        hardware.insert(m.run->hardware);
    }
    out.shardsMerged.assign(present.begin(), present.end());
    for (int k = 1; k <= out.shardCount; ++k)
        if (!present.count(k))
            out.missingShards.push_back(k);
    {
        auto st = m_target.prepare("SELECT sample_path FROM results WHERE run_id = ?1");
        st.bind(1, out.runId);
        std::set<std::string> merged;
        while (st.step())
            merged.insert(st.columnText(0));
        out.total = static_cast<int>(merged.size());
        if (m_expected)
            if (const auto expected = m_expected(key)) {
                out.expectedKnown = true;
                for (const auto& path : *expected)
                    if (!merged.count(path))
                        out.missingSamples.push_back(path);
            }
    }
    out.complete = out.missingShards.empty() && allFinished && out.missingSamples.empty();

    std::set<std::string> jobs, hosts, devices;
    nlohmann::json config = first.config;
    config["shard_index"] = 0;
    config["shard_count"] = 1;
    config["cluster"] = provenance(members, out.shardCount, jobs, hosts, devices);
    std::string notes = "Merged from " + std::to_string(present.size()) + " of " +
                        std::to_string(out.shardCount) + " shards" +
                        (jobs.empty() ? "" : "; Slurm jobs " + joinSet(jobs)) +
                        (hosts.empty() ? "" : "; hosts " + joinSet(hosts)) + "; devices " + joinSet(devices);
    auto update = m_target.prepare("UPDATE runs SET config = ?2, notes = ?3, hardware = ?4, started_at = ?5, "
                                   "finished_at = ?6 WHERE id = ?1");
    update.bind(1, out.runId).bind(2, config.dump()).bind(3, notes);
    update.bind(4, hardware.size() == 1 ? *hardware.begin() : "mixed: " + joinSet(hardware));
    update.bind(5, startedAt).bind(6, out.complete ? finishedAt : std::string());
    update.run();
    tx.commit();
    m_results.linkSamples(out.runId);
    m_report.runs.push_back(std::move(out));
}

} // namespace

Result<MergeReport> mergeShardStores(const std::vector<fs::path>& shards, const fs::path& into,
                                     const ExpectedSamplesFn& expected, bool skipAbsent) {
    std::error_code ec;
    const auto target = fs::weakly_canonical(fs::absolute(into), ec);
    MergeReport report;
    std::vector<ShardStore> stores;
    std::set<fs::path> opened;
    for (const auto& path : shards) {
        const auto canonical = fs::weakly_canonical(fs::absolute(path), ec);
        if (canonical == target) {
            report.problems.push_back(path.string() + ": is the store merged into; skipped");
            continue;
        }
        if (!opened.insert(canonical).second)
            continue; // named twice
        if (!fs::exists(path, ec)) {
            if (!skipAbsent)
                report.problems.push_back(path.string() + ": missing");
            continue;
        }
        auto store = openShardStore(path);
        if (!store) {
            report.problems.push_back(store.error().toString());
            continue;
        }
        stores.push_back(std::move(*store));
    }
    report.storesRead = static_cast<int>(stores.size());

    // Group the engine runs of all stores by their settings apart from the shard.
    std::vector<std::pair<nlohmann::json, std::vector<Member>>> groups;
    for (auto& store : stores) {
        for (const auto& run : store.runs) {
            auto config = nlohmann::json::parse(run.configJson, nullptr, false);
            if (run.source != RunSource::Engine || !config.is_object() || !config.contains("options"))
                continue;
            Member m{&store, &run, config, config.value("shard_index", 0) + 1,
                     config.value("shard_count", 1)};
            const auto key = sweepKey(config);
            auto it =
                std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == key; });
            if (it == groups.end())
                groups.emplace_back(key, std::vector<Member>{m});
            else
                it->second.push_back(m);
        }
    }
    auto db = Database::open(into);
    if (!db)
        return db.error();
    try {
        Merger merger(*db, expected, report);
        for (auto& [key, members] : groups)
            merger.mergeGroup(std::move(members));
    } catch (const DatabaseError& e) {
        return Error{into.string(), 0, 0,
                     std::string("merge failed (nothing of the failing run was kept): ") + e.what()};
    }
    return report;
}

} // namespace gnw::cluster
