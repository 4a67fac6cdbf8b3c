// The measurement scheduler (core/engine/measure/MeasurementScheduler.h) decides every schedule alone; here
// it is fed real recorded per-call times (tests/data/scheduler/recorded-times.json) and its decisions (how
// many timed calls of which side in every request, re-measures, upstream's guard) and the statistics of what
// it kept (medians, IQR/median, the speedup as toSampleResult computes it) must equal the reference that an
// independent numpy implementation computed from the same recordings (tools/scheduler_reference.py, whose
// output tests/data/scheduler/reference.json is committed).
#include "core/engine/measure/MeasurementScheduler.h"
#include "core/engine/measure/TimingSummary.h"
#include "core/util/FileIO.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>

using namespace gnw;
using namespace gnw::engine;

namespace {

// The sides as a recording answers them: the k-th timed call of a side takes that side's k-th recorded time,
// and every request is logged as the reference logs it (timed requests: [side, calls] per segment).
class ReplaySides : public SideExecutor {
public:
    explicit ReplaySides(const nlohmann::json& recording) {
        m_streams[SideId::Eager] = recording.at("eager_ms").get<std::vector<double>>();
        m_streams[SideId::Compiled] = recording.at("compiled_ms").get<std::vector<double>>();
    }
    double firstCall(SideId) override { return 1.0; }
    double compile() override { return 2.0; }
    std::vector<SegmentTimes> run(const std::vector<CallSegment>& segments) override {
        std::vector<SegmentTimes> out;
        nlohmann::json logged = nlohmann::json::array();
        for (const CallSegment& s : segments) {
            SegmentTimes t;
            double timedMs = 0;
            for (int i = 0; s.timed && (i < s.minCalls || (timedMs < s.untilMs && i < s.maxCalls)); ++i) {
                auto& used = m_used[s.side];
                const auto& stream = m_streams[s.side];
                if (used >= stream.size())
                    throw std::runtime_error("the recording of this side ran out");
                t.e2eMs.push_back(stream[used]);
                t.deviceMs.push_back(stream[used++]);
                timedMs += t.e2eMs.back();
            }
            if (s.timed)
                logged.push_back({sideName(s.side), t.e2eMs.size()});
            out.push_back(std::move(t));
        }
        if (!logged.empty())
            requests.push_back(logged);
        return out;
    }
    nlohmann::json requests = nlohmann::json::array();

private:
    std::map<SideId, std::vector<double>> m_streams;
    std::map<SideId, std::size_t> m_used;
};

RunSettings settingsOf(const nlohmann::json& c) {
    RunSettings s;
    s.protocol = c.at("protocol").get<std::string>();
    s.warmup = c.at("warmup").get<int>();
    s.trials = c.at("trials").get<int>();
    s.minTimeSeconds = c.at("min_time_s").get<double>();
    s.maxTrials = c.at("max_trials").get<int>();
    s.fluctuationThreshold = c.at("fluctuation_threshold").get<double>();
    s.fluctuationPolicy = c.at("fluctuation_policy").get<std::string>();
    s.maxRemeasures = c.at("max_remeasures").get<int>();
    return s;
}

nlohmann::json readJson(const QString& path) {
    auto text = readFile(path.toStdString());
    if (!text)
        qFatal("%s", text.error().toString().c_str());
    return nlohmann::json::parse(*text);
}

} // namespace

class TestMeasurementScheduler : public QObject {
    Q_OBJECT

    nlohmann::json m_recordings;

private slots:
    void initTestCase() {
        // The replay runs on a real machine, whose load must not add re-measures of its own: flag only.
        qputenv("GNW_QUIET_WAIT_S", "0");
        const nlohmann::json recorded =
            readJson(test::sourceDir() + "/tests/data/scheduler/recorded-times.json");
        for (const auto& r : recorded.at("recordings"))
            m_recordings[r.at("name").get<std::string>()] = r;
    }

    void decisionsAndStatisticsMatchTheNumpyReference_data() {
        QTest::addColumn<QString>("entry");
        const nlohmann::json reference = readJson(test::sourceDir() + "/tests/data/scheduler/reference.json");
        QVERIFY(reference.at("results").size() >= 12);
        for (const auto& e : reference.at("results")) {
            const std::string name =
                e.at("sample").get<std::string>() + " " + e.at("case").get<std::string>();
            QTest::newRow(name.c_str()) << QString::fromStdString(e.dump());
        }
    }

