// Fault localisation against real compilers: the decomposition validator (cuts chained in eager give the
// sample's outputs bit-exactly) on every toy and fixture torch sample, and planted faults (a dynamo
// backend from tests/data/planted_fault_backend.py that corrupts one operator, or crashes there) located at
// that operator's model.py line in both modes, with a reproducer that fails and a standalone test that
// fails on the compiler and passes on eager.
#include "core/engine/fault/DecompositionCheck.h"
#include "core/engine/fault/FaultLocator.h"
#include "core/engine/fault/SlowdownMap.h"
#include "core/util/FileIO.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::engine;

namespace {

QString venvPython() {
    return test::sourceDir() + QStringLiteral("/.venv/bin/python");
}

// Lines (1-based) of model.py that call `op` (".op(" as written), found without the workbench's parser.
QList<int> linesCalling(const QString& sampleDir, const QString& op) {
    QFile f(sampleDir + QStringLiteral("/model.py"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n');
    QList<int> out;
    const QRegularExpression call(QStringLiteral("\\.%1\\(").arg(QRegularExpression::escape(op)));
    for (int i = 0; i < lines.size(); ++i)
        if (call.match(lines[i]).hasMatch())
            out << i + 1;
    return out;
}

LocateOptions plantedOptions(const QString& outDir, const QString& mode) {
    LocateOptions o;
    o.run.backend = "torch-compile:planted_fault";
    o.run.device = "cpu";
    o.mode = mode.toStdString();
    o.chunks = 4;
    o.outDir = outDir.toStdString();
    o.worker.executable = (test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker")).toStdString();
    o.worker.timeoutSeconds = 300;
    return o;
}

std::vector<QString> torchSamples() {
    std::vector<QString> out;
    for (const auto& s : discoverSamples(test::toySamplesDir().toStdString()))
        if (!test::isPaddleSample(QString::fromStdString(s.dir.string())))
            out.push_back(QString::fromStdString(s.dir.string()));
    for (const auto& s : discoverSamples(test::upstreamSamples().toStdString()))
        if (!test::isPaddleSample(QString::fromStdString(s.dir.string())))
            out.push_back(QString::fromStdString(s.dir.string()));
    return out;
}

} // namespace

class TestFaultLocate : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    // A copy of the planted backend whose fault is at `target`.
    QString plant(const QString& target) {
        const QString path =
            m_tmp.filePath(QStringLiteral("planted_%1.py").arg(QString(target).replace(':', '_')));
        auto text = readFile((test::sourceDir() + "/tests/data/planted_fault_backend.py").toStdString());
        if (!text)
            return {};
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return {};
        out.write(QByteArray::fromStdString(*text) + "\nTARGET = \"" + target.toUtf8() + "\"\n");
        return path;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        QVERIFY2(QFile::exists(venvPython()),
                 "the project venv (.venv) is missing: ./workbench build creates it");
    }

    void decompositionIsBitExact_data() {
        QTest::addColumn<QString>("dir");
        for (const auto& dir : torchSamples())
            QTest::newRow(qPrintable(QDir(test::sourceDir()).relativeFilePath(dir))) << dir;
    }
    void decompositionIsBitExact() {
        QFETCH(QString, dir);
        SampleRunOptions options;
        const SampleLocation sample{dir.toStdString(), QFileInfo(dir).fileName().toStdString()};
        auto report = checkDecomposition(sample, options, 4);
        QVERIFY2(report, report ? "" : report.error().toString().c_str());
        QVERIFY2(report->bitExact, report->mismatches.empty() ? "" : report->mismatches.front().c_str());
        if (report->units >= 8)
            QVERIFY2(report->parts.size() >= 2, "the sample was not cut at all");
    }

    void plantedFaultIsLocated_data() {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("op");
        QTest::addColumn<QString>("mode");
        // A CNN (the op twice), a transformer block, and an MLP with two outputs written black-style.
        for (const char* mode : {"prefix", "chunks"}) {
            QTest::addRow("cnn batch_norm %s", mode) << "cv/small_cnn_bn"
                                                     << "batch_norm" << mode;
            QTest::addRow("gpt softmax %s", mode) << "nlp/gpt_block"
                                                  << "softmax" << mode;
            QTest::addRow("mlp gelu %s", mode) << "nlp/mlp"
                                               << "gelu" << mode;
        }
    }
    void plantedFaultIsLocated() {
        QFETCH(QString, sample);
        QFETCH(QString, op);
        QFETCH(QString, mode);
        const QString dir = test::toySamplesDir() + "/" + sample;
        const QList<int> expected = linesCalling(dir, op);
        QVERIFY(!expected.isEmpty());
        const QString plugin = plant(op);
        QVERIFY(!plugin.isEmpty());
        qputenv("GNW_BRIDGE_PLUGINS", plugin.toUtf8());
        QTemporaryDir out;
        LocateOptions options = plantedOptions(out.path(), mode);
        options.plugins = {plugin.toStdString()};
        auto report = locateFault(SampleLocation{dir.toStdString(), sample.toStdString()}, options);
        QVERIFY2(report, report ? "" : report.error().toString().c_str());
        QVERIFY2(report->faulty, report->whole.verdict.c_str());
        QVERIFY(!report->faults.empty());
        QCOMPARE(report->faults.front().line, expected.front());
        QVERIFY(QString::fromStdString(report->faults.front().target).endsWith(op));
        for (const auto& f : report->faults) // chunks may find every planted call; each is one of them
            QVERIFY2(expected.contains(f.line), std::to_string(f.line).c_str());
        if (mode == "prefix")
            QVERIFY(report->backendRuns <= 2 + int(std::ceil(std::log2(double(report->units)))) + 6);
        else
            QCOMPARE(int(report->faults.size()), int(expected.size()));

        // The reproducer is a sample that fails with the backend; the test fails on it and passes on eager.
        QVERIFY(!report->reproducer.empty());
        QCOMPARE(QString::fromStdString(report->reproducerKind), QStringLiteral("operator"));
        QVERIFY(QFile::exists(QString::fromStdString((report->reproducer / "model.py").string())));
        QVERIFY(!report->testFile.empty());
        QProcess test;
        test.start(venvPython(), {QString::fromStdString(report->testFile.string())});
        QVERIFY(test.waitForFinished(300000));
        const QString printed = QString::fromUtf8(test.readAllStandardOutput() + test.readAllStandardError());
        QVERIFY2(printed.contains("PASS test_eager_matches_eager"), qPrintable(printed));
        QVERIFY2(printed.contains("FAIL test_compiled_matches_eager"), qPrintable(printed));
        QCOMPARE(test.exitCode(), 1);

        // The search resumes from its state: asked again, it runs only the whole sample.
        auto again = locateFault(SampleLocation{dir.toStdString(), sample.toStdString()}, options);
        QVERIFY(again);
        QCOMPARE(again->faults.front().line, expected.front());
        QCOMPARE(again->backendRuns, 1);
    }

    // A compiler that crashes at an operator: every probe holding it crashes its worker, and the search
    // still ends at that operator.
    void plantedCrashIsLocated() {
        const QString dir = test::toySamplesDir() + "/nlp/gpt_block";
        const QString plugin = plant(QStringLiteral("crash:softmax"));
        qputenv("GNW_BRIDGE_PLUGINS", plugin.toUtf8());
        QTemporaryDir out;
        auto report = locateFault(SampleLocation{dir.toStdString(), "nlp/gpt_block"},
                                  plantedOptions(out.path(), "prefix"));
        QVERIFY2(report, report ? "" : report.error().toString().c_str());
        QVERIFY2(QString::fromStdString(report->whole.verdict).startsWith("crash"),
                 report->whole.verdict.c_str());
        QVERIFY(!report->faults.empty());
        QCOMPARE(report->faults.front().line, linesCalling(dir, "softmax").front());
    }

    // The slowdown map covers the sample with contiguous ranges, each a module group, each timed on both
    // sides; with the identity backend every range's speedup is about 1.
    void slowdownMapCoversTheSample() {
        const QString dir = test::toySamplesDir() + "/nlp/gpt_block";
        QTemporaryDir out;
        SlowdownOptions o;
        o.run.backend = "nope";
        o.run.warmup = 1;
        o.run.trials = 5;
        o.run.minTimeSeconds = 0.05;
        o.run.fluctuationThreshold = 0;
        o.outDir = out.path().toStdString();
        o.worker.executable =
            (test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker")).toStdString();
        auto report = mapSlowdown(SampleLocation{dir.toStdString(), "nlp/gpt_block"}, o);
        QVERIFY2(report, report ? "" : report.error().toString().c_str());
        QVERIFY(report->ranges.size() >= 3);
        QVERIFY(report->wholeSpeedup);
        std::size_t next = 0;
        for (const auto& r : report->ranges) {
            QCOMPARE(r.range.first, next);
            next = r.range.end;
            QVERIFY2(r.failure.empty(), r.failure.c_str());
            QVERIFY(r.eagerMs && *r.eagerMs > 0 && r.compiledMs && *r.compiledMs > 0);
            QVERIFY2(*r.speedup > 0.33 && *r.speedup < 3, std::to_string(*r.speedup).c_str());
            QVERIFY(r.firstLine > 0 && r.lastLine >= r.firstLine);
        }
        QCOMPARE(next, report->units);
    }

    // Not faulty at t: nothing to locate, said so, and no probe beyond the whole sample.
    void correctSampleIsNotFaulty() {
        const QString dir = test::toySamplesDir() + "/nlp/mlp";
        qputenv("GNW_BRIDGE_PLUGINS", plant(QStringLiteral("conv2d")).toUtf8()); // mlp has no conv2d
        QTemporaryDir out;
        auto report =
            locateFault(SampleLocation{dir.toStdString(), "nlp/mlp"}, plantedOptions(out.path(), "prefix"));
        QVERIFY2(report, report ? "" : report.error().toString().c_str());
        QVERIFY2(!report->faulty, report->whole.verdict.c_str());
        QVERIFY(report->faults.empty());
        QCOMPARE(report->backendRuns, 1);
    }
};

GNW_TEST_GUILESS_MAIN(TestFaultLocate)
#include "tst_fault_locate.moc"
