// Offscreen GUI test of the Analysis page's roofline: a real store with indexed samples (FLOPs, bytes), a
// run and a calibration; the chart's points sit where the numbers say, the roof bends at the ridge, a click
// asks for the sample, the CSV and an SVG export carry the points, and the Calibrate button runs the real
// `graphnet-bench calibrate` into the store and redraws with its roof.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/MachineStore.h"
#include "core/store/ResultStore.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/ChartPanel.h"
#include "widgets/analysis/RooflinePanel.h"
#include "widgets/charts/RooflineChart.h"

#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gnw;
using namespace gnw::ui;

class TestRooflineChart : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_store;

    template <typename T> static QList<T*> seriesOf(RooflineChart* chart) {
        QList<T*> out;
        for (auto* s : chart->series())
            if (auto* t = qobject_cast<T*>(s); t && s->type() == T().type())
                out << t;
        return out;
    }
    static QLineSeries* roofOf(RooflineChart* chart) {
        for (auto* s : seriesOf<QLineSeries>(chart))
            if (s->name().startsWith(QLatin1String("roof")))
                return s;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        m_store = m_tmp.filePath(QStringLiteral("store.sqlite"));
        auto db = Database::open(m_store.toStdString());
        QVERIFY(db);
        // Two indexed samples: 2 FLOP/byte (memory-bound under the roof below) and 40 FLOP/byte.
        db->exec(
            "INSERT INTO samples (id, dataset_root, rel_path, category, graph_flops, graph_bytes) VALUES "
            "(1, '/d', 'cv/a', 'cv', 2e9, 1e9), (2, '/d', 'nlp/b', 'nlp', 4e9, 1e8)");
        ResultStore results(*db);
        RunRecord run;
        run.name = "inductor run";
        run.hardware = "test cpu";
        run.device = "cpu";
        const auto id = results.createRun(run);
        for (const auto& [sample, eager, compiled] :
             {std::tuple{1, 100.0, 50.0}, std::tuple{2, 400.0, 200.0}}) {
            SampleResult r;
            r.samplePath = sample == 1 ? "/d/cv/a" : "/d/nlp/b";
            r.sampleId = sample;
            r.status = SampleStatus::Correct;
            r.eagerE2e.median = eager;
            r.compiledE2e.median = compiled;
            r.speedupE2e = eager / compiled;
            results.addResult(id, r);
        }
        results.finishRun(id);
        MachinePeaks m;
        m.hardware = "test cpu";
        m.device = "cpu";
        m.gemmFlops["float32"] = 100e9;
        m.triadBandwidth = 20e9; // ridge at 5 FLOP/byte
        MachineStore(*db).add(m);
    }

    void pointsAndRoofFollowTheNumbers() {
        AnalysisPage page(m_store);
        page.resize(1200, 800);
        page.show();
        page.showTab(AnalysisPage::RooflineTab);
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        RooflineChart* chart = page.roofline()->chart();
        QTRY_VERIFY(chart->data() && !chart->data()->runs.empty());
        const auto& pts = chart->data()->runs[0].roofline.points;
        QCOMPARE(int(pts.size()), 2);
        QCOMPARE(pts[0].intensity, 2.0);
        QCOMPARE(*pts[0].eagerRate, 20e9);
        QCOMPARE(*pts[0].compiledRate, 40e9);
        QCOMPARE(*pts[0].roof, 40e9);
        QVERIFY(pts[0].memoryBound);
        QCOMPARE(*pts[1].roof, 100e9);
        QVERIFY(!pts[1].memoryBound);

        // Scatter: per category a hollow eager and a filled compiled series, in GFLOP/s.
        const auto scatters = seriesOf<QScatterSeries>(chart);
        QCOMPARE(scatters.size(), 4);
        QList<QPointF> drawn;
        for (auto* s : scatters)
            drawn << s->points();
        for (const QPointF p : {QPointF(2, 20), QPointF(2, 40), QPointF(40, 10), QPointF(40, 20)})
            QVERIFY2(drawn.contains(p), qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
        // The roof: the bandwidth line to the ridge at 5 FLOP/byte, flat at the peak after.
        QLineSeries* roof = roofOf(chart);
        QVERIFY(roof);
        QVERIFY(roof->points().contains(QPointF(5, 100)));
        for (const QPointF p : roof->points())
            QVERIFY(std::abs(p.y() - std::min(100.0, p.x() * 20)) < 1e-9 * std::max(1.0, p.y()));

        // A click on the compiled point of cv/a asks for that sample.
        QSignalSpy requested(&page, &AnalysisPage::sampleRequested);
        for (auto* s : scatters)
            if (s->points().contains(QPointF(2, 40)))
                Q_EMIT s->clicked(QPointF(2.05, 39));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("/d/cv/a"));
        QVERIFY(chart->pointText(0, 0).contains(QLatin1String("memory-bound")));

        // CSV and SVG carry the points.
        const QString csv = chart->csv();
        QVERIFY(csv.startsWith(QLatin1String("run,sample,category,graph_flops")));
        QVERIFY(csv.contains(QLatin1String("/d/nlp/b,nlp,4000000000,100000000,40,10000000000,20000000000,"
                                           "100000000000,0")));
        const QString svg = m_tmp.filePath(QStringLiteral("roofline.svg"));
        QVERIFY(page.panel(AnalysisPage::RooflineTab)->exportTo(svg));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("<svg"));
    }

    // The button runs the real calibration into the store; the chart gets this machine's roof.
    // A run read before its samples' graphs were analysed has no points; once indexing has stored the
    // FLOPs, the page reads its runs again (the roofline kept "0 point(s)" until a restart).
    void pointsArriveWhenTheSamplesAreIndexed() {
        const QString store = m_tmp.filePath(QStringLiteral("unindexed.sqlite"));
        QVERIFY(QFile::copy(m_store, store));
        {
            auto db = Database::open(store.toStdString());
            db->exec("UPDATE samples SET graph_flops = NULL, graph_bytes = NULL");
        }
        AnalysisPage page(store);
        RooflineChart* chart = page.roofline()->chart();
        QTRY_VERIFY(chart->data() && !chart->data()->runs.empty());
        QCOMPARE(int(chart->data()->runs[0].roofline.points.size()), 0);
        {
            auto db = Database::open(store.toStdString());
            db->exec("UPDATE samples SET graph_flops = 2e9, graph_bytes = 1e9 WHERE id = 1");
            db->exec("UPDATE samples SET graph_flops = 4e9, graph_bytes = 1e8 WHERE id = 2");
        }
        page.samplesChanged(); // what the main window calls when indexing finishes
        QTRY_COMPARE(int(chart->data()->runs[0].roofline.points.size()), 2);
    }

    void calibrateButtonStoresANewRoof() {
        const QString store = m_tmp.filePath(QStringLiteral("fresh.sqlite"));
        QVERIFY(QFile::copy(m_store, store));
        {
            auto db = Database::open(store.toStdString());
            db->exec("DELETE FROM machines");
        }
        AnalysisPage page(store);
        RooflinePanel* panel = page.roofline();
        QTRY_VERIFY(panel->chart()->data() && !panel->chart()->data()->runs.empty());
        QVERIFY(!panel->chart()->data()->machine);
        QVERIFY(!roofOf(panel->chart()));
        QVERIFY(panel->chart()->title().contains(QLatin1String("no calibration")));
        QSignalSpy done(panel, &RooflinePanel::calibrated);
        panel->calibrate();
        QVERIFY(!panel->calibrateButton()->isEnabled());
        QVERIFY(done.wait(120000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(panel->statusLabel()->text()));
        QVERIFY(panel->calibrateButton()->isEnabled());
        auto db = Database::open(store.toStdString());
        const auto machines = MachineStore(*db).list();
        QCOMPARE(int(machines.size()), 1);
        QVERIFY(machines[0].peakFlops().value_or(0) > 1e9);
        QVERIFY(panel->statusLabel()->text().contains(QLatin1String("calibrated")));
    }
};

GNW_TEST_MAIN(TestRooflineChart)
#include "tst_roofline_chart.moc"
