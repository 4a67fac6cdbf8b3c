// A run started in the workbench and the same run on the command line (`graphnet-bench run` with the
// options the workbench writes for it, core/store/RunSettingsArguments) store the same settings and are
// measured the same way: the workbench's request becomes its configuration (app/gui/engine/RunConfigAdapter)
// and goes through executeRun, the CLI's options through its parser and the same executeRun.
#include "app/gui/engine/RunConfigAdapter.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/store/RunSettings.h"
#include "widgets/run/RunRequest.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gnw;

namespace {

struct Stored {
    RunSettings settings;
    SampleResult result;
};

Stored storedRun(const std::string& store) {
    auto db = Database::open(store);
    if (!db)
        qFatal("%s", db.error().toString().c_str());
    ResultStore results(*db);
    const auto runs = results.listRuns();
    if (runs.size() != 1)
        qFatal("%s holds %zu runs", store.c_str(), runs.size());
    const auto config = nlohmann::json::parse(runs.front().configJson);
    return {readRunSettings(config.at("options"), MissingSettings::Defaults),
            results.results(runs.front().id).at(0)};
}

} // namespace

class TestGuiCliSameSettings : public QObject {
    Q_OBJECT

private slots:
    void theSameRunStoresTheSameSettings_data() {
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<double>("minTime");
        QTest::addColumn<double>("threshold");
        QTest::newRow("defaults") << QString::fromLatin1(RunSettings{}.protocol.c_str())
                                  << RunSettings{}.minTimeSeconds << 0.0;
        QTest::newRow("upstream, short budget") << kUpstreamProtocol << 0.05 << 0.3;
        QTest::newRow("blocks") << kBlocksProtocol << 0.0 << 0.0;
    }

    void theSameRunStoresTheSameSettings() {
        QFETCH(QString, protocol);
        QFETCH(double, minTime);
        QFETCH(double, threshold);
        QTemporaryDir tmp;
        ui::RunRequest request;
        request.dataset = test::toySamplesDir();
        request.samples = {QStringLiteral("nlp/mlp")};
        request.backend = QStringLiteral("nope");
        request.settings.warmup = 1;
        request.settings.trials = 3;
        request.settings.minTimeSeconds = minTime;
        request.settings.fluctuationThreshold = threshold;
        request.settings.protocol = protocol.toStdString();
        request.settings.seed = 7;

        // The workbench's way: its request as a configuration, run in this process's engine.
        const std::string guiStore = tmp.filePath(QStringLiteral("gui.sqlite")).toStdString();
        auto config =
            app::toBenchmarkConfig(request, (test::binaryDir() + "/bin/graphnet-bench-worker").toStdString());
        QVERIFY2(config, config ? "" : config.error().toString().c_str());
        {
            auto db = Database::open(guiStore);
            QVERIFY(db);
            auto summary = engine::executeRun(&*db, *config, std::nullopt, {}, {});
            QVERIFY2(summary, summary ? "" : summary.error().toString().c_str());
        }

        // The command line's way: the options the workbench writes for the same request.
        const QString cliStore = tmp.filePath(QStringLiteral("cli.sqlite"));
        QStringList args{QStringLiteral("run"),
                         QStringLiteral("--dataset"),
                         request.dataset,
                         QStringLiteral("--filter"),
                         QStringLiteral("nlp/mlp"),
                         QStringLiteral("--backend"),
                         request.backend,
                         QStringLiteral("--store"),
                         cliStore};
        for (const auto& word : request.runArguments())
            args << QString::fromStdString(word);
        QProcess cli;
        cli.start(test::binaryDir() + QStringLiteral("/bin/graphnet-bench"), args);
        QVERIFY(cli.waitForFinished(300000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

        const Stored gui = storedRun(guiStore), line = storedRun(cliStore.toStdString());
        QVERIFY(gui.settings == request.settings);
        QVERIFY(line.settings == gui.settings);
        QCOMPARE(line.result.details.protocol, gui.result.details.protocol);
        QCOMPARE(line.result.details.baseline, gui.result.details.baseline);
        QCOMPARE(line.result.details.semantics.empty(), false);
        // How the sides ran, as recorded, apart from the calls per block (measured, so run-dependent).
        auto semantics = [](const std::string& text) {
            auto j = nlohmann::json::parse(text);
            j.erase("blocks");
            return j;
        };
        QCOMPARE(semantics(line.result.details.semantics), semantics(gui.result.details.semantics));
        QCOMPARE(line.result.details.threadSettings, gui.result.details.threadSettings);
    }
};

GNW_TEST_GUILESS_MAIN(TestGuiCliSameSettings)
#include "tst_gui_cli_same_settings.moc"
