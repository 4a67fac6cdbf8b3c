// Correctness comparison of compiled vs eager outputs: dtype lists, equality, the 64 tolerance rungs,
// diffs and non-finite detection.
#include "TestMain.h"
#include "core/engine/measure/OutputComparison.h"

#include <QtTest>

#include <cmath>

using namespace gnw;
using namespace gnw::engine;

namespace {
TensorList one(DType dtype, std::vector<double> values) {
    TensorList l;
    l.append("out", dtype, {static_cast<std::int64_t>(values.size())}, values);
    return l;
}
} // namespace

class TestOutputComparison : public QObject {
    Q_OBJECT
private slots:
    void identicalOutputsPassEveryRung() {
        TensorList a = one(DType::Float32, {1, 2, 3});
        a.append("second", DType::Int64, {2}, {7, 8});
        const auto c = compareOutputs(a, a);
        QVERIFY(c.compared());
        QCOMPARE(c.equal, (std::vector<int>{1, 1}));
        for (const auto& rung : c.allClose)
            QCOMPARE(rung, (std::vector<int>{1, 1}));
        QCOMPARE(c.maxDiff, (std::vector<double>{0, 0}));
        QVERIFY(c.correctAt(kMinTolerance));
        QCOMPARE(c.tightestTolerance(), kMinTolerance);
        QCOMPARE(c.eagerDtypes, (std::vector<std::string>{"float32", "int64"}));
    }

    void toleranceLevelFollowsTheEagerDtype_data() {
        QTest::addColumn<int>("dtype");
        QTest::addColumn<double>("delta");
        QTest::addColumn<int>("tightest");
        // float32: |d| ~ 1.0e-5 fails at t=-6 (1e-6 + 8.65e-8) and passes at t=-5 (1e-5 + 1.3e-6).
        QTest::newRow("float32") << int(DType::Float32) << 1e-5 << -5;
        // float64: 1e-7 + 1e-7 >= 1e-7 at t=-5, 3.98e-9 * 2 < 1e-7 at t=-6.
        QTest::newRow("float64") << int(DType::Float64) << 1e-7 << -5;
        // float16: 1.0 + 2^-10 passes at t=-5 (1e-5 + 1e-3), fails at t=-6 (1e-6 + 2.51e-4), as
        // torch.allclose.
        QTest::newRow("float16") << int(DType::Float16) << 0.0009765625 << -5;
    }
    void toleranceLevelFollowsTheEagerDtype() {
        QFETCH(int, dtype);
        QFETCH(double, delta);
        QFETCH(int, tightest);
        const auto c = compareOutputs(one(DType(dtype), {1.0, -2.0}), one(DType(dtype), {1.0 + delta, -2.0}));
        QVERIFY(c.compared());
        QCOMPARE(c.equal, (std::vector<int>{0}));
        QCOMPARE(c.tightestTolerance(), tightest);
        QVERIFY(!c.correctAt(tightest - 1));
        QVERIFY(c.correctAt(kMaxTolerance));
        QVERIFY(c.maxDiff[0] > 0);
    }

    void integersAreJudgedByEquality() {
        const auto c = compareOutputs(one(DType::Int64, {1, 2}), one(DType::Int64, {1, 3}));
        QVERIFY(c.compared());
        QVERIFY(!c.correctAt(kMaxTolerance)); // allclose would pass at large t, equality does not
        QCOMPARE(c.maxDiff, (std::vector<double>{1}));
        QCOMPARE(c.meanDiff, (std::vector<double>{0.5}));
        const auto& top = c.allClose[static_cast<size_t>(rungIndex(kMaxTolerance, "float32"))];
        QCOMPARE(top, (std::vector<int>{1})); // but the printed rung follows torch.allclose
    }

    void nanFailsEveryRungAndIsReported() {
        const auto c = compareOutputs(one(DType::Float32, {1, 2}), one(DType::Float32, {1, NAN}));
        QVERIFY(c.compared());
        for (const auto& rung : c.allClose)
            QCOMPARE(rung, (std::vector<int>{0}));
        QCOMPARE(c.eagerNonFinite, (std::vector<int>{0}));
        QCOMPARE(c.compiledNonFinite, (std::vector<int>{1}));
        QVERIFY(std::isnan(c.maxDiff[0]));
        const auto inf = compareOutputs(one(DType::Float32, {INFINITY}), one(DType::Float32, {INFINITY}));
        QCOMPARE(inf.eagerNonFinite, (std::vector<int>{2}));
        QVERIFY(inf.correctAt(kMinTolerance)); // torch.allclose treats equal infinities as close
    }

    // An identity backend reproduces NaN bit for bit (0/0 in a normalisation): that output is equal and passes
    // every rung, although torch.equal/allclose never count NaN as equal. A NaN elsewhere still fails.
    void bitIdenticalNanOutputsPassEveryRung() {
        const auto same = compareOutputs(one(DType::Float32, {1, NAN, 3}), one(DType::Float32, {1, NAN, 3}));
        QCOMPARE(same.equal, (std::vector<int>{1}));
        QVERIFY(same.correctAt(kMinTolerance));
        QCOMPARE(same.tightestTolerance(), kMinTolerance);
        QCOMPARE(same.eagerNonFinite, (std::vector<int>{1}));
        const auto moved = compareOutputs(one(DType::Float32, {1, NAN, 3}), one(DType::Float32, {NAN, 2, 3}));
        QCOMPARE(moved.equal, (std::vector<int>{0}));
        QCOMPARE(moved.tightestTolerance(), kMaxTolerance + 1);
        const auto other = compareOutputs(one(DType::Float32, {1, NAN}), one(DType::Float32, {1.5, NAN}));
        QCOMPARE(other.tightestTolerance(), kMaxTolerance + 1);
    }

    void dtypeMismatchStopsTheComparison() {
        const auto c = compareOutputs(one(DType::Float32, {1}), one(DType::Float16, {1}));
        QVERIFY(!c.dtypesMatch);
        QVERIFY(!c.compared());
        QVERIFY(c.equal.empty());
        QCOMPARE(c.compiledDtypes, (std::vector<std::string>{"float16"}));
        QVERIFY(!c.correctAt(kMaxTolerance));
        TensorList two = one(DType::Float32, {1});
        two.append("b", DType::Float32, {1}, {1});
        QVERIFY(!compareOutputs(one(DType::Float32, {1}), two).dtypesMatch);
    }

    void shapeMismatchIsDetected() {
        TensorList a, b;
        a.append("o", DType::Float32, {2, 3}, std::vector<double>(6, 1.0));
        b.append("o", DType::Float32, {3, 2}, std::vector<double>(6, 1.0));
        const auto c = compareOutputs(a, b);
        QVERIFY(c.dtypesMatch);
        QVERIFY(!c.shapesMatch);
        QVERIFY(!c.correctAt(kMaxTolerance));
    }
};

GNW_TEST_GUILESS_MAIN(TestOutputComparison)
#include "tst_output_comparison.moc"
