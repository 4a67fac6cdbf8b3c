// A new run's name says what distinguishes it (core/engine/run/RunName.h): backend and device, the settings
// it was asked for beyond the defaults, and when it started; runs that differ in a setting differ in name.
#include "core/engine/run/RunName.h"

#include "TestMain.h"

#include <QtTest>

#include <thread>

using namespace gnw;
using namespace gnw::engine;

namespace {

BenchmarkConfig defaults() {
    BenchmarkConfig c;
    c.sample.backend = "inductor";
    c.sample.device = "cpu";
    c.threads = static_cast<int>(std::thread::hardware_concurrency()); // the CLI's default: all cores
    return c;
}

} // namespace

class TestRunName : public QObject {
    Q_OBJECT
private slots:
    void namesSayWhatDiffers_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("name");
        const QString when = QStringLiteral(", 2026-11-28 15:30:12 UTC");
        QTest::newRow("defaults") << 0 << "inductor on cpu" + when;
        QTest::newRow("protocol and repeats") << 1 << "inductor on cpu, blocks, 3 repeats" + when;
        QTest::newRow("trials, warm-up, min time")
            << 2 << "inductor on cpu, 20 trials, 0 warm-up, min time 0.5 s" + when;
        QTest::newRow("semantics and options")
            << 3 << "inductor on cpu, no_grad, dynamo default, {\"mode\": \"max-autotune\"}" + when;
        QTest::newRow("selection") << 4 << "inductor on cpu, 1 thread, category cv, shard 2/4" + when;
    }
    void namesSayWhatDiffers() {
        QFETCH(int, variant);
        QFETCH(QString, name);
        BenchmarkConfig c = defaults();
        switch (variant) {
        case 1:
            c.sample.protocol = kBlocksProtocol;
            c.sample.repeats = 3;
            break;
        case 2:
            c.sample.trials = 20;
            c.sample.warmup = 0;
            c.sample.minTimeSeconds = 0.5;
            break;
        case 3:
            c.sample.semantics.gradMode = "no_grad";
            c.sample.semantics.dynamoConfig = "default";
            c.sample.backendOptions = R"({"mode": "max-autotune"})";
            break;
        case 4:
            c.threads = std::thread::hardware_concurrency() == 1 ? 2 : 1;
            c.selection.category = "cv";
            c.selection.shardIndex = 1;
            c.selection.shardCount = 4;
            break;
        default:
            break;
        }
        if (variant == 4 && c.threads != 1)
            QSKIP("a one-core machine: its default is one thread");
        QCOMPARE(QString::fromStdString(runNameOf(c, "2026-11-28T15:30:12Z")), name);
    }
};

GNW_TEST_APPLESS_MAIN(TestRunName)
#include "tst_run_name.moc"
