#pragma once
// The private single-node Slurm of tests/cluster/slurm_fixture.sh for tests that submit jobs: the cluster
// the ctest fixture slurm_cluster_start started, or one of the test's own when it runs by hand (stopped by
// the destructor). start() points this process and its children at it through SLURM_CONF.
#include "TestPaths.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <map>

namespace gnw::test {

inline int runTool(const QString& program, const QStringList& args, QByteArray* out = nullptr,
                   int timeoutMs = 60000) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs))
        return -1;
    if (out)
        *out = p.readAllStandardOutput() + p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

class SlurmFixture {
public:
    enum class Outcome { Up, Skip, Failed };

    ~SlurmFixture() {
        if (!m_own.isEmpty())
            runTool(QStringLiteral("bash"), {script(), QStringLiteral("stop"), m_own}, nullptr, 90000);
    }

    // Up: sinfo answers. Skip / Failed: `why` says why (only root can run slurmd).
    Outcome start(QString* why) {
        auto env = readEnv(binaryDir() + QStringLiteral("/slurm-fixture/cluster.env"));
        const bool alive = env.count(QStringLiteral("SKIP")) ||
                           (env.count(QStringLiteral("SLURM_CONF")) &&
                            runTool(QStringLiteral("env"),
                                    {QStringLiteral("SLURM_CONF=") + env[QStringLiteral("SLURM_CONF")],
                                     QStringLiteral("sinfo")}) == 0);
        if (!alive) {
            m_own = binaryDir() + QStringLiteral("/slurm-fixture-standalone");
            QByteArray out;
            if (runTool(QStringLiteral("bash"), {script(), QStringLiteral("start"), m_own}, &out, 90000) !=
                0) {
                *why = QStringLiteral("slurm_fixture.sh start failed: ") + QString::fromUtf8(out);
                return Outcome::Failed;
            }
            env = readEnv(m_own + QStringLiteral("/cluster.env"));
        }
        if (env.count(QStringLiteral("SKIP"))) {
            *why = env[QStringLiteral("SKIP")];
            return Outcome::Skip;
        }
        if (!env.count(QStringLiteral("SLURM_CONF"))) {
            *why = QStringLiteral("the fixture wrote no SLURM_CONF");
            return Outcome::Failed;
        }
        qputenv("SLURM_CONF", env[QStringLiteral("SLURM_CONF")].toUtf8());
        QByteArray out;
        if (runTool(QStringLiteral("sinfo"), {}, &out) != 0) {
            *why = QStringLiteral("sinfo failed: ") + QString::fromUtf8(out);
            return Outcome::Failed;
        }
        return Outcome::Up;
    }

private:
    static QString script() { return sourceDir() + QStringLiteral("/tests/cluster/slurm_fixture.sh"); }

    // KEY=VALUE lines of the fixture's cluster.env.
    static std::map<QString, QString> readEnv(const QString& file) {
        std::map<QString, QString> out;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return out;
        for (const auto& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            const auto eq = line.indexOf(QLatin1Char('='));
            if (eq > 0)
                out[line.left(eq)] = line.mid(eq + 1);
        }
        return out;
    }

    QString m_own; // set when this test started the cluster itself
};

} // namespace gnw::test
