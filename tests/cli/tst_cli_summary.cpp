// graphnet-bench summary on real runs of the toy samples: `nope` against itself measured again, and
// against debug-delay (eager slowed by 20 ms a call on nlp/mlp only): the slowed sample is a regression, the
// summary's figures are those recomputed by hand from export-csv, a comparison across protocols warns, and
// the tables print as Markdown, LaTeX and CSV.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

const QString kSlowed = QStringLiteral("nlp/mlp");

} // namespace

class TestCliSummary : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_store;

    // One run of the three samples; returns its id.
    int measure(const QString& backend, const QString& protocol, const QString& options = {}) {
        QStringList args{"run",
                         "--dataset",
                         gnw::test::toySamplesDir(),
                         "--backend",
                         backend,
                         "--store",
                         m_store,
                         "--device",
                         "cpu",
                         "--threads",
                         "1",
                         "--warmup",
                         "1",
                         "--trials",
                         "10",
                         "--protocol",
                         protocol,
                         "--allow-list",
                         m_tmp.filePath("samples.txt")};
        if (!options.isEmpty())
            args << "--backend-options" << options;
        const auto r = gnw::test::runBench(args, 300000);
        if (r.exitCode != 0)
            qWarning("run: %s", r.err.constData());
        const QRegularExpression id(QStringLiteral("run (\\d+)"));
        const auto m = id.match(QString::fromUtf8(r.out));
        return r.exitCode == 0 && m.hasMatch() ? m.captured(1).toInt() : -1;
    }

    QJsonObject summaryJson(const QStringList& extra, QByteArray* err = nullptr) {
        const auto r = gnw::test::runBench(QStringList{"summary", "--store", m_store, "--json"} + extra);
        if (err)
            *err = r.err;
        if (r.exitCode != 0)
            qWarning("summary: %s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }

    static QJsonObject change(const QJsonObject& against, const QString& sample) {
        for (const auto& s : against.value("samples").toArray())
            if (s.toObject().value("sample").toString().endsWith(sample))
                return s.toObject();
        return {};
    }

    int m_base = -1, m_again = -1, m_slowed = -1, m_upstream = -1;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        qputenv("GNW_ENABLE_DEBUG_BACKENDS", "1"); // debug-delay, for graphnet-bench run
        m_store = m_tmp.filePath("store.sqlite");
        QFile list(m_tmp.filePath("samples.txt"));
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write("nlp/mlp\ncv/small_cnn_bn\nnlp/rms_norm_mlp\n");
        list.close();
        m_base = measure("nope", "interleaved");
        m_slowed =
            measure("debug-delay", "interleaved", QStringLiteral(R"({"delay_ms": 20, "sample": "nlp/mlp"})"));
        m_upstream = measure("nope", "upstream");
        QVERIFY(m_base > 0 && m_slowed > 0 && m_upstream > 0);
    }

    // The JSON names scripts rely on, per run; memory is not recorded, so null.
    void jsonNames() {
        const auto runs = summaryJson({"--run", QString::number(m_base)}).value("runs").toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonObject r = runs[0].toObject();
        for (const char* key : {"pass_rate", "geomean_speedup", "geomean_speedup_common", "compile_s_median",
                                "compile_s_mean", "memory_compression"})
            QVERIFY2(r.contains(QLatin1String(key)), key);
        QCOMPARE(r.value("samples").toInt(), 3);
        QVERIFY(r.value("memory_compression").isNull());
        QVERIFY(r.value("category").isNull());
    }

    // Pass rate, geomean over passing samples, compile time median and mean, from export-csv by hand.
    void figuresMatchExportCsv() {
        const auto csv =
            gnw::test::runBench({"export-csv", "--store", m_store, "--run", QString::number(m_slowed)});
        QCOMPARE(csv.exitCode, 0);
        const QStringList lines = QString::fromUtf8(csv.out).trimmed().split(QLatin1Char('\n'));
        const QStringList header = lines[0].split(QLatin1Char(','));
        const int status = header.indexOf("status"), speedup = header.indexOf("speedup_e2e"),
                  compile = header.indexOf("compile_ms");
        QVERIFY(status >= 0 && speedup >= 0 && compile >= 0);
        int samples = 0, passed = 0;
        double logSum = 0;
        std::vector<double> compileS;
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList f = lines[i].split(QLatin1Char(',')); // no field of these rows is quoted
            ++samples;
            if (f[status] == "correct") {
                ++passed;
                logSum += std::log(f[speedup].toDouble());
            }
            if (!f[compile].isEmpty())
                compileS.push_back(f[compile].toDouble() / 1e3);
        }
        std::sort(compileS.begin(), compileS.end());
        QCOMPARE(samples, 3);
        QCOMPARE(compileS.size(), std::size_t(3));
        const QJsonObject r =
            summaryJson({"--run", QString::number(m_slowed)}).value("runs").toArray()[0].toObject();
        QCOMPARE(r.value("samples").toInt(), samples);
        QCOMPARE(r.value("pass_rate").toDouble(), double(passed) / samples);
        QVERIFY(std::abs(r.value("geomean_speedup").toDouble() / std::exp(logSum / passed) - 1) < 1e-12);
        QVERIFY(std::abs(r.value("compile_s_median").toDouble() / compileS[1] - 1) < 1e-12);
        QVERIFY(
            std::abs(r.value("compile_s_mean").toDouble() / ((compileS[0] + compileS[1] + compileS[2]) / 3) -
                     1) < 1e-12);
    }

    // 20 ms a call on a sub-millisecond sample: far below nope's interval. The other two run as nope does.
    void slowedSampleIsARegression() {
        QByteArray err;
        const QJsonObject out =
            summaryJson({"--run", QString::number(m_slowed), "--against", QString::number(m_base)}, &err);
        const QJsonObject against = out.value("against").toArray()[0].toObject();
        QCOMPARE(against.value("settings_differ").toArray().size(), 0);
        QVERIFY2(!err.contains("warning"), err.constData());
        const QJsonObject mlp = change(against, kSlowed);
        QCOMPARE(mlp.value("change").toString(), QStringLiteral("regression"));
        QVERIFY2(mlp.value("ratio").toDouble() < 0.2,
                 qPrintable(QString::number(mlp.value("ratio").toDouble())));
        int regressions = 0;
        for (const auto& s : against.value("samples").toArray())
            regressions += s.toObject().value("change").toString() == QLatin1String("regression");
        QVERIFY(regressions >= 1);
        // The whole-run row of the category table counts it; the common geomean covers all three.
        const QJsonArray runs = out.value("runs").toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[1].toObject().value("common_samples").toInt(), 3);
    }

    // The same backend measured under the other protocol: compared, with a warning naming the protocol.
    void crossProtocolComparisonWarns() {
        QByteArray err;
        const QJsonObject out =
            summaryJson({"--run", QString::number(m_upstream), "--against", QString::number(m_base)}, &err);
        const QJsonArray differ =
            out.value("against").toArray()[0].toObject().value("settings_differ").toArray();
        QCOMPARE(differ.size(), 1);
        QCOMPARE(differ[0].toString(), QStringLiteral("protocol: interleaved -> upstream"));
        // The runs' names say what differs: the protocol, in the new run's.
        QVERIFY2(err.startsWith("warning: nope on cpu, upstream, ") &&
                     err.contains(" against nope on cpu, 10 trials"),
                 err.constData());
        QVERIFY2(err.contains(": measured under different settings: protocol: interleaved -> upstream\n"),
                 err.constData());
    }

    void tablesForPapers_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("markdown") << "--markdown"
                                  << "| run | category | samples | passed | pass rate |";
        QTest::newRow("latex") << "--latex"
                               << "\\toprule\nrun & category & samples & passed & pass rate &";
        QTest::newRow("csv") << "--csv"
                             << "run,category,samples,passed,pass rate,";
    }
    void tablesForPapers() {
        QFETCH(QString, format);
        QFETCH(QString, expected);
        const auto r =
            gnw::test::runBench({"summary", "--store", m_store, "--run", QString::number(m_slowed),
                                 "--against", QString::number(m_base), "--by", "category", format});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("regression")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("nlp")), qPrintable(text)); // a category row
    }

    void refusesUnusableArguments() {
        for (const QStringList& args :
             {QStringList{"summary", "--store", m_store},
              QStringList{"summary", "--store", m_store, "--run", "1", "--by", "tag"},
              QStringList{"summary", "--store", m_store, "--run", "1", "--json", "--csv"},
              QStringList{"summary", "--store", m_store, "--run", "99"},
              QStringList{"summary", "--store", m_tmp.filePath("none.sqlite"), "--run", "1"}})
            QCOMPARE(gnw::test::runBench(args).exitCode, 2);
    }
};

GNW_TEST_GUILESS_MAIN(TestCliSummary)
#include "tst_cli_summary.moc"
