// graphnet-bench export-graphs: a real run over toy samples exported, then read back by numpy (the
// project venv's) and checked against TpuGraphs' documented array names, dtypes and shapes, and against
// the run's own times.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliExportGraphs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void npzLoadsWithNumpyInTpuGraphsLayout() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        const QString python = gnw::test::sourceDir() + QStringLiteral("/.venv/bin/python");
        QVERIFY2(QFile::exists(python),
                 "no project venv (numpy) to read the export back: ./workbench build creates it");
        QTemporaryDir tmp;
        const QString store = tmp.filePath(QStringLiteral("s.sqlite"));
        const QString samples = gnw::test::toySamplesDir();
        const QString allow = tmp.filePath(QStringLiteral("allow.txt"));
        {
            QFile f(allow);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("nlp/mlp\ncv/small_cnn_bn\nnlp/gpt_block\n");
        }
        auto r = gnw::test::runBench({"run", "--store", store, "--dataset", samples, "--backend", "nope",
                                      "--warmup", "1", "--trials", "3", "--allow-list", allow});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = tmp.filePath(QStringLiteral("npz"));
        r = gnw::test::runBench({"export-graphs", "--store", store, "--out", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("3 sample(s) written"), r.out.constData());

        // numpy reads every file; names, dtypes and shapes as TpuGraphs documents them; edges inside the
        // graph and pointing backwards (nodes are in topological order); the eager config is the normaliser.
        const QString check = QStringLiteral(R"(
import csv, sys, numpy as np
out = sys.argv[1]
vocab = open(out + "/op_vocabulary.txt").read().split()
assert vocab[0] == "parameter", vocab[:3]
rows = list(csv.DictReader(open(out + "/samples.csv")))
assert len(rows) == 3, rows
for row in rows:
    d = dict(np.load(out + "/" + row["file"]))
    assert sorted(d) == sorted(["node_feat", "node_opcode", "edge_index", "config_feat", "config_runtime",
                                "config_runtime_normalizers"]), sorted(d)
    n, m, c = int(row["nodes"]), int(row["edges"]), int(row["configs"])
    assert d["node_feat"].shape == (n, 140) and d["node_feat"].dtype == np.float32
    assert d["node_opcode"].shape == (n,) and d["node_opcode"].dtype == np.int32
    assert d["edge_index"].shape == (m, 2) and d["edge_index"].dtype == np.int32
    assert d["config_feat"].shape == (c, 24) and d["config_feat"].dtype == np.float32
    assert d["config_runtime"].shape == (c,) and d["config_runtime"].dtype == np.int64
    assert d["config_runtime_normalizers"].dtype == np.int64
    assert m > 0 and (d["edge_index"] >= 0).all() and (d["edge_index"] < n).all()
    assert (d["edge_index"][:, 0] > d["edge_index"][:, 1]).all()
    assert d["node_opcode"].max() < len(vocab)
    assert d["node_feat"][:, 0].sum() >= 1                      # an output node
    assert (d["node_feat"][:, 2:21].sum(axis=1) <= 1).all()     # one element type
    assert c == 2 and d["config_feat"][0, 0] == 1 and d["config_runtime"][0] == d["config_runtime_normalizers"][0]
    assert (d["config_runtime"] > 0).all()
    assert d["node_feat"][:, 120].sum() > 0                     # FLOPs of the ops
print("ok")
)");
        QProcess p;
        p.start(python, {QStringLiteral("-c"), check, out});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0 && p.readAllStandardOutput().trimmed() == "ok",
                 p.readAllStandardError().constData());
    }

    void refusesWhatItCannotUse_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no store") << QStringList{"export-graphs", "--out", "/tmp/x"};
        QTest::newRow("missing store")
            << QStringList{"export-graphs", "--store", "/nonexistent.sqlite", "--out", "/tmp/x"};
    }
    void refusesWhatItCannotUse() {
        QFETCH(QStringList, args);
        const auto r = gnw::test::runBench(args);
        QCOMPARE(r.exitCode, 2);
    }
};

GNW_TEST_GUILESS_MAIN(TestCliExportGraphs)
#include "tst_cli_export_graphs.moc"
