// RunWallTime: a run's cost as the sum of its samples' wall times, which a sweep resumed over sessions
// cannot read off a start and an end time.
#include "TestMain.h"
#include "core/analysis/RunWallTime.h"
#include "core/util/RoughDuration.h"

#include <QTest>

using namespace gnw;

namespace {

// One result per entry; a negative entry is a result without a wall time (older, or imported).
std::vector<SampleResult> resultsWithWallMs(const QList<double>& wallMs) {
    std::vector<SampleResult> results(wallMs.size());
    for (qsizetype i = 0; i < wallMs.size(); ++i)
        if (wallMs[i] >= 0)
            results[i].details.wallMs = wallMs[i];
    return results;
}

} // namespace

class TestRunWallTime : public QObject {
    Q_OBJECT
private slots:
    void noteSumsTheTimedResults_data() {
        QTest::addColumn<QList<double>>("wallMs");
        QTest::addColumn<QString>("note"); // empty: no note
        QTest::newRow("none recorded") << QList<double>{-1, -1} << QString();
        QTest::newRow("no results") << QList<double>{} << QString();
        QTest::newRow("one sample") << QList<double>{1200} << "the sample took 1.2 s of wall time";
        QTest::newRow("seconds") << QList<double>{1200, 2400} << "the 2 samples took 3.6 s of wall time";
        QTest::newRow("minutes") << QList<double>{600000, 29000} << "the 2 samples took 10 min of wall time";
        QTest::newRow("hours, some untimed")
            << QList<double>{3600000, 4380000, -1} << "the 2 samples took 2.2 h of wall time";
    }
    void noteSumsTheTimedResults() {
        QFETCH(QList<double>, wallMs);
        QFETCH(QString, note);
        const auto results = resultsWithWallMs(wallMs);
        const RunWallTime wall = wallTimeOf(results);
        const auto got = wallTimeNote(wall);
        if (note.isEmpty()) {
            QVERIFY(!got);
            return;
        }
        QVERIFY(got);
        QVERIFY2(QString::fromStdString(*got).startsWith(note), got->c_str());
        QCOMPARE(wall.timed + wall.untimed, int(results.size()));
        // results without a wall time are counted, not silently dropped from the sum
        QCOMPARE(QString::fromStdString(*got).contains(QStringLiteral("record no wall time")),
                 wall.untimed > 0);
    }
    // The one rounding rule the CLI's note and the GUI's durationText share, at its boundaries.
    void roughDurationRounds_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("tenths below 10 s") << 4.44 << "4.4 s";
        QTest::newRow("whole seconds") << 45.4 << "45 s";
        QTest::newRow("last seconds") << 89.4 << "89 s";
        QTest::newRow("first minutes") << 90.0 << "2 min";
        QTest::newRow("last minutes") << 5399.0 << "90 min";
        QTest::newRow("first hours") << 5400.0 << "1.5 h";
        QTest::newRow("a day") << 86400.0 << "24.0 h";
    }
    void roughDurationRounds() {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(roughDurationText(seconds)), text);
    }
};

GNW_TEST_APPLESS_MAIN(TestRunWallTime)
#include "tst_run_wall_time.moc"
