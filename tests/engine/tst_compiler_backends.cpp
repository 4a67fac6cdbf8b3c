// Real compilers on a small toy sample: inductor, tvm, openvino and (where its environment was created)
// onnxruntime through the Python bridge, and
// aot-inductor compiled once into a cached .pt2 package that the C++ worker loads and times (the second
// run hits the cache and compiles nothing). Compiling takes seconds per backend, so one small sample each.
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/registry/BackendCatalog.h"
#include "core/engine/run/BenchmarkRun.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::engine;

namespace {

constexpr const char* kSample = "nlp/mlp";

BenchmarkConfig compilerRun(const std::string& backend, const std::string& cacheDir = {}) {
    BenchmarkConfig c;
    c.dataset = test::toySamplesDir().toStdString();
    c.selection.allowList = {kSample};
    c.sample.backend = backend;
    c.sample.device = "cpu";
    c.sample.warmup = 1;
    c.sample.trials = 3;
    c.sample.cacheDir = cacheDir;
    c.threads = 1;
    c.sample.fluctuationThreshold = 0;
    c.executable = (test::binaryDir() + QStringLiteral("/bin/graphnet-bench-worker")).toStdString();
    return c;
}

const BackendInfo* infoOf(const BackendCatalog& catalog, const std::string& name) {
    for (const auto& b : catalog.backends)
        if (b.name == name)
            return &b;
    return nullptr;
}

} // namespace

class TestCompilerBackends : public QObject {
    Q_OBJECT
    BackendCatalog m_catalog;

private slots:
    void initTestCase() { m_catalog = describeBackends(""); }

    // What the README's set-up provides runs here (onnxruntime: its environment is created by the ctest
    // fixture env_onnxruntime, as a user creates it); a backend missing here is a broken set-up, not a skip.
    void setUpBackendsAreAvailable() {
        QVERIFY2(m_catalog.problem.empty(), m_catalog.problem.c_str());
        QVERIFY(m_catalog.torchVersion.starts_with("2."));
        for (const char* name : {"eager", "nope", "aot-inductor", "inductor", "aot_eager", "openvino", "tvm",
                                 "onnxruntime", "torch-compile:inductor"}) {
            const BackendInfo* b = infoOf(m_catalog, name);
            QVERIFY2(b, name);
            QVERIFY2(b->available, (std::string(name) + " is unavailable: " + b->reason).c_str());
        }
    }

    // Compilers that cannot run here are listed with the reason, not left out.
    void unrunnableCompilersSayWhy() {
        const BackendInfo* trt = infoOf(m_catalog, "tensorrt");
        QVERIFY(trt);
        if (!m_catalog.cuda)
            QVERIFY2(!trt->available && trt->reason.starts_with("needs CUDA"), trt->reason.c_str());
        const BackendInfo* blade = infoOf(m_catalog, "bladedisc");
        QVERIFY(blade);
        QVERIFY2(blade->available || blade->reason.find("torch_blade") != std::string::npos, blade->reason.c_str());
    }

