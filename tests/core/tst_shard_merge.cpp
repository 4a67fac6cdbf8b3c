// Merging shard stores (core/cluster): real SQLite stores written through ResultStore the way array tasks
// write them; one merged run per backend with provenance, idempotence, duplicates, missing shards and
// samples, corrupt and missing stores, columns the merge does not know (a later migration) carried as they
// are. Also the sweep's manifest and script, and parsing what squeue/sacct print.
#include "TestMain.h"
#include "core/cluster/RunIdentity.h"
#include "core/cluster/ShardMerge.h"
#include "core/cluster/SlurmProvenance.h"
#include "core/cluster/SlurmQueue.h"
#include "core/cluster/SweepManifest.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace gnw;
using namespace gnw::cluster;
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kSamples{"/data/a", "/data/b", "/data/c", "/data/d",
                                        "/data/e", "/data/f", "/data/g"};

nlohmann::json shardConfig(const std::string& backend, int shardIndex, int shardCount) {
    return {{"dataset", "/data"},
            {"category", ""},
            {"allow_list", nlohmann::json::array()},
            {"filter", ""},
            {"shard_index", shardIndex},
            {"shard_count", shardCount},
            {"options", {{"backend", backend}, {"device", "cpu"}, {"warmup", 1}, {"trials", 3}}},
            {"mode", "run"},
            {"threads", 1},
            {"timeout_s", 600.0},
            {"max_memory_bytes", 0},
            {"isolate", true}};
}

SampleResult result(const std::string& path, int k) {
    SampleResult r;
    r.samplePath = path;
    r.status = k % 3 == 0 ? SampleStatus::EagerFail : SampleStatus::Correct;
    r.failureClass = k % 3 == 0 ? "eager_error" : "";
    r.eagerE2e.median = 1.0 + k;
    r.compiledE2e.median = 0.5 + k;
    r.speedupE2e = (1.0 + k) / (0.5 + k);
    return r;
}

// Writes shard `k` of `n` (1-based) for one backend: the samples i with i % n == k - 1, as the engine's
// selection does. `upTo` stops early (a killed task); `finished` stamps the run as executeRun does.
std::int64_t writeShard(const fs::path& file, const std::string& backend, int k, int n, bool finished = true,
                        int upTo = 1000, const std::string& host = "node1") {
    auto db = Database::open(file);
    if (!db)
        qFatal("%s", db.error().toString().c_str());
    ResultStore store(*db);
    RunRecord run;
    run.compiler = backend;
    run.device = "cpu";
    run.hardware = "Test CPU";
    run.startedAt = "2026-11-24T10:00:0" + std::to_string(k) + "Z";
    run.configJson = shardConfig(backend, k - 1, n).dump();
    run.notes = notesWithAttempt("", {{"job_id", std::to_string(100 + k)},
                                      {"array_job_id", "100"},
                                      {"array_task_id", std::to_string(k)},
                                      {"host", host}});
    const auto id = store.createRun(run);
    int written = 0;
    for (std::size_t i = 0; i < kSamples.size(); ++i)
        if (static_cast<int>(i) % n == k - 1 && written++ < upTo)
            store.addResult(id, result(kSamples[i], static_cast<int>(i)));
    if (finished)
        store.finishRun(id, "2026-11-24T11:00:0" + std::to_string(k) + "Z");
    return id;
}

ExpectedSamplesFn allSamples() {
    return [](const nlohmann::json& settings) -> std::optional<std::vector<std::string>> {
        if (settings.contains("shard_index") || settings.value("dataset", "") != "/data")
            return std::nullopt; // the merge must hand over the settings without the shard
        return kSamples;
    };
}

int count(Database& db, const std::string& sql) {
    auto st = db.prepare(sql);
    st.step();
    return static_cast<int>(st.columnInt(0));
}

Database openOrDie(const fs::path& file) {
    auto db = Database::open(file);
    if (!db)
        qFatal("%s", db.error().toString().c_str());
    return std::move(db).value();
}

} // namespace

class TestShardMerge : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    fs::path path(const std::string& name) const { return fs::path(m_tmp.path().toStdString()) / name; }
    std::vector<fs::path> threeShards(const std::string& prefix) {
        std::vector<fs::path> shards;
        for (int k = 1; k <= 3; ++k) {
            shards.push_back(path(prefix + "-shard-" + std::to_string(k) + ".sqlite"));
            writeShard(shards.back(), "nope", k, 3, true, 1000, "node" + std::to_string(k));
        }
        return shards;
    }

