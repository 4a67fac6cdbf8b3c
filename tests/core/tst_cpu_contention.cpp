// CpuContentionMeter: /proc parsing, and on this machine that a busy process outside the test's process tree
// counts as others' load while busy descendants count as the tree's own.
#include "TestMain.h"
#include "core/util/CpuContention.h"

#include <QProcess>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace gnw;

class TestCpuContention : public QObject {
    Q_OBJECT
private slots:
    void procStatBusyTicks_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qlonglong>("busy"); // -1: unreadable
        // user nice system idle iowait irq softirq steal guest guest_nice: busy = all but idle and iowait
        QTest::newRow("kernel 6") << "cpu  100 2 30 5000 40 5 6 7 0 0\ncpu0 50 1 15 2500 20 2 3 3 0 0\n"
                                  << 150LL;
        QTest::newRow("old kernel, no guest columns") << "cpu  1 2 3 4 5 6 7 8\n" << 27LL;
        QTest::newRow("truncated") << "cpu  1 2 3\n" << -1LL;
        QTest::newRow("not /proc/stat") << "intr 1 2 3\n" << -1LL;
    }
    void procStatBusyTicks() {
        QFETCH(QString, text);
        QFETCH(qlonglong, busy);
        const auto parsed = busyTicksFromProcStat(text.toStdString());
        QCOMPARE(parsed ? static_cast<qlonglong>(*parsed) : -1LL, busy);
    }

    void processStatTicks() {
        // A command name with spaces and a parenthesis; utime stime cutime cstime = 11 22 33 44.
        const auto t = processTicksFromStat(
            "4242 (python3 (x) y) S 17 4242 4242 0 -1 4194560 1000 0 0 0 11 22 33 44 20 0 3 0 123 456 789");
        QVERIFY(t);
        QCOMPARE(t->pid, 4242);
        QCOMPARE(t->ppid, 17);
        QCOMPARE(t->ticks, 110LL);
        QVERIFY(!processTicksFromStat("garbage"));
        QVERIFY(!processTicksFromStat("12 (short) S 1 2"));
    }

    // A detached busy loop is no descendant of this process: its CPU is others'.
    void busyStrangerIsContention() {
        const CpuContentionMeter meter;
        qint64 pid = 0;
        QVERIFY(QProcess::startDetached("timeout", {"2", "sh", "-c", "while :; do :; done"}, {}, &pid));
        QTest::qWait(1500);
        const auto others = meter.othersBusyCores();
        QVERIFY(others);
        QVERIFY2(*others >= 0.5, qPrintable(QString::number(*others)));
    }

    // A busy thread of this process and a busy grandchild (timeout's sh, reaped into timeout's cutime) are
    // the tree's own CPU time.
    void ownTreeIsNotContention() {
        const CpuContentionMeter meter;
        std::atomic<bool> stop{false};
        std::thread spin([&] {
            while (!stop)
                ;
        });
        QProcess child;
        child.start("timeout", {"1", "sh", "-c", "while :; do :; done"});
        QVERIFY(child.waitForFinished(10000));
        stop = true;
        spin.join();
        const auto own = meter.ownCpuSeconds();
        QVERIFY(own);
        QVERIFY2(*own >= 0.6, qPrintable(QString::number(*own))); // ~2 s of CPU in ~1 s on two cores
    }
};

GNW_TEST_GUILESS_MAIN(TestCpuContention)
#include "tst_cpu_contention.moc"
