// graphnet-bench import-log / scores / export-log / export-csv end to end through the executable: the
// --json keys scripts depend on, duplicate detection, upstream's scores on the fixture log, and the
// import -> export -> import round trip.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

class TestCliLogs : public QObject {
    Q_OBJECT

    using Run = gnw::test::BenchRun;
    static Run bench(const QStringList& args) { return gnw::test::runBench(args); }
    static QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.out).object(); }
    static QString uiLog(const char* name) {
        return gnw::test::sourceDir() + QStringLiteral("/tests/data/logs-ui/") + QLatin1String(name);
    }
    static QString fixtureLog() { return gnw::test::upstreamLog(); }

    // Per sample: status, the first correct t and the e2e speedup, from export-csv (header-driven, so column order may change).
    static QMap<QString, QString> csvByPath(const QByteArray& csv) {
        QMap<QString, QString> rows;
        const auto lines = csv.split('\n');
        const auto header = QString::fromUtf8(lines.value(0)).split(QLatin1Char(','));
        const int path = header.indexOf(QStringLiteral("sample_path")), status = header.indexOf(QStringLiteral("status"));
        const int speedup = header.indexOf(QStringLiteral("speedup_e2e"));
        const int firstT = header.indexOf(QStringLiteral("first_correct_t"));
        if (path < 0 || status < 0 || speedup < 0 || firstT < 0)
            return rows;
        // Only leading columns are read, before any free text that could hold a quoted comma.
        for (int i = 1; i < lines.size(); ++i) {
            const auto cells = QString::fromUtf8(lines[i]).split(QLatin1Char(','));
            if (cells.size() > std::max({path, status, speedup, firstT}))
                rows[cells[path]] = QStringList{cells[status], cells[firstT], cells[speedup]}.join(QLatin1Char('|'));
        }
        return rows;
    }

    // Every row of export-csv as column -> cell, quoted cells (JSON with commas and "") decoded as RFC 4180.
    static QList<QMap<QString, QString>> csvRecords(const QByteArray& csv) {
        QList<QStringList> rows{{}};
        QString cell;
        bool quoted = false;
        const QString text = QString::fromUtf8(csv);
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (quoted && c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = !quoted;
            } else if (!quoted && c == QLatin1Char(',')) {
                rows.last() << cell;
                cell.clear();
            } else if (!quoted && c == QLatin1Char('\n')) {
                rows.last() << cell;
                cell.clear();
                rows << QStringList{};
            } else {
                cell += c;
            }
        }
        QList<QMap<QString, QString>> out;
        for (qsizetype r = 1; r < rows.size(); ++r) {
            if (rows[r].size() != rows[0].size())
                continue;
            QMap<QString, QString> record;
            for (qsizetype k = 0; k < rows[0].size(); ++k)
                record[rows[0][k]] = rows[r][k];
            out << record;
        }
        return out;
    }