private slots:
    void mergesOneRunPerBackendWithProvenance() {
        auto shards = threeShards("a");
        for (int k = 1; k <= 3; ++k)
            writeShard(shards[k - 1], "eager", k, 3);
        const auto into = path("a-merged.sqlite");
        auto report = mergeShardStores(shards, into, allSamples());
        QVERIFY2(report.ok(), report.ok() ? "" : report.error().toString().c_str());
        QVERIFY(report->problems.empty());
        QCOMPARE(report->runs.size(), std::size_t(2));
        for (const auto& r : report->runs) {
            QVERIFY(r.created);
            QCOMPARE(r.added, int(kSamples.size()));
            QCOMPARE(r.total, int(kSamples.size()));
            QVERIFY(r.expectedKnown);
            QVERIFY(r.missingSamples.empty());
            QVERIFY(r.duplicates.empty());
            QVERIFY(r.complete);
        }
        auto db = openOrDie(into);
        ResultStore store(db);
        const auto runs = store.listRuns();
        QCOMPARE(runs.size(), std::size_t(2));
        const auto& nope = runs[0].compiler == "nope" ? runs[0] : runs[1];
        QCOMPARE(nope.resultCount, int(kSamples.size()));
        QCOMPARE(nope.finishedAt, std::string("2026-11-24T11:00:03Z")); // the last shard's
        QCOMPARE(nope.startedAt, std::string("2026-11-24T10:00:01Z"));  // the first shard's
        const auto config = nlohmann::json::parse(nope.configJson);
        QCOMPARE(config["shard_count"].get<int>(), 1);
        QCOMPARE(config["cluster"]["job_ids"], nlohmann::json({"100"}));
        QCOMPARE(config["cluster"]["hosts"], nlohmann::json({"node1", "node2", "node3"}));
        QCOMPARE(config["cluster"]["shards"].size(), std::size_t(3));
        QVERIFY(QString::fromStdString(nope.notes).contains(QStringLiteral("Slurm jobs 100")));
        // Every result once, with the shard's values.
        for (std::size_t i = 0; i < kSamples.size(); ++i) {
            auto st = db.prepare(
                "SELECT COUNT(*), MAX(eager_e2e_median), MAX(status) FROM results WHERE run_id = ?1 "
                "AND sample_path = ?2");
            st.bind(1, nope.id).bind(2, kSamples[i]);
            QVERIFY(st.step());
            QCOMPARE(st.columnInt(0), std::int64_t(1));
            QCOMPARE(st.columnDouble(1), 1.0 + double(i));
            QCOMPARE(st.columnText(2), std::string(i % 3 == 0 ? "eager_fail" : "correct"));
        }
    }

    void mergingTwiceAddsNothing() {
        const auto shards = threeShards("b");
        const auto into = path("b-merged.sqlite");
        QVERIFY(mergeShardStores(shards, into, allSamples()).ok());
        auto again = mergeShardStores(shards, into, allSamples());
        QVERIFY(again.ok());
        QCOMPARE(again->runs.size(), std::size_t(1));
        QVERIFY(!again->runs[0].created);
        QCOMPARE(again->runs[0].added, 0);
        QCOMPARE(again->runs[0].unchanged, int(kSamples.size()));
        QVERIFY(again->runs[0].duplicates.empty());
        auto db = openOrDie(into);
        QCOMPARE(count(db, "SELECT COUNT(*) FROM runs"), 1);
        QCOMPARE(count(db, "SELECT COUNT(*) FROM results"), int(kSamples.size()));
    }

    void reportsMissingShardsAndSamplesThenCompletes() {
        const auto s1 = path("c-1.sqlite"), s2 = path("c-2.sqlite"), s3 = path("c-3.sqlite");
        writeShard(s1, "nope", 1, 3);
        writeShard(s2, "nope", 2, 3, false, 1); // killed after its first sample
        const auto into = path("c-merged.sqlite");
        auto first = mergeShardStores({s1, s2}, into, allSamples());
        QVERIFY(first.ok());
        const auto& r = first->runs.at(0);
        QCOMPARE(r.missingShards, std::vector<int>{3});
        QVERIFY(!r.complete);
        // b (index 1, shard 2) is there; e (shard 2's second) and c, f (shard 3) are not.
        QCOMPARE(r.missingSamples, (std::vector<std::string>{"/data/c", "/data/e", "/data/f"}));
        {
            auto db = openOrDie(into);
            QCOMPARE(ResultStore(db).listRuns().at(0).finishedAt, std::string());
        }
        // The killed shard is resumed (its run gets the rest and is finished), the last shard arrives.
        {
            auto db = openOrDie(s2);
            ResultStore store(db);
            store.addResult(1, result("/data/e", 4));
            store.finishRun(1, "2026-11-24T11:00:02Z");
        }
        writeShard(s3, "nope", 3, 3);
        auto second = mergeShardStores({s1, s2, s3}, into, allSamples());
        QVERIFY(second.ok());
        QCOMPARE(second->runs.size(), std::size_t(1));
        QCOMPARE(second->runs[0].added, 3);
        QVERIFY(second->runs[0].complete);
        QVERIFY(second->runs[0].duplicates.empty());
        auto db = openOrDie(into);
        QCOMPARE(ResultStore(db).listRuns().at(0).finishedAt, std::string("2026-11-24T11:00:03Z"));
    }

    void reportsDuplicates() {
        auto shards = threeShards("d");
        // Shard 2's store also got a run labelled shard 1 (someone ran the wrong shard into it).
        writeShard(shards[1], "nope", 1, 3);
        auto report = mergeShardStores(shards, path("d-merged.sqlite"), allSamples());
        QVERIFY(report.ok());
        const auto& r = report->runs.at(0);
        QCOMPARE(r.total, int(kSamples.size()));
        QCOMPARE(r.duplicates.size(), std::size_t(3)); // a, d, g met twice
        QVERIFY(QString::fromStdString(r.duplicates[0]).contains(QStringLiteral("d-shard-1.sqlite")));
        QVERIFY(QString::fromStdString(r.duplicates[0]).contains(QStringLiteral("d-shard-2.sqlite")));
    }

    void corruptAndMissingStoresAreNamedAndOthersMerge() {
        auto shards = threeShards("e");
        // Shard 2 overwritten with garbage, a truncated copy of shard 3, and a store that is not there.
        { std::ofstream(shards[1], std::ios::trunc) << "this is not a SQLite database\n"; }
        const auto truncated = path("e-truncated.sqlite");
        fs::copy_file(shards[2], truncated);
        fs::resize_file(truncated, 4096 + 100);
        const auto absent = path("e-absent.sqlite");
        auto report = mergeShardStores({shards[0], shards[1], truncated, absent, shards[2]},
                                       path("e-merged.sqlite"), allSamples());
        QVERIFY(report.ok());
        QCOMPARE(report->problems.size(), std::size_t(3));
        QVERIFY(QString::fromStdString(report->problems[0])
                    .startsWith(QString::fromStdString(shards[1].string())));
        QVERIFY(QString::fromStdString(report->problems[1])
                    .startsWith(QString::fromStdString(truncated.string())));
        QCOMPARE(report->problems[2], absent.string() + ": missing");
        QCOMPARE(report->storesRead, 2);
        const auto& r = report->runs.at(0);
        QCOMPARE(r.shardsMerged, (std::vector<int>{1, 3}));
        QCOMPARE(r.missingShards, std::vector<int>{2});
        QCOMPARE(r.total, 5); // shards 1 and 3: a, d, g, c, f
    }

    void carriesColumnsItDoesNotKnow() {
        // A later migration (the lead's v4, say) adds result columns: the merge copies them by name.
        const auto s1 = path("f-1.sqlite"), into = path("f-merged.sqlite");
        writeShard(s1, "nope", 1, 1);
        for (const auto& file : {s1, into}) {
            auto db = openOrDie(file);
            db.exec("ALTER TABLE results ADD COLUMN kernel_ms REAL");
            db.exec("ALTER TABLE results ADD COLUMN backend_detail TEXT NOT NULL DEFAULT ''");
        }
        {
            auto db = openOrDie(s1);
            db.exec("UPDATE results SET kernel_ms = id * 0.25, backend_detail = 'tile ' || sample_path");
        }
        auto report = mergeShardStores({s1}, into, allSamples());
        QVERIFY(report.ok());
        QVERIFY(report->warnings.empty());
        auto db = openOrDie(into);
        auto st = db.prepare("SELECT kernel_ms, backend_detail FROM results WHERE sample_path = '/data/c'");
        QVERIFY(st.step());
        QCOMPARE(st.columnDouble(0), 0.75);
        QCOMPARE(st.columnText(1), std::string("tile /data/c"));
        // A column only the shard has cannot be carried: said, not silently dropped.
        const auto s2 = path("f-2.sqlite"), into2 = path("f-merged-2.sqlite");
        writeShard(s2, "nope", 1, 1);
        openOrDie(s2).exec("ALTER TABLE results ADD COLUMN future REAL");
        auto partial = mergeShardStores({s2}, into2, allSamples());
        QVERIFY(partial.ok());
        QCOMPARE(partial->warnings.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(partial->warnings[0]).contains(QStringLiteral("'future'")));
        QCOMPARE(partial->runs.at(0).total, int(kSamples.size()));
    }

    void runSettingsIgnoreWhatResumeMayChange() {
        auto a = shardConfig("nope", 1, 3), b = a;
        b["timeout_s"] = 5.0;
        b["isolate"] = false;
        QCOMPARE(runSettings(a), runSettings(b));
        b["shard_index"] = 2;
        QVERIFY(runSettings(a) != runSettings(b));
        QCOMPARE(sweepKey(a), sweepKey(b));
        const auto file = path("g.sqlite");
        writeShard(file, "nope", 2, 3);
        auto db = openOrDie(file);
        ResultStore store(db);
        QVERIFY(findRunWithSettings(store, shardConfig("nope", 1, 3)).has_value());
        QVERIFY(!findRunWithSettings(store, shardConfig("nope", 0, 3)).has_value());
        QVERIFY(!findRunWithSettings(store, shardConfig("eager", 1, 3)).has_value());
    }

    void provenanceNotesAppendAttempts() {
        auto notes = notesWithAttempt("", {{"job_id", "7"}, {"host", "n1"}});
        notes = notesWithAttempt(notes, {{"job_id", "9"}, {"host", "n2"}});
        const auto attempts = attemptsInNotes(notes);
        QCOMPARE(attempts.size(), std::size_t(2));
        QCOMPARE(attempts[1]["host"], nlohmann::json("n2"));
        // Somebody's free text survives.
        const auto mixed = notesWithAttempt("measured after the BIOS update", {{"job_id", "1"}});
        QCOMPARE(nlohmann::json::parse(mixed)["text"], nlohmann::json("measured after the BIOS update"));
        QCOMPARE(attemptsInNotes("plain words").size(), std::size_t(0));
    }

    void manifestRoundTripAndScript() {
        SweepManifest m;
        m.store = "/shared/runs it's.sqlite";
        m.dataset = "/shared/samples";
        m.backends = {"nope", "eager"};
        m.shards = 4;
        m.bench = "/opt/gnw/bin/graphnet-bench";
        m.runArgs = {"--trials", "3", "--filter", "a b"};
        m.sbatchArgs = {"--partition=gpu", "--gres=gpu:1"};
        m.submissions = {{"41", {1, 2, 3, 4}, "2026-11-24T10:00:00Z"}, {"57", {2}, "2026-11-24T12:00:00Z"}};
        auto back = manifestFromJson(toJson(m), "sweep.json");
        QVERIFY(back.ok());
        QCOMPARE(toJson(*back), toJson(m));
        QCOMPARE(shardStorePath(m.store, 2, 4),
                 fs::path("/shared/runs it's.sqlite.shards/shard-2-of-4.sqlite"));
        const auto script = QString::fromStdString(sbatchScript(m));
        QVERIFY(script.startsWith(QStringLiteral("#!/bin/bash\n")));
        QVERIFY(script.contains(QStringLiteral("#SBATCH --array=1-4\n")));
        QVERIFY(script.contains(QStringLiteral("#SBATCH --gres=gpu:1\n")));
        QVERIFY(script.contains(QStringLiteral("for BACKEND in nope eager; do")));
        QVERIFY(script.contains(QStringLiteral("--shard \"$K/$N\"")));
        QVERIFY(script.contains(QStringLiteral("BENCH=/opt/gnw/bin/graphnet-bench\n")));
        QVERIFY(script.contains(QStringLiteral("SHARDS='/shared/runs it'\\''s.sqlite.shards'")));
        QVERIFY(script.contains(QStringLiteral("--trials 3 --filter 'a b'")));
        QVERIFY(!manifestFromJson(nlohmann::json{{"format", 2}}, "x.json").ok());
        const auto broken = manifestFromJson(nlohmann::json{{"format", 1}, {"store", 3}}, "x.json");
        QVERIFY(!broken.ok());
        QCOMPARE(broken.error().file, std::string("x.json"));
    }

    void parsesSqueueAndSacct() {
        const auto sq = parseSqueue("41|1|COMPLETED|vm|None\n41|2|RUNNING|vm|None\n41|3|PENDING||Resources\n"
                                    "77|N/A|RUNNING|vm|None\n");
        QCOMPARE(sq.size(), std::size_t(3));
        QCOMPARE(sq.at({"41", 3}).state, std::string("PENDING"));
        QCOMPARE(sq.at({"41", 3}).reason, std::string("Resources"));
        QCOMPARE(sq.at({"41", 2}).node, std::string("vm"));
        const auto sa =
            parseSacct("41_1|COMPLETED|vm\n41_2|CANCELLED by 0|vm\n41_[3-4]|PENDING|None assigned\n");
        QCOMPARE(sa.size(), std::size_t(2));
        QCOMPARE(sa.at({"41", 2}).state, std::string("CANCELLED"));
        QVERIFY(stillQueued("PENDING") && !stillQueued("RUNNING"));
        QVERIFY(running("COMPLETING") && !running("CANCELLED"));
    }
};

GNW_TEST_GUILESS_MAIN(TestShardMerge)
#include "tst_shard_merge.moc"
