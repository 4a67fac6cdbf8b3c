// Violin ordering and whiskers (core/analysis/ViolinGroups.h), without a chart: by name as upstream sorts,
// by median, or a custom order with the rest after it by name; whiskers reach the most extreme values
// within 1.5 IQR of the box, as matplotlib and seaborn draw them.
#include "TestMain.h"
#include "core/analysis/ViolinGroups.h"

#include <QtTest>

using namespace gnw;

namespace {

ViolinGroup group(std::string name, std::vector<double> log2Speedups) {
    ViolinGroup g;
    g.violin = violinOf(std::move(log2Speedups));
    g.violin.group = std::move(name);
    return g;
}

QStringList names(const std::vector<ViolinGroup>& groups) {
    QStringList out;
    for (const auto& g : groups)
        out << QString::fromStdString(g.violin.group);
    return out;
}

} // namespace

class TestViolinGroups : public QObject {
    Q_OBJECT
private slots:
    void order_data() {
        QTest::addColumn<int>("order");
        QTest::addColumn<QStringList>("custom");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("name") << int(ViolinOrder::Name) << QStringList{}
                              << QStringList{"inductor", "nope", "tvm"};
        QTest::newRow("median") << int(ViolinOrder::Median) << QStringList{}
                                << QStringList{"inductor", "tvm", "nope"};
        QTest::newRow("custom, rest by name")
            << int(ViolinOrder::Custom) << QStringList{"tvm"} << QStringList{"tvm", "inductor", "nope"};
        QTest::newRow("custom names no violin has") << int(ViolinOrder::Custom) << QStringList{"xla", "nope"}
                                                    << QStringList{"nope", "inductor", "tvm"};
    }
    void order() {
        QFETCH(int, order);
        QFETCH(QStringList, custom);
        QFETCH(QStringList, expected);
        std::vector<ViolinGroup> groups{group("nope", {0, 0, 0}), group("tvm", {0.5, 1, 1.5}),
                                        group("inductor", {1, 2, 3})};
        std::vector<std::string> customNames;
        for (const auto& c : custom)
            customNames.push_back(c.toStdString());
        orderViolins(groups, ViolinOrder(order), customNames);
        QCOMPARE(names(groups), expected);
    }

    void whiskersStopAtOneAndAHalfIqr() {
        // Quartiles 1 and 3 (numpy's linear rule on 0..4 plus an outlier): 1.5 IQR reaches -2 and 6.
        const ViolinData v = violinOf({0, 1, 2, 3, 4, 40});
        const auto [lo, hi] = whiskerRange(v);
        QCOMPARE(lo, 0.0); // the smallest value, inside the reach
        QVERIFY(hi < 40);  // the outlier is beyond the whisker
        QVERIFY(hi >= v.q3 && hi <= v.q3 + 1.5 * (v.q3 - v.q1));
        QCOMPARE(whiskerRange(ViolinData{}), std::make_pair(0.0, 0.0));
    }
};

GNW_TEST_GUILESS_MAIN(TestViolinGroups)
#include "tst_violin_groups.moc"
