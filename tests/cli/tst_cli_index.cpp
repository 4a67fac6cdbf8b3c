// graphnet-bench index: exit codes and the --json keys scripts depend on.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/SampleDiscovery.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCliIndex : public QObject {
    Q_OBJECT

    using Run = gnw::test::BenchRun;
    static Run bench(const QStringList& args) { return gnw::test::runBench(args); }

private Q_SLOTS:
    void jsonSummaryOfBundledSamples() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        const auto r = bench({"index", gnw::test::toySamplesDir(), "--store", store, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto doc = QJsonDocument::fromJson(r.out);
        QVERIFY(doc.isObject());
        const auto o = doc.object();
        for (const auto* key : {"samples", "invalid", "errors", "categories", "tags", "seconds", "analyzed"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value("samples").toInt() >= 12);
        QCOMPARE(o.value("invalid").toInt(), 0);
        QVERIFY(o.value("errors").isArray());
        QVERIFY(o.value("seconds").isDouble());
        int perCategory = 0;
        for (const auto& v : o.value("categories").toObject())
            perCategory += v.toInt();
        QCOMPARE(perCategory, o.value("samples").toInt());
        QVERIFY(o.value("tags").toObject().contains("computer_vision"));
    }

    // `analyzed` counts samples with an engine analysis in the store; --no-analyze leaves them out, a later
    // index adds them, and an unchanged re-index analyses nothing again.
    void analysisIsOptionalAndCached() {
        QTemporaryDir tmp;
        const auto store = tmp.filePath(QStringLiteral("s.sqlite"));
        const QStringList base{"index", gnw::test::toySamplesDir(), "--store", store, "--json"};
        auto r = bench(base + QStringList{"--no-analyze"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        auto o = QJsonDocument::fromJson(r.out).object();
        const int samples = o.value("samples").toInt();
        int paddle = 0; // analysed from model.py's shape comments as they are parsed, with or without the engine
        for (const auto& s : gnw::discoverSamples(gnw::test::toySamplesDir().toStdString()))
            paddle += gnw::test::isPaddleSample(QString::fromStdString(s.dir.string())) ? 1 : 0;
        QVERIFY(paddle > 0);
        QVERIFY(o.contains("analyzed"));
        QCOMPARE(o.value("analyzed").toInt(), paddle);
        QCOMPARE(o.value("analyzed_now").toInt(), 0);

        QFile cache(gnw::test::binaryDir() + QStringLiteral("/CMakeCache.txt"));
        const bool engine =
            cache.open(QIODevice::ReadOnly) && cache.readAll().contains("GNW_WITH_TORCH:BOOL=ON");
        r = bench(base);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("analyzed").toInt(), engine ? samples : paddle);
        QCOMPARE(o.value("analyzed_now").toInt(), engine ? samples : 0);
        QCOMPARE(o.value("parsed").toInt(), engine ? samples : 0);

        r = bench(base);
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("parsed").toInt(), 0);
        QCOMPARE(o.value("analyzed_now").toInt(), 0);
        QCOMPARE(o.value("analyzed").toInt(), engine ? samples : paddle);
    }

    void fixturesHaveNoInvalidSamples() {
        QTemporaryDir tmp;
        const auto r = bench({"index", gnw::test::upstreamSamples(), "--store",
                              tmp.filePath(QStringLiteral("s.sqlite")), "--json"});
        QCOMPARE(r.exitCode, 0);
        const auto o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("samples").toInt(), 14);
        QCOMPARE(o.value("invalid").toInt(), 0);
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no store") << QStringList{"index", gnw::test::toySamplesDir()};
        QTest::newRow("no root") << QStringList{"index", "--store", "/tmp/x.sqlite"};
        QTest::newRow("missing root") << QStringList{"index", "/nonexistent/dir", "--store", "STORE"};
        QTest::newRow("bad threads") << QStringList{
            "index", gnw::test::toySamplesDir(), "--store", "STORE", "--threads", "x"};
        QTest::newRow("unknown option")
            << QStringList{"index", gnw::test::toySamplesDir(), "--store", "STORE", "--bogus"};
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QTemporaryDir tmp;
        args.replaceInStrings(QStringLiteral("STORE"), tmp.filePath(QStringLiteral("s.sqlite")));
        const auto r = bench(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

GNW_TEST_GUILESS_MAIN(TestCliIndex)
#include "tst_cli_index.moc"
