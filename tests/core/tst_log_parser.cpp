// Upstream log analysis (graphnet-format.md 5): block splitting, the field patterns of 5.2 with
// first-match-wins, the status rules of 5.3 and their documented consequences, multi-compiler files,
// malformed blocks becoming failed results, and the real A100 log.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/logs/BlockResult.h"
#include "core/logs/LogDigest.h"
#include "core/logs/LogImport.h"
#include "core/logs/LogParser.h"
#include "core/logs/StatusClassifier.h"
#include "core/metrics/ScoredSample.h"

#include <QtTest>

using namespace gnw;

Q_DECLARE_METATYPE(gnw::SampleStatus)

namespace {
std::string dataLog(const char* name) {
    return (test::sourceDir() + "/tests/data/logs/" + name).toStdString();
}

ParsedLog parsedData(const char* name) {
    auto log = parseLogFile(dataLog(name));
    if (!log)
        qFatal("%s", log.error().toString().c_str());
    return std::move(log).value();
}

const LogBlock* blockOf(const ParsedLog& log, const std::string& pathTail) {
    for (const auto& b : log.blocks)
        if (b.modelPath && b.modelPath->ends_with(pathTail))
            return &b;
    return nullptr;
}

LogBlock blockFrom(const QString& text) {
    auto log = parseLog(text.toStdString(), "inline.log");
    if (!log || log->blocks.size() != 1)
        qFatal("expected one block");
    return log->blocks.front();
}
} // namespace

