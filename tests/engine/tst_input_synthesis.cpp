// Input synthesis from tensor metas: upstream replay rules, determinism, the running-variance guarantee
// and the memory budget.
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/measure/detail/SampleLoading.h"

#include "ForwardSource.h"
#include "TestMain.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

using namespace gnw;
using namespace gnw::engine;

namespace {
TensorMeta meta(std::string name, std::vector<std::int64_t> shape, DType dtype = DType::Float32) {
    TensorMeta m;
    m.name = std::move(name);
    m.shape = std::move(shape);
    m.dtype = dtype;
    m.device = "cuda:0";
    return m;
}

std::vector<double> synthesizeOne(const TensorMeta& m, Framework framework = Framework::Torch) {
    SynthesisOptions options;
    options.framework = framework;
    auto list = synthesizeInputs({m}, options);
    if (!list)
        qFatal("synthesis failed: %s", list.error().toString().c_str());
    return list->values(0);
}

double mean(const std::vector<double>& v) {
    return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}
double stddev(const std::vector<double>& v) {
    const double m = mean(v);
    double sq = 0;
    for (double x : v)
        sq += (x - m) * (x - m);
    return std::sqrt(sq / double(v.size()));
}
} // namespace

class TestInputSynthesis : public QObject {
    Q_OBJECT
private slots:
    void sameSeedGivesBitIdenticalInputs() {
        std::vector<TensorMeta> metas{meta("w", {64, 32}), meta("ids", {100}, DType::Int64),
                                      meta("m", {7}, DType::Bool)};
        metas[0].mean = 0.5;
        metas[0].std = 2.0;
        metas[1].minVal = 0;
        metas[1].maxVal = 999;
        SynthesisOptions options;
        auto a = synthesizeInputs(metas, options);
        auto b = synthesizeInputs(metas, options);
        QVERIFY(a && b);
        QVERIFY(a->bitwiseEqual(*b));
        options.seed = 124;
        auto c = synthesizeInputs(metas, options);
        QVERIFY(c);
        QVERIFY(!a->bitwiseEqual(*c));
    }

    // A run names its seed; the same seed must give the same inputs in later versions, however the
    // values are computed (chunked, on several threads). Pinned values of the stream, one per kind of
    // draw and both sides of the 65,536-element chunk boundaries, with an odd total.
    void valuesStayTheSameAcrossVersions_data() {
        QTest::addColumn<int>("framework");
        QTest::addColumn<int>("dtype");
        QTest::addColumn<QList<double>>("expected"); // at 0, 65535, 65536, 131073, 200000
        QTest::newRow("torch normal")
            << int(Framework::Torch) << int(DType::Float64)
            << QList<double>{-0.39298093607448514, 0.745095079040342, 0.22685957583122857,
                             -0.92129482414120045, -0.13892777616255331};
        QTest::newRow("torch int") << int(Framework::Torch) << int(DType::Int64)
                                   << QList<double>{352, 254, 703, 934, 790};
        QTest::newRow("paddle uniform")
            << int(Framework::Paddle) << int(DType::Float64)
            << QList<double>{0.66957715869225987, 0.50326410853602299, 1.6745188152310084, 1.1981261371791938,
                             1.3916551426326278};
    }
    void valuesStayTheSameAcrossVersions() {
        QFETCH(int, framework);
        QFETCH(int, dtype);
        QFETCH(QList<double>, expected);
        TensorMeta m = meta("pinned", {200001}, DType(dtype));
        if (DType(dtype) == DType::Int64) {
            m.minVal = -5;
            m.maxVal = 1000;
        } else if (Framework(framework) == Framework::Torch) {
            m.mean = 0.25;
            m.std = 3.0;
        }
        const auto v = synthesizeOne(m, Framework(framework));
        const std::size_t at[] = {0, 65535, 65536, 131073, 200000};
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(v[at[i]], expected[int(i)]);
    }

    void tensorsDoNotDependOnTheirNeighbours() {
        TensorMeta w = meta("w", {16});
        w.mean = 1;
        w.std = 1;
        auto alone = synthesizeInputs({w}, {});
        auto withOther = synthesizeInputs({meta("a", {1000}), w}, {});
        QVERIFY(alone && withOther);
        QCOMPARE(alone->values(0), withOther->values(1));
    }

