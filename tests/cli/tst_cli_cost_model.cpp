// graphnet-bench cost-model end to end on this machine: a real run over toy samples, a real
// calibration, cross-validated training (every sample predicted by a model that did not see it, the
// analytical estimate beside it), the model stored, predictions for a dataset stored and summed.
#include "BenchProcess.h"
#include "TestPaths.h"

#include "TestMain.h"
#include "core/store/CostModelStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>

class TestCliCostModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void trainsEvaluatesAndPredicts() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QTemporaryDir tmp;
        const QString store = tmp.filePath(QStringLiteral("s.sqlite"));
        const QString samples = gnw::test::toySamplesDir();
        const QString allow = tmp.filePath(QStringLiteral("allow.txt"));
        {
            QFile f(allow);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("nlp/mlp\nnlp/gpt_block\nnlp/rms_norm_mlp\ncv/small_cnn_bn\ncv/residual_block\n"
                    "audio/conv1d_stack\n");
        }
        auto r = gnw::test::runBench({"run", "--store", store, "--dataset", samples, "--backend", "nope",
                                      "--warmup", "1", "--trials", "3", "--allow-list", allow});
        QVERIFY2(r.exitCode == 0, r.err.constData());

        // Without a calibration there is no analytical estimate: the error says what to run.
        r = gnw::test::runBench({"cost-model", "train", "--store", store});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("graphnet-bench calibrate --store"), r.err.constData());

        r = gnw::test::runBench({"calibrate", "--store", store, "--dtypes", "float32", "--seconds", "0.05"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = gnw::test::runBench({"cost-model", "train", "--store", store, "--group-folds", "family"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--group-folds 'family': expected model or none"), r.err.constData());
        const QString csv = tmp.filePath(QStringLiteral("held-out.csv"));
        r = gnw::test::runBench({"cost-model", "train", "--store", store, "--folds", "2", "--epochs", "5",
                                 "--held-out-csv", csv, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject ev = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(ev.value("folds").toInt(), 2);
        // Grouped by model by default; the six toy samples are six architectures, so no group spans folds.
        QCOMPARE(ev.value("grouping").toString(), QStringLiteral("model"));
        QCOMPARE(ev.value("groups").toInt(), 6);
        QCOMPARE(ev.value("siblings_in_other_folds").toInt(), 0);
        QCOMPARE(ev.value("samples").toInt(), 6);
        QCOMPARE(ev.value("trained_on").toInt(), 6);
        for (const char* which : {"learned", "analytical", "analytical_scaled"}) {
            const QJsonObject m = ev.value(which).toObject();
            QCOMPARE(m.value("count").toInt(), 6);
            const double tau = m.value("kendall_tau").toDouble();
            QVERIFY2(tau >= -1 && tau <= 1, which);
            QVERIFY2(m.value("mape").toDouble() >= 0, which);
        }

        // The held-out predictions: one per sample; within a fold the scaled analytical estimate is the
        // analytical one times the same factor, and the JSON's analytical MAPE is recomputed from the rows.
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0],
                 QByteArray("sample_path,group,fold,measured_s,learned_s,analytical_s,analytical_scaled_s"));
        std::map<int, double> factor;
        double ape = 0;
        for (int i = 1; i < lines.size(); ++i) {
            const auto row = lines[i].split(',');
            QVERIFY2(!row[1].isEmpty(), lines[i].constData());
            const int fold = row[2].toInt();
            const double measured = row[3].toDouble(), analytical = row[5].toDouble();
            QVERIFY(measured > 0 && row[4].toDouble() > 0 && analytical > 0);
            const double k = row[6].toDouble() / analytical;
            if (factor.count(fold))
                QVERIFY2(std::abs(factor[fold] - k) < 1e-4 * k, lines[i].constData());
            factor[fold] = k;
            ape += std::abs(analytical - measured) / measured;
        }
        const double mape = ev.value("analytical").toObject().value("mape").toDouble();
        QVERIFY2(std::abs(ape / 6 - mape) < 1e-4 * mape, qPrintable(QString::number(mape)));

        r = gnw::test::runBench(
            {"cost-model", "predict", "--store", store, "--dataset", samples, "--filter", "nlp/", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject pred = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = pred.value("samples").toArray();
        QVERIFY(rows.size() >= 4);
        double total = 0;
        for (const auto& row : rows) {
            QVERIFY(row.toObject().value("sample").toString().startsWith(QLatin1String("nlp/")));
            total += row.toObject().value("eager_seconds").toDouble();
        }
        QVERIFY(std::abs(total - pred.value("total_eager_seconds").toDouble()) < 1e-9 * total);

        // Two shards balanced by the predictions partition the nlp samples; without a model it is refused.
        QStringList shardSamples;
        for (int k = 1; k <= 2; ++k) {
            const QString shardStore = tmp.filePath(QStringLiteral("shard%1.sqlite").arg(k));
            r = gnw::test::runBench({"run", "--store", shardStore, "--dataset", samples, "--backend", "nope",
                                     "--filter", "nlp/", "--shard", QStringLiteral("%1/2").arg(k), "--warmup",
                                     "0", "--trials", "1", "--min-time", "0", "--balance-shards", store});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            r = gnw::test::runBench({"export-csv", "--store", shardStore, "--run", "1"});
            const auto csvLines = r.out.trimmed().split('\n');
            for (int i = 1; i < csvLines.size(); ++i)
                shardSamples << QString::fromUtf8(csvLines[i].split(',').first());
        }
        shardSamples.sort();
        QCOMPARE(shardSamples.removeDuplicates(), 0);
        int torchRows = 0; // nope runs the torch samples; the Paddle one was predicted but is left out
        for (const auto& row : rows)
            torchRows +=
                !gnw::test::isPaddleSample(samples + "/" + row.toObject().value("sample").toString());
        QCOMPARE(int(shardSamples.size()), torchRows);
        r = gnw::test::runBench({"run", "--store", tmp.filePath(QStringLiteral("x.sqlite")), "--dataset",
                                 samples, "--backend", "nope", "--shard", "1/2", "--balance-shards",
                                 tmp.filePath(QStringLiteral("shard1.sqlite"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("has no cost model"), r.err.constData());

        auto db = gnw::Database::open(store.toStdString());
        QVERIFY(db);
        gnw::CostModelStore models(*db);
        const auto model = models.latest();
        QVERIFY(model);
        QCOMPARE(model->examples, 6);
        QCOMPARE(int(models.predictions(model->id).size()), int(rows.size()));
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no subcommand") << QStringList{"cost-model", "--store", "x.sqlite"};
        QTest::newRow("no store") << QStringList{"cost-model", "train"};
        QTest::newRow("predict without dataset")
            << QStringList{"cost-model", "predict", "--store", "x.sqlite"};
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QTemporaryDir tmp;
        for (auto& a : args)
            if (a == QLatin1String("x.sqlite"))
                a = tmp.filePath(a);
        const auto r = gnw::test::runBench(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Usage: graphnet-bench cost-model"), r.err.constData());
    }
};

GNW_TEST_GUILESS_MAIN(TestCliCostModel)
#include "tst_cli_cost_model.moc"