class TestLogParser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Found by fuzz_log_parser: a config value that is not UTF-8 made the run's JSON throw.
    void configNotUtf8() {
        const std::string text = "[Processing] samples/timm/a\n[Config] compiler: ind\xAD"
                                 "uctor\n";
        const auto log = parseLog(text, "bad.log");
        QVERIFY(log.ok());
        const auto runs = runsFromLog(*log, "bad", "digest");
        QCOMPARE(runs.size(), std::size_t(1));
        QVERIFY(!runs[0].run.configJson.empty());
    }

    // Every rule of 5.3 in order, on minimal blocks.
    void statusRules_data() {
        QTest::addColumn<QStringList>("lines");
        QTest::addColumn<SampleStatus>("status");
        const QString eager = "P [Datatype][eager]: float32", compiled = "P [Datatype][compiled]: float32";
        const QString shape = "P [Shape] eager:[[1]] compiled:[[1]] match:True";
        const QString type = "P [DataType] eager:['float32'] compiled:['float32'] match:True";
        const QString rung = "P [Correctness][all_close_atol_1.00E-10_rtol_1.69E-12]: 1";
        QTest::newRow("no markers") << QStringList{} << SampleStatus::EagerFail;
        QTest::newRow("[Result][status] is not a marker")
            << QStringList{"P [Result][status] eager:success compiled:success"} << SampleStatus::EagerFail;
        QTest::newRow("eager dtypes only") << QStringList{eager} << SampleStatus::CompileFail;
        QTest::newRow("nothing compared") << QStringList{eager, compiled} << SampleStatus::ShapeMismatch;
        QTest::newRow("shape match:False")
            << QStringList{eager, compiled, "P [Shape] eager:[1] compiled:[2] match:False"}
            << SampleStatus::ShapeMismatch;
        QTest::newRow("torch dtype mismatch")
            << QStringList{eager, "P [Datatype][compiled]: float16",
                           "P [DataType] eager:['float32'] compiled:['float16'] match:False"}
            << SampleStatus::ShapeMismatch;
        QTest::newRow("shapes match, no dtype line")
            << QStringList{eager, compiled, shape} << SampleStatus::TypeMismatch;
        QTest::newRow("paddle dtype mismatch")
            << QStringList{eager, compiled, shape,
                           "P [DataType] eager:['int64'] compiled:['int32'] match:False"}
            << SampleStatus::TypeMismatch;
        QTest::newRow("all_close without a dtype line") << QStringList{rung} << SampleStatus::TypeMismatch;
        QTest::newRow("all_close implies both phases and shapes")
            << QStringList{rung, type} << SampleStatus::Correct;
        QTest::newRow("paddle shape + dtype")
            << QStringList{eager, compiled, shape, type} << SampleStatus::Correct;
        QTest::newRow("Error: text") << QStringList{eager, compiled, rung, type,
                                                    "UserWarning: ValueError: late"}
                                     << SampleStatus::RuntimeFail;
        QTest::newRow("Exception: text")
            << QStringList{rung, type, "raised Exception: boom"} << SampleStatus::RuntimeFail;
        QTest::newRow("error text is case-sensitive")
            << QStringList{rung, type, "no error: here, exception: neither"} << SampleStatus::Correct;
        QTest::newRow("Error: before the markers")
            << QStringList{"RuntimeError: x", rung, type} << SampleStatus::RuntimeFail;
        QTest::newRow("[Result] status: failed ignored")
            << QStringList{rung, type, "P [Result] status: failed"} << SampleStatus::Correct;
        QTest::newRow("Error: in a mismatch is not runtime_fail")
            << QStringList{eager, compiled, "RuntimeError: x"} << SampleStatus::ShapeMismatch;
        // Upstream's elif chain: a line counts for its first marker only.
        QTest::newRow("eager marker shadows all_close on its line")
            << QStringList{"P [Datatype][eager]: all_close", type} << SampleStatus::CompileFail;
    }
    void statusRules() {
        QFETCH(QStringList, lines);
        QFETCH(SampleStatus, status);
        std::vector<std::string> block{"P [Processing] /x/samples/timm/m"};
        for (const auto& l : lines)
            block.push_back(l.toStdString());
        QCOMPARE(statusName(classifyStatus(block)), statusName(status));
    }

    // The synthetic log has one block per rule and per "consequence" bullet of 5.3.
    void statusTable_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<SampleStatus>("status");
        QTest::addColumn<QString>("failureClass");
        QTest::newRow("fully correct") << "torchvision/resnet18" << SampleStatus::Correct << "";
        QTest::newRow("correct, accuracy later") << "timm/accuracy_case" << SampleStatus::Correct << "";
        QTest::newRow("eager error") << "timm/eager_crash" << SampleStatus::EagerFail << "eager_error";
        QTest::newRow("HEAD compiled crash is eager_fail")
            << "mmseg/compiled_crash" << SampleStatus::EagerFail << "compile_error";
        QTest::newRow("eager dtype line only")
            << "ultralytics/legacy_compile_fail" << SampleStatus::CompileFail << "compile_error";
        QTest::newRow("torch dtype mismatch is shape_mismatch")
            << "timm/dtype_mismatch" << SampleStatus::ShapeMismatch << "dtype_mismatch";
        QTest::newRow("paddle type mismatch")
            << "PP-OCRv4_server_rec/subgraph_2" << SampleStatus::TypeMismatch << "dtype_mismatch";
        QTest::newRow("error text after success")
            << "transformers-auto-model/warned" << SampleStatus::RuntimeFail << "runtime_error";
        QTest::newRow("[Result] failed ignored")
            << "torchaudio/result_line_ignored" << SampleStatus::Correct << "";
        QTest::newRow("paddle device log") << "PaddleNLP/ernie-tiny" << SampleStatus::Correct << "";
        QTest::newRow("int output") << "torchgeometric/int_output" << SampleStatus::Correct << "";
    }
    void statusTable() {
        QFETCH(QString, path);
        QFETCH(SampleStatus, status);
        QFETCH(QString, failureClass);
        const auto log = parsedData("statuses.log");
        QCOMPARE(log.blocks.size(), std::size_t(11));
        const auto* block = blockOf(log, path.toStdString());
        QVERIFY(block);
        QCOMPARE(statusName(block->status), statusName(status));
        const auto result = resultFromBlock(*block, log.file);
        QCOMPARE(QString::fromStdString(result.failureClass), failureClass);
        QVERIFY(result.status == SampleStatus::Correct || !result.message.empty() ||
                path == "ultralytics/legacy_compile_fail" || path == "timm/dtype_mismatch" ||
                path == "PP-OCRv4_server_rec/subgraph_2");
    }

    void fieldsOfACorrectBlock() {
        const auto log = parsedData("statuses.log");
        const auto* b = blockOf(log, "torchvision/resnet18");
        QVERIFY(b);
        QCOMPARE(b->firstLine, 3); // the two lines before the first [Processing] are ignored
        QCOMPARE(b->config.at("compiler"), std::string("inductor"));
        QCOMPARE(b->config.at("hardware"), std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(b->config.size(), std::size_t(7));
        QCOMPARE(b->datatype.at("eager"), std::vector<std::string>{"float32"});
        QCOMPARE(b->speedup.at("e2e"), 2.0);
        QCOMPARE(b->speedup.at("gpu"), 1.9);
        QCOMPARE(b->correctness.size(), std::size_t(61 + 3)); // 64 rung lines, 61 distinct keys
        QVERIFY(std::isnan(b->correctness.at("[mean_diff]").at(0)));
        QCOMPARE(b->correctness.at("[max_diff]").at(0), 4.76837158203125e-07);
        const auto r = resultFromBlock(*b, log.file);
        QCOMPARE(r.samplePath, std::string("/data/GraphNet/samples/torchvision/resnet18"));
        QCOMPARE(r.allClose.size(), std::size_t(61));
        QCOMPARE(*r.eagerE2e.median, 2.0);
        QCOMPARE(*r.compiledGpu.median, 1.0);
        QCOMPARE(r.rawBlock, b->text());
        QCOMPARE(correctnessMask(r), std::uint16_t(0xffff));
    }

    void messagesAndProducers() {
        const auto log = parsedData("statuses.log");
        const auto crash = resultFromBlock(*blockOf(log, "timm/eager_crash"), log.file);
        QCOMPARE(crash.message,
                 std::string("CUDA error: an illegal memory access was encountered\n"
                             "CUDA kernel errors might be asynchronously reported at some other API call,\n"
                             "so the stacktrace below might be incorrect."));
        const auto compiled = resultFromBlock(*blockOf(log, "mmseg/compiled_crash"), log.file);
        QVERIFY(compiled.message.starts_with("backend='inductor' raised:\nLoweringException"));
        const auto warned = resultFromBlock(*blockOf(log, "transformers-auto-model/warned"), log.file);
        QVERIFY(warned.message.find("RuntimeError: late failure") != std::string::npos);
        // Paddle / device producers: another prompt, subgraph suffix kept, old JSON without median.
        const auto* ernie = blockOf(log, "PaddleNLP/ernie-tiny");
        QCOMPARE(ernie->config.at("seed"), std::string("123"));
        QCOMPARE(ernie->correctness.at("[max_relative_diff]").at(0), 1.2345e-06);
        const auto paddle = resultFromBlock(*ernie, log.file);
        QVERIFY(!paddle.eagerE2e.median && !paddle.eagerE2e.iqr);
        QCOMPARE(*paddle.eagerE2e.mean, 2.01);
        QVERIFY(blockOf(log, "/paddle_samples/PaddleX/PP-OCRv4_server_rec/subgraph_2"));
    }

    void fieldPatterns_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected"); // "kind key=value" of what the line stores, "" for nothing
        QTest::newRow("config") << "P [Config] device: cuda "
                                << "config device=cuda";
        QTest::newRow("config value with ': '") << "P [Config] model: org/name: v2"
                                                << "config model=org/name: v2";
        QTest::newRow("config key with ':'") << "P [Config] a:b: c"
                                             << "config a:b=c";
        QTest::newRow("config needs a value") << "P [Config] device: "
                                              << "";
        QTest::newRow("config needs ': '") << "P [Config] device:cuda"
                                           << "";
        QTest::newRow("speedup tolerates spaces") << "P [Speedup][e2e]:  0.97755 "
                                                  << "speedup e2e=0.97755";
        QTest::newRow("first match wins") << "P [Config] note: [Speedup][e2e]: 2.0"
                                          << "config note=[Speedup][e2e]: 2.0";
        QTest::newRow("correctness key is greedy") << "P [Correctness][a]: b]: 1"
                                                   << "correctness [a]: b]=1";
        QTest::newRow("correctness numbers") << "[Correctness][max_diff]: 0.0 1e-05 nan -inf 7"
                                             << "correctness [max_diff]=0 1e-05 nan -inf 7";
        QTest::newRow("performance kept raw") << "P [Performance][eager]: {\"e2e\": {}} "
                                              << "performance eager={\"e2e\": {}}";
        QTest::newRow("datatype split") << "X[Datatype][compiled]:  float32\tint64 "
                                        << "datatype compiled=float32,int64";
        QTest::newRow("no space after ]:") << "P [Speedup][e2e]:0.5"
                                           << "";
    }
    void fieldPatterns() {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        const auto b = blockFrom("P [Processing] /m\n" + line + "\n");
        QStringList got;
        for (const auto& [k, v] : b.config)
            got << QString::fromStdString("config " + k + "=" + v);
        for (const auto& [k, v] : b.performance)
            got << QString::fromStdString("performance " + k + "=" + v);
        for (const auto& [k, v] : b.datatype) {
            QStringList words;
            for (const auto& w : v)
                words << QString::fromStdString(w);
            got << QString::fromStdString("datatype " + k + "=") + words.join(',');
        }
        for (const auto& [k, v] : b.correctness) {
            QStringList values;
            for (double d : v)
                values << QString::number(d);
            got << QString::fromStdString("correctness " + k + "=") + values.join(' ');
        }
        for (const auto& [k, v] : b.speedup)
            got << QString::fromStdString("speedup " + k + "=") + QString::number(v);
        QCOMPARE(got.join(" | "), expected);
        QCOMPARE(*b.modelPath, std::string("/m"));
    }

    void lineEndingsAndSplitting() {
        const auto log =
            parseLog("head\r\nP [Processing] /a\r\nP [Speedup][e2e]: 1.5\rP [Processing] /b\nlast", "x.log");
        QVERIFY(log.ok());
        QCOMPARE(log->blocks.size(), std::size_t(2));
        QCOMPARE(log->blocks[0].firstLine, 2);
        QCOMPARE(log->blocks[0].speedup.at("e2e"), 1.5);
        QCOMPARE(log->blocks[1].firstLine, 4);
        QCOMPARE(log->blocks[1].lines.back(), std::string("last"));
        const auto none = parseLog("no samples here\n", "empty.log");
        QVERIFY(!none.ok());
        QVERIFY(none.error().toString().starts_with("empty.log: no '[Processing]' line"));
    }

    void malformedBlocksBecomeFailures() {
        const auto log = parsedData("malformed.log");
        QCOMPARE(log.blocks.size(), std::size_t(6));
        const auto runs = runsFromLog(log, "malformed", logDigest("x"));
        QCOMPARE(runs.size(), std::size_t(1));
        const auto& results = runs.front().results;
        const std::vector<std::pair<std::string, std::string>> expected{
            {"timm/bad_json", "malformed.log:81: [Performance][eager]: expected a JSON object"},
            {"timm/bad_token", "malformed.log:95: [Correctness][equal]: expected numbers, got 'yes'"},
            {"timm/bad_speedup", "malformed.log:247: [Speedup][e2e]: expected a number, got 'fast'"},
            {"timm/bad_perf_field",
             "malformed.log:331: [Performance][compiled]: expected \"e2e\".median to be a number"},
        };
        for (const auto& [tail, message] : expected) {
            const auto it = std::find_if(results.begin(), results.end(),
                                         [&](const SampleResult& r) { return r.samplePath.ends_with(tail); });
            QVERIFY2(it != results.end(), tail.c_str());
            QCOMPARE(statusName(it->status), std::string_view("runtime_fail"));
            QCOMPARE(it->failureClass, std::string("parse_error"));
            QVERIFY2(it->message.find(message) != std::string::npos, it->message.c_str());
        }
        QCOMPARE(results[3].samplePath, std::string("(no-model-path:4)"));
        QCOMPARE(statusName(results[3].status), std::string_view("eager_fail"));
        QCOMPARE(results[3].message, std::string("no sample directory"));
        QCOMPARE(statusName(results[5].status), std::string_view("correct"));
        QCOMPARE(runs.front().notes.size(), std::size_t(4));
    }

    void oneRunPerCompiler() {
        const auto log = parsedData("multi_compiler.log");
        const auto runs = runsFromLog(log, "multi", "digest");
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].run.name, std::string("multi [inductor]"));
        QCOMPARE(runs[1].run.name, std::string("multi [nope]"));
        QCOMPARE(runs[0].run.warmup.value_or(0), 3);
        QCOMPARE(runs[0].run.frameworkVersion, std::string("2.7.1+cu126"));
        QCOMPARE(runs[0].run.sourceDigest, std::string("digest"));
        QVERIFY(runs[0].run.source == RunSource::Log);
        std::vector<std::string> inductor, nope;
        for (const auto& r : runs[0].results)
            inductor.push_back(r.samplePath.substr(r.samplePath.rfind('/') + 1));
        for (const auto& r : runs[1].results)
            nope.push_back(r.samplePath.substr(r.samplePath.rfind('/') + 1));
        QCOMPARE(inductor, (std::vector<std::string>{"a", "b", "a#2"}));
        QCOMPARE(nope, (std::vector<std::string>{"a", "b"})); // b has no compiler line: stays with nope
        QCOMPARE(runs[0].results[1].failureClass, std::string("oom"));
        QCOMPARE(runs[0].notes.size(), std::size_t(1));
        QCOMPARE(*runs[1].results[1].speedupE2e, 0.9);
    }

    void digest() {
        QCOMPARE(logDigest(""),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(logDigest("abc"),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(logDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(logDigest(std::string(1000, 'a')).size(), std::size_t(64));
    }

    void realUpstreamLog() {
        const auto log = parseLogFile(test::upstreamLog().toStdString());
        QVERIFY(log.ok());
        QCOMPARE(log->blocks.size(), std::size_t(10));
        for (const auto& b : log->blocks) {
            QCOMPARE(statusName(b.status),
                     std::string_view("correct")); // W/E framework lines hold no "Error:"
            QVERIFY(b.problems.empty());
            const auto r = resultFromBlock(b, log->file);
            QVERIFY(!r.eagerE2e.median && r.eagerE2e.mean); // pre-#691 JSON
            QVERIFY(r.speedupE2e && r.speedupGpu && !r.speedupKernel);
            const bool rectL = r.samplePath.ends_with("torchgeometric/RECT_L");
            QCOMPARE(correctnessMask(r), std::uint16_t(rectL ? 0xfffc : 0xffff)); // fails t = -10, -9 only
        }
        QCOMPARE(log->blocks[0].config.at("compiler"), std::string("pass_mgr"));
        const auto runs = runsFromLog(*log, "evaluation", "d");
        QCOMPARE(runs.size(), std::size_t(1));
        QCOMPARE(runs[0].run.hardware, std::string("NVIDIA A100-SXM4-40GB"));
        QVERIFY(runs[0].notes.empty());
    }
};

GNW_TEST_GUILESS_MAIN(TestLogParser)
#include "tst_log_parser.moc"
