// Offscreen GUI test of the analysis page: imports logs off the GUI thread (errors with file:line,
// duplicates, drag-and-drop), checks that the S(t)/ES(t) series follow p, b and the interpretation
// exactly as core's computeScores() predicts (and upstream's values for the real fixture log), drills
// down from a point and a violin to the samples and on to sampleRequested, compares two runs, and
// exports SVG / PDF / PNG / CSV. Every item model runs under QAbstractItemModelTester.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/analysis/CurveScores.h"
#include "core/metrics/EsScores.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "widgets/analysis/AnalysisControls.h"
#include "widgets/analysis/AnalysisPage.h"
#include "widgets/analysis/ChartPanel.h"
#include "widgets/analysis/ComparisonChart.h"
#include "widgets/analysis/ComparisonPanel.h"
#include "widgets/analysis/DrillDownPanel.h"
#include "widgets/analysis/RunListModel.h"
#include "widgets/analysis/SampleOutcomeModel.h"
#include "widgets/analysis/SampleOutcomes.h"
#include "widgets/analysis/StatusChangeModel.h"
#include "widgets/charts/ChartExport.h"
#include "widgets/charts/ScoreChart.h"
#include "widgets/charts/ViolinChart.h"

#include <QAbstractItemModelTester>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsTextItem>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMimeData>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

using namespace gnw;
using namespace gnw::ui;

namespace {
QString uiLog(const char* name) {
    return test::sourceDir() + QStringLiteral("/tests/data/logs-ui/") + QLatin1String(name);
}

void testModel(QAbstractItemModel* model) {
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
}

// What the metric predicts, computed from the store independently of the page.
ScoreCurve expectedCurve(const QString& store, std::int64_t runId, const ScoreParams& params) {
    auto db = Database::open(store.toStdString());
    return computeScores(scoredSamples(ResultStore(*db).results(runId)), params);
}

std::vector<double> markerValues(ScoreChart* chart, int curve) {
    std::vector<double> out;
    for (const auto& p : chart->markerSeries(curve)->points())
        out.push_back(p.y());
    return out;
}

std::vector<double> upTo(const ScoreCurve& curve, const std::vector<double>& values, int tMax) {
    std::vector<double> out;
    for (std::size_t i = 0; i < curve.t.size(); ++i)
        if (curve.t[i] <= tMax)
            out.push_back(values[i]);
    return out;
}

bool importAndWait(AnalysisPage& page, const QStringList& files) {
    QSignalSpy finished(&page, &AnalysisPage::importFinished);
    page.importLogs(files);
    return finished.wait(30000);
}

// The texts the legend draws: its markers' text items as laid out (an entry can exist with an empty or
// zero-width text when the legend was laid out before the series arrived).
QStringList drawnLegendTexts(QChart* chart) {
    QStringList out;
    QList<QGraphicsItem*> items = chart->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (!item->isVisible())
            continue;
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            text && !text->toPlainText().isEmpty() && text->boundingRect().width() > 4)
            out << text->toPlainText();
    }
    out.sort();
    return out;
}
} // namespace