    void literalDataWins() {
        TensorMeta m = meta("L_ids_", {2, 2}, DType::Int64);
        m.hasData = true;
        m.intData = {3, 1, 4, 1};
        m.minVal = 100; // a range must not override literal values
        m.maxVal = 200;
        QCOMPARE(synthesizeOne(m), (std::vector<double>{3, 1, 4, 1}));
        TensorMeta f = meta("scale", {}, DType::Float64);
        f.hasData = true;
        f.floatData = {0.125};
        f.mean = 7;
        QCOMPARE(synthesizeOne(f), (std::vector<double>{0.125}));
    }

    void literalDataMustMatchShape() {
        TensorMeta m = meta("x", {3});
        m.hasData = true;
        m.floatData = {1, 2};
        auto r = synthesizeInputs({m}, {});
        QVERIFY(!r);
        QVERIFY(QString::fromStdString(r.error().message).contains("2 values but shape needs 3"));
    }

    void integerRangesAreInclusive() {
        TensorMeta m = meta("position_ids", {5000}, DType::Int64);
        m.minVal = 0;
        m.maxVal = 2;
        const auto v = synthesizeOne(m);
        const std::set<double> seen(v.begin(), v.end());
        QCOMPARE(seen, (std::set<double>{0, 1, 2}));
    }

    void normalsUseAFifthOfTheRecordedSpread() {
        TensorMeta m = meta("w", {200000});
        m.mean = 5;
        m.std = 10;
        const auto v = synthesizeOne(m);
        QVERIFY(std::abs(mean(v) - 5) < 0.05);
        QVERIFY(std::abs(stddev(v) - 2) < 0.05);
    }

    void missingStatisticsDefault() {
        const auto v = synthesizeOne(meta("w", {100000})); // mean 0, std 0.1 -> spread 0.02
        QVERIFY(std::abs(mean(v)) < 0.001);
        QVERIFY(std::abs(stddev(v) - 0.02) < 0.001);
    }

    void zeroStdGivesTheMean() {
        TensorMeta m = meta("eps", {3});
        m.mean = 0.25;
        m.std = 0;
        QCOMPARE(synthesizeOne(m), (std::vector<double>{0.25, 0.25, 0.25}));
    }

    void minAndMaxClamp() {
        TensorMeta m = meta("w", {10000});
        m.mean = 0;
        m.std = 5;
        m.minVal = -0.5;
        m.maxVal = 0.5;
        const auto v = synthesizeOne(m);
        QCOMPARE(*std::min_element(v.begin(), v.end()), -0.5);
        QCOMPARE(*std::max_element(v.begin(), v.end()), 0.5);
    }

    void floatsAreClampedToHundred() {
        TensorMeta m = meta("w", {10});
        m.mean = 1e4;
        m.std = 1;
        for (double x : synthesizeOne(m))
            QCOMPARE(x, 100.0);
    }

    void nonFiniteValuesAreReplaced_data() {
        QTest::addColumn<int>("dtype");
        QTest::addColumn<double>("meanValue");
        QTest::addColumn<double>("stdValue");
        QTest::newRow("nan std") << int(DType::Float32) << 0.0 << double(NAN);
        QTest::newRow("float16 overflow") << int(DType::Float16) << 1e6 << 0.0;
        QTest::newRow("inf mean") << int(DType::Float64) << double(INFINITY) << 1.0;
    }
    void nonFiniteValuesAreReplaced() {
        QFETCH(int, dtype);
        QFETCH(double, meanValue);
        QFETCH(double, stdValue);
        TensorMeta m = meta("w", {1000}, DType(dtype));
        m.mean = meanValue;
        m.std = stdValue;
        const auto v = synthesizeOne(m);
        for (double x : v)
            QVERIFY(std::isfinite(x) && std::abs(x) < 1);
        QVERIFY(stddev(v) > 0.001); // noise, not a constant
    }

    void runningVarianceIsNeverNegative() {
        TensorMeta m = meta("L_self_modules_bn1_buffers_running_var_", {50000});
        m.mean = 0.01; // no min_val: upstream would produce negative variances here
        m.std = 1.0;
        const auto v = synthesizeOne(m);
        QCOMPARE(*std::min_element(v.begin(), v.end()), 0.0);
        QVERIFY(*std::max_element(v.begin(), v.end()) > 0.1);
    }

    void boolsAreFairCoins() {
        const auto v = synthesizeOne(meta("mask", {10000}, DType::Bool));
        QVERIFY(std::abs(mean(v) - 0.5) < 0.03);
        for (double x : v)
            QVERIFY(x == 0 || x == 1);
    }

