// graphnet-bench extract and validate end to end (docs/extract.md): torchvision's ResNet-18 and a ViT,
// written out with torch.nn (tests/data/models), become samples whose op histograms are those of their
// architectures, which index valid and run correct under nope; a graph break gives two subgraph samples;
// a failure in the model file names its line; planted defects in a written sample are caught by validate
// and by index with the file and line that hold them.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using gnw::test::runBench;

namespace {

QString modelsDir() {
    return gnw::test::sourceDir() + QStringLiteral("/tests/data/models");
}

QJsonObject json(const QByteArray& text) {
    return QJsonDocument::fromJson(text).object();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

bool copySample(const QString& from, const QString& to) {
    if (!QDir().mkpath(to))
        return false;
    for (const QString& f : QDir(from).entryList(QDir::Files))
        if (!QFile::copy(from + "/" + f, to + "/" + f))
            return false;
    return true;
}

// The 1-based line of the first occurrence of `needle` in `text`.
int lineOf(const QByteArray& text, const QByteArray& needle) {
    const int at = text.indexOf(needle);
    return at < 0 ? -1 : text.left(at).count('\n') + 1;
}

// Replaces the value of attribute `attr` in the meta class of tensor `name`.
QByteArray plant(QByteArray text, const QByteArray& name, const QByteArray& attr, const QByteArray& value) {
    const int at = text.indexOf("name = \"" + name + "\"");
    const int start = text.indexOf("\t" + attr + " = ", at) + 1;
    const int end = text.indexOf('\n', start);
    return text.replace(start, end - start, attr + " = " + value);
}

} // namespace

class TestCliExtract : public QObject {
    Q_OBJECT

    QTemporaryDir m_out;

private Q_SLOTS:
    // The op counts are the architectures' own: ResNet-18 has 20 convolutions (16 in its blocks, the stem,
    // three downsamples) each with a batch norm, 17 ReLUs, 8 residual adds; the ViT (2 encoder layers) one
    // patch convolution, an attention and two layer norms per layer plus the encoder's last.
    void architecturesBecomeRunnableSamples_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QVariantMap>("ops");
        QTest::newRow("resnet18") << "resnet18"
                                  << QVariantMap{{"torch.conv2d", 20}, {"F.batch_norm", 20},
                                                 {"F.relu", 17},       {"operator.iadd", 8},
                                                 {"F.max_pool2d", 1},  {"F.adaptive_avg_pool2d", 1},
                                                 {"torch.flatten", 1}, {"F.linear", 1}};
        QTest::newRow("vit") << "vit"
                             << QVariantMap{{"torch.conv2d", 1},
                                            {"F.multi_head_attention_forward", 2},
                                            {"F.layer_norm", 5},
                                            {"F.gelu", 2},
                                            {"torch.cat", 1}};
    }
    void architecturesBecomeRunnableSamples() {
        QFETCH(QString, model);
        QFETCH(QVariantMap, ops);
        QVERIFY(m_out.isValid());
        const QString root = m_out.path() + "/" + model;
        const auto extracted = runBench(
            {"extract", "--model", modelsDir() + "/" + model + ".py", "--out", root, "--json"}, 600000);
        QVERIFY2(extracted.exitCode == 0, extracted.err.constData());
        const auto report = json(extracted.out);
        QVERIFY(report.value("clean").toBool());
        QVERIFY(report.value("reproduces_model").toBool());
        const auto samples = report.value("samples").toArray();
        QCOMPARE(samples.size(), 1);
        QVERIFY(samples[0].toObject().value("reproduces_graph").toBool());
        const QString dir = root + "/" + model;
        for (const char* file : {"model.py", "weight_meta.py", "input_meta.py", "input_tensor_constraints.py",
                                 "graph_hash.txt", "graph_net.json"})
            QVERIFY2(QFile::exists(dir + "/" + file), file);
        const auto info = json(readAll(dir + "/graph_net.json"));
        QCOMPARE(info.value("framework").toString(), QStringLiteral("torch"));
        QCOMPARE(info.value("heuristic_tag").toString(), QStringLiteral("computer_vision"));
        QCOMPARE(readAll(dir + "/graph_hash.txt").size(), 64);

        const auto inspected = runBench({"inspect", dir, "--json"});
        QVERIFY2(inspected.exitCode == 0, inspected.err.constData());
        const auto histogram = json(inspected.out).value("ops").toObject();
        for (auto it = ops.cbegin(); it != ops.cend(); ++it)
            QVERIFY2(histogram.value(it.key()).toInt() == it.value().toInt(),
                     qPrintable(it.key() + ": " + QString::number(histogram.value(it.key()).toInt())));
        QVERIFY(json(inspected.out).value("errors").toArray().isEmpty());

        const QString store = m_out.path() + "/" + model + ".sqlite";
        const auto indexed = runBench({"index", root, "--store", store, "--json"});
        QVERIFY2(indexed.exitCode == 0, indexed.err.constData());
        QCOMPARE(json(indexed.out).value("samples").toInt(), 1);
        QCOMPARE(json(indexed.out).value("invalid").toInt(), 0);
        QVERIFY(json(indexed.out).value("warnings").toArray().isEmpty());

        const auto ran = runBench({"run", "--dataset", root, "--backend", "nope", "--store", store,
                                   "--warmup", "1", "--trials", "2", "--min-time", "0"},
                                  600000);
        QVERIFY2(ran.exitCode == 0, ran.err.constData());
        QVERIFY2(ran.out.contains(": correct"), ran.out.constData());
    }