class TestAnalysisPage : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_store;
    std::unique_ptr<AnalysisPage> m_page;
    std::int64_t m_inductor = 0, m_tvm = 0;

    void setP(double p) { m_page->controls()->pBox()->setValue(p); }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        m_store = m_tmp.filePath(QStringLiteral("store.sqlite"));
        m_page = std::make_unique<AnalysisPage>(m_store);
        for (QAbstractItemModel* model : std::initializer_list<QAbstractItemModel*>{
                 m_page->runModel(), m_page->drillDown()->model(), m_page->drillDown()->proxy(),
                 m_page->comparison()->changesModel(), m_page->comparison()->changesProxy()})
            testModel(model);
        m_page->resize(1400, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QVERIFY(m_page->importText().contains(QLatin1String("No runs yet")));
    }

    void noRunsHintGoesWhenARunArrives() {
        // A run measured in the workbench or written by another process, not imported: the hint must go.
        QTemporaryDir tmp;
        const QString store = tmp.filePath(QStringLiteral("other.sqlite"));
        AnalysisPage page(store);
        QVERIFY(page.importText().contains(QLatin1String("No runs yet")));
        {
            auto db = gnw::Database::open(store.toStdString());
            QVERIFY(db);
            gnw::ResultStore(*db).createRun(gnw::RunRecord{});
        }
        page.reload();
        QCOMPARE(page.runModel()->rowCount(), 1);
        QVERIFY2(!page.importText().contains(QLatin1String("No runs yet")), qPrintable(page.importText()));
    }

    // A second run arriving after the first was drawn: the violins draw both, and every legend names both
    // (they had no text until a run was unchecked and checked again).
    void aSecondRunIsDrawnEverywhere() {
        QTemporaryDir tmp;
        AnalysisPage page(tmp.filePath(QStringLiteral("second.sqlite")));
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.showTab(AnalysisPage::ViolinTab);
        QVERIFY(importAndWait(page, {uiLog("inductor.log")}));
        QCOMPARE(page.violinChart()->groupCount(), 1);
        QVERIFY(importAndWait(page, {uiLog("tvm.log")}));
        QCoreApplication::processEvents();
        QCOMPARE(page.runModel()->checkedIds().size(), std::size_t(2));
        QCOMPARE(page.violinChart()->groupCount(), 2);
        for (auto tab : {AnalysisPage::EstTab, AnalysisPage::StTab, AnalysisPage::ViolinTab}) {
            page.showTab(tab);
            QTest::qWait(100); // the chart lays its legend out when shown
            QChart* chart = tab == AnalysisPage::EstTab  ? static_cast<QChart*>(page.esChart())
                            : tab == AnalysisPage::StTab ? static_cast<QChart*>(page.stChart())
                                                         : static_cast<QChart*>(page.violinChart());
            const QStringList texts = drawnLegendTexts(chart);
            if (tab == AnalysisPage::ViolinTab) {
                QVERIFY2(texts.size() >= 2, qPrintable(texts.join(QLatin1Char('|'))));
            } else {
                QVERIFY2(texts.contains(QStringLiteral("inductor")) && texts.contains(QStringLiteral("tvm")),
                         qPrintable(texts.join(QLatin1Char('|'))));
            }
        }
    }

    void importsInTheBackgroundAndReportsErrors() {
        QVERIFY(importAndWait(*m_page, {uiLog("inductor.log"), uiLog("tvm.log"), uiLog("not_a_log.txt")}));
        const auto& report = m_page->lastImport();
        QCOMPARE(report.runIds.size(), std::size_t(2));
        m_inductor = report.runIds[0];
        m_tvm = report.runIds[1];
        QCOMPARE(report.errors.size(), 1);
        QVERIFY2(report.errors.first().contains(QLatin1String("not_a_log.txt")),
                 qPrintable(report.errors.first()));
        // The malformed "[Speedup][e2e]: 1.2x" is named with file:line.
        const auto note = report.notes.join(QLatin1Char('\n'));
        QVERIFY2(QRegularExpression(QStringLiteral("inductor\\.log:\\d+")).match(note).hasMatch(),
                 qPrintable(note));
        QVERIFY(m_page->importText().contains(QLatin1String("not_a_log.txt")));
        QCOMPARE(m_page->runModel()->rowCount(), 2);
        QCOMPARE(m_page->runModel()->checkedIds(), (std::vector<std::int64_t>{m_inductor, m_tvm}));
        QCOMPARE(m_page->esChart()->curveCount(), 2);
    }

    void detectsDuplicatesAlsoWhenDropped() {
        QVERIFY(importAndWait(*m_page, {uiLog("inductor.log")}));
        QCOMPARE(m_page->lastImport().duplicates.size(), 1);
        QVERIFY(m_page->lastImport().runIds.empty());

        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(uiLog("tvm.log"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_page.get(), &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy finished(m_page.get(), &AnalysisPage::importFinished);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_page.get(), &drop);
        QVERIFY(finished.wait(30000));
        delete mime;
        QCOMPARE(m_page->lastImport().duplicates.size(), 1);
        QVERIFY(m_page->lastImport().duplicates.first().contains(QStringLiteral("run #%1").arg(m_tvm)));
        QCOMPARE(m_page->runModel()->rowCount(), 2);
    }

    void uncheckedRunsStayUncheckedOnReload() {
        m_page->runModel()->setChecked(m_tvm, false);
        QCOMPARE(m_page->esChart()->curveCount(), 1);
        m_page->reload();
        QCOMPARE(m_page->runModel()->checkedIds(), std::vector<std::int64_t>{m_inductor});
        m_page->runModel()->setChecked(m_tvm, true);
        QCOMPARE(m_page->esChart()->curveCount(), 2);
    }

    void seriesFollowTheParameters_data() {
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("b");
        QTest::addColumn<QString>("interpretation");
        QTest::newRow("upstream defaults") << 0.0 << 0.1 << "default";
        QTest::newRow("p = 0.1") << 0.1 << 0.1 << "default";
        QTest::newRow("p = 1, b = 0.05") << 1.0 << 0.05 << "default";
        QTest::newRow("mismatch_extended") << 0.5 << 0.2 << "mismatch_extended";
    }
    void seriesFollowTheParameters() {
        QFETCH(double, p);
        QFETCH(double, b);
        QFETCH(QString, interpretation);
        m_page->showTab(AnalysisPage::EstTab);
        auto* controls = m_page->controls();
        controls->interpretationBox()->setCurrentIndex(
            controls->interpretationBox()->findText(interpretation));
        controls->bBox()->setValue(b);
        setP(p);
        const ScoreParams params{p, b, *parseInterpretation(interpretation.toStdString())};
        for (int curve = 0; curve < 2; ++curve) {
            const auto expected = expectedCurve(m_store, curve == 0 ? m_inductor : m_tvm, params);
            QCOMPARE(markerValues(m_page->esChart(), curve), expected.es); // exactly, every t
            QCOMPARE(markerValues(m_page->stChart(), curve),
                     upTo(expected, expected.s, 0)); // plot_St: t <= 0
            // Post-step for t >= 0: the line reaches t at the previous value, then jumps.
            const auto line = m_page->esChart()->lineSeries(curve)->points();
            const auto t1 = std::find(expected.t.begin(), expected.t.end(), 1) - expected.t.begin();
            QVERIFY(line.contains(QPointF(1, expected.es[t1 - 1])));
            QVERIFY(line.contains(QPointF(1, expected.es[t1])));
        }
    }

    void movingPChangesTheCurveAsPredicted() {
        m_page->controls()->interpretationBox()->setCurrentIndex(0);
        m_page->controls()->bBox()->setValue(0.1);
        setP(0.0);
        const auto before = markerValues(m_page->esChart(), 0);
        setP(0.6);
        const auto after = markerValues(m_page->esChart(), 0);
        const auto expected = expectedCurve(m_store, m_inductor, {0.6, 0.1, Interpretation::Default});
        QCOMPARE(after, expected.es);
        // The inductor run has correct samples slower than eager: a penalty lowers ES where they count.
        for (std::size_t i = 0; i < after.size(); ++i)
            QVERIFY(after[i] < before[i]);
        setP(0.0);
    }

    void hoverTextHasTheCountsBehindAPoint() {
        const QString text = m_page->esChart()->pointText(0, -10);
        QVERIFY2(text.contains(QLatin1String("12 samples")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("eager_fail 1")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("accuracy 2")), qPrintable(text));
        QVERIFY2(m_page->esChart()->pointText(0, 3).contains(QLatin1String("tolerated")),
                 "ES t >= 1 names tolerated failures");
    }

    // A result flagged as measured under contention leaves the curves when the box asks for it, and only
    // then: upstream's curves take every result.
    void flaggedResultsLeaveTheCurvesOnRequest() {
        {
            auto db = gnw::Database::open(m_store.toStdString());
            QVERIFY(db);
            db->exec("UPDATE results SET contention = 1.5 WHERE id = (SELECT MIN(id) FROM results WHERE "
                     "run_id = " +
                     std::to_string(m_inductor) + ")");
        }
        const auto restore = qScopeGuard([this] {
            if (auto db = gnw::Database::open(m_store.toStdString()))
                db->exec("UPDATE results SET contention = NULL");
        });
        const auto members = [&](FlaggedResults flagged) {
            return makeCurveSet(*loadStoredRuns(m_store.toStdString(), {m_inductor}), CurveGrouping::Run,
                                SpeedupKind::E2e, flagged)
                .curves.at(0)
                .members.size();
        };
        QCOMPARE(members(FlaggedResults::Included), std::size_t(12));
        QCOMPARE(members(FlaggedResults::Excluded), std::size_t(11));
        AnalysisPage page(m_store);
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY2(page.esChart()->pointText(0, -10).contains(QLatin1String("12 samples")),
                 qPrintable(page.esChart()->pointText(0, -10)));
        page.controls()->excludeFlaggedBox()->setChecked(true);
        QVERIFY2(page.esChart()->pointText(0, -10).contains(QLatin1String("11 samples")),
                 qPrintable(page.esChart()->pointText(0, -10)));
        page.controls()->excludeFlaggedBox()->setChecked(false);
        QVERIFY(page.esChart()->pointText(0, -10).contains(QLatin1String("12 samples")));
    }

    // The hover counts (one pass over correctness masks) agree with the per-sample drill-down at every t.
    void countsAgreeWithTheSamplesBehindEachPoint() {
        const auto set =
            makeCurveSet(*loadStoredRuns(m_store.toStdString(), {m_inductor, m_tvm}), CurveGrouping::Run);
        for (const auto interpretation : {Interpretation::Default, Interpretation::MismatchExtended}) {
            const ScoreParams params{0.0, 0.1, interpretation};
            const auto curves = scoreCurves(set, params);
            for (int c = 0; c < 2; ++c)
                for (const auto kind : {ScoreKind::S, ScoreKind::ES})
                    for (std::size_t i = 0; i < curves[c].curve.t.size(); ++i) {
                        const int t = curves[c].curve.t[i];
                        LevelCounts fromRows;
                        for (const auto& row : pointOutcomes(set, c, kind, t, params)) {
                            ++fromRows.samples;
                            fromRows.correct += row.state.startsWith(QLatin1String("correct")) ? 1 : 0;
                            fromRows.slower += row.state == QLatin1String("correct, slower") ? 1 : 0;
                            fromRows.tolerated += row.state.endsWith(QLatin1String("(tolerated)")) ? 1 : 0;
                        }
                        const auto& n = curves[c].counts(kind)[i];
                        QCOMPARE(n.samples, fromRows.samples);
                        QCOMPARE(n.correct, fromRows.correct);
                        QCOMPARE(n.slower, fromRows.slower);
                        QCOMPARE(n.tolerated, fromRows.tolerated);
                    }
        }
    }

    void legendClickTogglesACurve() {
        auto* chart = m_page->esChart();
        const auto markers = chart->legend()->markers(chart->lineSeries(1));
        QCOMPARE(markers.size(), 1);
        Q_EMIT markers.first()->clicked();
        QVERIFY(!chart->isCurveVisible(1));
        QVERIFY(!chart->lineSeries(1)->isVisible());
        QVERIFY(markers.first()->isVisible()); // stays in the legend to be toggled back
        Q_EMIT markers.first()->clicked();
        QVERIFY(chart->isCurveVisible(1));
    }

    // A run renamed in the store (the run history's editor, another process) is drawn under its new name
    // at the next reload; the legends kept the old one until a restart.
    void renamedRunIsRedrawnUnderItsNewName() {
        const auto names = [this] {
            QStringList out;
            for (const auto& c : m_page->esChart()->data()->curves)
                out << QString::fromStdString(c.name);
            return out;
        };
        const QStringList before = names();
        QVERIFY2(before.contains(QStringLiteral("inductor")), qPrintable(before.join(QLatin1Char(','))));
        const auto rename = [this](const std::string& name) {
            auto db = gnw::Database::open(m_store.toStdString());
            QVERIFY(db);
            QVERIFY(gnw::ResultStore(*db).updateRunLabel(m_inductor, name, ""));
        };
        rename("inductor, renamed");
        m_page->reload();
        QVERIFY2(names().contains(QStringLiteral("inductor, renamed")),
                 qPrintable(names().join(QLatin1Char(','))));
        QVERIFY(!names().contains(QStringLiteral("inductor")));
        rename("inductor");
        m_page->reload();
        QCOMPARE(names(), before);
    }

    void macroOverlayIsLabelled() {
        m_page->controls()->macroBox()->setChecked(true);
        auto* chart = m_page->esChart();
        QVERIFY(chart->macroMarkerSeries(0));
        const auto shownLabels = [chart] {
            QStringList labels;
            for (auto* marker : chart->legend()->markers())
                if (marker->isVisible()) // false until the legend is laid out again
                    labels << marker->label();
            return labels;
        };
        QTRY_VERIFY(shownLabels().contains(QStringLiteral("inductor (aggregated)")));
        QCOMPARE(shownLabels().size(), 4); // two curves and their overlays, no helper series
        m_page->controls()->macroBox()->setChecked(false);
        QVERIFY(!chart->macroMarkerSeries(0));
    }

    void bootstrapBandArrivesInTheBackground() {
        m_page->controls()->bootstrapBox()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!m_page->esChart()->data()->bands.empty(), 30000);
        const auto& d = *m_page->esChart()->data();
        QCOMPARE(d.bands.size(), d.curves.size());
        for (const auto& band : d.bands) {
            QCOMPARE(band.t, d.curves.front().curve.t);
            for (std::size_t i = 0; i < band.t.size(); ++i)
                QVERIFY(band.esLow[i] <= band.esHigh[i]);
        }
        QVERIFY(m_page->esChart()->title().contains(QLatin1String("bootstrap")));
        m_page->controls()->bootstrapBox()->setChecked(false);
        QVERIFY(m_page->esChart()->data()->bands.empty());
    }

    void mismatchWarningNamesTheSamples() {
        QVERIFY(m_page->warningText().isEmpty());
        auto* box = m_page->controls()->interpretationBox();
        box->setCurrentIndex(box->findText(QStringLiteral("mismatch_extended")));
        QVERIFY2(m_page->warningText().contains(QLatin1String("llama-tiny")),
                 qPrintable(m_page->warningText()));
        box->setCurrentIndex(box->findText(QStringLiteral("default")));
        QVERIFY(m_page->warningText().isEmpty());
    }

    void clickingAPointListsItsSamples() {
        m_page->showTab(AnalysisPage::EstTab);
        auto* chart = m_page->esChart();
        auto* view = m_page->panel(AnalysisPage::EstTab)->view();
        QCoreApplication::sendPostedEvents(); // the chart's pending layout, before its geometry is read
        QCoreApplication::processEvents();
        const QPointF point = chart->markerSeries(0)->points().at(7); // t = -3, away from the legend
        QCOMPARE(point.x(), -3.0);
        const QPoint at = view->mapFromScene(chart->mapToPosition(point, chart->markerSeries(0)));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        auto* drill = m_page->drillDown();
        QTRY_VERIFY(drill->isVisible());
        QVERIFY2(drill->title().contains(QLatin1String("t = -3")), qPrintable(drill->title()));
        auto* model = drill->model();
        QCOMPARE(model->rowCount(), 12);
        int correct = 0;
        for (const auto& row : model->rows())
            correct += row.state.startsWith(QLatin1String("correct")) ? 1 : 0;
        QCOMPARE(correct, 9); // 12 - compile_fail - eager_fail - the malformed block (runtime_fail)
        // Speedups read as everywhere else in the workbench (widgets/util/ResultText.h): "1.23×" or "–".
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString shown = model->index(row, SampleOutcomeModel::Speedup).data().toString();
            QVERIFY2(shown == QStringLiteral("–") || QRegularExpression(QStringLiteral("^\\d+\\.\\d{1,2}×$"))
                                                         .match(shown)
                                                         .hasMatch(),
                     qPrintable(shown));
        }
        QSignalSpy requested(m_page.get(), &AnalysisPage::sampleRequested);
        const QModelIndex first = drill->proxy()->index(0, 0);
        drill->view()->setCurrentIndex(first);
        Q_EMIT drill->view()->doubleClicked(first);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toString(),
                 first.data(SampleOutcomeModel::SamplePathRole).toString());
        QVERIFY(requested.first().first().toString().startsWith(QLatin1String("/data/GraphNet/samples/")));
    }

    void violinsDrillDownAndFilter() {
        m_page->showTab(AnalysisPage::ViolinTab);
        auto* violins = m_page->violinChart();
        QCOMPARE(violins->groupCount(), 2);
        QVERIFY(violins->bodySeries(0));
        Q_EMIT violins->groupClicked(0);
        const auto everyPositive = m_page->drillDown()->model()->rowCount();
        auto db = Database::open(m_store.toStdString());
        int positive = 0, positiveCorrect = 0;
        const auto group = QString::fromStdString(violins->data()->groups[0].violin.group);
        const auto runId = group == QLatin1String("inductor") ? m_inductor : m_tvm;
        for (const auto& r : ResultStore(*db).results(runId))
            if (r.speedupE2e && *r.speedupE2e > 0) {
                ++positive;
                positiveCorrect += r.status == SampleStatus::Correct ? 1 : 0;
            }
        QCOMPARE(everyPositive, positive);
        m_page->controls()->correctOnlyBox()->setChecked(true);
        Q_EMIT violins->groupClicked(0);
        QCOMPARE(m_page->drillDown()->model()->rowCount(), positiveCorrect);
        m_page->controls()->correctOnlyBox()->setChecked(false);
    }

    void violinOrder() {
        auto* box = m_page->controls()->violinOrderBox();
        box->setCurrentIndex(box->findData(int(ViolinOrder::Median)));
        const auto& groups = m_page->violinChart()->data()->groups;
        QVERIFY(groups[0].violin.median >= groups[1].violin.median);
        box->setCurrentIndex(box->findData(int(ViolinOrder::Name)));
        QCOMPARE(QString::fromStdString(m_page->violinChart()->data()->groups[0].violin.group),
                 QStringLiteral("inductor"));
    }

    void comparesTwoRuns() {
        m_page->showTab(AnalysisPage::CompareTab);
        auto* comparison = m_page->comparison();
        comparison->compare(m_inductor, m_tvm);
        // convnext_tiny correct -> failed, t5-small compile_fail -> correct, opt-125m only in inductor;
        // paths match although the logs were written under different checkouts.
        QCOMPARE(comparison->changesModel()->rowCount(), 3);
        QCOMPARE(comparison->chart()->pointCount(), 8); // samples with a speedup in both runs
        QSignalSpy requested(m_page.get(), &AnalysisPage::sampleRequested);
        const QModelIndex row = comparison->changesProxy()->index(0, 0);
        Q_EMIT comparison->changesView()->doubleClicked(row);
        QCOMPARE(requested.size(), 1);
        QVERIFY(comparison->chart()->csv().count(QLatin1Char('\n')) == 13); // header + 12 samples
    }

    void exportsValidFiles() {
        auto* panel = m_page->panel(AnalysisPage::EstTab);
        const QString svg = m_tmp.filePath(QStringLiteral("es.svg")),
                      pdf = m_tmp.filePath(QStringLiteral("es.pdf")),
                      png = m_tmp.filePath(QStringLiteral("es.png")),
                      csv = m_tmp.filePath(QStringLiteral("es.csv"));
        QVERIFY(panel->exportTo(svg).ok());
        QVERIFY(panel->exportTo(pdf).ok());
        panel->setDpi(100);
        QVERIFY(panel->exportTo(png).ok());
        QVERIFY(panel->exportCsv(csv).ok());
        QVERIFY(!panel->exportTo(m_tmp.filePath(QStringLiteral("es.bmp"))).ok());
        panel->copyImage();
        QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(14 * 150, 8 * 150));

        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgBytes = svgFile.readAll();
        QVERIFY(svgBytes.contains("<svg"));
        QXmlStreamReader xml(svgBytes);
        QString root;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && root.isEmpty())
                root = xml.name().toString();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY(svgBytes.contains("ES(t)"));

        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.size() > 1024);
        QVERIFY(pdfFile.read(5).startsWith("%PDF"));

        const QImage image(png);
        QCOMPARE(image.size(), QSize(1400, 800)); // 14 x 8 in at 100 dpi
        QCOMPARE(image.pixelColor(3, 3), QColor(Qt::white));

        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const auto lines = QString::fromUtf8(csvFile.readAll()).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 1 + 2 * 15);
        QVERIFY(lines.first().startsWith(QLatin1String("curve,t,ES,ES_aggregated")));
    }

    void exportsAreLightWhateverTheScreenTheme() {
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        ScoreChart chart(ChartStyle::screen(dark));
        chart.setData(m_page->esChart()->data());
        QCOMPARE(chart.backgroundBrush().color(), QColor(0x20, 0x20, 0x20));
        const auto copy = chart.reportCopy();
        const QImage image = renderChartImage(copy.get(), {7, 4}, 60);
        QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    }

    void fixtureLogMatchesUpstream_data() {
        QTest::addColumn<double>("p");
        QTest::newRow("p = 0") << 0.0;
        QTest::newRow("p = 0.1") << 0.1;
    }
    void fixtureLogMatchesUpstream() {
        QFETCH(double, p);
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("fixture.sqlite"));
        AnalysisPage page(store);
        page.show();
        QVERIFY(importAndWait(page, {test::upstreamLog()}));
        QCOMPARE(page.runModel()->rowCount(), 1);
        page.showTab(AnalysisPage::EstTab);
        page.controls()->pBox()->setValue(0.37);
        page.controls()->pBox()->setValue(p);
        const auto values = markerValues(page.esChart(), 0);
        QCOMPARE(
            values,
            expectedCurve(store, page.lastImport().runIds.front(), {p, 0.1, Interpretation::Default}).es);
        QFile json(test::upstreamFixtures() + QStringLiteral("/logs/evaluation.expected.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const auto upstream = QJsonDocument::fromJson(json.readAll())
                                  .object()[QStringLiteral("ES_t")]
                                  .toObject()[p == 0 ? QStringLiteral("p=0.0") : QStringLiteral("p=0.1")]
                                  .toObject();
        QCOMPARE(int(values.size()), upstream.size());
        for (int t = -10; t <= 4; ++t) {
            const double expected = upstream[QString::number(t)].toDouble();
            QVERIFY2(std::fabs(values[t + 10] - expected) <= 1e-9 * expected, qPrintable(QString::number(t)));
        }
        QVERIFY(page.panel(AnalysisPage::EstTab)->exportTo(dir.filePath(QStringLiteral("fixture.pdf"))).ok());
    }
};

GNW_TEST_MAIN(TestAnalysisPage)
#include "tst_analysis_page.moc"
