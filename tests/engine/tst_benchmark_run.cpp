// Whole runs: results committed per sample, the upstream log reading back to the stored statuses, worker
// isolation (abort, hang, unbounded allocation each fail only their sample with the right class),
// upstream's fluctuation guard and identical inputs from the same seed in separate workers. Resuming a
// run killed with SIGKILL: tests/cli/tst_cli_resume.cpp.
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/run/BenchmarkRun.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/logs/LogImport.h"
#include "core/logs/LogParser.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/store/RunSettings.h"
#include "core/util/HostDescription.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <numeric>

using namespace gnw;
using namespace gnw::engine;

namespace {

QString workerExecutable() {
    return test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker");
}

BenchmarkConfig smallRun(const std::string& backend, std::vector<std::string> allowList) {
    BenchmarkConfig c;
    c.dataset = test::toySamplesDir().toStdString();
    c.selection.allowList = std::move(allowList);
    c.sample.backend = backend;
    c.sample.device = "cpu";
    c.sample.warmup = 1;
    c.sample.trials = 2;
    // exactly `trials` pairs: timeBudgetExtendsOnlyInterleavedTrials tests the budget
    c.sample.minTimeSeconds = 0;
    c.threads = 1;
    // These tests check classes and statuses; timing spread on a busy test machine must not fail them.
    c.sample.fluctuationThreshold = 0;
    c.executable = workerExecutable().toStdString();
    return c;
}

// The noise tests' run: in-process, five trials, a threshold (IQR/median 5) that only the debug backends'
// planted 30 ms delays exceed, never a busy machine's noise.
BenchmarkConfig noisyRun(const std::string& backend) {
    BenchmarkConfig c = smallRun(backend, {"nlp/mlp"});
    c.isolate = false;
    c.sample.trials = 5;
    c.sample.fluctuationThreshold = 5;
    return c;
}

} // namespace

class TestBenchmarkRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        qputenv("GNW_ENABLE_DEBUG_BACKENDS", "1"); // inherited by the workers
        qputenv("OMP_WAIT_POLICY", "PASSIVE");
    }

    // The run's OpenMP wait policy reaches the workers through the fork server's environment; this process's
    // own environment (PASSIVE, set above) is left as it was: no setenv behind other threads' backs.
    void waitPolicyReachesTheWorkersOnly() {
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = smallRun("nope", {"nlp/mlp"});
        c.ompWaitPolicy = "ACTIVE";
        auto summary = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto stored = ResultStore(*db).results(summary->runId);
        QCOMPARE(stored.size(), size_t(1));
        QVERIFY2(stored[0].details.threadSettings.find("\"OMP_WAIT_POLICY\":\"ACTIVE\"") != std::string::npos,
                 stored[0].details.threadSettings.c_str());
        QCOMPARE(qgetenv("OMP_WAIT_POLICY"), QByteArray("PASSIVE"));
    }

    void logReadsBackToTheStoredStatuses() {
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c =
            smallRun("nope", {"nlp/mlp", "nlp/gpt_block", "cv/small_cnn_bn", "does/not_exist"});
        c.isolate = false;
        const std::string log = tmp.filePath("run.log").toStdString();
        auto summary = executeRun(&*db, c, std::nullopt, log, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        QCOMPARE(summary->selected, 3);
        const auto stored = ResultStore(*db).results(summary->runId);
        QCOMPARE(stored.size(), size_t(3));
        auto parsed = parseLogFile(log);
        QVERIFY(parsed);
        QCOMPARE(parsed->blocks.size(), stored.size());
        for (size_t i = 0; i < stored.size(); ++i) {
            QCOMPARE(parsed->blocks[i].modelPath.value_or(""), stored[i].samplePath);
            QCOMPARE(statusName(parsed->blocks[i].status), statusName(stored[i].status));
            QCOMPARE(statusName(stored[i].status), std::string_view("correct"));
            // nope is the identity: correct at the tightest rung for float32 outputs.
            const auto& allClose = stored[i].allClose.at("all_close_atol_1.00E-10_rtol_1.69E-12");
            for (double v : allClose)
                QCOMPARE(v, 1.0);
            QVERIFY(stored[i].speedupE2e.has_value());
        }
    }

    void inputsOverTheBudgetFailTheSampleOnly() {
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = smallRun("nope", {"nlp/mlp"});
        c.isolate = false;
        c.sample.maxInputBytes = 1000; // nlp/mlp's weights need ~100 KB
        auto summary = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY(summary);
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QCOMPARE(r.failureClass, std::string("oom"));
        QVERIFY2(r.message.find("--max-input-bytes") != std::string::npos, r.message.c_str());
        QCOMPARE(statusName(r.status), std::string_view("eager_fail"));

        // Recording a reference refuses them the same way, as oom, and writes no reference.
        QTemporaryDir refDir;
        const std::filesystem::path mlp = (test::toySamplesDir() + "/nlp/mlp").toStdString();
        const auto ref = recordReference({mlp, "nlp/mlp"}, c.sample, refDir.path().toStdString());
        QCOMPARE(ref.failureClass, std::string("oom"));
        QVERIFY(!QFile::exists(refDir.filePath("nlp_mlp.pt")));
    }

    void referenceThenRegressionRun() {
        QTemporaryDir tmp;
        BenchmarkConfig reference = smallRun("eager", {"nlp/mlp", "cv/residual_block"});
        reference.isolate = false;
        reference.mode = WorkMode::Reference;
        reference.referenceOut = tmp.filePath("ref").toStdString();
        auto recorded = executeRun(nullptr, reference, std::nullopt, {}, {});
        QVERIFY(recorded);
        QCOMPARE(recorded->failed, 0);
        QVERIFY(QFile::exists(tmp.filePath("ref/nlp_mlp.pt")) &&
                QFile::exists(tmp.filePath("ref/nlp_mlp.json")));

        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig target = smallRun("nope", {"nlp/mlp", "cv/residual_block"});
        target.isolate = false;
        target.sample.referenceDir = reference.referenceOut;
        auto summary = executeRun(&*db, target, std::nullopt, {}, {});
        QVERIFY(summary);
        const auto results = ResultStore(*db).results(summary->runId);
        QCOMPARE(results.size(), size_t(2));
        for (const auto& r : results) {
            QCOMPARE(statusName(r.status), std::string_view("correct")); // same machine: bit-identical
            QVERIFY(!r.equal.empty());
            for (double e : r.equal)
                QCOMPARE(e, 1.0);
            QVERIFY(r.speedupE2e.has_value()); // reference median / this run's median
        }
    }

    void failingBackendsFailOnlyTheirSample_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<double>("timeout");
        QTest::addColumn<qint64>("maxMemory");
        QTest::addColumn<QString>("failureClass");
        QTest::newRow("abort") << "debug-abort" << 120.0 << qint64(0) << "crash";
        QTest::newRow("hang") << "debug-hang" << 3.0 << qint64(0) << "timeout";
        QTest::newRow("alloc") << "debug-alloc" << 120.0 << (qint64(3) << 30) << "oom";
    }
    void failingBackendsFailOnlyTheirSample() {
        QFETCH(QString, backend);
        QFETCH(double, timeout);
        QFETCH(qint64, maxMemory);
        QFETCH(QString, failureClass);
        QVERIFY2(QFile::exists(workerExecutable()), "build graphnet-bench-worker first");
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = smallRun(backend.toStdString(), {"nlp/mlp", "nlp/bert_embeddings"});
        c.sample.protocol = kUpstreamProtocol; // eager is measured completely before the backend fails
        c.sample.timeoutSeconds = timeout;
        c.maxMemoryBytes = maxMemory;
        auto summary = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto results = ResultStore(*db).results(summary->runId);
        QCOMPARE(results.size(), size_t(2)); // the second sample ran after the first one's worker died
        for (const auto& r : results) {
            QVERIFY2(QString::fromStdString(r.failureClass) == failureClass, r.message.c_str());
            QVERIFY(!r.message.empty());
            QVERIFY(r.eagerE2e.median.has_value()); // the eager side had been measured
            QVERIFY(!r.details.contention);         // the lost worker's CPU time cannot be told apart
            QVERIFY(!r.details.machine.empty());
            // the sample's wall time is what the run spent on it: the killed worker's whole timeout
            QVERIFY(r.details.wallMs);
            if (failureClass == QLatin1String("timeout"))
                QVERIFY2(*r.details.wallMs >= timeout * 1000, std::to_string(*r.details.wallMs).c_str());
        }
        QCOMPARE(summary->workerStartupMs.size(), size_t(2)); // a fresh worker after each failure
        // The same store and machinery still run a healthy backend afterwards.
        auto healthy = executeRun(&*db, smallRun("nope", {"nlp/mlp"}), std::nullopt, {}, {});
        QVERIFY(healthy);
        QCOMPARE(ResultStore(*db).results(healthy->runId).at(0).failureClass, std::string());
        QVERIFY(ResultStore(*db).results(healthy->runId).at(0).details.contention);
    }

    void noisySampleIsKeptFlaggedUnderDefaults_data() {
        QTest::addColumn<QString>("protocol");
        QTest::newRow("interleaved") << "interleaved";
        QTest::newRow("upstream") << "upstream";
    }
    void noisySampleIsKeptFlaggedUnderDefaults() {
        // debug-jitter stays noisy however often it is measured: the default policy re-measures it three
        // times, then keeps the correct result with the noisy flag, in the store, the log and the CLI line.
        QFETCH(QString, protocol);
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = noisyRun("debug-jitter");
        c.sample.protocol = protocol.toStdString();
        QCOMPARE(c.sample.fluctuationPolicy, std::string(kRemeasurePolicy)); // the default
        const std::string log = tmp.filePath("run.log").toStdString();
        std::vector<std::string> lines;
        auto summary = executeRun(&*db, c, std::nullopt, log, [&](const std::string& l) { lines.push_back(l); });
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QVERIFY2(r.failureClass.empty(), (r.failureClass + ": " + r.message).c_str());
        QCOMPARE(statusName(r.status), std::string_view("correct"));
        QVERIFY(r.speedupE2e.has_value());
        QCOMPARE(r.details.noisy, std::optional<bool>(true));
        QCOMPARE(r.details.remeasures, std::optional<int>(kDefaultMaxRemeasures));
        QVERIFY(r.details.relIqr && *r.details.relIqr > 5);
        QCOMPARE(r.details.trials, std::optional<int>(5)); // the last measurement's trials, not all of them
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return l.find("correct at t=") != std::string::npos && l.find("noisy: IQR/median") != std::string::npos;
        }));
        // the log carries the flag and the semantics back
        auto parsed = parseLogFile(log);
        QVERIFY(parsed);
        const auto imported = runsFromLog(*parsed, "jitter", "digest").at(0).results.at(0);
        QCOMPARE(imported.details.noisy, std::optional<bool>(true));
        QCOMPARE(imported.details.remeasures, r.details.remeasures);
        QCOMPARE(imported.details.semantics, r.details.semantics);
        QCOMPARE(imported.details.protocol, r.details.protocol);
        QVERIFY(imported.details.relIqr && std::abs(*imported.details.relIqr - *r.details.relIqr) < 1e-9);
    }

    void remeasuringOutlastsANoisyStart() {
        // debug-settling is noisy for its first 12 calls only (first call, warm-up, then five trials a
        // measurement): the first two measurements are noisy, the third is not, and the result is not flagged.
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = noisyRun("debug-settling");
        auto summary = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY(summary);
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QVERIFY2(r.failureClass.empty(), (r.failureClass + ": " + r.message).c_str());
        QCOMPARE(r.details.remeasures, std::optional<int>(2));
        QCOMPARE(r.details.noisy, std::optional<bool>(false));
        QVERIFY(r.details.relIqr && *r.details.relIqr < 5);
    }

    void fluctuatingTimingsFailThePhaseUnderUpstreamPolicy() {
        // debug-jitter is eager slowed by 30 ms on two of every five calls: its trials' IQR/median is far
        // above any threshold, while the eager side's stays below a generous one even on a busy machine.
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = noisyRun("debug-jitter");
        c.sample.fluctuationPolicy = kFailPolicy;
        const std::string log = tmp.filePath("run.log").toStdString();
        auto summary = executeRun(&*db, c, std::nullopt, log, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QCOMPARE(r.failureClass, std::string("fluctuation"));
        QVERIFY2(r.message.starts_with("Environment fluctuation detected.\n  IQR/median = "),
                 r.message.c_str());
        QCOMPARE(statusName(r.status), std::string_view("eager_fail")); // as upstream's log classifies it
        QVERIFY(r.eagerE2e.median.has_value());                         // the eager phase passed the guard
        QVERIFY(!r.compiledE2e.median.has_value());                     // the failed phase reports no timings
        auto parsed = parseLogFile(log);
        QVERIFY(parsed);
        QCOMPARE(statusName(parsed->blocks.at(0).status), std::string_view("eager_fail"));
        // Importing the log keeps the class: the importer recognises upstream's guard message.
        const auto imported = runsFromLog(*parsed, "jitter", "digest");
        QCOMPARE(imported.at(0).results.at(0).failureClass, std::string("fluctuation"));

        c.sample.fluctuationThreshold = 0; // guard off: the same backend is simply correct
        auto unguarded = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY(unguarded);
        QCOMPARE(ResultStore(*db).results(unguarded->runId).at(0).failureClass, std::string());
    }

    void referenceIsNotRefusedForFluctuatingTimings() {
        // A reference exists for its outputs: debug-jitter's trials spread far beyond any threshold, yet the
        // reference is stored, and a run against it uses it.
        QTemporaryDir tmp;
        BenchmarkConfig reference = smallRun("debug-jitter", {"nlp/mlp"});
        reference.isolate = false;
        reference.mode = WorkMode::Reference;
        reference.sample.trials = 5;
        reference.sample.fluctuationThreshold = 0.01;
        reference.referenceOut = tmp.filePath("ref").toStdString();
        auto recorded = executeRun(nullptr, reference, std::nullopt, {}, {});
        QVERIFY(recorded);
        QCOMPARE(recorded->failed, 0);
        QVERIFY(QFile::exists(tmp.filePath("ref/nlp_mlp.pt")));
    }

    void protocolAndDetailsAreStored_data() {
        QTest::addColumn<QString>("protocol");
        QTest::newRow("interleaved") << "interleaved";
        QTest::newRow("upstream") << "upstream";
    }
    void protocolAndDetailsAreStored() {
        QFETCH(QString, protocol);
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig c = smallRun("nope", {"nlp/mlp"});
        c.isolate = false;
        c.sample.trials = 4;
        c.sample.protocol = protocol.toStdString();
        auto summary = executeRun(&*db, c, std::nullopt, {}, {});
        QVERIFY(summary);
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QCOMPARE(r.failureClass, std::string());
        QCOMPARE(QString::fromStdString(r.details.protocol), protocol);
        QCOMPARE(r.details.baseline, std::string("eager"));
        QCOMPARE(r.details.backend, std::string("nope"));
        QVERIFY(r.details.speedupCiLow && r.details.speedupCiHigh && r.speedupE2e);
        // A percentile bootstrap of a ratio of medians over 3-4 trials need not contain the point
        // estimate (it failed here once): only a well-formed interval is a property of every run.
        QVERIFY(0 < *r.details.speedupCiLow && *r.details.speedupCiLow <= *r.details.speedupCiHigh);
        QVERIFY2(r.details.threadSettings.find("\"intra_op_threads\":1") != std::string::npos,
                 r.details.threadSettings.c_str());
        // the C++ side's semantics and the noise policy, recorded with the result
        QVERIFY2(r.details.semantics.find("\"grad_mode\":\"inference_mode\"") != std::string::npos,
                 r.details.semantics.c_str());
        QVERIFY2(r.details.semantics.find("\"fluctuation_policy\":\"remeasure\"") != std::string::npos,
                 r.details.semantics.c_str());
        QCOMPARE(r.details.noisy, std::optional<bool>(false)); // the guard is off in these runs
        // where and when: this machine's description and a UTC time
        QCOMPARE(r.details.machine, toJson(currentHost()));
        QVERIFY2(QRegularExpression(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$)"))
                     .match(QString::fromStdString(r.details.measuredAt))
                     .hasMatch(),
                 r.details.measuredAt.c_str());
        // its wall time holds at least every timed call of both sides
        QVERIFY(r.details.wallMs && r.details.trials && r.eagerE2e.min && r.compiledE2e.min);
        QVERIFY(*r.details.wallMs >= *r.details.trials * (*r.eagerE2e.min + *r.compiledE2e.min));
#if defined(__GLIBC__)
        // the run fixed glibc's malloc thresholds before timing, and says so
        QVERIFY2(r.details.threadSettings.find("\"malloc_mmap_threshold\":33554432") != std::string::npos,
                 r.details.threadSettings.c_str());
#endif
    }

    void timeBudgetExtendsTheTrials_data() {
        QTest::addColumn<double>("minTime");
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<bool>("extended");
        QTest::newRow("budget off, interleaved") << 0.0 << "interleaved" << false;
        QTest::newRow("budget off, upstream") << 0.0 << "upstream" << false;
        QTest::newRow("interleaved: pairs") << 0.3 << "interleaved" << true;
        QTest::newRow("upstream: each side half the budget") << 0.3 << "upstream" << true;
    }
    void timeBudgetExtendsTheTrials() {
        QFETCH(double, minTime);
        QFETCH(QString, protocol);
        QFETCH(bool, extended);
        SampleRunOptions o;
        o.backend = "nope";
        o.warmup = 1;
        o.trials = 3;
        o.minTimeSeconds = minTime;
        o.maxTrials = 40;
        o.protocol = protocol.toStdString();
        o.fluctuationThreshold = 0;
        const SampleLocation sample{(test::toySamplesDir() + QStringLiteral("/nlp/mlp")).toStdString(),
                                    "nlp/mlp"};
        const SampleOutcome out = runSample(sample, o);
        QVERIFY2(!out.failed(), out.message.c_str());
        const bool pairs = protocol == QLatin1String("interleaved");
        if (pairs)
            QCOMPARE(out.eagerE2eMs.size(), out.compiledE2eMs.size());
        const std::size_t n = out.compiledE2eMs.size();
        if (!extended) {
            QCOMPARE(out.eagerE2eMs.size(), std::size_t(3));
            QCOMPARE(n, std::size_t(3));
            return;
        }
        // Past `trials`, calls continue until the timed total reaches the budget (interleaved: both sides
        // together; upstream: each side half of it) or maxTrials is hit.
        const auto total = [](const std::vector<double>& series) {
            return std::accumulate(series.begin(), series.end(), 0.0);
        };
        for (const auto* series : {&out.eagerE2eMs, &out.compiledE2eMs}) {
            QVERIFY2(series->size() > 3 && series->size() <= 40, std::to_string(series->size()).c_str());
            if (!pairs)
                QVERIFY(series->size() == 40 || total(*series) >= 1e3 * minTime / 2);
        }
        if (pairs)
            QVERIFY(n == 40 || total(out.eagerE2eMs) + total(out.compiledE2eMs) >= 1e3 * minTime);
        QCOMPARE(toSampleResult(out).details.trials, std::optional<int>(int(n)));
    }

    void sameSeedGivesIdenticalInputsInEveryWorker() {
        QVERIFY2(QFile::exists(workerExecutable()), "build graphnet-bench-worker first");
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        auto savedInputs = [&](const char* dir, std::uint64_t seed) {
            BenchmarkConfig c = smallRun("nope", {"cv/small_cnn_bn"});
            c.sample.seed = seed;
            c.sample.saveIoDir = tmp.filePath(dir).toStdString();
            std::filesystem::create_directories(c.sample.saveIoDir);
            auto summary = executeRun(&*db, c, std::nullopt, {}, {}); // a fresh fork server and worker
            return summary ? loadTensorGroup(c.sample.saveIoDir / "cv_small_cnn_bn.pt", "inputs")
                           : Result<TensorList>(summary.error());
        };
        const auto first = savedInputs("a", 123), second = savedInputs("b", 123), other = savedInputs("c", 7);
        QVERIFY(first && second && other);
        QVERIFY(first->size() > 0);
        QVERIFY(first->bitwiseEqual(*second));
        QVERIFY(!first->bitwiseEqual(*other));
    }
};

GNW_TEST_GUILESS_MAIN(TestBenchmarkRun)
#include "tst_benchmark_run.moc"
