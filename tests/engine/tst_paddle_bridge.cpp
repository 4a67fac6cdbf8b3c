// The Paddle bridge with real Paddle (.venv-paddle, or $GNW_PADDLE_PYTHON) on the two real upstream Paddle
// samples in tests/data/toy_samples/ and on PaddleX/squeezenet1_1 of tests/data (its model.py is no graph):
// paddle-static and paddle-nope measured and compared, a crashing bridge failing only its sample, a mixed
// selection taking only the backend's framework (and a sample of the other framework refused with the
// reason), the Paddle-format log read back; the .npy transport alone.
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/fault/SampleCutter.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/run/BenchmarkRun.h"
#include "core/engine/tensors/NpyFiles.h"
#include "core/logs/LogParser.h"
#include "core/logs/LogWriter.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace gnw;
using namespace gnw::engine;

namespace {

const std::string kAlbert = "nlp/albert_chinese_tiny_paddle";
const std::string kOcr = "cv/ppocrv4_rec_subgraph2_paddle";

BenchmarkConfig paddleRun(const std::string& backend, std::vector<std::string> allowList) {
    BenchmarkConfig c;
    c.dataset = test::toySamplesDir().toStdString();
    c.selection.allowList = std::move(allowList);
    c.sample.backend = backend;
    c.sample.device = "cpu";
    c.sample.warmup = 1;
    c.sample.trials = 3;
    c.sample.minTimeSeconds = 0;
    c.threads = 1;
    c.sample.fluctuationThreshold = 0; // classes are under test, not the machine's timing noise
    c.executable = (test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker")).toStdString();
    return c;
}

bool havePaddle() {
    const std::string python = bridgePython("", Framework::Paddle);
    return std::system((python + " -c 'import paddle' >/dev/null 2>&1").c_str()) == 0;
}

// The README's set-up creates .venv-paddle; only GNW_SKIP_PADDLE=1 opts out of it (tests/SkipPolicy.h).
#define REQUIRE_PADDLE()                                                                                     \
    do {                                                                                                     \
        if (test::optedOut("GNW_SKIP_PADDLE"))                                                               \
            GNW_SKIP_OPTED_OUT(QStringLiteral("GNW_SKIP_PADDLE=1"),                                          \
                               QStringLiteral("no Paddle environment"));                                     \
        QVERIFY2(havePaddle(), "no Paddle environment: ./workbench paddle creates .venv-paddle");            \
    } while (false)

SampleLocation sample(const std::string& relPath) {
    return {test::toySamplesDir().toStdString() + "/" + relPath, relPath};
}

} // namespace

class TestPaddleBridge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("GNW_ENABLE_DEBUG_BACKENDS", "1"); }

    void npyFolderRoundTrips() {
        TensorList list;
        list.append("f32", DType::Float32, {2, 3}, {1, 2, 3, 4, 5, 6});
        list.append("i64", DType::Int64, {4}, {-1, 0, 7, 1LL << 40});
        list.append("b", DType::Bool, {2}, {1, 0});
        list.append("h", DType::Float16, {}, {0.5});
        list.append("bf", DType::BFloat16, {2}, {1.5, -2});
        QTemporaryDir tmp;
        QVERIFY(saveNpyFolder(tmp.filePath("t").toStdString(), list));
        auto back = loadNpyFolder(tmp.filePath("t").toStdString());
        QVERIFY2(back, back ? "" : back.error().toString().c_str());
        QVERIFY(back->bitwiseEqual(list)); // bfloat16 came back as bfloat16, through float32
    }

    void npyFolderErrorsNameTheFile() {
        QTemporaryDir tmp;
        TensorList list;
        list.append("x", DType::Float32, {4}, {1, 2, 3, 4});
        QVERIFY(saveNpyFolder(tmp.filePath("t").toStdString(), list));
        QFile f(tmp.filePath("t/0.npy"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.resize(f.size() - 4); // truncated data
        f.close();
        auto back = loadNpyFolder(tmp.filePath("t").toStdString());
        QVERIFY(!back);
        QVERIFY2(back.error().toString().find("0.npy") != std::string::npos, back.error().toString().c_str());
        QVERIFY2(back.error().toString().find("holds 12 data bytes, its header says 16") != std::string::npos,
                 back.error().toString().c_str());
    }

    void measuresRealPaddle_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("baseline");
        QTest::addColumn<int>("firstCorrectT");
        QTest::addColumn<QString>("paddleFlags"); // as the semantics record them; empty: none recorded
        QTest::newRow("paddle-static") << "paddle-static" << QString() << "paddle-dygraph" << 5 << QString();
        // The executor's ops on the calling thread: the same graph and kernels, and the result says so.
        QTest::newRow("paddle-static, serial executor")
            << "paddle-static"
            << R"({"serial_executor": true})"
            << "paddle-dygraph" << 5 << R"("paddle_flags":{"FLAGS_new_executor_serial_run":"true"})";
        // Dygraph against itself: the same kernels on the same inputs, bit-exact.
        QTest::newRow("paddle-nope") << "paddle-nope" << QString() << "paddle-dygraph" << -10 << QString();
    }
    void measuresRealPaddle() {
        REQUIRE_PADDLE();
        QFETCH(QString, backend);
        QFETCH(QString, options);
        QFETCH(QString, baseline);
        QFETCH(int, firstCorrectT);
        QFETCH(QString, paddleFlags);
        SampleRunOptions o = paddleRun(backend.toStdString(), {}).sample;
        o.backendOptions = options.toStdString();
        for (const auto& rel : {kAlbert, kOcr}) {
            const SampleOutcome r = runSample(sample(rel), o);
            QVERIFY2(r.failureClass.empty(), (rel + ": " + r.failureClass + " " + r.message).c_str());
            QCOMPARE(r.details.baseline, baseline.toStdString());
            const std::string& semantics = r.details.semantics;
            QVERIFY2(paddleFlags.isEmpty() ? semantics.find("paddle_flags") == std::string::npos
                                           : semantics.find(paddleFlags.toStdString()) != std::string::npos,
                     semantics.c_str());
            QVERIFY(r.details.backendVersion.starts_with("paddlepaddle "));
            QCOMPARE(r.eagerE2eMs.size(), size_t(3));
            QCOMPARE(r.compiledE2eMs.size(), size_t(3));
            QVERIFY(r.compileMs && *r.compileMs > 0);
            QVERIFY(!r.eagerDtypes.empty());
            QCOMPARE(toSampleResult(r).status, SampleStatus::Correct);
            QVERIFY(r.comparison);
            QVERIFY2(
                r.comparison->tightestTolerance() <= firstCorrectT,
                (rel + " first correct at " + std::to_string(r.comparison->tightestTolerance())).c_str());
        }
    }

    // Fault localisation cuts Paddle samples into prefixes (docs/fault-localisation.md): each prefix is a
    // sample Paddle runs, dygraph against dygraph bit-exactly.
    void prefixCutsRunInPaddle() {
        REQUIRE_PADDLE();
        SampleRunOptions o = paddleRun("paddle-nope", {}).sample;
        o.warmup = 0;
        o.trials = 1;
        QTemporaryDir tmp;
        for (const auto& rel : {kAlbert, kOcr}) {
            auto cutter = SampleCutter::prepare(sample(rel), o);
            QVERIFY2(cutter, cutter ? "" : cutter.error().toString().c_str());
            QVERIFY(!cutter->trace()); // Paddle: prefixes only
            const std::size_t units = cutter->body().opCount();
            for (std::size_t k : {std::size_t(1), units / 2, units}) {
                const auto dir = std::filesystem::path(tmp.path().toStdString()) / (rel + std::to_string(k));
                auto cut = cutter->write({0, k}, dir, "prefix");
                QVERIFY2(cut, cut ? "" : cut.error().toString().c_str());
                const SampleOutcome r = runSample(cut->location, o);
                QVERIFY2(r.failureClass.empty(),
                         (rel + " [0, " + std::to_string(k) + "): " + r.failureClass + " " + r.message).c_str());
                QVERIFY(r.comparison && r.comparison->correctAt(-10));
            }
        }
    }

    void otherFrameworkIsRefused_data() {
        QTest::addColumn<QString>("relPath");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("reason");
        QTest::newRow("torch backend, Paddle sample") << QString::fromStdString(kAlbert) << "nope"
                                                      << "runs torch samples; this is a Paddle sample";
        QTest::newRow("bridge backend, Paddle sample") << QString::fromStdString(kOcr) << "inductor"
                                                       << "runs torch samples; this is a Paddle sample";
        QTest::newRow("Paddle backend, torch sample") << "nlp/mlp"
                                                      << "paddle-static"
                                                      << "runs Paddle samples; this is a torch sample";
    }
    void otherFrameworkIsRefused() {
        QFETCH(QString, relPath);
        QFETCH(QString, backend);
        QFETCH(QString, reason);
        const SampleOutcome r =
            runSample(sample(relPath.toStdString()), paddleRun(backend.toStdString(), {}).sample);
        QCOMPARE(r.failureClass, std::string("compile_error"));
        QVERIFY2(r.message.find(reason.toStdString()) != std::string::npos, r.message.c_str());
    }

    void mixedSelectionRunsTheBackendsFramework() {
        REQUIRE_PADDLE();
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        std::vector<std::string> lines;
        // Two Paddle and two torch samples selected: the torch ones are left out, and said so.
        auto summary =
            executeRun(&*db, paddleRun("paddle-nope", {kAlbert, kOcr, "nlp/mlp", "cv/small_cnn_bn"}),
                       std::nullopt, {}, [&](const std::string& line) { lines.push_back(line); });
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        QCOMPARE(summary->selected, 2);
        QCOMPARE(summary->otherFramework, 2);
        QCOMPARE(summary->ran, 2);
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return l.find("left out 2 sample(s) of another framework") != std::string::npos;
        }));
        ResultStore store(*db);
        const auto run = store.run(summary->runId);
        QVERIFY(run && run->frameworkVersion.starts_with("paddlepaddle 3"));
        const auto results = store.results(summary->runId);
        QCOMPARE(results.size(), size_t(2));
        for (const auto& r : results)
            QCOMPARE(r.status, SampleStatus::Correct);

        // The upstream-format log in the Paddle block format reads back to the same statuses and speedups.
        const std::string log = writeLog(*run, results);
        QVERIFY(log.find("[Result][status] eager:success compiled:success") != std::string::npos);
        QVERIFY(log.find("[Result] status:") == std::string::npos);
        const auto parsed = parseLog(log, "paddle.log");
        QVERIFY(parsed);
        QCOMPARE(parsed->blocks.size(), size_t(2));
        for (std::size_t i = 0; i < 2; ++i) {
            const LogBlock& b = parsed->blocks[i];
            QCOMPARE(b.status, SampleStatus::Correct);
            QVERIFY(b.speedup.count("e2e"));
            QVERIFY(std::abs(b.speedup.at("e2e") - *results[i].speedupE2e) <
                    1e-5); // printed %.5f as upstream
        }
    }

    // A graph that returns None beside its tensors (the exporter's `(out, None)` filler, returned by
    // PaddleX/BlazeFace/subgraph_5) is measured on its tensors; the None is no output on either side.
    void noneOutputIsLeftOut() {
        REQUIRE_PADDLE();
        QTemporaryDir tmp;
        const std::filesystem::path from = test::toySamplesDir().toStdString() + "/" + kAlbert;
        const std::filesystem::path to = tmp.path().toStdString() + "/albert_returning_none";
        std::filesystem::copy(from, to, std::filesystem::copy_options::recursive);
        std::ifstream in(to / "model.py");
        std::string model((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        in.close();
        const auto at = model.rfind("return tanh_0");
        QVERIFY(at != std::string::npos);
        model.replace(at, std::string("return tanh_0").size(), "return tanh_0, None");
        std::ofstream(to / "model.py") << model;
        const SampleOutcome plain = runSample(sample(kAlbert), paddleRun("paddle-static", {}).sample);
        const SampleOutcome withNone =
            runSample({to.string(), "albert_returning_none"}, paddleRun("paddle-static", {}).sample);
        QVERIFY2(withNone.failureClass.empty(), (withNone.failureClass + " " + withNone.message).c_str());
        QCOMPARE(toSampleResult(withNone).status, SampleStatus::Correct);
        QCOMPARE(withNone.eagerDtypes, plain.eagerDtypes);
    }

    // PaddleX/squeezenet1_1's model.py wraps paddle.vision.models behind forward(*args, **kwargs), which is
    // no graph: the sample loads through graph_net.json's PIR program instead (the full run failed it as
    // eager_error on the model.py parse until 2026-11-27). Dygraph runs it; to_static cannot bind an
    // InputSpec to a forward without named parameters, so it is a compile_error, as it is in upstream's
    // own tool ("The decorated function `forward` requires 0 arguments").
    void wrapperModelRunsFromItsProgram() {
        REQUIRE_PADDLE();
        const std::string dir =
            test::sourceDir().toStdString() + "/tests/data/paddle_samples/PaddleX/squeezenet1_1";
        const SampleOutcome r =
            runSample({dir, "paddle_samples/PaddleX/squeezenet1_1"}, paddleRun("paddle-static", {}).sample);
        QCOMPARE(r.failureClass, std::string(failure::kCompileError));
        QVERIFY2(r.message.find("forward") != std::string::npos, r.message.c_str());
        QVERIFY(r.phase == Phase::Compile); // dygraph ran: first call, warm-up and trials
    }

    // Upstream's Paddle tool computes on one core (import paddle sets OMP_NUM_THREADS=1 where unset): a
    // Paddle run at more threads says so in its notes and its progress, one at a single thread does not.
    void paddleRunNotesThreadsAboveUpstreams_data() {
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("noted");
        QTest::newRow("1 thread, as upstream") << 1 << false;
        QTest::newRow("2 threads") << 2 << true;
    }

    void paddleRunNotesThreadsAboveUpstreams() {
        REQUIRE_PADDLE();
        QFETCH(int, threads);
        QFETCH(bool, noted);
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        BenchmarkConfig config = paddleRun("paddle-nope", {"nlp/mlp"}); // a torch sample only: nothing runs
        config.threads = threads;
        std::vector<std::string> lines;
        auto summary = executeRun(&*db, config, std::nullopt, {},
                                  [&](const std::string& line) { lines.push_back(line); });
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        QCOMPARE(summary->ran, 0);
        const auto run = ResultStore(*db).run(summary->runId);
        QVERIFY(run);
        const std::string note = "Paddle at 2 OpenMP threads; upstream's test_compiler runs Paddle at 1";
        QCOMPARE(run->notes.find(note) != std::string::npos, noted);
        QCOMPARE(std::any_of(lines.begin(), lines.end(),
                             [&](const std::string& l) { return l.find(note) != std::string::npos; }),
                 noted);
    }

    void crashingPaddleBridgeFailsOnlyItsSample_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("failureClass");
        QTest::addColumn<QString>("messageHas");
        QTest::newRow("crash") << "paddle-debug-crash"
                               << "crash"
                               << "SIGSEGV";
        QTest::newRow("garbage") << "paddle-debug-garbage"
                                 << "protocol_error"
                                 << "this is not JSON";
        QTest::newRow("compile error") << "paddle-debug-compile-error"
                                       << "compile_error"
                                       << "deliberate compile error";
    }
    void crashingPaddleBridgeFailsOnlyItsSample() {
        REQUIRE_PADDLE();
        QFETCH(QString, backend);
        QFETCH(QString, failureClass);
        QFETCH(QString, messageHas);
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        auto summary =
            executeRun(&*db, paddleRun(backend.toStdString(), {kAlbert, kOcr}), std::nullopt, {}, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto results = ResultStore(*db).results(summary->runId);
        QCOMPARE(results.size(), size_t(2)); // the second sample ran after the first one's bridge failed
        for (const auto& r : results) {
            QCOMPARE(r.failureClass, failureClass.toStdString());
            QVERIFY2(r.message.find(messageHas.toStdString()) != std::string::npos, r.message.c_str());
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestPaddleBridge)
#include "tst_paddle_bridge.moc"
