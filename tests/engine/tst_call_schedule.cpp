// What the sides actually ran, read from the call trace both languages write ($GNW_CALL_TRACE,
// core/engine/measure/CallTrace.h): the native executor and the real Python bridge carry out exactly the
// calls the one scheduler asks for, and return them all.
// - Under upstream's order (and interleaved pairs without a time budget), the trace of the toy samples
//   equals the one the code before the scheduler wrote (tests/data/call-traces/, captured from 337bbe3 with
//   the same settings), for the native `nope` and for the bridge's `bridge-nope`.
// - With a time budget, every timed call in the trace is a time in the result, and the number of trials
//   obeys the stopping rule the scheduler sent (at least `trials`, more only while the budget was not spent).
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/measure/detail/BridgeSides.h"
#include "core/util/FileIO.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

using namespace gnw;
using namespace gnw::engine;

namespace {

std::vector<std::string> linesOf(const std::string& path) {
    auto text = readFile(path);
    std::vector<std::string> out;
    if (!text)
        return out;
    std::string line;
    for (char c : *text) {
        if (c == '\n') {
            out.push_back(line);
            line.clear();
        } else {
            line += c;
        }
    }
    return out;
}

} // namespace

class TestCallSchedule : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    int m_runs = 0;

    // Runs the samples with the trace on; returns the trace's lines and the outcomes.
    std::vector<std::string> traced(const std::string& backend, const SampleRunOptions& options,
                                    const std::vector<std::string>& samples,
                                    std::vector<SampleOutcome>* outcomes) {
        const std::string trace = m_tmp.filePath(QString("trace%1.txt").arg(m_runs++)).toStdString();
        qputenv("GNW_CALL_TRACE", QByteArray::fromStdString(trace));
        for (const std::string& rel : samples) {
            SampleRunOptions o = options;
            o.backend = backend;
            o.device = "cpu";
            const SampleOutcome outcome =
                runSample({test::sourceDir().toStdString() + "/tests/data/toy_samples/" + rel, rel}, o);
            if (outcomes)
                outcomes->push_back(outcome);
            if (outcome.failed())
                qWarning("%s: %s: %s", rel.c_str(), outcome.failureClass.c_str(), outcome.message.c_str());
        }
        qunsetenv("GNW_CALL_TRACE");
        return linesOf(trace);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        // The calls must be the request's alone: no re-timing of phases that other processes slowed down.
        qputenv("GNW_QUIET_WAIT_S", "0");
        qputenv("GNW_ENABLE_DEBUG_BACKENDS", "1"); // the spinning-pool drill; the registry reads it once
    }

    // One version of the request and its steps, spelled in both languages.
    void bothLanguagesSpeakTheSameProtocolVersion() {
        auto text = readFile(test::sourceDir().toStdString() + "/app/bridge/bridge_protocol.py");
        QVERIFY(text);
        const std::string line =
            "BRIDGE_PROTOCOL_VERSION = " + std::to_string(detail::kBridgeProtocolVersion) + "\n";
        QVERIFY2(text->find(line) != std::string::npos, line.c_str());
    }

    void theSameRequestMakesTheSameCallsAsBefore_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("protocol");
        for (const char* backend : {"nope", "bridge-nope"})
            for (const char* protocol : {kUpstreamProtocol, kInterleavedProtocol})
                QTest::newRow((std::string(backend) + " " + protocol).c_str()) << backend << protocol;
    }

    void theSameRequestMakesTheSameCallsAsBefore() {
        QFETCH(QString, backend);
        QFETCH(QString, protocol);
        SampleRunOptions options;
        options.warmup = 2;
        options.trials = 3;
        options.minTimeSeconds = 0;
        options.fluctuationThreshold = 0;
        options.protocol = protocol.toStdString();
        std::vector<SampleOutcome> outcomes;
        const auto got = traced(backend.toStdString(), options, {"nlp/mlp", "nlp/rms_norm_mlp"}, &outcomes);
        for (const SampleOutcome& o : outcomes)
            QVERIFY2(!o.failed(), (o.failureClass + ": " + o.message).c_str());
        const auto before = linesOf(test::sourceDir().toStdString() + "/tests/data/call-traces/" +
                                    backend.toStdString() + "-" + protocol.toStdString() + ".txt");
        QCOMPARE(before.size(), std::size_t(26));
        QCOMPARE(got, before);
    }

    // Settling (docs/engine.md): after each call of a runtime whose threads keep spinning (the drill keeps a
    // core busy for 50 ms after each compiled call, as ONNX Runtime's pool does), the other side's timed
    // calls wait, untimed, until the bridge's threads are idle.
    void theOtherSideWaitsForASpinningPoolToSettle() {
        const std::string settleTrace = m_tmp.filePath(QStringLiteral("settle.txt")).toStdString();
        qputenv("GNW_SETTLE_TRACE", QByteArray::fromStdString(settleTrace));
        SampleRunOptions options;
        options.warmup = 1;
        options.trials = 5;
        options.minTimeSeconds = 0;
        options.fluctuationThreshold = 0;
        options.protocol = kInterleavedProtocol;
        std::vector<SampleOutcome> outcomes;
        traced("bridge-debug-spinning-pool", options, {"nlp/mlp"}, &outcomes);
        qunsetenv("GNW_SETTLE_TRACE");
        const SampleOutcome& o = outcomes.at(0);
        QVERIFY2(!o.failed(), (o.failureClass + ": " + o.message).c_str());
        // The drill's spins ("spin START END") and the settled segments' starts ("eager MS BUSY END"), both
        // on time.monotonic: no eager segment may start while a spin still holds a core, which is what
        // the bridge's own busy reading is there to see (it once read a native spinner as idle).
        std::vector<std::pair<double, double>> spins;
        std::vector<double> eagerStarts;
        double longest = 0;
        for (const auto& line : linesOf(settleTrace)) {
            char side[16] = {};
            double a = 0, b = 0, c = 0;
            const int fields = std::sscanf(line.c_str(), "%15s %lf %lf %lf", side, &a, &b, &c);
            if (std::string(side) == "spin") {
                QVERIFY2(fields == 3, line.c_str());
                spins.emplace_back(a, b);
                continue;
            }
            QVERIFY2(fields == 4, line.c_str());
            if (std::string(side) != "eager")
                continue;
            eagerStarts.push_back(c);
            longest = std::max(longest, a);
            QVERIFY2(b < 0.1, line.c_str()); // the spinning thread was outwaited: the process is idle
        }
        QVERIFY2(eagerStarts.size() >= 2,
                 std::to_string(eagerStarts.size()).c_str()); // pairs alternate which side goes first
        QVERIFY(!spins.empty());
        for (double start : eagerStarts)
            for (const auto& [from, to] : spins)
                QVERIFY2(start < from || start >= to,
                         ("eager started " + std::to_string((to - start) * 1e3) + " ms before a spin ended")
                             .c_str());
        // It did wait: one idle window is 2 ms, a spin 50 ms from the compiled call's end.
        QVERIFY2(longest >= 10, std::to_string(longest).c_str());
    }

    void theBridgeRunsTheCallsItIsAskedForAndReturnsThemAll_data() {
        QTest::addColumn<QString>("protocol");
        QTest::newRow("upstream") << kUpstreamProtocol;
        QTest::newRow("interleaved") << kInterleavedProtocol;
    }

    void theBridgeRunsTheCallsItIsAskedForAndReturnsThemAll() {
        QFETCH(QString, protocol);
        SampleRunOptions options;
        options.warmup = 1;
        options.trials = 3;
        // hundreds of calls of mlp's 0.05 ms (even on a loaded machine): the rule, not `trials`, decides
        options.minTimeSeconds = 0.2;
        options.maxTrials = 500;
        options.fluctuationThreshold = 0;
        options.protocol = protocol.toStdString();
        std::vector<SampleOutcome> outcomes;
        const auto trace = traced("bridge-nope", options, {"nlp/mlp"}, &outcomes);
        const SampleOutcome& o = outcomes.at(0);
        QVERIFY2(!o.failed(), (o.failureClass + ": " + o.message).c_str());
        std::vector<std::string> trials;
        for (const auto& line : trace)
            if (line.ends_with(" trial"))
                trials.push_back(line.substr(0, line.find(' ')));
        const auto count = [&](const char* side) { return std::count(trials.begin(), trials.end(), side); };
        QCOMPARE(std::size_t(count("eager")), o.eagerE2eMs.size());
        QCOMPARE(std::size_t(count("compiled")), o.compiledE2eMs.size());
        // The budget decided: more than `trials` calls, unless those few already spent it (a loaded machine).
        const auto firstCalls = [&](const std::vector<double>& series) {
            return std::accumulate(series.begin(), series.begin() + std::min<std::ptrdiff_t>(3, series.size()), 0.0);
        };
        const bool upstream = protocol == kUpstreamProtocol;
        const double spentByTrials =
            upstream ? firstCalls(o.eagerE2eMs) : firstCalls(o.eagerE2eMs) + firstCalls(o.compiledE2eMs);
        const double budgetMs = options.minTimeSeconds * 1e3 / (upstream ? 2 : 1);
        QVERIFY2(o.eagerE2eMs.size() > 3 || spentByTrials >= budgetMs,
                 qPrintable(QStringLiteral("%1 trials of %2 ms").arg(o.eagerE2eMs.size()).arg(spentByTrials)));
        if (protocol == kUpstreamProtocol) {
            // One request per side: all of eager's trials, then compiled's, each stopping where the rule
            // says.
            QCOMPARE(trials.front(), std::string("eager"));
            QVERIFY(std::is_partitioned(trials.begin(), trials.end(),
                                        [](const auto& s) { return s == "eager"; }));
            for (const auto* series : {&o.eagerE2eMs, &o.compiledE2eMs}) {
                const double halfBudgetMs = options.minTimeSeconds * 1e3 / 2;
                const double beforeLast = std::accumulate(series->begin(), series->end() - 1, 0.0);
                // a call past `trials` only while the budget was not spent
                QVERIFY2(series->size() <= std::size_t(options.trials) || beforeLast < halfBudgetMs,
                         "a call after the budget was spent");
                QVERIFY(beforeLast + series->back() >= halfBudgetMs || series->size() == 500);
            }
        } else {
            // Pairs in alternating order: eager compiled, compiled eager, ...
            QCOMPARE(trials.size() % 2, std::size_t(0));
            for (std::size_t i = 0; i < trials.size(); i += 2) {
                const bool eagerFirst = (i / 2) % 2 == 0;
                QCOMPARE(trials[i], std::string(eagerFirst ? "eager" : "compiled"));
                QCOMPARE(trials[i + 1], std::string(eagerFirst ? "compiled" : "eager"));
            }
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestCallSchedule)
#include "tst_call_schedule.moc"
