// The results store (schema 2): engine-style runs committed one sample at a time, every column round
// trip, cascade deletes, duplicate-import detection, linking to indexed samples, and log import ->
// export -> import giving back the same statuses, speedups and per-rung correctness.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/logs/LogImport.h"
#include "core/logs/LogParser.h"
#include "core/logs/LogWriter.h"
#include "core/metrics/ScoredSample.h"
#include "core/store/Database.h"
#include "core/store/Migrations.h"
#include "core/store/ResultStore.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <thread>

using namespace gnw;

namespace {
Database memoryDb() {
    auto db = Database::openInMemory();
    if (!db)
        qFatal("%s", db.error().toString().c_str());
    return std::move(db).value();
}

int count(Database& db, const std::string& sql) {
    auto st = db.prepare(sql);
    st.step();
    return static_cast<int>(st.columnInt(0));
}

bool sameNumbers(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i]))))
            return false;
    return true;
}

bool sameLists(const CorrectnessLists& a, const CorrectnessLists& b) {
    if (a.size() != b.size())
        return false;
    for (const auto& [key, values] : a) {
        const auto it = b.find(key);
        if (it == b.end() || !sameNumbers(values, it->second))
            return false;
    }
    return true;
}

SampleResult engineResult(const std::string& path) {
    SampleResult r;
    r.samplePath = path;
    r.status = SampleStatus::Correct;
    r.eagerE2e = {3.17, 0.02, 3.27, 0.13, 3.16, 3.51};
    r.compiledGpu.mean = 1.5;
    r.compileMs = 812.5;
    r.speedupE2e = 0.97755;
    r.speedupKernel = 1.10321;
    r.dtypesEager = {"float32", "int64"};
    r.dtypesCompiled = {"float32", "int64"};
    r.equal = {0, 1};
    for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
        r.allClose[std::string(allCloseKey(t, FloatKind::Float32))] = {t >= -6 ? 1.0 : 0.0, 1.0};
    r.maxDiff = {4.76837158203125e-07, NAN};
    r.meanDiff = {INFINITY, -INFINITY};
    return r;
}

std::vector<ImportedRun> importedRuns(const std::string& path) {
    auto log = parseLogFile(path);
    if (!log)
        qFatal("%s", log.error().toString().c_str());
    return runsFromLog(*log, "x", "digest");
}

// What the metrics and upstream's analysis read from a result must survive export + import.
void compareForAnalysis(const SampleResult& a, const SampleResult& b) {
    QCOMPARE(a.samplePath, b.samplePath);
    QCOMPARE(statusName(a.status), statusName(b.status));
    QCOMPARE(a.speedupE2e, b.speedupE2e);
    QCOMPARE(a.speedupGpu, b.speedupGpu);
    QCOMPARE(a.speedupKernel, b.speedupKernel);
    QCOMPARE(correctnessMask(a), correctnessMask(b));
    QVERIFY(sameNumbers(a.equal, b.equal));
    QVERIFY(sameLists(a.allClose, b.allClose));
    QCOMPARE(a.dtypesEager, b.dtypesEager);
}

QStringList roundTripLogs() {
    QStringList logs;
    for (const char* name : {"statuses.log", "multi_compiler.log", "malformed.log"})
        logs << test::sourceDir() + "/tests/data/logs/" + name;
    logs << test::upstreamLog();
    return logs;
}
} // namespace

class TestResultStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Several connections opening a new store at once (the workbench's GUI thread and its history reader,
    // a CLI run beside the GUI) all migrate it without "table already exists": each migration re-reads the
    // schema version under the write lock. Repeated: the race needs the opens to overlap.
    void concurrentOpensOfANewStoreAllSucceed() {
        for (int round = 0; round < 20; ++round) {
            QTemporaryDir tmp;
            const std::string path = tmp.filePath(QStringLiteral("new.sqlite")).toStdString();
            std::vector<std::string> errors(6);
            std::vector<std::thread> threads;
            for (std::size_t i = 0; i < errors.size(); ++i)
                threads.emplace_back([&, i] {
                    auto db = Database::open(path);
                    if (!db)
                        errors[i] = db.error().toString();
                });
            for (auto& t : threads)
                t.join();
            for (const auto& e : errors)
                QVERIFY2(e.empty(), e.c_str());
            auto db = Database::open(path);
            QVERIFY(db);
            QCOMPARE(db->userVersion(), latestSchemaVersion());
        }
    }

    void schemaVersion2() {
        auto db = memoryDb();
        QVERIFY(latestSchemaVersion() >= 2);
        QCOMPARE(db.userVersion(), latestSchemaVersion());
        QCOMPARE(count(db, "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('runs', 'results', "
                           "'results_by_status', 'runs_by_digest')"),
                 4);
    }

    void engineRunCommittedPerSample() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("store.sqlite").toStdString();
        auto db = Database::open(path);
        QVERIFY(db.ok());
        ResultStore store(*db);
        RunRecord run;
        run.name = "inductor on H100";
        run.compiler = "inductor";
        run.threads = 8;
        run.warmup = 3;
        run.trials = 5;
        run.seed = 123;
        run.startedAt = "2026-01-17T09:35:57Z";
        run.configJson = R"({"mode":"max-autotune"})";
        const auto id = store.createRun(run);
        store.addResult(id, engineResult("samples/timm/a"));
        auto other = Database::open(path); // a second connection sees each committed sample
        QCOMPARE(count(*other, "SELECT COUNT(*) FROM results"), 1);
        SampleResult failed;
        failed.samplePath = "samples/timm/b";
        failed.status = SampleStatus::EagerFail;
        failed.failureClass = "timeout";
        failed.message = "killed after 600 s";
        store.addResult(id, failed);
        failed.failureClass = "oom"; // a re-measured sample replaces its first result
        const auto replacedId = store.addResult(id, failed);
        store.finishRun(id);

        const auto runs = store.listRuns();
        QCOMPARE(runs.size(), std::size_t(1));
        const auto& back = runs.front();
        QCOMPARE(back.resultCount, 2);
        QVERIFY(!back.finishedAt.empty() && !back.createdAt.empty());
        QCOMPARE(back.threads, std::optional<int>(8));
        QCOMPARE(back.seed, std::optional<std::int64_t>(123));
        QCOMPARE(back.configJson, run.configJson);
        QVERIFY(back.source == RunSource::Engine);

        const auto results = store.results(id);
        QCOMPARE(results.size(), std::size_t(2));
        const auto& a = results[0];
        const auto want = engineResult("samples/timm/a");
        QCOMPARE(a.eagerE2e.iqr, want.eagerE2e.iqr);
        QCOMPARE(a.eagerE2e.max, want.eagerE2e.max);
        QCOMPARE(a.compiledGpu.mean, std::optional<double>(1.5));
        QVERIFY(!a.compiledGpu.median && !a.speedupGpu && !a.sampleId);
        QCOMPARE(a.compileMs, want.compileMs);
        QVERIFY(sameNumbers(a.maxDiff, want.maxDiff) && sameNumbers(a.meanDiff, want.meanDiff));
        compareForAnalysis(a, want);
        QCOMPARE(results[1].id, replacedId);
        QCOMPARE(results[1].failureClass, std::string("oom"));
        QCOMPARE(results[1].message, failed.message);

        QVERIFY(store.deleteRun(id));
        QVERIFY(!store.deleteRun(id));
        QCOMPARE(count(*db, "SELECT COUNT(*) FROM results"), 0);
    }

    void measurementDetailsRoundTrip() {
        auto db = memoryDb();
        ResultStore store(db);
        const auto id = store.createRun(RunRecord{});
        SampleResult r = engineResult("samples/timm/c");
        MeasurementDetails& d = r.details;
        d.backend = "inductor";
        d.backendVersion = "torch 2.13.0+cpu";
        d.backendOptions = R"({"mode":"max-autotune-no-cudagraphs"})";
        d.baseline = "python-eager";
        d.protocol = "interleaved";
        d.threadSettings = R"({"intra_op_threads":2})";
        d.speedupCiLow = 1.25;
        d.speedupCiHigh = 1.5;
        d.graphBreaks = 3;
        d.recompiles = 0;
        d.trials = 37;
        d.semantics = R"({"eager":"Python eager","grad_mode":"enabled","dynamo_config":"upstream"})";
        d.relIqr = 0.234;
        d.remeasures = 3;
        d.noisy = true;
        d.eagerKernelMs = 2.5;
        d.compiledKernelMs = 1.25;
        d.machine =
            R"({"host":"n1","cpu":"AMD EPYC","cpu_id":"AuthenticAMD 25/1/1","cpus":2,"isa":"avx avx2"})";
        d.measuredAt = "2026-11-26T23:01:02Z";
        d.contention = 0.25;
        d.wallMs = 81234.5;
        store.addResult(id, r);
        store.addResult(id, engineResult("samples/timm/d")); // no details: all empty, counts absent
        const auto back = store.results(id);
        const MeasurementDetails& b = back.at(0).details;
        QCOMPARE(b.backend, d.backend);
        QCOMPARE(b.backendVersion, d.backendVersion);
        QCOMPARE(b.backendOptions, d.backendOptions);
        QCOMPARE(b.baseline, d.baseline);
        QCOMPARE(b.protocol, d.protocol);
        QCOMPARE(b.threadSettings, d.threadSettings);
        QCOMPARE(b.speedupCiLow, d.speedupCiLow);
        QCOMPARE(b.speedupCiHigh, d.speedupCiHigh);
        QCOMPARE(b.graphBreaks, std::optional<int>(3));
        QCOMPARE(b.recompiles, std::optional<int>(0));
        QCOMPARE(b.trials, std::optional<int>(37));
        QCOMPARE(b.semantics, d.semantics);
        QCOMPARE(b.relIqr, std::optional<double>(0.234));
        QCOMPARE(b.remeasures, std::optional<int>(3));
        QCOMPARE(b.noisy, std::optional<bool>(true));
        QCOMPARE(b.eagerKernelMs, std::optional<double>(2.5));
        QCOMPARE(b.compiledKernelMs, std::optional<double>(1.25));
        QCOMPARE(b.machine, d.machine);
        QCOMPARE(b.measuredAt, d.measuredAt);
        QCOMPARE(b.contention, std::optional<double>(0.25));
        QCOMPARE(b.wallMs, std::optional<double>(81234.5));
        const MeasurementDetails& none = back.at(1).details;
        QVERIFY(none.backend.empty() && !none.speedupCiLow && !none.graphBreaks && !none.recompiles);
        QVERIFY(none.semantics.empty() && !none.relIqr && !none.remeasures && !none.noisy);
        QVERIFY(!none.eagerKernelMs && !none.compiledKernelMs);
        QVERIFY(none.machine.empty() && none.measuredAt.empty() && !none.contention && !none.wallMs);
    }

    void duplicateImportIsFoundByDigest() {
        auto db = memoryDb();
        ResultStore store(db);
        auto runs = importedRuns((test::sourceDir() + "/tests/data/logs/multi_compiler.log").toStdString());
        const auto first = store.importRun(runs[0].run, runs[0].results);
        store.importRun(runs[1].run, runs[1].results);
        const auto found = store.findRunByDigest("digest");
        QVERIFY(found);
        QCOMPARE(found->id, first);
        QVERIFY(found->source == RunSource::Log);
        QCOMPARE(found->resultCount, 3);
        QVERIFY(!store.findRunByDigest("other"));
    }

    void importExportImportRoundTrip_data() {
        QTest::addColumn<QString>("log");
        QTest::addColumn<bool>("generated"); // export without the raw blocks
        for (const auto& log : roundTripLogs()) {
            const auto name = QFileInfo(log).fileName();
            QTest::newRow(qPrintable(name + " raw")) << log << false;
            QTest::newRow(qPrintable(name + " generated")) << log << true;
        }
    }
    void importExportImportRoundTrip() {
        QFETCH(QString, log);
        QFETCH(bool, generated);
        auto db = memoryDb();
        ResultStore store(db);
        for (auto& imported : importedRuns(log.toStdString())) {
            if (generated)
                for (auto& r : imported.results)
                    r.rawBlock.clear();
            const auto id = store.importRun(imported.run, imported.results);
            const auto run = store.run(id);
            const auto stored = store.results(id);
            const std::string text = writeLog(*run, stored);
            auto reparsed = parseLog(text, "exported.log");
            QVERIFY(reparsed.ok());
            const auto again = runsFromLog(*reparsed, "x", "d");
            QCOMPARE(again.size(), std::size_t(1));
            QCOMPARE(again[0].run.compiler, imported.run.compiler);
            const auto& back = again[0].results;
            QCOMPARE(back.size(), imported.results.size());
            for (std::size_t i = 0; i < back.size(); ++i) {
                QCOMPARE(back[i].samplePath, stored[i].samplePath);
                compareForAnalysis(back[i], stored[i]);
                if (stored[i].status == SampleStatus::EagerFail && !generated)
                    QCOMPARE(back[i].message, stored[i].message);
            }
            if (!generated) {
                std::string blocks;
                for (const auto& r : imported.results)
                    blocks += r.rawBlock;
                QCOMPARE(text, blocks);
            }
        }
    }

    void generatedMessagesSurvive() {
        auto runs = importedRuns((test::sourceDir() + "/tests/data/logs/statuses.log").toStdString());
        for (auto& r : runs[0].results)
            r.rawBlock.clear();
        const auto text = writeLog(runs[0].run, runs[0].results);
        const auto again = runsFromLog(*parseLog(text, "g.log"), "x", "d");
        QCOMPARE(again[0].results[2].message, runs[0].results[2].message); // the multi-line eager error
        QCOMPARE(again[0].results[2].failureClass, std::string("eager_error"));
        QVERIFY(text.find("[Config] compiler: inductor") != std::string::npos);
        QVERIFY(text.find("[Config] model: subgraph_2") == std::string::npos); // the parent's name instead
        QCOMPARE(pythonFloat(0.0), std::string("0.0"));
        QCOMPARE(pythonFloat(4.76837158203125e-07), std::string("4.76837158203125e-07"));
        QCOMPARE(pythonFloat(NAN), std::string("nan"));
    }

    void linkToIndexedSamples() {
        auto db = memoryDb();
        db.exec("INSERT INTO samples (id, dataset_root, rel_path, category, heuristic_tag) VALUES "
                "(1, '/other', 'samples/timm/a', 'timm', 'computer_vision'),"
                "(2, '/ds', 'samples/timm/a', 'timm', 'computer_vision'),"
                "(3, '/ds', 'timm/b', 'timm', 'nlp'),"
                "(4, '/ds', 'subgraph_2', 'PaddleX', '')");
        ResultStore store(db);
        RunRecord run;
        run.datasetRoot = "/ds";
        const auto id = store.createRun(run);
        for (const char* path : {"/data/GraphNet/samples/timm/a", "/data/GraphNet/samples/timm/a#2",
                                 "x/timm/b", "/g/paddle_samples/PaddleX/X/subgraph_2", "unrelated/c"}) {
            SampleResult r;
            r.samplePath = path;
            store.addResult(id, r);
        }
        QCOMPARE(store.linkSamples(id), 4);
        auto results = store.results(id);
        QCOMPARE(results[0].sampleId, std::optional<std::int64_t>(2)); // the run's dataset root wins the tie
        QCOMPARE(results[1].sampleId, std::optional<std::int64_t>(2));
        QCOMPARE(results[2].sampleId, std::optional<std::int64_t>(3));
        QCOMPARE(results[2].heuristicTag, std::string("nlp"));
        QCOMPARE(results[0].category, std::string("timm"));
        QCOMPARE(results[3].sampleId, std::optional<std::int64_t>(4));
        QVERIFY(!results[4].sampleId);
        db.exec("DELETE FROM samples WHERE id = 3");
        results = store.results(id);
        QVERIFY(!results[2].sampleId); // ON DELETE SET NULL keeps the result
        QVERIFY(results[2].category.empty());
    }
};

GNW_TEST_GUILESS_MAIN(TestResultStore)
#include "tst_result_store.moc"
