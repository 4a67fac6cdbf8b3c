// What the workbench remembers between sessions (widgets/common/WorkbenchSettings): defaults before
// anything is saved, values read back as written, the recent-datasets list newest first without
// duplicates and capped, and the keys of earlier versions still read (a user's settings survive an update).
#include "TestMain.h"
#include "widgets/common/WorkbenchSettings.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace gnw::ui;

class TestWorkbenchSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); } // test mode: the test's own file, never the user's

    void defaultsBeforeAnythingIsSaved() {
        QVERIFY(settings::lastDataset().isEmpty());
        QVERIFY(settings::recentDatasets().isEmpty());
        QVERIFY(settings::chartExportFolder().isEmpty());
        QVERIFY(settings::lastRunChoices().isEmpty());
        QCOMPARE(settings::language(), QStringLiteral("system"));
        const auto layout = settings::windowLayout();
        QVERIFY(layout.geometry.isEmpty() && layout.state.isEmpty() && layout.splitter.isEmpty());
        QCOMPARE(layout.tab, 0);
    }

    void valuesReadBackAsWritten() {
        settings::setLastDataset(QStringLiteral("/data/GraphNet/samples"));
        settings::setChartExportFolder(QStringLiteral("/tmp/figures"));
        settings::setLastRunChoices(R"({"backends":["inductor"],"threads":2})");
        settings::setLanguage(QStringLiteral("de"));
        settings::setWindowLayout({"geometry", "state", "splitter", 2});
        QCOMPARE(settings::lastDataset(), QStringLiteral("/data/GraphNet/samples"));
        QCOMPARE(settings::chartExportFolder(), QStringLiteral("/tmp/figures"));
        QCOMPARE(settings::lastRunChoices(), QByteArray(R"({"backends":["inductor"],"threads":2})"));
        QCOMPARE(settings::language(), QStringLiteral("de"));
        const auto layout = settings::windowLayout();
        QCOMPARE(layout.geometry, QByteArray("geometry"));
        QCOMPARE(layout.state, QByteArray("state"));
        QCOMPARE(layout.splitter, QByteArray("splitter"));
        QCOMPARE(layout.tab, 2);
    }

    void recentDatasetsNewestFirstWithoutDuplicatesCapped() {
        for (int i = 0; i < settings::kMaxRecentDatasets + 3; ++i)
            settings::addRecentDataset(QStringLiteral("/d/%1").arg(i));
        settings::addRecentDataset(QStringLiteral("/d/5")); // again: moves to the front, once
        const QStringList recent = settings::recentDatasets();
        QCOMPARE(recent.size(), settings::kMaxRecentDatasets);
        QCOMPARE(recent.first(), QStringLiteral("/d/5"));
        QCOMPARE(recent.count(QStringLiteral("/d/5")), 1);
        QCOMPARE(recent[1], QStringLiteral("/d/10"));
        QVERIFY(!recent.contains(QStringLiteral("/d/2"))); // the oldest dropped
    }

    // Each setting lived in its own file before; their keys are kept so that saved settings still load.
    void keysOfEarlierVersionsStillRead() {
        QSettings s;
        s.setValue(QStringLiteral("dataset/last"), QStringLiteral("/old/samples"));
        s.setValue(QStringLiteral("dataset/recent"), QStringList{QStringLiteral("/old/samples")});
        s.setValue(QStringLiteral("analysis/exportDir"), QStringLiteral("/old/figures"));
        s.setValue(QStringLiteral("run/last"), QStringLiteral(R"({"device":"cpu"})"));
        s.setValue(QStringLiteral("ui/language"), QStringLiteral("zh_CN"));
        s.setValue(QStringLiteral("window/tab"), 1);
        s.sync();
        QCOMPARE(settings::lastDataset(), QStringLiteral("/old/samples"));
        QCOMPARE(settings::recentDatasets(), QStringList{QStringLiteral("/old/samples")});
        QCOMPARE(settings::chartExportFolder(), QStringLiteral("/old/figures"));
        QCOMPARE(settings::lastRunChoices(), QByteArray(R"({"device":"cpu"})"));
        QCOMPARE(settings::language(), QStringLiteral("zh_CN"));
        QCOMPARE(settings::windowLayout().tab, 1);
    }
};

GNW_TEST_MAIN(TestWorkbenchSettings)
#include "tst_workbench_settings.moc"
