// `graphnet-bench locate` as a script sees it: exit status 2 on bad input, 1 for a sample that is not
// faulty, 0 with the documented JSON for a located fault. The native debug-abort backend crashes on every
// cut, so the search ends at the first operator quickly and without Python.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;

class TestCliLocate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("GNW_ENABLE_DEBUG_BACKENDS", "1"); }

    void badInputExitsTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no sample") << QStringList{"--dataset", test::toySamplesDir(), "--backend", "nope"};
        QTest::newRow("not a sample")
            << QStringList{"--dataset", test::toySamplesDir(), "--sample", "nlp", "--backend", "nope"};
        QTest::newRow("tolerance out of range")
            << QStringList{"--dataset", test::toySamplesDir(), "--sample", "nlp/mlp", "--backend",
                           "nope",      "--tolerance",         "9"};
        QTest::newRow("unknown mode") << QStringList{
            "--dataset", test::toySamplesDir(), "--sample", "nlp/mlp", "--backend", "nope", "--mode",
            "halves"};
    }
    void badInputExitsTwo() {
        QFETCH(QStringList, args);
        const auto r = test::runBench(QStringList{"locate"} + args);
        QCOMPARE(r.exitCode, 2);
    }

    void correctSampleExitsOne() {
        QTemporaryDir out;
        const auto r = test::runBench({"locate", "--dataset", test::toySamplesDir(), "--sample", "nlp/mlp",
                                       "--backend", "nope", "--out", out.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("not faulty"), r.out.constData());
    }

    void crashIsLocatedWithJson() {
        QTemporaryDir out;
        const auto r = test::runBench({"locate", "--dataset", test::toySamplesDir(), "--sample", "nlp/mlp",
                                       "--backend", "debug-abort", "--out", out.path(), "--json"});
        QCOMPARE(r.exitCode, 0);
        const auto j = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!j.isEmpty(), r.out.constData());
        QVERIFY(j["faulty"].toBool());
        const auto node = j["first_faulty_node"].toObject();
        QCOMPARE(node["unit"].toInt(), 0);
        QVERIFY(node["index"].toInt() >= 0);
        QVERIFY(node["line"].toInt() > 0);
        QVERIFY(node["target"].toString().contains(QStringLiteral("linear")));
        const auto steps = j["steps"].toArray();
        QVERIFY(!steps.isEmpty());
        for (const auto& s : steps) {
            QVERIFY(s.toObject()["faulty"].toBool());
            QVERIFY(s.toObject().contains("k"));
            QVERIFY(s.toObject()["verdict"].toString().startsWith(QStringLiteral("crash")));
        }
        QVERIFY(QDir(j["reproducer"].toString()).exists(QStringLiteral("model.py")));
        QVERIFY(j["test_file"].isNull()); // a native backend has no standalone Python form
        QVERIFY(!j["test_note"].toString().isEmpty());
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("locate-state.json"))));
    }
};

GNW_TEST_GUILESS_MAIN(TestCliLocate)
#include "tst_cli_locate.moc"
