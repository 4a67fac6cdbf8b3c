// The bundled dataset, samples/: a verbatim slice of upstream GraphNet chosen by tools/bundle_samples.py
// (docs/samples.md). Its provenance names every sample and only those, each model.py is upstream's byte for
// byte (the git blob hash upstream's tree records), upstream's licence is beside them, the slice spans
// upstream's source folders and the format's features within its size budget, every sample indexes and is
// analysed without error, and a fixed subset runs correct (a fixed one, so that more samples do not slow
// the suite).
#include "core/dataset/SampleDiscovery.h"

#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct ProvenanceRow {
    QString path;
    QString framework;
    QString upstreamPath;
    QString modelBlob;
    QStringList features;
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::vector<ProvenanceRow> provenance() {
    std::vector<ProvenanceRow> rows;
    const auto lines =
        readAll(gnw::test::bundledSamplesDir() + QStringLiteral("/PROVENANCE.tsv")).split('\n');
    bool header = true;
    for (const QByteArray& line : lines) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const auto cells = QString::fromUtf8(line).split(QLatin1Char('\t'));
        if (header) {
            header = false;
            if (cells.value(0) != QStringLiteral("path") || cells.size() != 8)
                qFatal("PROVENANCE.tsv: unexpected header %s", line.constData());
            continue;
        }
        rows.push_back({cells.value(0), cells.value(1), cells.value(3), cells.value(4),
                        cells.value(7).split(QLatin1Char(','), Qt::SkipEmptyParts)});
    }
    return rows;
}

// git's object id of a file: sha1("blob <size>\0" + content), what upstream's tree lists for model.py.
QString gitBlobHash(const QByteArray& content) {
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData("blob " + QByteArray::number(content.size()) + '\0');
    h.addData(content);
    return QString::fromLatin1(h.result().toHex());
}

// Samples of the bundle that run in the suite, a fixed few of the fast ones: a graph network with integer
// edge data, a GPT block with integer token data, a ViT whose model.py calls .item(), a small RegNet, and a
// Paddle subgraph in the Paddle bridge.
struct RunCase {
    const char* backend;
    QStringList samples;
};
const std::vector<RunCase> kRunSubset{
    {"nope",
     {QStringLiteral("torchgeometric/GCN"),
      QStringLiteral(
          "transformers-auto-model/hf-tiny-model-private_tiny-random-OpenAIGPTForSequenceClassification"),
      QStringLiteral("transformers-auto-model/ydshieh_tiny-random-ViTModel"),
      QStringLiteral("timm/regnetx_002.pycls_in1k")}},
    {"paddle-nope", {QStringLiteral("PaddleScience/euler_beam/subgraph_0")}},
};

} // namespace

