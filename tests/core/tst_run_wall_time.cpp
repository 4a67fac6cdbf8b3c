// RunWallTime: a run's cost as the sum of its samples' wall times, which a sweep resumed over sessions
// cannot read off a start and an end time.
#include "core/analysis/RunWallTime.h"

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
        QTest::newRow("one sample") << QList<double>{1200} << "the sample took 1 s of wall time";
        QTest::newRow("seconds") << QList<double>{1200, 2400} << "the 2 samples took 4 s of wall time";
        QTest::newRow("minutes") << QList<double>{600000, 29000} << "the 2 samples took 10 min of wall time";
        QTest::newRow("hours, some untimed")
            << QList<double>{3600000, 4380000, -1} << "the 2 samples took 2 h 13 min of wall time";
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
};

QTEST_APPLESS_MAIN(TestRunWallTime)
#include "tst_run_wall_time.moc"
