// graphnet-bench calibrate and the roofline columns of export-csv, end to end on this machine: a real
// calibration stored in a real store, a real run over toy samples, and every roofline column checked
// against the run's own times and the calibration's figures.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

class TestCliRoofline : public QObject {
    Q_OBJECT

    // RFC 4180 fields: the settings columns are quoted JSON with commas.
    static QStringList csvRow(const QByteArray& line) {
        QStringList fields{QString()};
        bool quoted = false;
        const QString text = QString::fromUtf8(line);
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (quoted && c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                fields.back() += text[++i];
            else if (c == QLatin1Char('"'))
                quoted = !quoted;
            else if (c == QLatin1Char(',') && !quoted)
                fields << QString();
            else
                fields.back() += c;
        }
        return fields;
    }

private Q_SLOTS:
    void calibratedRunHasItsRoofline() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QTemporaryDir tmp;
        const QString store = tmp.filePath(QStringLiteral("s.sqlite"));
        const QString samples = gnw::test::toySamplesDir();
        auto r = gnw::test::runBench({"index", samples, "--store", store});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString allow = tmp.filePath(QStringLiteral("allow.txt"));
        {
            QFile f(allow);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("nlp/mlp\ncv/small_cnn_bn\nnlp/gpt_block\n");
        }
        r = gnw::test::runBench({"run", "--store", store, "--dataset", samples, "--backend", "nope",
                                 "--warmup", "1", "--trials", "3", "--allow-list", allow});
        QVERIFY2(r.exitCode == 0, r.err.constData());

        // Before a calibration: intensity and rates, no roof.
        r = gnw::test::runBench({"export-csv", "--store", store, "--run", "1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        auto lines = r.out.trimmed().split('\n');
        const QStringList header = csvRow(lines[0]);
        const auto col = [&](const char* name) { return int(header.indexOf(QLatin1String(name))); };
        for (const char* c :
             {"graph_flops", "graph_bytes", "intensity", "eager_flop_rate", "compiled_flop_rate",
              "roof_flop_rate", "eager_roof_fraction", "compiled_roof_fraction"})
            QVERIFY2(col(c) >= 0, c);
        QCOMPARE(lines.size(), 4);
        QVERIFY(csvRow(lines[1])[col("roof_flop_rate")].isEmpty());

        r = gnw::test::runBench(
            {"calibrate", "--store", store, "--dtypes", "float32", "--seconds", "0.05", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject cal = QJsonDocument::fromJson(r.out).object();
        const double peak = cal.value("gemm_flops").toObject().value("float32").toDouble();
        const double triad = cal.value("triad_bandwidth").toDouble();
        // Real figures of any machine this runs on: above 1 GFLOP/s and 1 GB/s, below 1 PFLOP/s and 10 TB/s.
        QVERIFY2(peak > 1e9 && peak < 1e15, qPrintable(QString::number(peak)));
        QVERIFY2(triad > 1e9 && triad < 1e13, qPrintable(QString::number(triad)));
        QVERIFY(cal.value("copy_bandwidth").toDouble() > 1e9);

        r = gnw::test::runBench({"export-csv", "--store", store, "--run", "1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        lines = r.out.trimmed().split('\n');
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList row = csvRow(lines[i]);
            const double flops = row[col("graph_flops")].toDouble();
            const double bytes = row[col("graph_bytes")].toDouble();
            QVERIFY2(flops > 0 && bytes > 0, qPrintable(lines[i]));
            const double intensity = row[col("intensity")].toDouble();
            QVERIFY(qFuzzyCompare(intensity, flops / bytes));
            const double eagerMs = row[col("eager_e2e_median")].toDouble();
            QVERIFY(qFuzzyCompare(row[col("eager_flop_rate")].toDouble(), flops / (eagerMs / 1000)));
            const double compiledMs = row[col("compiled_e2e_median")].toDouble();
            QVERIFY(qFuzzyCompare(row[col("compiled_flop_rate")].toDouble(), flops / (compiledMs / 1000)));
            const double roof = row[col("roof_flop_rate")].toDouble();
            QVERIFY(qFuzzyCompare(roof, std::min(peak, intensity * triad)));
            QVERIFY(
                qFuzzyCompare(row[col("eager_roof_fraction")].toDouble(), flops / (eagerMs / 1000) / roof));
        }
    }

    // A run measured before its dataset was indexed gets its FLOPs and bytes once the dataset is indexed.
    void indexingLinksEarlierRuns() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QTemporaryDir tmp;
        const QString store = tmp.filePath(QStringLiteral("s.sqlite"));
        const QString samples = gnw::test::toySamplesDir();
        const QString allow = tmp.filePath(QStringLiteral("allow.txt"));
        {
            QFile f(allow);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("nlp/mlp\n");
        }
        auto r = gnw::test::runBench({"run", "--store", store, "--dataset", samples, "--backend", "nope",
                                      "--warmup", "1", "--trials", "3", "--allow-list", allow});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = gnw::test::runBench({"export-csv", "--store", store, "--run", "1"});
        auto lines = r.out.trimmed().split('\n');
        const QStringList header = csvRow(lines[0]);
        const int flops = int(header.indexOf(QLatin1String("graph_flops")));
        QVERIFY(csvRow(lines[1])[flops].isEmpty());
        r = gnw::test::runBench({"index", samples, "--store", store});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("linked    1 result(s)"), r.out.constData());
        r = gnw::test::runBench({"export-csv", "--store", store, "--run", "1"});
        lines = r.out.trimmed().split('\n');
        QVERIFY(csvRow(lines[1])[flops].toDouble() > 0);
    }

    void calibrationRefusesWhatItCannotMeasure_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("integer dtype") << QStringList{"calibrate", "--dtypes", "int64"};
        QTest::newRow("no such device") << QStringList{"calibrate", "--device", "tpu"};
        QTest::newRow("negative threads") << QStringList{"calibrate", "--threads", "-1"};
    }
    void calibrationRefusesWhatItCannotMeasure() {
        if (!gnw::test::engineBuilt())
            GNW_SKIP_WITHOUT_ENGINE();
        QFETCH(QStringList, args);
        const auto r = gnw::test::runBench(args);
        QVERIFY(r.exitCode != 0);
        QVERIFY(!r.err.isEmpty());
    }
};

GNW_TEST_GUILESS_MAIN(TestCliRoofline)
#include "tst_cli_roofline.moc"