class TestCliBundledSamples : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void provenanceNamesEverySampleVerbatim() {
        const auto rows = provenance();
        QSet<QString> listed;
        for (const auto& r : rows) {
            QVERIFY2(!listed.contains(r.path), qPrintable(r.path));
            listed.insert(r.path);
            const QString dir = gnw::test::bundledSamplesDir() + QLatin1Char('/') + r.path;
            const QByteArray model = readAll(dir + QStringLiteral("/model.py"));
            QVERIFY2(!model.isEmpty(), qPrintable(dir));
            QCOMPARE(gitBlobHash(model), r.modelBlob);
            // Bundled paths are upstream's without its top folder (samples/ or paddle_samples/).
            QVERIFY2(r.upstreamPath.endsWith(QLatin1Char('/') + r.path), qPrintable(r.upstreamPath));
            QVERIFY(
                readAll(dir + QStringLiteral("/graph_net.json")).contains('"' + r.framework.toUtf8() + '"'));
        }
        QSet<QString> found;
        for (const auto& s : gnw::discoverSamples(gnw::test::bundledSamplesDir().toStdString()))
            found.insert(QString::fromStdString(s.relPath));
        QCOMPARE(found, listed);
        QVERIFY(readAll(gnw::test::bundledSamplesDir() + QStringLiteral("/LICENSE")).contains("MIT License"));
    }

    void sliceSpansUpstreamWithinItsBudget() {
        const auto rows = provenance();
        QSet<QString> torchFolders;
        int torch = 0;
        int paddle = 0;
        QSet<QString> features;
        for (const auto& r : rows) {
            if (r.framework == QStringLiteral("torch")) {
                ++torch;
                torchFolders.insert(r.path.section(QLatin1Char('/'), 0, 0));
            } else {
                QCOMPARE(r.framework, QStringLiteral("paddle"));
                ++paddle;
            }
            for (const auto& f : r.features)
                features.insert(f);
        }
        QVERIFY2(torch >= 40, qPrintable(QString::number(torch)));
        QVERIFY2(torchFolders.size() >= 10, qPrintable(QStringList(torchFolders.values()).join(',')));
        QVERIFY2(paddle >= 10, qPrintable(QString::number(paddle)));
        for (const char* f :
             {"symdim", "intdata", "fp16", "bf16", "fp64", "multiout", "item", "gnn", "audio", "llm"})
            QVERIFY2(features.contains(QLatin1String(f)), f);

        // The features claimed are in the files, read independently of the tool that claimed them.
        qint64 bytes = 0;
        QSet<QString> seen;
        QDirIterator it(gnw::test::bundledSamplesDir(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            bytes += it.fileInfo().size();
            const QByteArray text = readAll(path);
            for (const char* dtype : {"torch.float16", "torch.bfloat16", "torch.float64"})
                if (path.endsWith(QStringLiteral("meta.py")) && text.contains(QByteArray("\"") + dtype + '"'))
                    seen.insert(QLatin1String(dtype));
            if (path.endsWith(QStringLiteral("/model.py")) && text.contains(".item()"))
                seen.insert(QStringLiteral("item"));
        }
        QCOMPARE(seen.size(), 4);
        QVERIFY2(bytes <= 10'000'000, qPrintable(QString::number(bytes)));
    }

    // Indexing with the engine's analysis: every sample valid, every one analysed (shapes inferred on meta
    // tensors for torch, read from model.py's comments for Paddle), a category per upstream source folder.
    void everySampleIndexesAndIsAnalysed() {
        QTemporaryDir tmp;
        const auto r = gnw::test::runBench({"index", gnw::test::bundledSamplesDir(), "--store",
                                            tmp.filePath(QStringLiteral("s.sqlite")), "--json"},
                                           600000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = QJsonDocument::fromJson(r.out).object();
        const int samples = o.value("samples").toInt();
        QCOMPARE(samples, int(provenance().size()));
        QVERIFY2(o.value("invalid").toInt() == 0, r.out.constData());
        QCOMPARE(o.value("analyzed").toInt(), samples);
        QVERIFY(o.value("categories").toObject().size() >= 13);
    }

    void fixedSubsetRunsCorrect_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QStringList>("samples");
        for (const auto& c : kRunSubset)
            QTest::newRow(c.backend) << QString::fromLatin1(c.backend) << c.samples;
    }
    void fixedSubsetRunsCorrect() {
        QFETCH(QString, backend);
        QFETCH(QStringList, samples);
        QTemporaryDir tmp;
        const QString allow = tmp.filePath(QStringLiteral("allow.txt"));
        QFile list(allow);
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write(samples.join(QLatin1Char('\n')).toUtf8() + '\n');
        list.close();
        const QString store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = gnw::test::runBench({"run", "--dataset", gnw::test::bundledSamplesDir(), "--allow-list",
                                      allow, "--backend", backend, "--device", "cpu", "--threads", "1",
                                      "--warmup", "1", "--trials", "3", "--min-time", "0", "--store", store},
                                     600000);
        QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
        r = gnw::test::runBench({"export-csv", "--store", store, "--run", "1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto lines = r.out.trimmed().split('\n');
        const auto header = lines.value(0).split(',');
        const int status = header.indexOf("status");
        QVERIFY(status >= 0);
        QCOMPARE(lines.size() - 1, samples.size());
        for (int i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].split(',').value(status) == "correct", lines[i].constData());
    }
};

GNW_TEST_GUILESS_MAIN(TestCliBundledSamples)
#include "tst_cli_bundled_samples.moc"