    // A backend with its own environment runs in it once created, and says how to create it before: the
    // environments a user creates on request (iree, xla) are skipped, with the hint checked first.
    void environmentBackendRunsInItsEnvironmentOrSaysHowToCreateIt_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("onRequest");
        QTest::newRow("onnxruntime") << "onnxruntime"
                                     << "onnxruntime " << false;
        QTest::newRow("iree") << "iree"
                              << "iree-turbine " << true;
        QTest::newRow("xla") << "xla"
                             << "torch-xla " << true;
    }
    void environmentBackendRunsInItsEnvironmentOrSaysHowToCreateIt() {
        QFETCH(QString, backend);
        QFETCH(QString, version);
        QFETCH(bool, onRequest);
        const BackendInfo* b = infoOf(m_catalog, backend.toStdString());
        QVERIFY(b);
        const std::string env = backend.toStdString(); // each has the environment of its name
        const bool created = QFileInfo::exists(QString::fromStdString((environmentDir(env) / "bin/python").string()));
        if (!created && !b->available) { // not created, the project Python may still have the packages
            QVERIFY2(b->reason.find("./workbench env " + env) != std::string::npos, b->reason.c_str());
            QVERIFY2(onRequest,
                     qPrintable(backend + QStringLiteral(": the README's set-up creates its environment")));
            GNW_SKIP_ON_REQUEST(backend, QString::fromStdString(b->reason));
        }
        QVERIFY2(b->available && b->version.starts_with(version.toStdString()),
                 (b->version + b->reason).c_str());
    }

    void compilerMeasuredAgainstItsBaseline_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("baseline");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("onRequest"); // its environment is created only when a user asks for it
        QTest::newRow("inductor") << "inductor"
                                  << "python-eager"
                                  << "torch " << false;
        QTest::newRow("tvm") << "tvm"
                             << "python-eager"
                             << "apache-tvm " << false;
        QTest::newRow("openvino") << "openvino"
                                  << "python-eager"
                                  << "openvino " << false;
        QTest::newRow("onnxruntime") << "onnxruntime"
                                     << "python-eager"
                                     << "onnxruntime " << false;
        QTest::newRow("iree") << "iree"
                              << "python-eager"
                              << "iree-turbine " << true;
        QTest::newRow("xla") << "xla"
                             << "python-eager"
                             << "torch-xla " << true;
    }
    void compilerMeasuredAgainstItsBaseline() {
        QFETCH(QString, backend);
        QFETCH(QString, baseline);
        QFETCH(QString, version);
        QFETCH(bool, onRequest);
        const BackendInfo* info = infoOf(m_catalog, backend.toStdString());
        QVERIFY(info);
        if (!info->available && onRequest)
            GNW_SKIP_ON_REQUEST(backend, QString::fromStdString(info->reason));
        QVERIFY2(info->available, (backend.toStdString() + " is unavailable: " + info->reason).c_str());
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        auto summary = executeRun(&*db, compilerRun(backend.toStdString()), std::nullopt, {}, {});
        QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        const auto r = ResultStore(*db).results(summary->runId).at(0);
        QVERIFY2(r.failureClass.empty(), (r.failureClass + ": " + r.message).c_str());
        QVERIFY(r.speedupE2e && r.details.speedupCiLow && r.details.speedupCiHigh);
        QVERIFY(r.compileMs && *r.compileMs > 0);
        QCOMPARE(QString::fromStdString(r.details.baseline), baseline);
        QVERIFY2(QString::fromStdString(r.details.backendVersion).startsWith(version), r.details.backendVersion.c_str());
        // a compiler may reorder float arithmetic: correct at t = 1 (empty failure class above) is the bar
        QCOMPARE(statusName(r.status), std::string_view("correct"));
    }

    void aotInductorPackageIsCachedAndTimedInCpp() {
        const BackendInfo* info = infoOf(m_catalog, "aot-inductor");
        QVERIFY(info);
        QVERIFY2(info->available, info->reason.c_str());
        QTemporaryDir tmp;
        const std::string cache = tmp.filePath("cache").toStdString();
        auto db = Database::open(tmp.filePath("s.sqlite").toStdString());
        QVERIFY(db);
        auto first = executeRun(&*db, compilerRun("aot-inductor", cache), std::nullopt, {}, {});
        QVERIFY2(first, first ? "" : first.error().toString().c_str());
        const auto a = ResultStore(*db).results(first->runId).at(0);
        QVERIFY2(a.failureClass.empty(), (a.failureClass + ": " + a.message).c_str());
        QVERIFY2(a.message.find("compiled") != std::string::npos, a.message.c_str());
        QCOMPARE(a.details.baseline, std::string("eager")); // the C++ interpreter, no Python in the loop
        QCOMPARE(statusName(a.status), std::string_view("correct"));
        QCOMPARE(QDir(QString::fromStdString(cache + "/aot-inductor")).entryList({"*.pt2"}).size(), 1);

        auto second = executeRun(&*db, compilerRun("aot-inductor", cache), std::nullopt, {}, {});
        QVERIFY(second);
        const auto b = ResultStore(*db).results(second->runId).at(0);
        QVERIFY2(b.failureClass.empty(), (b.failureClass + ": " + b.message).c_str());
        QVERIFY2(b.message.find("from the cache") != std::string::npos, b.message.c_str());
        QVERIFY2(*b.compileMs < *a.compileMs / 5, qPrintable(QString("%1 vs %2").arg(*b.compileMs).arg(*a.compileMs)));
        QCOMPARE(QDir(QString::fromStdString(cache + "/aot-inductor")).entryList({"*.pt2"}).size(), 1);
    }
};

GNW_TEST_GUILESS_MAIN(TestCompilerBackends)
#include "tst_compiler_backends.moc"
