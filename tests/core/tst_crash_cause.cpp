// crashCause: the line of a crashed process's output that says why it died. Real processes where one can be
// started here (Python raising, Python's fault handler on a segfault); Paddle's abort as our full run's
// bridge printed it (PaddleX/FasterRCNN-ResNet50-FPN/subgraph_3, 2026-11-27), behind Paddle's warning.
#include "TestMain.h"
#include "core/util/CrashCause.h"

#include <QProcess>
#include <QtTest>

using namespace gnw;

namespace {

const char* kPaddleAbort =
    R"(WARNING: OMP_NUM_THREADS set to 2, not 1. The computation speed will not be optimized if you use data parallel. It will fail if this PaddlePaddle binary is compiled with OpenBlas since OpenBlas does not support multi-threads.
PLEASE USE OMP_NUM_THREADS WISELY.
terminate called after throwing an instance of 'std::length_error'
  what():  vector::reserve


--------------------------------------
C++ Traceback (most recent call last):
--------------------------------------
0   paddle::pybind::ThrowExceptionToPython(std::__exception_ptr::exception_ptr)

----------------------
Error Message Summary:
----------------------
FatalError: `Process abort signal` is detected by the operating system.
  [TimeInfo: *** Aborted at 1795780209 (unix time) try "date -d @1795780209" if you are using GNU date ***]
  [SignalInfo: *** SIGABRT (@0x4c0d) received by PID 19469 (TID 0x7fa5957eab80) from PID 19469 ***]
)";

} // namespace

class TestCrashCause : public QObject {
    Q_OBJECT
private slots:
    void causeOfARealProcess_data() {
        QTest::addColumn<QStringList>("pythonArgs");
        QTest::addColumn<QString>("cause");
        QTest::newRow("exception after a warning")
            << QStringList{"-c", "import warnings; warnings.warn('noise'); raise KeyError('x')"}
            << "KeyError: 'x'";
        QTest::newRow("chained exception: the one that escaped")
            << QStringList{"-c", "try:\n    raise ValueError('inner')\nexcept ValueError as e:\n"
                                 "    raise RuntimeError('outer') from e"}
            << "RuntimeError: outer";
        QTest::newRow("segfault under the fault handler")
            << QStringList{"-X", "faulthandler", "-c", "import ctypes; ctypes.string_at(0)"}
            << "Fatal Python error: Segmentation fault";
        QTest::newRow("only noise") << QStringList{"-c", "print('WARNING: noise'); import sys; sys.exit(3)"}
                                    << QString();
    }

    void causeOfARealProcess() {
        QFETCH(QStringList, pythonArgs);
        QFETCH(QString, cause);
        QProcess python;
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(QStringLiteral("python3"), pythonArgs);
        QVERIFY2(python.waitForStarted(), "no python3 on this machine");
        QVERIFY(python.waitForFinished());
        QVERIFY(python.exitStatus() == QProcess::CrashExit || python.exitCode() != 0);
        QCOMPARE(QString::fromStdString(crashCause(python.readAll().toStdString())), cause);
    }

    void causeOfPaddlesAbort() {
        QCOMPARE(crashCause(kPaddleAbort), std::string("std::length_error: vector::reserve"));
    }

    void longCauseIsCapped() {
        const std::string cause = crashCause("ValueError: " + std::string(500, 'x') + "\n");
        QCOMPARE(cause.size(), size_t(200));
        QVERIFY(cause.starts_with("ValueError: xxx") && cause.ends_with("..."));
    }
};

GNW_TEST_GUILESS_MAIN(TestCrashCause)
#include "tst_crash_cause.moc"
