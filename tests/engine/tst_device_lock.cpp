// One benchmark per device at a time: a run started while another holds the device waits, says for whom,
// and runs once the device is free; runs started together both finish; --no-device-lock does not wait.
#include "core/engine/run/DeviceLock.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace gnw;
using namespace gnw::engine;

namespace {

QStringList runArguments(const QString& store, const QStringList& extra = {}) {
    QTemporaryFile* allow = new QTemporaryFile(qApp); // lives as long as the test
    allow->open();
    allow->write("nlp/mlp\n");
    allow->flush();
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--dataset"),
                       test::toySamplesDir(),
                       QStringLiteral("--backend"),
                       QStringLiteral("nope"),
                       QStringLiteral("--store"),
                       store,
                       QStringLiteral("--allow-list"),
                       allow->fileName(),
                       QStringLiteral("--warmup"),
                       QStringLiteral("1"),
                       QStringLiteral("--trials"),
                       QStringLiteral("2"),
                       QStringLiteral("--min-time"),
                       QStringLiteral("0"),
                       QStringLiteral("--threads"),
                       QStringLiteral("1")} +
           extra;
}

void start(QProcess& p, const QStringList& args) {
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(test::binaryDir() + QStringLiteral("/bin/graphnet-bench"), args);
}

} // namespace

class TestDeviceLock : public QObject {
    Q_OBJECT
private slots:
    void init() {
        // Each test its own lock folder, inherited by the runs it starts.
        m_locks = std::make_unique<QTemporaryDir>();
        qputenv("GNW_DEVICE_LOCK_DIR", m_locks->path().toUtf8());
    }

    void aRunWaitsForTheHolderAndSaysWho() {
        auto held = DeviceLock::acquire("cpu", "tst_device_lock", {});
        QVERIFY2(held, held ? "" : held.error().toString().c_str());
        QVERIFY(held->has_value());
        QTemporaryDir tmp;
        QProcess run;
        QByteArray out;
        connect(&run, &QProcess::readyRead, this, [&] { out += run.readAll(); });
        start(run, runArguments(tmp.filePath("s.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(out.contains("waiting for device cpu"), 60000);
        QVERIFY2(out.contains(QByteArray("pid ") + QByteArray::number(getpid())), out.constData());
        QVERIFY2(out.contains("tst_device_lock"), out.constData());
        QCOMPARE(run.state(), QProcess::Running); // still waiting: nothing timed yet
        QVERIFY(!out.contains("[1/1]"));

        held->reset(); // the device is free: the waiting run goes on
        QVERIFY(run.waitForFinished(120000));
        out += run.readAll();
        QCOMPARE(run.exitCode(), 0);
        QVERIFY2(out.contains("[1/1] nlp/mlp: correct"), out.constData());
    }

    void cudaAndCudaZeroAreOneDevice() {
        QCOMPARE(DeviceLock::fileFor("cuda"), DeviceLock::fileFor("cuda:0"));
        QVERIFY(DeviceLock::fileFor("cuda:1") != DeviceLock::fileFor("cuda:0"));
        QVERIFY(DeviceLock::fileFor("cpu") != DeviceLock::fileFor("cuda:0"));
    }

    void runsStartedTogetherBothFinish() {
        QTemporaryDir tmp;
        QProcess a, b;
        start(a, runArguments(tmp.filePath("a.sqlite")));
        start(b, runArguments(tmp.filePath("b.sqlite")));
        QVERIFY(a.waitForFinished(180000));
        QVERIFY(b.waitForFinished(180000));
        const QByteArray outA = a.readAll(), outB = b.readAll();
        QCOMPARE(a.exitCode(), 0);
        QCOMPARE(b.exitCode(), 0);
        QVERIFY2(outA.contains("[1/1] nlp/mlp: correct") && outB.contains("[1/1] nlp/mlp: correct"),
                 (outA + outB).constData());
        // At most one of them can have waited, for the other.
        QVERIFY(!(outA.contains("waiting for device") && outB.contains("waiting for device")));
    }

    void noDeviceLockDoesNotWait() {
        auto held = DeviceLock::acquire("cpu", "tst_device_lock", {});
        QVERIFY(held && held->has_value());
        QTemporaryDir tmp;
        QProcess run;
        start(run, runArguments(tmp.filePath("s.sqlite"), {QStringLiteral("--no-device-lock")}));
        QVERIFY(run.waitForFinished(120000));
        const QByteArray out = run.readAll();
        QCOMPARE(run.exitCode(), 0);
        QVERIFY2(!out.contains("waiting for device"), out.constData());
    }

    void waitingEndsWhenCancelled() {
        auto held = DeviceLock::acquire("cpu", "tst_device_lock", {});
        QVERIFY(held && held->has_value());
        int announced = 0;
        auto waiting = DeviceLock::acquire(
            "cpu", "second", [&](const std::string&) { ++announced; }, [&] { return announced > 0; });
        QVERIFY(waiting);
        QVERIFY(!waiting->has_value()); // cancelled, not acquired
        QCOMPARE(announced, 1);
    }

private:
    std::unique_ptr<QTemporaryDir> m_locks;
};

GNW_TEST_GUILESS_MAIN(TestDeviceLock)
#include "tst_device_lock.moc"