private Q_SLOTS:
    void importReportsRunsAndSkipsTheSameContent() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = bench({"import-log", uiLog("inductor.log"), uiLog("tvm.log"), "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        auto o = json(r);
        for (const auto* key : {"imported", "skipped", "errors"})
            QVERIFY2(o.value(QLatin1String(key)).isArray(), key);
        const auto imported = o.value("imported").toArray();
        QVERIFY(imported.size() >= 2);
        for (const auto& run : imported) {
            QVERIFY(run.toObject().value("run_id").toInteger() > 0);
            QVERIFY(run.toObject().value("samples").toInt() > 0);
        }
        r = bench({"import-log", uiLog("tvm.log"), "--store", store, "--json"});
        QCOMPARE(r.exitCode, 0);
        o = json(r);
        QCOMPARE(o.value("imported").toArray().size(), 0);
        QCOMPARE(o.value("skipped").toArray().size(), 1);
    }

    void unreadableOrForeignFilesFailWithTheirName() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = bench({"import-log", tmp.filePath(QStringLiteral("missing.log")), "--store", store});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("missing.log"), r.err.constData());
        r = bench({"import-log", uiLog("not_a_log.txt"), "--store", store});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("not_a_log.txt"), r.err.constData());
    }

    // The commands that read a store name the file and what is wrong with it, exit 2 (1 when only the
    // output cannot be written), and never create a store where none was.
    void storeReadersFailWithTheFileAndTheReason_data() {
        QTest::addColumn<QStringList>("args"); // MISSING, STORE, RUN, OUT, NOWHERE: the paths of the test
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message"); // %1: the path the message names
        QTest::addColumn<QString>("named");
        for (const auto* c : {"scores", "export-csv", "export-log"}) {
            QTest::addRow("%s: missing store", c)
                << QStringList{c, "--store", "MISSING", "--run", "1"} << 2 << "%1: no such store"
                << "MISSING";
            QTest::addRow("%s: missing run", c)
                << QStringList{c, "--store", "STORE", "--run", "99"} << 2 << "%1 has no run #99"
                << "STORE";
        }
        QTest::newRow("export-graphs: missing store")
            << QStringList{"export-graphs", "--store", "MISSING", "--out", "OUT"} << 2 << "%1: no such store"
            << "MISSING";
        for (const auto* c : {"export-csv", "export-log"})
            QTest::addRow("%s: unwritable output", c)
                << QStringList{c, "--store", "STORE", "--run", "RUN", "--out", "NOWHERE"} << 1
                << "cannot write %1"
                << "NOWHERE";
    }
    void storeReadersFailWithTheFileAndTheReason() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QFETCH(QString, named);
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = bench({"import-log", uiLog("inductor.log"), "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto run =
            QString::number(json(r).value("imported").toArray().at(0).toObject().value("run_id").toInteger());
        const QMap<QString, QString> paths{{"MISSING", tmp.filePath(QStringLiteral("missing.sqlite"))},
                                           {"STORE", store},
                                           {"RUN", run},
                                           {"OUT", tmp.filePath(QStringLiteral("graphs"))},
                                           {"NOWHERE", tmp.filePath(QStringLiteral("no/such/dir/x"))}};
        QStringList expanded;
        for (const auto& a : args)
            expanded << paths.value(a, a);
        r = bench(expanded);
        QCOMPARE(r.exitCode, exitCode);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("graphnet-bench ") + args[0] + QStringLiteral(": ")),
                 r.err.constData());
        QVERIFY2(err.contains(message.arg(paths.value(named))), r.err.constData());
        QVERIFY(!QFile::exists(paths.value("MISSING")));
    }

    // The spec's acceptance: upstream's ES(t) for p = 0 and 0.1 (b = 0.1) to 1e-9 relative.
    void scoresMatchUpstreamOnTheFixtureLog() {
        QFile expectedFile(gnw::test::upstreamFixtures() + QStringLiteral("/logs/evaluation.expected.json"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const auto expected = QJsonDocument::fromJson(expectedFile.readAll()).object().value("ES_t").toObject();
        for (const auto* p : {"0.0", "0.1"}) {
            const auto r = bench({"scores", "--log", fixtureLog(), "--p", p, "--b", "0.1", "--json"});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const auto o = json(r);
            for (const auto* key : {"t", "S", "ES", "ES_macro", "warnings"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            const auto ts = o.value("t").toArray(), es = o.value("ES").toArray();
            const auto want = expected.value(QStringLiteral("p=") + QLatin1String(p)).toObject();
            QVERIFY(!want.isEmpty());
            int compared = 0;
            for (qsizetype i = 0; i < ts.size(); ++i) {
                const auto key = QString::number(ts[i].toInt());
                if (!want.contains(key))
                    continue;
                const double w = want.value(key).toDouble();
                QVERIFY2(std::abs(es[i].toDouble() - w) <= 1e-9 * std::abs(w), qPrintable(key));
                ++compared;
            }
            QCOMPARE(compared, want.size());
        }
    }

    // import -> export-log -> import keeps statuses and speedups per sample (compared via export-csv).
    void exportedLogImportsToTheSameResults() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = bench({"import-log", uiLog("inductor.log"), "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto first = QString::number(json(r).value("imported").toArray().at(0).toObject().value("run_id").toInteger());
        const auto exported = tmp.filePath(QStringLiteral("exported.log"));
        r = bench({"export-log", "--store", store, "--run", first, "--out", exported});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // A different file name and content digest: the store must take it as a new run.
        r = bench({"import-log", exported, "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto imported = json(r).value("imported").toArray();
        QCOMPARE(imported.size(), 1);
        const auto second = QString::number(imported.at(0).toObject().value("run_id").toInteger());
        const auto a = bench({"export-csv", "--store", store, "--run", first});
        const auto b = bench({"export-csv", "--store", store, "--run", second});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        const auto rowsA = csvByPath(a.out), rowsB = csvByPath(b.out);
        QVERIFY2(rowsA.size() >= 3, a.out.left(400).constData());
        QCOMPARE(rowsB, rowsA);
    }

    // How an engine result was measured (baseline, protocol, semantics, noise columns) survives the CSV and
    // the upstream-format log: exported, imported as a new run, exported again, the same cells.
    void measurementSettingsSurviveCsvAndLog() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        auto r = bench({"run", "--dataset", gnw::test::toySamplesDir(), "--filter", "nlp/mlp", "--backend",
                        "nope", "--store", store, "--warmup", "1", "--trials", "5", "--min-time", "0"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto engine = csvRecords(bench({"export-csv", "--store", store, "--run", "1"}).out);
        QCOMPARE(engine.size(), 1);
        const auto& row = engine.first();
        QCOMPARE(row.value("baseline"), QStringLiteral("eager"));
        QCOMPARE(row.value("protocol"), QStringLiteral("interleaved")); // the default
        const auto semantics = QJsonDocument::fromJson(row.value("semantics").toUtf8()).object();
        QCOMPARE(semantics.value("eager").toString(), QStringLiteral("C++ interpreter"));
        QCOMPARE(semantics.value("fluctuation_policy").toString(), QStringLiteral("remeasure"));
        QVERIFY(!row.value("rel_iqr").isEmpty());
        QVERIFY(!row.value("remeasures").isEmpty());
        QVERIFY(!row.value("noisy").isEmpty());
        QVERIFY(row.value("wall_ms").toDouble() > 0);
        // scores says what the run's samples took; an imported log, which records no wall time, says nothing
        r = bench({"scores", "--store", store, "--run", "1"});
        QVERIFY2(r.out.contains("wall time: the sample took "), r.out.left(400).constData());
        r = bench({"scores", "--store", store, "--run", "1", "--json"});
        QCOMPARE(json(r).value("wall_time").toObject().value("timed").toInt(), 1);
        QVERIFY(json(r).value("wall_time").toObject().value("total_ms").toDouble() > 0);

        const auto log = tmp.filePath(QStringLiteral("run.log"));
        r = bench({"export-log", "--store", store, "--run", "1", "--out", log});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = bench({"import-log", log, "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto imported = QString::number(
            json(r).value("imported").toArray().at(0).toObject().value("run_id").toInteger());
        const auto back = csvRecords(bench({"export-csv", "--store", store, "--run", imported}).out);
        QCOMPARE(back.size(), 1);
        QCOMPARE(back.first().value("wall_ms"), QString());
        QVERIFY(!bench({"scores", "--store", store, "--run", imported}).out.contains("wall time"));
        for (const char* column : {"baseline", "protocol", "semantics", "rel_iqr", "remeasures", "noisy", "status",
                                   "speedup_e2e"})
            QCOMPARE(back.first().value(QLatin1String(column)), row.value(QLatin1String(column)));
    }
};

GNW_TEST_MAIN(TestCliLogs)
#include "tst_cli_logs.moc"
