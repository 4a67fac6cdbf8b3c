// Compare Runs picks two different runs whenever the store has two: opened on a store with one run (A = B =
// that run, nothing else to pick), it takes the newly arrived run as B instead of comparing A with itself.
#include "TestMain.h"
#include "widgets/analysis/ComparisonPanel.h"

#include <QComboBox>
#include <QtTest>

using namespace gnw;
using namespace gnw::ui;

namespace {

RunRecord record(std::int64_t id, const std::string& name) {
    RunRecord r;
    r.id = id;
    r.name = name;
    return r;
}

} // namespace

class TestComparisonRuns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void secondRunBecomesB() {
        ComparisonPanel panel([](std::int64_t id) {
            auto run = std::make_shared<LoadedRun>();
            run->run.id = id;
            return std::shared_ptr<const LoadedRun>(run);
        });
        panel.setRuns({record(1, "inductor")});
        QCOMPARE(panel.runABox()->currentData().toLongLong(), 1);
        QCOMPARE(panel.runBBox()->currentData().toLongLong(), 1); // the only run
        panel.setRuns({record(1, "inductor"), record(2, "tvm")});
        QCOMPARE(panel.runABox()->currentData().toLongLong(), 1);
        QCOMPARE(panel.runBBox()->currentData().toLongLong(), 2);
        // A choice of two different runs is kept when a third arrives.
        panel.setRuns({record(1, "inductor"), record(2, "tvm"), record(3, "openvino")});
        QCOMPARE(panel.runABox()->currentData().toLongLong(), 1);
        QCOMPARE(panel.runBBox()->currentData().toLongLong(), 2);
        // The user picking A = B is left alone until the run list changes.
        panel.runBBox()->setCurrentIndex(0);
        QCOMPARE(panel.runBBox()->currentData().toLongLong(), 1);
        panel.setRuns({record(1, "inductor"), record(2, "tvm"), record(3, "openvino"), record(4, "xla")});
        QCOMPARE(panel.runBBox()->currentData().toLongLong(), 4);
    }
};

GNW_TEST_MAIN(TestComparisonRuns)
#include "tst_comparison_runs.moc"
