// New Run's estimate: the session reads the newest cost model's predictions for its dataset from a real
// store, and the dialog's sentence follows the scope, the settings and the backends.
#include "TestPaths.h"

#include "TestMain.h"
#include "core/store/CostModelStore.h"
#include "core/store/Database.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/run/NewRunDialog.h"
#include "widgets/run/RunEstimateText.h"
#include "widgets/util/Format.h"

#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

class TestNewRunEstimate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void durations() {
        QCOMPARE(durationText(4.4), QStringLiteral("4.4 s"));
        QCOMPARE(durationText(45), QStringLiteral("45 s"));
        QCOMPARE(durationText(720), QStringLiteral("12 min"));
        QCOMPARE(durationText(3 * 3600 + 720), QStringLiteral("3.2 h"));
        // The monitor's elapsed time and ETA are a clock, not a rough length.
        QCOMPARE(clockText(65), QStringLiteral("1:05"));
        QCOMPARE(clockText(3 * 3600 + 62.4), QStringLiteral("3:01:02"));
    }

    void sessionReadsPredictionsOfItsDataset() {
        QTemporaryDir tmp;
        const QString storePath = tmp.filePath(QStringLiteral("s.sqlite"));
        const QString root = tmp.filePath(QStringLiteral("data"));
        {
            auto db = Database::open(storePath.toStdString());
            QVERIFY(db);
            CostModelStore models(*db);
            CostModelRecord m;
            m.hardware = "Some CPU";
            m.device = "cpu";
            m.parameters = "x";
            const auto id = models.add(m);
            models.setPredictions(id, {{root.toStdString() + "/cv/a", {0.5, 0.1}},
                                       {root.toStdString() + "/nlp/b", {2.0, 0.3}},
                                       {"/elsewhere/cv/a", {9.0, 9.0}}});
        }
        QDir().mkpath(root);
        DatasetSession session(storePath);
        QSignalSpy records(&session, &DatasetSession::recordsChanged);
        session.open(root);
        QVERIFY(records.count() > 0 || records.wait(10000));
        session.waitForIdle();
        QCOMPARE(session.predictedEager().size(), 2);
        QCOMPARE(session.predictedEager().value(QStringLiteral("nlp/b")), 2.0);
        QVERIFY2(session.predictionModel().contains(QStringLiteral("Some CPU")),
                 qPrintable(session.predictionModel()));
    }

    void dialogSentenceFollowsScopeAndSettings() {
        std::vector<SampleRecord> records(3);
        records[0].summary.relPath = "cv/a";
        records[1].summary.relPath = "nlp/b";
        records[2].summary.relPath = "nlp/c"; // not predicted
        for (auto& r : records)
            r.summary.framework = "torch";
        RunScopeInput input;
        input.datasetRoot = QStringLiteral("/data");
        input.records = &records;
        input.selected = {QStringLiteral("cv/a")};
        input.predictedEager = {{QStringLiteral("cv/a"), 0.5}, {QStringLiteral("nlp/b"), 2.0}};
        input.predictionModel = QStringLiteral("cost model #1 (Some CPU, cpu)");
        const QList<BackendChoice> backends{{QStringLiteral("nope"), QStringLiteral("n"), true, {}},
                                            {QStringLiteral("eager"), QStringLiteral("e"), true, {}}};
        NewRunDialog dialog(input, backends, {QStringLiteral("cpu")});
        dialog.setBackends({QStringLiteral("nope")});
        dialog.warmupBox()->setValue(3);
        dialog.trialsBox()->setValue(5);
        dialog.minTimeBox()->setValue(0);
        dialog.setScope(NewRunDialog::Selection);
        const QString one = dialog.estimateLabel()->text();
        // 0.5 s x 2 sides x (3 + 5) = 8 s.
        QVERIFY2(one.contains(QStringLiteral("for 1 of 1 samples")) && one.contains(QStringLiteral("8.0 s")),
                 qPrintable(one));
        dialog.setScope(NewRunDialog::All);
        const QString all = dialog.estimateLabel()->text();
        // (0.5 + 2.0) x 2 x 8 = 40 s; the third sample has no prediction.
        QVERIFY2(all.contains(QStringLiteral("for 2 of 3 samples")) && all.contains(QStringLiteral("40 s")),
                 qPrintable(all));
        dialog.setBackends({QStringLiteral("nope"), QStringLiteral("eager")});
        QVERIFY2(dialog.estimateLabel()->text().contains(QStringLiteral("80 s for 2 backend")),
                 qPrintable(dialog.estimateLabel()->text()));
        dialog.trialsBox()->setValue(1); // (0.5 + 2) x 2 x (3 + 1) x 2 backends = 40 s
        QVERIFY2(dialog.estimateLabel()->text().contains(QStringLiteral("40 s for 2 backend")),
                 qPrintable(dialog.estimateLabel()->text()));

        input.predictedEager.clear();
        NewRunDialog none(input, backends, {QStringLiteral("cpu")});
        QVERIFY2(none.estimateLabel()->text().contains(QStringLiteral("cost-model predict")),
                 qPrintable(none.estimateLabel()->text()));
    }
};

GNW_TEST_MAIN(TestNewRunEstimate)
#include "tst_new_run_estimate.moc"