    void paddleDefaults() {
        const auto u = synthesizeOne(meta("data_0", {20000}), Framework::Paddle); // uniform [0, 2)
        QVERIFY(*std::min_element(u.begin(), u.end()) >= 0);
        QVERIFY(*std::max_element(u.begin(), u.end()) < 2);
        QVERIFY(std::abs(mean(u) - 1) < 0.03);
        TensorMeta i = meta("data_1", {5000}, DType::Int32);
        i.minVal = 3;
        i.maxVal = 5;
        const auto iv = synthesizeOne(i, Framework::Paddle);
        QCOMPARE(std::set<double>(iv.begin(), iv.end()), (std::set<double>{3, 4, 5}));
        TensorMeta n = meta("parameter_0", {20000});
        n.mean = 1;
        n.std = 5; // clipped to the default [0, 2]
        const auto nv = synthesizeOne(n, Framework::Paddle);
        QCOMPARE(*std::min_element(nv.begin(), nv.end()), 0.0);
        QCOMPARE(*std::max_element(nv.begin(), nv.end()), 2.0);
        QCOMPARE(synthesizeOne(meta("p", {-1, 3}), Framework::Paddle).size(), size_t(3)); // None dim -> 1
    }

    void memoryBudgetRefusesBeforeAllocating() {
        SynthesisOptions options;
        options.maxInputBytes = 1000;
        auto r = synthesizeInputs({meta("a", {200}), meta("b", {100})}, options); // 1200 bytes
        QVERIFY(!r);
        QVERIFY(QString::fromStdString(r.error().message).contains("--max-input-bytes"));
        options.maxInputBytes = 1200;
        QVERIFY(synthesizeInputs({meta("a", {200}), meta("b", {100})}, options));
        // A 2^40-element tensor is refused by the default budget, not attempted.
        QVERIFY(!synthesizeInputs({meta("huge", {1 << 20, 1 << 20})}, {}));
    }

    void metaDeviceIsReplacedByTheRunDevice() {
        auto r = synthesizeInputs({meta("x", {2})}, {}); // the meta says cuda:0
        QVERIFY(r);
        QCOMPARE(r->info(0).device, std::string("cpu"));
        SynthesisOptions bad;
        bad.device = "gpu7";
        auto e = synthesizeInputs({meta("x", {2})}, bad);
        QVERIFY(!e);
        QVERIFY(QString::fromStdString(e.error().message).contains("not a device"));
    }

    void onlyInputsWrittenIntoAreCopied_data() {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QStringList>("written");
        const QString sig = QStringLiteral("    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor):\n"
                                           "        l_x_ = L_x_\n        l_w_ = L_w_\n");
        QTest::newRow("nothing written") << sig + "        y = l_x_ * l_w_\n        return (y,)\n"
                                         << QStringList();
        QTest::newRow("augmented assignment") << sig + "        l_x_ += 1\n        return (l_x_,)\n"
                                              << QStringList{"L_x_"};
        QTest::newRow("in-place method on a view")
            << sig + "        v = l_x_.view(-1)\n        v.add_(1)\n        return (v,)\n"
            << QStringList{"L_x_"};
        QTest::newRow("setitem on a slice of a view")
            << sig + "        t = l_w_.transpose(0, 1)\n        s = t[0]\n        s[0] = 1.0\n        return "
                     "(t,)\n"
            << QStringList{"L_w_"};
        QTest::newRow("inplace=True") << sig + "        r = torch.nn.functional.relu(l_w_, inplace=True)\n"
                                               "        return (r,)\n"
                                      << QStringList{"L_w_"};
        QTest::newRow("out=") << sig + "        torch.add(l_x_, 1, out=l_w_)\n        return (l_w_,)\n"
                              << QStringList{"L_w_"};
        // KoboldAI_fairseq-dense-1.3B: an intermediate written in place copies no input
        QTest::newRow("intermediate written in place")
            << sig + "        mask = torch.full((4, 4), -1.0)\n        lt = l_x_ < 0\n"
                     "        masked_fill_ = mask.masked_fill_(lt, 0)\n        y = l_w_ + mask\n        "
                     "return (y,)\n"
            << QStringList();
        QTest::newRow("result of arithmetic written in place")
            << sig + "        y = l_x_ * 2\n        y.relu_()\n        return (y,)\n"
            << QStringList();
    }
    void onlyInputsWrittenIntoAreCopied() {
        QFETCH(QString, body);
        QFETCH(QStringList, written);
        const Graph g = test::graphOf(body.toStdString());
        QStringList got;
        for (const auto& name : detail::mutatedInputs(g))
            got << QString::fromStdString(name);
        QCOMPARE(got, written);
    }
};

GNW_TEST_GUILESS_MAIN(TestInputSynthesis)
#include "tst_input_synthesis.moc"
