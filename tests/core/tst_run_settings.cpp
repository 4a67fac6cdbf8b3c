// The one set of run settings (core/store/RunSettings.h): every field survives its JSON, a key a stored run
// predates reads as what such runs were measured with while a request's missing key takes today's default,
// and settings that cannot be run say why.
#include "TestMain.h"
#include "core/store/RunSettings.h"

#include <QtTest>

using namespace gnw;

class TestRunSettings : public QObject {
    Q_OBJECT
private slots:
    void everyFieldRoundTrips() {
        RunSettings s;
        s.warmup = 7;
        s.trials = 11;
        s.minTimeSeconds = 0.25;
        s.maxTrials = 42;
        s.seed = 99;
        s.timeoutSeconds = 33;
        s.fluctuationThreshold = 0.05;
        s.fluctuationPolicy = kFailPolicy;
        s.maxRemeasures = 1;
        s.protocol = kBlocksProtocol;
        s.repeats = 4;
        s.semantics = {"inference_mode", "default", false};
        QVERIFY(!(s == RunSettings{})); // every field moved off its default
        nlohmann::json j;
        writeRunSettings(s, j);
        QCOMPARE(readRunSettings(j, MissingSettings::Defaults), s);
        QCOMPARE(readRunSettings(j, MissingSettings::StoredBefore), s);
        // Through text, as the store and QSettings keep it.
        QCOMPARE(readRunSettings(nlohmann::json::parse(j.dump()), MissingSettings::Defaults), s);
    }

    void missingKeys_data() {
        QTest::addColumn<QString>("key");
        for (const char* key : {"min_time_s", "fluctuation_threshold", "fluctuation_policy", "max_remeasures",
                                "grad_mode", "dynamo_config", "default_device"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }
    void missingKeys() {
        QFETCH(QString, key);
        nlohmann::json j;
        writeRunSettings(RunSettings{}, j);
        j.erase(key.toStdString());
        // A request without the key: today's default.
        QCOMPARE(readRunSettings(j, MissingSettings::Defaults), RunSettings{});
        // A stored run without it was measured before the key existed: the setting it had then.
        const RunSettings stored = readRunSettings(j, MissingSettings::StoredBefore);
        QVERIFY2(!(stored == RunSettings{}), qPrintable(key));
    }

    void storedBeforeEverySetting() {
        const RunSettings old = readRunSettings(nlohmann::json::object(), MissingSettings::StoredBefore);
        QCOMPARE(old.minTimeSeconds, 0.0);       // exactly `trials`
        QCOMPARE(old.fluctuationThreshold, 0.0); // no guard
        QCOMPARE(old.fluctuationPolicy, std::string(kFailPolicy));
        QCOMPARE(old.maxRemeasures, 0);
        QCOMPARE(old.semantics.gradMode, std::string("no_grad"));
        QCOMPARE(old.semantics.dynamoConfig, std::string("default"));
        QCOMPARE(old.semantics.defaultDevice, false);
        QCOMPARE(old.protocol, std::string(kUpstreamProtocol)); // sequential, as upstream
        QCOMPARE(readRunSettings(nlohmann::json(), MissingSettings::Defaults), RunSettings{});
    }

    // A run's stored configuration keeps the timeout in its options; runs stored before the timeout joined
    // the settings kept it beside them.
    void storedTimeout() {
        QCOMPARE(
            storedTimeoutSeconds(nlohmann::json::parse(R"({"options": {"timeout_s": 30}, "timeout_s": 90})")),
            30.0);
        QCOMPARE(
            storedTimeoutSeconds(nlohmann::json::parse(R"({"options": {"warmup": 1}, "timeout_s": 90})")),
            90.0);
        QCOMPARE(storedTimeoutSeconds(nlohmann::json::object()), kDefaultTimeoutSeconds);
        QCOMPARE(storedTimeoutSeconds(nlohmann::json()), kDefaultTimeoutSeconds);
    }

    void problems_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("trials") << 0 << "trials >= 1";
        QTest::newRow("policy") << 1 << "fluctuation policy";
        QTest::newRow("protocol") << 2 << "protocol";
        QTest::newRow("grad mode") << 3 << "grad mode";
        QTest::newRow("dynamo") << 4 << "dynamo configuration";
        QTest::newRow("timeout") << 5 << "timeout > 0";
    }
    void problems() {
        QFETCH(int, which);
        QFETCH(QString, mentions);
        QVERIFY(RunSettings{}.problem().empty());
        RunSettings s;
        switch (which) {
        case 0:
            s.trials = 0;
            break;
        case 1:
            s.fluctuationPolicy = "ignore";
            break;
        case 2:
            s.protocol = "random";
            break;
        case 3:
            s.semantics.gradMode = "train";
            break;
        case 4:
            s.semantics.dynamoConfig = "fast";
            break;
        default:
            s.timeoutSeconds = 0;
            break;
        }
        const QString problem = QString::fromStdString(s.problem());
        QVERIFY2(problem.contains(mentions), qPrintable(problem));
    }
};

GNW_TEST_GUILESS_MAIN(TestRunSettings)
#include "tst_run_settings.moc"
