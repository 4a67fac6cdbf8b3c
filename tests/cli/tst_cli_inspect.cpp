// graphnet-bench inspect: the --json keys, values worked out by hand for one sample, node counts against the
// independent text-based counter for every toy sample, per-node errors, parse errors, exit codes.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/ForwardOpCounter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliInspect : public QObject {
    Q_OBJECT

    using Run = gnw::test::BenchRun;
    static Run bench(const QStringList& args) { return gnw::test::runBench(args); }
    static QJsonObject inspectJson(const QString& dir, int expectedExit = 0) {
        const auto r = bench({"inspect", dir, "--json"});
        if (r.exitCode != expectedExit)
            qWarning("exit %d: %s", r.exitCode, r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }
    static void writeFile(const QString& path, const QByteArray& text) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    static QByteArray meta(const char* name, const char* shape) {
        return QByteArray("class Program_weight_tensor_meta_") + name + ":\n    name = \"" + name +
               "\"\n    shape = " + shape +
               "\n    dtype = \"torch.float32\"\n    device = \"cpu\"\n"
               "    mean = None\n    std = None\n    data = None\n\n\n";
    }

private Q_SLOTS:
    void mlpByHand() {
        const auto o = inspectJson(gnw::test::toySamplesDir() + QStringLiteral("/nlp/mlp"));
        for (const auto* key : {"nodes", "ops", "unresolved", "outputs", "flops", "bytes", "errors"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value("nodes").toInt(), 8);
        const auto ops = o.value("ops").toObject();
        QCOMPARE(ops.value("torch._C._nn.linear").toInt(), 3);
        QCOMPARE(ops.value("torch._C._nn.gelu").toInt(), 2);
        QCOMPARE(ops.value("F.dropout").toInt(), 2);
        QCOMPARE(ops.value("F.softmax").toInt(), 1);
        QCOMPARE(ops.size(), 4);
        QCOMPARE(o.value("errors").toArray().size(), 0);
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QCOMPARE(o.value("unresolved").toArray().size(), 0);
        // x [4, 64] -> fc1 [128, 64] -> gelu -> fc2 [128, 128] -> gelu -> fc3 [16, 128] -> (logits, softmax)
        const auto outputs = o.value("outputs").toArray();
        QCOMPARE(outputs.size(), 2);
        for (const auto& out : outputs) {
            QCOMPARE(out.toObject().value("shape").toArray(), (QJsonArray{4, 16}));
            QCOMPARE(out.toObject().value("dtype").toString(), QStringLiteral("float32"));
        }
        // linears 2*4*128*64+512, 2*4*128*128+512, 2*4*16*128+64; gelus 2*512; softmax 5*64
        QCOMPARE(o.value("flops").toDouble(), 66048.0 + 131584.0 + 16448.0 + 1024.0 + 320.0);
        // linears (256+8192+128+512)*4, (512+16384+128+512)*4, (512+2048+16+64)*4; gelus 2*(512+512)*4;
        // dropout (inference) is a view; softmax (64+64)*4
        QCOMPARE(o.value("bytes").toDouble(), 36352.0 + 70144.0 + 10560.0 + 8192.0 + 512.0);
    }

    void everyBundledSample_data() {
        QTest::addColumn<QString>("dir");
        for (const auto& d : QDir(gnw::test::toySamplesDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const auto& s :
                 QDir(gnw::test::toySamplesDir() + "/" + d).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                QTest::newRow(qPrintable(d + "/" + s)) << gnw::test::toySamplesDir() + "/" + d + "/" + s;
    }
    void everyBundledSample() {
        QFETCH(QString, dir);
        const auto o = inspectJson(dir);
        QFile model(dir + QStringLiteral("/model.py"));
        QVERIFY(model.open(QIODevice::ReadOnly));
        const int expected = gnw::test::countForwardOperations(QString::fromUtf8(model.readAll()));
        QCOMPARE(o.value("nodes").toInt(), expected);
        int sum = 0;
        for (const auto& v : o.value("ops").toObject())
            sum += v.toInt();
        QCOMPARE(sum, expected);
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QVERIFY(o.value("analyzed").toBool());
        QCOMPARE(o.value("inferred_nodes").toInt(), expected);
        QCOMPARE(o.value("errors").toArray().size(), 0);
        QVERIFY(o.value("flops").toDouble() > 0);
        QVERIFY(o.value("bytes").toDouble() > 0);
        QVERIFY(!o.value("outputs").toArray().isEmpty());
        for (const auto& out : o.value("outputs").toArray()) {
            QVERIFY(out.toObject().value("shape").isArray());
            QVERIFY(!out.toObject().value("dtype").toString().isEmpty());
        }
    }

    // A data-dependent op on a small cone (nonzero of a 3x5 tensor) is computed on CPU tensors with the
    // benchmark's seed, so its shape is known: (number of non-zeros, 2).
    void smallDataDependentNodesAreComputedOnTheCpu() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QTemporaryDir tmp;
        writeFile(tmp.filePath("model.py"), "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                                            "    def forward(self, L_x_: torch.Tensor):\n"
                                            "        a = L_x_.relu()\n"
                                            "        idx = torch.nonzero(a)\n"
                                            "        b = idx.float()\n"
                                            "        return (a, b)\n");
        writeFile(tmp.filePath("weight_meta.py"), meta("L_x_", "[3, 5]"));
        writeFile(tmp.filePath("input_meta.py"), "");
        const auto o = inspectJson(tmp.path());
        QCOMPARE(o.value("nodes").toInt(), 3);
        QCOMPARE(o.value("inferred_nodes").toInt(), 3);
        QCOMPARE(o.value("errors").toArray().size(), 0);
        const auto outputs = o.value("outputs").toArray();
        QCOMPARE(outputs[0].toObject().value("shape").toArray(), (QJsonArray{3, 5}));
        const auto nonzero = outputs[1].toObject().value("shape").toArray();
        QCOMPARE(nonzero.size(), 2);
        QVERIFY(nonzero[0].toInt() >= 0 && nonzero[0].toInt() <= 15);
        QCOMPARE(nonzero[1].toInt(), 2);
    }

    void parseErrorExitsOne() {
        QTemporaryDir tmp;
        writeFile(tmp.filePath("model.py"), "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                                            "    def forward(self, L_x_: torch.Tensor):\n"
                                            "        a = torch.relu(L_x_\n");
        const auto o = inspectJson(tmp.path(), 1);
        const auto errors = o.value("errors").toArray();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].toObject().value("line").toInt(), 6);
        QCOMPARE(errors[0].toObject().value("column").toInt(), 23);
        QCOMPARE(o.value("nodes").toInt(), 0);
    }

    void textReport() {
        const auto r = bench({"inspect", gnw::test::toySamplesDir() + QStringLiteral("/cv/small_cnn_bn")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("op histogram"));
        QVERIFY(r.out.contains("torch.conv2d"));
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QVERIFY(r.out.contains("flops"));
        QVERIFY(r.out.contains("output_0"));
    }

    void paddleSampleShapesFromComments() {
        const auto o = inspectJson(gnw::test::upstreamFixtures() +
                                   QStringLiteral("/graphnet-samples/paddle/PaddleNLP/albert-chinese-tiny"));
        QVERIFY(o.value("nodes").toInt() > 0);
        QCOMPARE(o.value("framework").toString(), QStringLiteral("paddle"));
        // Without LibTorch: every statement's pd_op comment gives its shapes, the estimator its FLOPs.
        QVERIFY(o.value("analyzed").toBool());
        QCOMPARE(o.value("inferred_nodes").toInt(), o.value("nodes").toInt());
        QVERIFY(o.value("flops").toDouble() > 0);
    }

    void usageErrors() {
        QCOMPARE(bench({"inspect"}).exitCode, 2);
        QTemporaryDir tmp;
        QCOMPARE(bench({"inspect", tmp.path()}).exitCode, 2); // no model.py
        QCOMPARE(bench({"inspect", gnw::test::toySamplesDir() + "/nlp/mlp", "--bogus"}).exitCode, 2);
    }
};

GNW_TEST_GUILESS_MAIN(TestCliInspect)
#include "tst_cli_inspect.moc"
