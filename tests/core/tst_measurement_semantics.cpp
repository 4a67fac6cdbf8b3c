// MeasurementSemantics: the words a result's stored semantics and noise fields become in the run line,
// the CSV's readers and the workbench's speedup hover.
#include "TestMain.h"
#include "core/store/MeasurementSemantics.h"

#include <QTest>

using namespace gnw;

class TestMeasurementSemantics : public QObject {
    Q_OBJECT
private slots:
    void semanticsInWords_data() {
        QTest::addColumn<QString>("semantics");
        QTest::addColumn<QString>("summary");
        QTest::newRow("not recorded") << ""
                                      << "";
        QTest::newRow("not JSON") << "{grad"
                                  << "";
        QTest::newRow("torch bridge")
            << R"({"eager":"Python eager","grad_mode":"enabled","dynamo_config":"upstream","default_device":true,)"
               R"("fluctuation_policy":"remeasure","fluctuation_threshold":0.1})"
            << "Python eager, grad enabled, upstream dynamo flags, default device set, noise re-measured";
        QTest::newRow("C++ interpreter, guard off")
            << R"({"eager":"C++ interpreter","grad_mode":"inference_mode","fluctuation_policy":"remeasure",)"
               R"("fluctuation_threshold":0.0})"
            << "C++ interpreter, inference mode";
        QTest::newRow("Paddle, default flags") << R"({"eager":"Paddle dygraph","grad_mode":"enabled"})"
                                               << "Paddle dygraph, grad enabled";
        // A result measured under Paddle flags names them: they change the static graph's timings.
        QTest::newRow("Paddle, flags")
            << R"({"eager":"Paddle dygraph","grad_mode":"enabled","paddle_flags":)"
               R"({"FLAGS_new_executor_serial_run":"true","FLAGS_use_mkldnn":"0"}})"
            << "Paddle dygraph, grad enabled, FLAGS_new_executor_serial_run=true, FLAGS_use_mkldnn=0";
    }
    void semanticsInWords() {
        QFETCH(QString, semantics);
        QFETCH(QString, summary);
        MeasurementDetails details;
        details.semantics = semantics.toStdString();
        QCOMPARE(QString::fromStdString(semanticsSummary(details)), summary);
    }

    void noiseInWords_data() {
        QTest::addColumn<int>("remeasures");
        QTest::addColumn<bool>("noisy");
        QTest::addColumn<QString>("summary");
        QTest::newRow("quiet") << 0 << false << "";
        QTest::newRow("settled") << 2 << false << "re-measured 2x";
        QTest::newRow("stayed noisy") << 1 << true << "noisy: IQR/median 23.4% after 1 re-measure";
    }
    void noiseInWords() {
        QFETCH(int, remeasures);
        QFETCH(bool, noisy);
        QFETCH(QString, summary);
        MeasurementDetails details;
        details.remeasures = remeasures;
        details.noisy = noisy;
        details.relIqr = 0.234;
        QCOMPARE(QString::fromStdString(noiseSummary(details)), summary);
    }
};

GNW_TEST_APPLESS_MAIN(TestMeasurementSemantics)
#include "tst_measurement_semantics.moc"
