// One bridge process for many requests (BridgeSession, `serve` in app/bridge/bridge_protocol.py): requests
// answered by the same process while it lives; a crash, hang, early exit or garbage answer classified as
// runBridge classifies it, and the next request answered by a fresh process. The bridge here is a small
// script on the real protocol module (GNW_BRIDGE_SCRIPT), so that the session is tested without torch.
#include "core/engine/bridge/BridgeProcess.h"
#include "core/engine/measure/detail/BridgeSides.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace gnw;
using namespace gnw::engine;

namespace {

// Commands named after what they do; each answers {"pid": ...} when it answers at all.
const char* kScript = R"(import os, signal, sys, time
sys.path.insert(0, os.environ["GNW_TEST_BRIDGE_DIR"])
from bridge_protocol import GarbageRequested, serve

def work(req, steps=None):
    print("working on", req["result"], flush=True)
    what = req["what"]
    if what == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    if what == "hang":
        time.sleep(600)
    if what == "exit":
        sys.exit(3)
    if what == "garbage":
        raise GarbageRequested()
    if what.startswith("steps:"):
        # answers every step with the reply named after "steps:" (a JSON text), until "finish"
        while True:
            step = steps.next()
            if step["op"] == "finish":
                return {"pid": os.getpid()}
            steps.channel.sendall((what[len("steps:"):] + "\n").encode())
    return {"pid": os.getpid()}

sys.exit(serve(sys.argv, "test bridge", lambda: {}, {"measure": work}))
)";

using Kind = BridgeReply::Kind;

} // namespace

