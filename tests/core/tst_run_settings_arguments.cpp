// The run settings as `graphnet-bench run` options (core/store/RunSettingsArguments.h), written by the
// workbench for the runs it starts and read by the CLI: writing then reading gives the same settings, for
// the defaults and for every setting moved away from them; a bad value is an error naming its option.
#include "core/store/RunSettingsArguments.h"

#include "TestMain.h"

#include <QtTest>

#include <map>

using namespace gnw;

namespace {

Result<RunSettings> readBack(const std::vector<std::string>& arguments, const RunSettings& defaults = {}) {
    std::map<std::string, std::string> options;
    for (std::size_t i = 0; i + 1 < arguments.size(); i += 2)
        options[arguments[i].substr(2)] = arguments[i + 1];
    return runSettingsFromArguments(
        [&](const std::string& name) -> std::optional<std::string> {
            const auto it = options.find(name);
            return it == options.end() ? std::nullopt : std::optional(it->second);
        },
        defaults);
}

} // namespace

class TestRunSettingsArguments : public QObject {
    Q_OBJECT

private slots:
    void writingThenReadingGivesTheSameSettings_data() {
        QTest::addColumn<int>("variant");
        for (int v = 0; v <= 14; ++v)
            QTest::newRow(qPrintable(QString::number(v))) << v;
    }

    void writingThenReadingGivesTheSameSettings() {
        QFETCH(int, variant);
        RunSettings s;
        switch (variant) {
        case 1:
            s.warmup = 0;
            break;
        case 2:
            s.trials = 17;
            break;
        case 3:
            s.minTimeSeconds = 0.1 + 0.2;
            break; // not a short decimal: the spelling must be exact
        case 4:
            s.maxTrials = 1;
            break;
        case 5:
            s.seed = 18446744073709551615ull / 2;
            break;
        case 6:
            s.timeoutSeconds = 1e-3;
            break;
        case 7:
            s.fluctuationThreshold = 0;
            break;
        case 8:
            s.fluctuationPolicy = kFailPolicy;
            break;
        case 9:
            s.maxRemeasures = 0;
            break;
        case 10:
            s.protocol = kBlocksProtocol;
            break;
        case 11:
            s.semantics.gradMode = "inference_mode";
            break;
        case 12:
            s.semantics.dynamoConfig = "default";
            break;
        case 13:
            s.semantics.defaultDevice = false;
            break;
        case 14:
            s.repeats = 5;
            break;
        default:
            break;
        }
        QCOMPARE(runSettingsArguments(s).size(), 2 * runSettingsOptionNames().size());
        // Read over other defaults: every setting comes from the arguments, none from the defaults.
        RunSettings other;
        other.warmup = 9, other.trials = 9, other.minTimeSeconds = 9, other.maxTrials = 9, other.seed = 9;
        other.timeoutSeconds = 9, other.fluctuationThreshold = 9, other.maxRemeasures = 9, other.repeats = 9;
        other.protocol = kInterleavedProtocol, other.fluctuationPolicy = kRemeasurePolicy;
        other.semantics = {"no_grad", "default", false};
        const auto back = readBack(runSettingsArguments(s), other);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(*back == s);
    }

    void namesMatchWhatIsWritten() {
        const auto written = runSettingsArguments({});
        for (std::size_t i = 0; i < written.size(); i += 2)
            QCOMPARE(written[i], "--" + runSettingsOptionNames().at(i / 2));
    }

    void badValuesNameTheirOption_data() {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("int") << "warmup"
                             << "three"
                             << "option --warmup: 'three' is not an integer";
        QTest::newRow("trailing") << "trials"
                                  << "5x"
                                  << "option --trials: '5x' is not an integer";
        QTest::newRow("double") << "min-time"
                                << "1s"
                                << "option --min-time: '1s' is not a number";
        QTest::newRow("negative seed") << "seed"
                                       << "-1"
                                       << "option --seed: -1 is negative";
        QTest::newRow("protocol") << "protocol"
                                  << "sideways"
                                  << "protocol must be upstream, interleaved or blocks";
        QTest::newRow("device") << "default-device"
                                << "yes"
                                << "option --default-device must be on";
        QTest::newRow("range") << "trials"
                               << "0"
                               << "trials >= 1";
        QTest::newRow("repeats") << "repeats"
                                 << "0"
                                 << "repeats >= 1";
    }

    void badValuesNameTheirOption() {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, says);
        const auto got = readBack({"--" + option.toStdString(), value.toStdString()});
        QVERIFY(!got);
        QVERIFY2(QString::fromStdString(got.error().message).contains(says), got.error().message.c_str());
    }
};

GNW_TEST_APPLESS_MAIN(TestRunSettingsArguments)
#include "tst_run_settings_arguments.moc"
