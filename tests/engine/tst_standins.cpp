// Stand-ins for Python-only call targets against values PyTorch computed: tools/make_standin_cases.py runs
// every case in PyTorch on this machine (the project venv's torch, whose libraries the engine links, on one
// thread), and the engine must give bitwise equal outputs on the CPU and the same output shapes and dtypes
// when shape inference runs it on the meta device. PyTorch runs here, not on the machine that wrote
// tests/data/standins, because oneDNN and the BLAS pick kernels by instruction set and another CPU's float
// sums may differ in the last bits; the committed cases must still be what the script writes (model.py).
// Cases: multi_head_attention_forward on each argument path (packed self/cross/distinct in-projection,
// separate weights, bias_k/bias_v, add_zero_attn, bool and float masks, key padding, unbatched input,
// training dropout, need_weights on and off, causal), the tensor dunders, functorch vmap in both spellings,
// FunctionCtx and sym_int.
#include "core/engine/backends/Backend.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/tensors/TensorListCopies.h"
#include "core/graph/ModelGraphLoader.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

using namespace gnw;
using namespace gnw::engine;

namespace {

std::filesystem::path casesDir() {
    return std::filesystem::path(test::sourceDir().toStdString()) / "tests" / "data" / "standins";
}

} // namespace

class TestStandIns : public QObject {
    Q_OBJECT
    QTemporaryDir m_fresh; // the cases as PyTorch computes them on this machine

private slots:
    // PyTorch computes the cases on one thread; more threads split reductions differently.
    void initTestCase() {
        configureThreads(1);
        QVERIFY(m_fresh.isValid());
        QProcess python;
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(test::sourceDir() + QStringLiteral("/.venv/bin/python"),
                     {test::sourceDir() + QStringLiteral("/tools/make_standin_cases.py"),
                      QStringLiteral("--out"), m_fresh.path()});
        QVERIFY2(python.waitForFinished(120000), "make_standin_cases.py did not finish in 2 min");
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
                 python.readAll().constData());
    }

    // The committed cases are the script's: the same case names and model.py files.
    void committedCasesAreTheScripts() {
        const QStringList committed =
            QDir(QString::fromStdString(casesDir().string())).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(QDir(m_fresh.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot), committed);
        for (const QString& name : committed) {
            QFile a(QString::fromStdString((casesDir() / name.toStdString() / "model.py").string()));
            QFile b(m_fresh.filePath(name + QStringLiteral("/model.py")));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(name));
        }
    }

    void matchesPyTorch_data() {
        QTest::addColumn<QString>("dir");
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_fresh.path().toStdString()))
            if (entry.is_directory())
                names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        QVERIFY(names.size() >= 10);
        for (const auto& n : names)
            QTest::newRow(n.c_str()) << m_fresh.filePath(QString::fromStdString(n));
    }

    void matchesPyTorch() {
        QFETCH(QString, dir);
        const std::filesystem::path path = dir.toStdString();
        ModelGraphLoader loader;
        auto graph = loader.fromFile(path / "model.py");
        QVERIFY2(static_cast<bool>(graph), graph ? "" : graph.error().toString().c_str());
        auto inputs = loadTensorGroup(path / "case.pt", "inputs");
        QVERIFY2(static_cast<bool>(inputs), inputs ? "" : inputs.error().toString().c_str());
        auto expected = loadTensorGroup(path / "case.pt", "outputs");
        QVERIFY2(static_cast<bool>(expected), expected ? "" : expected.error().toString().c_str());

        auto prepared = findBackend("eager")->prepare(*graph, PrepareContext{});
        QVERIFY2(static_cast<bool>(prepared), prepared ? "" : prepared.error().toString().c_str());
        seedRandom(1024); // PyTorch ran the case right after torch.manual_seed(1024)
        const TensorList got = (*prepared)->run(*inputs);
        QCOMPARE(got.size(), expected->size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            const TensorInfo g = got.info(i), e = expected->info(i);
            QCOMPARE(QString::fromStdString(g.dtype), QString::fromStdString(e.dtype));
            QCOMPARE(g.shape, e.shape);
        }
        for (std::size_t i = 0; i < got.size(); ++i) {
            if (element(got, i).bitwiseEqual(element(*expected, i)))
                continue;
            const auto x = got.values(i), y = expected->values(i);
            std::size_t at = 0;
            while (at + 1 < x.size() && x[at] == y[at])
                ++at;
            QFAIL(qPrintable(
                QStringLiteral(
                    "output %1 is not bitwise PyTorch's: first difference at element %2 (%3 vs %4)")
                    .arg(i)
                    .arg(at)
                    .arg(x[at], 0, 'g', 17)
                    .arg(y[at], 0, 'g', 17)));
        }

        // The same graph on meta tensors: every node inferred, the outputs' shapes and dtypes as PyTorch's.
        std::vector<TensorMeta> metas;
        for (std::size_t i = 0; i < inputs->size(); ++i) {
            const TensorInfo info = inputs->info(i);
            TensorMeta m;
            m.name = info.name;
            m.shape = info.shape;
            m.dtype = *parseDType("torch." + info.dtype);
            m.hasData = true; // the case's own values: sizes computed from them (sym_int) must match
            for (double v : inputs->values(i)) {
                if (isFloating(m.dtype))
                    m.floatData.push_back(v);
                else
                    m.intData.push_back(static_cast<std::int64_t>(v));
            }
            metas.push_back(m);
        }
        auto inferred = inferShapes(*graph, metas);
        QVERIFY2(static_cast<bool>(inferred), inferred ? "" : inferred.error().toString().c_str());
        QVERIFY(inferred->unresolved.empty());
        for (const auto& n : inferred->shapes.nodes)
            QVERIFY2(n.inferred || n.error.message.find("data-dependent") != std::string::npos,
                     n.error.toString().c_str());
    }
};

GNW_TEST_GUILESS_MAIN(TestStandIns)
#include "tst_standins.moc"