    void aGraphBreakGivesOneSamplePerGraph() {
        const QString root = m_out.path() + "/break";
        const auto r = runBench(
            {"extract", "--model", modelsDir() + "/graph_break.py", "--out", root, "--name", "two", "--json"},
            600000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto samples = json(r.out).value("samples").toArray();
        QCOMPARE(samples.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QString dir = root + "/two/subgraph_" + QString::number(i);
            QCOMPARE(samples[i].toObject().value("dir").toString(), dir);
            QVERIFY(QFile::exists(dir + "/graph_net.json"));
        }
        QVERIFY(readAll(root + "/two/subgraph_0/model.py").contains("torch.relu("));
        QVERIFY(readAll(root + "/two/subgraph_1/model.py").contains("torch.softmax"));
    }

    void modelFileFailuresNameTheirLine_data() {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QString>("factory");
        QTest::addColumn<QString>("expected");
        QTest::newRow("raises in the factory")
            << QByteArray(
                   "import torch\n\ndef model_and_inputs():\n    raise ValueError('no weights here')\n")
            << ""
            << ":4: ValueError: no weights here";
        QTest::newRow("fails in forward")
            << QByteArray("import torch\n\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        return x @ torch.ones(3, 3)\n\ndef model_and_inputs():\n"
                          "    return M(), (torch.ones(2, 2),)\n")
            << ""
            << ":5: RuntimeError";
        QTest::newRow("no such factory") << QByteArray("import torch\n") << "build"
                                         << "defines no function build()";
    }
    void modelFileFailuresNameTheirLine() {
        QFETCH(QByteArray, source);
        QFETCH(QString, factory);
        QFETCH(QString, expected);
        const QString file = m_out.path() + "/broken_model.py";
        QVERIFY(writeAll(file, source));
        const auto r = runBench({"extract", "--model", factory.isEmpty() ? file : file + ":" + factory,
                                 "--out", m_out.path() + "/broken"},
                                600000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(file.toUtf8()) && r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(m_out.path() + "/broken/broken_model/graph_net.json"));
    }

    // Each planted defect is found by validate and by index, at the file and line that hold it.
    void plantedDefectsAreCaught_data() {
        QTest::addColumn<QString>("defect");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("warningOnly");
        QTest::newRow("negative running variance")
            << "negvar"
            << "weight_meta.py"
            << "is a batch_norm running variance but its mean is -1" << true;
        QTest::newRow("renamed input") << "renamed"
                                       << "weight_meta.py"
                                       << "tensor meta 'L_input_' names no parameter" << false;
        QTest::newRow("wrong shape") << "shape"
                                     << "model.py"
                                     << "must match the size" << false;
    }
    void plantedDefectsAreCaught() {
        QFETCH(QString, defect);
        QFETCH(QString, file);
        QFETCH(QString, message);
        QFETCH(bool, warningOnly);
        const QString good = m_out.path() + "/resnet18/resnet18";
        QVERIFY2(QFile::exists(good + "/model.py"),
                 "architecturesBecomeRunnableSamples(resnet18) runs first");
        const QString root = m_out.path() + "/planted-" + defect;
        const QString dir = root + "/" + defect;
        QVERIFY(copySample(good, dir));
        QByteArray meta = readAll(dir + "/weight_meta.py");
        int line = 0;
        const QByteArray var = "L_self_modules_layer2_modules_0_modules_bn1_buffers_running_var_";
        const QByteArray conv = "L_self_modules_layer3_modules_0_modules_conv2_parameters_weight_";
        if (defect == "negvar") {
            meta = plant(meta, var, "mean", "-1.000");
            line = lineOf(meta, "class Program_weight_tensor_meta_" + var + ":");
        } else if (defect == "renamed") {
            meta.replace("\"L_x_\"", "\"L_input_\"").replace("meta_L_x_:", "meta_L_input_:");
            line = lineOf(meta, "class Program_weight_tensor_meta_L_input_:");
        } else {
            meta = plant(meta, conv, "shape", "[256, 256, 5, 5]");
            // The 5x5 kernel shrinks the block's output; the residual add after it is the first node that
            // cannot run.
            const QList<QByteArray> lines = readAll(dir + "/model.py").split('\n');
            int convLine = -1;
            for (int i = 0; i < lines.size() && line == 0; ++i) {
                if (convLine < 0 && lines[i].contains(conv.toLower() + ", None"))
                    convLine = i;
                else if (convLine >= 0 && lines[i].contains("+="))
                    line = i + 1;
            }
            QVERIFY(line > 0);
        }
        QVERIFY(writeAll(dir + "/weight_meta.py", meta));
        const QString where = dir + "/" + file + ":" + QString::number(line) + ":";

        const auto validated = runBench({"validate", dir});
        QCOMPARE(validated.exitCode, 1);
        QVERIFY2(validated.out.contains(where.toUtf8()) && validated.out.contains(message.toUtf8()),
                 qPrintable(where + "\n" + validated.out));

        const auto indexed = runBench({"index", root, "--store", root + ".sqlite", "--json"});
        QVERIFY2(indexed.exitCode == 0, indexed.err.constData());
        const auto report = json(indexed.out);
        if (warningOnly) {
            QCOMPARE(report.value("invalid").toInt(), 0);
            const auto warnings = report.value("warnings").toArray();
            QCOMPARE(warnings.size(), 1);
            QVERIFY(warnings[0].toObject().value("message").toString().startsWith(where));
        } else if (defect == "renamed") {
            QCOMPARE(report.value("warnings").toArray().size(), 1);
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestCliExtract)
#include "tst_cli_extract.moc"
