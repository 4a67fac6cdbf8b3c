// graphnet-bench profile end to end: the JSON a script reads (the whole call, the nodes' sum, every node with
// its index, name, target, line and time, the hottest first in `hottest`), the table, the eager a backend is
// measured against (Python eager for a bridge backend, Paddle dygraph for a Paddle sample), and bad input.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestCliProfile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jsonHasEveryNodeAndTheHottestFirst() {
        const auto r =
            gnw::test::runBench({"profile", "--dataset", gnw::test::bundledSamplesDir(), "--sample",
                                 "torchgeometric/GCN", "--threads", "1", "--trials", "3", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value("eager_call_ms").toDouble() > 0);
        QVERIFY(o.value("baseline").toString().contains(QStringLiteral("C++ interpreter")));
        const auto nodes = o.value("nodes").toArray();
        QVERIFY(nodes.size() > 100);
        double sum = 0;
        for (const auto& v : nodes) {
            const auto n = v.toObject();
            for (const char* key : {"index", "name", "target", "line", "eager_ms", "share", "flops"})
                QVERIFY2(n.contains(QLatin1String(key)), key);
            sum += n.value("eager_ms").toDouble();
        }
        QVERIFY(qAbs(sum - o.value("nodes_sum_ms").toDouble()) < 1e-6 * qMax(1.0, sum));
        const auto hottest = o.value("hottest").toArray();
        QCOMPARE(hottest.size(), nodes.size());
        const double first = nodes[hottest[0].toInt()].toObject().value("eager_ms").toDouble();
        for (const auto& v : nodes)
            QVERIFY(v.toObject().value("eager_ms").toDouble() <= first);
    }

    void tableNamesTheBaselineAndTheHottestNodes() {
        const auto r =
            gnw::test::runBench({"profile", "--dataset", gnw::test::bundledSamplesDir(), "--sample",
                                 "torchgeometric/GCN", "--threads", "1", "--trials", "2", "--top", "5"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("baseline: C++ interpreter"));
        QVERIFY(r.out.contains("whole call"));
        QCOMPARE(r.out.count("torch."), 5); // five rows, each with a torch target
    }

    // --backend names whose baseline is profiled: a torch bridge backend's is Python eager, timed statement
    // by statement in the torch bridge; a Paddle sample's is Paddle dygraph. Each statement's time lands on
    // its line's node.
    void bridgeEagersAreTimedStatementByStatement_data() {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("baseline");
        QTest::newRow("python eager") << "torchgeometric/GCN"
                                      << "inductor"
                                      << "Python eager";
        QTest::newRow("paddle dygraph") << "PaddleScience/euler_beam/subgraph_0"
                                        << "paddle-static"
                                        << "Paddle dygraph";
    }
    void bridgeEagersAreTimedStatementByStatement() {
        QFETCH(QString, sample);
        QFETCH(QString, backend);
        QFETCH(QString, baseline);
        const auto r =
            gnw::test::runBench({"profile", "--dataset", gnw::test::bundledSamplesDir(), "--sample", sample,
                                 "--backend", backend, "--trials", "3", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(o.value("baseline").toString().startsWith(baseline),
                 qPrintable(o.value("baseline").toString()));
        QVERIFY(o.value("eager_call_ms").toDouble() > 0);
        QVERIFY(o.value("nodes_sum_ms").toDouble() > 0);
        int timed = 0;
        const auto nodes = o.value("nodes").toArray();
        for (const auto& v : nodes)
            timed += v.toObject().value("eager_ms").toDouble() > 0;
        QVERIFY2(timed >= nodes.size() * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(timed).arg(nodes.size())));
    }

    void badInputSaysWhy_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString d = gnw::test::bundledSamplesDir();
        QTest::newRow("no sample") << QStringList{"--dataset", d} << 2 << "Usage";
        QTest::newRow("not a sample")
            << QStringList{"--dataset", d, "--sample", "timm"} << 2 << "is not a sample";
        QTest::newRow("torch backend, paddle sample")
            << QStringList{"--dataset", d,         "--sample", "PaddleScience/euler_beam/subgraph_0",
                           "--backend", "inductor"}
            << 1 << "runs torch samples; this one is a Paddle sample";
        QTest::newRow("unknown backend")
            << QStringList{"--dataset", d, "--sample", "torchgeometric/GCN", "--backend", "no-such-compiler"}
            << 1 << "unknown backend 'no-such-compiler'";
        QTest::newRow("bad trials") << QStringList{"--dataset",          d,          "--sample",
                                                   "torchgeometric/GCN", "--trials", "x"}
                                    << 2 << "--trials";
    }
    void badInputSaysWhy() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const auto r = gnw::test::runBench(QStringList{"profile"} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

GNW_TEST_GUILESS_MAIN(TestCliProfile)
#include "tst_cli_profile.moc"