class TestBridgeSession : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    int m_requests = 0;

    BridgeReply ask(BridgeSession& session, const QString& what, double timeoutSeconds = 60) {
        const std::string dir = m_tmp.path().toStdString();
        const std::string n = std::to_string(m_requests++);
        const std::string request = dir + "/request" + n + ".json";
        const std::string result = dir + "/result" + n + ".json";
        std::ofstream(request) << nlohmann::json{{"what", what.toStdString()}, {"result", result}}.dump();
        return session.run(test::sourceDir().toStdString() + "/.venv/bin/python", Framework::Torch, "measure",
                           request, result, timeoutSeconds);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        QVERIFY2(QFile::exists(test::sourceDir() + "/.venv/bin/python"),
                 "the project venv (.venv) is missing: ./workbench build creates it");
        QFile script(m_tmp.filePath("test_bridge.py"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(kScript);
        script.close();
        qputenv("GNW_BRIDGE_SCRIPT", script.fileName().toUtf8());
        qputenv("GNW_TEST_BRIDGE_DIR", (test::sourceDir() + "/app/bridge").toUtf8());
    }

    void requestsShareOneProcess() {
        BridgeSession session;
        const BridgeReply first = ask(session, "answer");
        QVERIFY2(first.kind == Kind::Answered, first.message.c_str());
        QVERIFY(first.json.value("ok", false));
        const BridgeReply second = ask(session, "answer");
        QVERIFY2(second.kind == Kind::Answered, second.message.c_str());
        QCOMPARE(second.json.value("pid", 0), first.json.value("pid", -1));
        QVERIFY(session.running());
    }

    void failureIsOneRequest_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("messageHas");
        QTest::addColumn<bool>("sameProcessAfter");
        // The message's first line says why (core/util/CrashCause.h), from the fault handler the bridge
        // enables.
        QTest::newRow("crash") << "crash" << int(Kind::Crashed)
                               << "(SIGSEGV): Fatal Python error: Segmentation fault; its output" << false;
        QTest::newRow("hang") << "hang" << int(Kind::TimedOut) << "did not finish within 2 s" << false;
        QTest::newRow("exit") << "exit" << int(Kind::Crashed) << "exited with status 3" << false;
        // The garbage drill is an answer the C++ side cannot read; the process itself is healthy.
        QTest::newRow("garbage") << "garbage" << int(Kind::Garbage) << "this is not JSON" << true;
    }
    void failureIsOneRequest() {
        QFETCH(QString, what);
        QFETCH(int, kind);
        QFETCH(QString, messageHas);
        QFETCH(bool, sameProcessAfter);
        BridgeSession session;
        const BridgeReply before = ask(session, "answer");
        QVERIFY2(before.kind == Kind::Answered, before.message.c_str());
        const BridgeReply failed = ask(session, what, 2);
        QCOMPARE(int(failed.kind), kind);
        QVERIFY2(QString::fromStdString(failed.message).contains(messageHas), failed.message.c_str());
        if (kind != int(Kind::Garbage)) // the request's own output, not an earlier one's, explains it
            QVERIFY2(QString::fromStdString(failed.message)
                         .contains(QStringLiteral("result%1").arg(m_requests - 1)),
                     failed.message.c_str());
        const BridgeReply after = ask(session, "answer");
        QVERIFY2(after.kind == Kind::Answered, after.message.c_str());
        QCOMPARE(after.json.value("pid", 0) == before.json.value("pid", -1), sameProcessAfter);
    }

    // The measuring steps go over the same channel (BridgeSides): a reply that is not what the step asked
    // for is a protocol error naming what is wrong, and the request still ends with its answer.
    void stepRepliesAreChecked_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("error");
        QTest::newRow("too few calls")
            << R"({"times": [{"e2e_ms": [1.0], "device_ms": [1.0]}]})"
            << "returned 1 e2e and 1 device times for segment 0 (eager, 3 to 5 timed calls)";
        QTest::newRow("missing field") << R"({"times": [{"e2e_ms": [1.0, 1.0, 1.0]}]})"
                                       << "segment 0 of the Python bridge's reply has no array \"device_ms\"";
        QTest::newRow("not a number") << R"({"times": [{"e2e_ms": [1, "x", 1], "device_ms": [1, 1, 1]}]})"
                                      << "\"e2e_ms\" of segment 0 holds \"x\", not a number";
        QTest::newRow("segments") << R"({"times": []})"
                                  << "returned 0 \"times\" for 1 segments";
        QTest::newRow("accepted") << R"({"times": [{"e2e_ms": [1, 2, 3, 4], "device_ms": [1, 2, 3, 4]}]})"
                                  << "";
    }
    void stepRepliesAreChecked() {
        QFETCH(QString, reply);
        QFETCH(QString, error);
        BridgeSession session;
        const std::string dir = m_tmp.path().toStdString();
        const std::string n = std::to_string(m_requests++);
        const std::string request = dir + "/request" + n + ".json", result = dir + "/result" + n + ".json";
        std::ofstream(request) << nlohmann::json{
            {"what", "steps:" + reply.toStdString()},
            {"result", result}}.dump();
        QVERIFY(session
                    .begin(test::sourceDir().toStdString() + "/.venv/bin/python", Framework::Torch, "measure",
                           request, result, 60)
                    .stepReply);
        detail::BridgeSides sides(session);
        QString got;
        try {
            const auto times = sides.run({{SideId::Eager, 3, 5, 0, true}});
            QCOMPARE(times.at(0).e2eMs.size(), std::size_t(4));
        } catch (const detail::BridgeProtocolError& e) {
            got = QString::fromUtf8(e.what());
        }
        QVERIFY2(error.isEmpty() ? got.isEmpty() : got.contains(error), qPrintable(got));
        const BridgeReply answer = sides.finish(0);
        QVERIFY2(answer.kind == Kind::Answered && !answer.stepReply, answer.message.c_str());
        QVERIFY(answer.json.value("ok", false));
    }

    void anotherInterpreterStartsAnotherProcess() {
        BridgeSession session;
        const BridgeReply first = ask(session, "answer");
        QVERIFY2(first.kind == Kind::Answered, first.message.c_str());
        const std::string dir = m_tmp.path().toStdString();
        std::ofstream(dir + "/other.json")
            << nlohmann::json{{"what", "answer"}, {"result", dir + "/other-result.json"}}.dump();
        // The same venv through another path: another interpreter as far as the session can tell.
        const BridgeReply other =
            session.run(test::sourceDir().toStdString() + "/.venv/bin/../bin/python", Framework::Torch,
                        "measure", dir + "/other.json", dir + "/other-result.json", 60);
        QVERIFY2(other.kind == Kind::Answered, other.message.c_str());
        QVERIFY(other.json.value("pid", 0) != first.json.value("pid", 0));
    }
};

GNW_TEST_GUILESS_MAIN(TestBridgeSession)
#include "tst_bridge_session.moc"