    void decisionsAndStatisticsMatchTheNumpyReference() {
        QFETCH(QString, entry);
        const nlohmann::json expected = nlohmann::json::parse(entry.toStdString());
        ReplaySides sides(m_recordings.at(expected.at("sample").get<std::string>()));
        const nlohmann::json& settings = expected.at("settings");
        MeasurementScheduler scheduler(settingsOf(settings), false, Baseline::Measured,
                                       settings.value("block_ms", kBlockMs));
        std::vector<Phase> phases;
        std::string stoppedBy;
        try {
            scheduler.run(sides, [&](Phase p) { phases.push_back(p); });
        } catch (const FluctuationStop& stop) {
            stoppedBy = stop.what();
        }
        const Measured& m = scheduler.measured();
        QCOMPARE(QString::fromStdString(sides.requests.dump()),
                 QString::fromStdString(expected.at("requests").dump()));
        QCOMPARE(m.remeasures, expected.at("remeasures").get<int>());
        QCOMPARE(stoppedBy.empty(), expected.at("stopped_by_guard").is_null());
        if (!stoppedBy.empty()) {
            QVERIFY2(stoppedBy.starts_with("Environment fluctuation detected"), stoppedBy.c_str());
            return;
        }
        QCOMPARE(phases, (std::vector<Phase>{Phase::Eager, Phase::Compile, Phase::Compiled}));
        QCOMPARE(m.eager.e2eMs.size(), expected.at("kept_calls").at("eager").get<std::size_t>());
        QCOMPARE(m.compiled.e2eMs.size(), expected.at("kept_calls").at("compiled").get<std::size_t>());
        // The product's statistics of what was kept: the speedup as stored, the guard's IQR/median.
        SampleOutcome o;
        o.eagerE2eMs = m.eager.e2eMs;
        o.eagerDeviceMs = m.eager.deviceMs;
        o.compiledE2eMs = m.compiled.e2eMs;
        o.compiledDeviceMs = m.compiled.deviceMs;
        o.details.protocol = scheduler.protocol();
        const SampleResult result = toSampleResult(o);
        QVERIFY(result.speedupE2e);
        const auto close = [](double a, double b) {
            return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
        };
        QVERIFY2(close(*result.speedupE2e, expected.at("speedup").get<double>()),
                 qPrintable(QStringLiteral("speedup %1, reference %2")
                                .arg(*result.speedupE2e, 0, 'g', 17)
                                .arg(expected.at("speedup").get<double>(), 0, 'g', 17)));
        QVERIFY(close(relativeIqr(m.eager.e2eMs), expected.at("rel_iqr").at("eager").get<double>()));
        QVERIFY(close(relativeIqr(m.compiled.e2eMs), expected.at("rel_iqr").at("compiled").get<double>()));
        if (scheduler.protocol() == kBlocksProtocol) {
            QCOMPARE(m.eagerBlockCalls, expected.at("block_calls").at("eager").get<int>());
            QCOMPARE(m.compiledBlockCalls, expected.at("block_calls").at("compiled").get<int>());
            QVERIFY(close(m.spread, expected.at("block_spread").get<double>()));
        }
        QCOMPARE(*result.eagerE2e.median, expected.at("median_ms").at("eager").get<double>());
        QCOMPARE(*result.compiledE2e.median, expected.at("median_ms").at("compiled").get<double>());
    }

    // The reference exercises what it is meant to: budgets that extend the trials, re-measures, the guard.
    void theReferenceCoversEveryDecision() {
        const nlohmann::json reference = readJson(test::sourceDir() + "/tests/data/scheduler/reference.json");
        bool extended = false, remeasured = false, stopped = false, completed = false;
        for (const auto& e : reference.at("results")) {
            for (const auto& request : e.at("requests"))
                for (const auto& segment : request)
                    extended |= segment.at(1).get<int>() > e.at("settings").at("trials").get<int>();
            extended |= e.at("requests").size() > 2 && e.at("settings").at("protocol") == "interleaved" &&
                        e.at("remeasures") == 0;
            remeasured |= e.at("remeasures").get<int>() > 0;
            stopped |= !e.at("stopped_by_guard").is_null();
            completed |= e.at("stopped_by_guard").is_null();
        }
        QVERIFY(extended);
        QVERIFY(remeasured);
        QVERIFY(stopped);
        QVERIFY(completed);
    }
};

GNW_TEST_APPLESS_MAIN(TestMeasurementScheduler)
#include "tst_measurement_scheduler.moc"
