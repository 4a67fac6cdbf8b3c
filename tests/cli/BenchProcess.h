#pragma once
// Runs the built graphnet-bench (GNW_BENCH_EXE) the way a script does, for the CLI tests.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace gnw::test {

struct BenchRun {
    int exitCode;
    QByteArray out;
    QByteArray err;
};

inline BenchRun runBench(const QStringList& args, int timeoutMs = 120000) {
    QProcess p;
    p.start(QStringLiteral(GNW_BENCH_EXE), args);
    if (!p.waitForFinished(timeoutMs))
        return {-1, {}, "timeout"};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace gnw::test
