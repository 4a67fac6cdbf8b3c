// The workbench killed with SIGKILL in the middle of a run loses at most the sample in flight: started as
// a process with a run request over three toy samples, killed as soon as it reports the first
// committed sample, then started again with --resume-interrupted, it ends with exactly one result per
// sample. Waits on the process's output and exit, never on time.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace gnw;

class TestGuiKillResume : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString store() const { return m_tmp.filePath(QStringLiteral("store.sqlite")); }

    QProcess* startWorkbench(const QStringList& args) {
        auto* p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // Its settings and default store stay in the temporary folder.
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("data")));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::SeparateChannels);
        p->start(QStringLiteral(GNW_WORKBENCH_EXE),
                 QStringList{QStringLiteral("--store"), store(), QStringLiteral("--language"),
                             QStringLiteral("en")} +
                     args + QStringList{gnw::test::toySamplesDir()});
        return p;
    }

    std::vector<RunRecord> runs() {
        auto db = Database::open(store().toStdString());
        return db ? ResultStore(*db).listRuns() : std::vector<RunRecord>{};
    }
    std::vector<SampleResult> results(qint64 runId) {
        auto db = Database::open(store().toStdString());
        return db ? ResultStore(*db).results(runId) : std::vector<SampleResult>{};
    }

private Q_SLOTS:
    void killedMidRunThenResumed() {
#ifndef GNW_WORKBENCH_EXE
        GNW_SKIP_WITHOUT_ENGINE();
#else
        QVERIFY(m_tmp.isValid());
        const QStringList samples{QStringLiteral("graph/gcn"), QStringLiteral("nlp/mlp"),
                                  QStringLiteral("nlp/rms_norm_mlp")};
        QJsonObject request{{QStringLiteral("samples"), QJsonArray::fromStringList(samples)},
                            {QStringLiteral("backend"), QStringLiteral("nope")},
                            {QStringLiteral("device"), QStringLiteral("cpu")},
                            {QStringLiteral("warmup"), 1},
                            {QStringLiteral("trials"), 3},
                            {QStringLiteral("min_time_s"), 0},
                            {QStringLiteral("threads"), 1},
                            {QStringLiteral("fluctuation_threshold"), 0}};
        QFile file(m_tmp.filePath(QStringLiteral("request.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonArray{request}).toJson());
        file.close();

        QProcess* first = startWorkbench({QStringLiteral("--run-request"), file.fileName()});
        QVERIFY2(first->waitForStarted(30000), qPrintable(first->errorString()));
        QByteArray out;
        while (!out.contains("[1/3]")) {
            QSignalSpy ready(first, &QProcess::readyReadStandardOutput);
            if (!first->bytesAvailable())
                QVERIFY2(ready.wait(180000), out.constData());
            out += first->readAllStandardOutput();
            QVERIFY2(first->state() == QProcess::Running, first->readAllStandardError().constData());
        }
        first->kill(); // SIGKILL: no clean-up of any kind
        QVERIFY(first->waitForFinished(30000));

        auto stored = runs();
        QCOMPARE(int(stored.size()), 1);
        const qint64 runId = stored.front().id;
        const auto before = results(runId);
        QVERIFY(!before.empty());
        QVERIFY2(before.size() < std::size_t(samples.size()), "the run ended before the kill");
        QVERIFY(stored.front().finishedAt.empty());

        QProcess* second =
            startWorkbench({QStringLiteral("--resume-interrupted"), QStringLiteral("--quit-when-idle")});
        QVERIFY2(second->waitForFinished(180000), second->readAllStandardError().constData());
        QCOMPARE(second->exitCode(), 0);
        stored = runs();
        QCOMPARE(int(stored.size()), 1); // resumed, not started again
        QVERIFY(!stored.front().finishedAt.empty());
        const auto after = results(runId);
        std::set<std::string> paths;
        for (const auto& r : after)
            paths.insert(r.samplePath);
        QCOMPARE(int(after.size()), int(samples.size()));
        QCOMPARE(int(paths.size()), int(samples.size()));
        // What was committed before the kill is kept as it was, not measured again.
        for (const auto& r : before)
            QVERIFY(
                std::any_of(after.begin(), after.end(), [&](const SampleResult& a) { return a.id == r.id; }));
#endif
    }
};

GNW_TEST_MAIN(TestGuiKillResume)
#include "tst_gui_kill_resume.moc"
