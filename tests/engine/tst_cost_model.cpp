// The cost model's parts on real graphs: the prediction metrics against hand-computed values, the
// analytical estimate against the roofline arithmetic, the GNN (an untrained one predicts the analytical
// estimate; trained, it learns a per-operator cost the analytical estimate does not know; it survives
// serialization and meets ops it never saw), the store's tables for models and predictions, and shards
// balanced by predicted time.
#include "TestPaths.h"

#include "TestMain.h"
#include "core/costmodel/AnalyticalCost.h"
#include "core/costmodel/PredictionMetrics.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/costmodel/GnnCostModel.h"
#include "core/engine/run/SampleSelection.h"
#include "core/store/CostModelStore.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gnw;

namespace {

MachinePeaks machine() {
    MachinePeaks m;
    m.hardware = "test machine";
    m.device = "cpu";
    m.gemmFlops["float32"] = 1e11;
    m.triadBandwidth = 2e10;
    m.dispatchSeconds = 1e-6;
    return m;
}

// The torch samples under a folder as examples (their graphs and shapes are real), added to `set`.
void addExamples(engine::CostExampleSet& set, const QString& root) {
    for (const auto& s : discoverSamples(root.toStdString())) {
        if (test::isPaddleSample(QString::fromStdString(s.dir.string())))
            continue;
        auto e = engine::costExample(s.dir, machine(), set.vocabulary);
        if (e)
            set.examples.push_back(std::move(*e));
    }
}

engine::CostExampleSet toyExamples() {
    engine::CostExampleSet set;
    addExamples(set, test::toySamplesDir());
    return set;
}

int opNodes(const engine::CostExample& e) {
    int n = 0;
    for (auto code : e.features.nodeOpcode)
        n += code != 0;
    return n;
}

} // namespace

class TestCostModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void metrics_data() {
        QTest::addColumn<std::vector<double>>("predicted");
        QTest::addColumn<std::vector<double>>("measured");
        QTest::addColumn<double>("tau");
        QTest::addColumn<double>("mape");
        QTest::newRow("same order") << std::vector<double>{1, 2, 3, 4} << std::vector<double>{2, 4, 6, 8}
                                    << 1.0 << 0.5;
        QTest::newRow("reversed") << std::vector<double>{4, 3, 2, 1} << std::vector<double>{1, 2, 3, 4}
                                  << -1.0 << (3.0 + 0.5 + 1.0 / 3 + 0.75) / 4;
        // Pairs: (1,2) C, (1,3) C, (2,3) D: tau = 1/3, no ties.
        QTest::newRow("one swap") << std::vector<double>{1, 3, 2} << std::vector<double>{1, 2, 3} << 1.0 / 3
                                  << (0 + 0.5 + 1.0 / 3) / 3;
        // Ties in the prediction: (1,2) tied in a, (1,3) C, (2,3) C: tau-b = 2 / sqrt(2 * 3).
        QTest::newRow("tie") << std::vector<double>{1, 1, 2} << std::vector<double>{1, 2, 3}
                             << 2 / std::sqrt(6.0) << (0 + 0.5 + 1.0 / 3) / 3;
    }
    void metrics() {
        QFETCH(std::vector<double>, predicted);
        QFETCH(std::vector<double>, measured);
        QFETCH(double, tau);
        QFETCH(double, mape);
        const PredictionMetrics m = predictionMetrics(predicted, measured);
        QCOMPARE(m.count, int(measured.size()));
        QVERIFY2(std::abs(m.kendallTau - tau) < 1e-12, qPrintable(QString::number(m.kendallTau)));
        QVERIFY2(std::abs(m.mape - mape) < 1e-12, qPrintable(QString::number(m.mape)));
    }

    void analyticalIsRooflinePlusDispatch() {
        GraphCost cost;
        cost.nodes = {{2e9, 1e6, CostKind::Unknown, true}, // compute-bound: 2e9 / 1e11 = 20 ms
                      {1e3, 4e8, CostKind::Unknown, true}, // memory-bound: 4e8 / 2e10 = 20 ms
                      {0, 0, CostKind::Unknown, false}};   // unknown shapes: dispatch only
        const AnalyticalCost a = analyticalCost(cost, machine());
        QCOMPARE(a.nodeSeconds.size(), std::size_t(3));
        QVERIFY(std::abs(a.nodeSeconds[0] - (0.02 + 1e-6)) < 1e-12);
        QVERIFY(std::abs(a.nodeSeconds[1] - (0.02 + 1e-6)) < 1e-12);
        QVERIFY(std::abs(a.nodeSeconds[2] - 1e-6) < 1e-15);
        QVERIFY(std::abs(a.seconds - (0.04 + 3e-6)) < 1e-12);
        MachinePeaks uncalibrated; // no peaks: only what is known counts
        QCOMPARE(analyticalCost(cost, uncalibrated).seconds, 0.0);
    }

    void untrainedModelPredictsTheAnalyticalEstimate() {
        const auto set = toyExamples();
        QVERIFY(set.examples.size() >= 8);
        std::vector<const engine::CostExample*> all;
        for (auto& e : set.examples) {
            const_cast<engine::CostExample&>(e).measuredSeconds = 1.0;
            all.push_back(&e);
        }
        engine::GnnOptions options;
        options.epochs = 0;
        auto model = engine::GnnCostModel::train(all, set.vocabulary.names(), options);
        QVERIFY2(model, model ? "" : model.error().toString().c_str());
        for (const auto& e : set.examples) {
            // Zero correction per node plus the initial per-call overhead of 10 us.
            const double expected = e.analyticalSeconds + 1e-5;
            const double got = model->predictSeconds(e, set.vocabulary.names());
            QVERIFY2(std::abs(got - expected) < 1e-4 * expected,
                     qPrintable(QString::fromStdString(e.samplePath)));
        }
    }

    // Measured = analytical + 40 us per operator (an interpreter's overhead the calibration's 1 us dispatch
    // does not know). The GNN must learn it, judged on graphs it never saw: the toy samples and the real
    // upstream fixtures in one pool ordered by analytical time, every third one held out (so that held-out
    // graphs lie inside the range of the trained ones, other models and sizes, ops it may never have met),
    // where it must end far closer than the analytical estimate; then a serialized copy predicts the same.
    void learnsAPerOperatorCost() {
        auto set = toyExamples();
        addExamples(set, test::upstreamSamples());
        QVERIFY(set.examples.size() >= 24);
        std::sort(set.examples.begin(), set.examples.end(),
                  [](const auto& a, const auto& b) { return a.analyticalSeconds < b.analyticalSeconds; });
        const auto heldOut = [](std::size_t i) { return i % 3 == 1; };
        std::vector<const engine::CostExample*> all;
        for (std::size_t i = 0; i < set.examples.size(); ++i) {
            auto& e = set.examples[i];
            e.measuredSeconds = e.analyticalSeconds + 40e-6 * opNodes(e);
            if (!heldOut(i))
                all.push_back(&e);
        }
        engine::GnnOptions options;
        options.epochs = 150;
        options.batch = 4;
        int lastEpoch = 0;
        auto model =
            engine::GnnCostModel::train(all, set.vocabulary.names(), options, [&](int epoch, int, double) {
                lastEpoch = epoch;
                return true;
            });
        QVERIFY2(model, model ? "" : model.error().toString().c_str());
        QCOMPARE(lastEpoch, options.epochs);
        std::vector<double> learned, heldOutLearned, heldOutTruth, heldOutAnalytical;
        for (std::size_t i = 0; i < set.examples.size(); ++i) {
            const auto& e = set.examples[i];
            learned.push_back(model->predictSeconds(e, set.vocabulary.names()));
            if (heldOut(i)) {
                heldOutLearned.push_back(learned.back());
                heldOutTruth.push_back(e.measuredSeconds);
                heldOutAnalytical.push_back(e.analyticalSeconds);
            }
        }
        const auto l = predictionMetrics(heldOutLearned, heldOutTruth);
        const auto a = predictionMetrics(heldOutAnalytical, heldOutTruth);
        qInfo("held out (%zu graphs): learned MAPE %.3f tau %.3f, analytical MAPE %.3f tau %.3f",
              heldOutTruth.size(), l.mape, l.kendallTau, a.mape, a.kendallTau);
        // Held out: MAPE 0.29 against 0.66, tau 1.00 against 0.89 (LibTorch 2.13, CPU, seed 1).
        QVERIFY2(l.mape < a.mape / 2 && l.kendallTau >= a.kendallTau,
                 qPrintable(QStringLiteral("held out: learned MAPE %1 tau %2, analytical MAPE %3 tau %4")
                                .arg(l.mape)
                                .arg(l.kendallTau)
                                .arg(a.mape)
                                .arg(a.kendallTau)));

        auto copy = engine::GnnCostModel::deserialize(model->serialize(), model->vocabulary());
        QVERIFY2(copy, copy ? "" : copy.error().toString().c_str());
        for (std::size_t i = 0; i < set.examples.size(); ++i)
            QCOMPARE(copy->predictSeconds(set.examples[i], set.vocabulary.names()), learned[i]);
        QVERIFY(!engine::GnnCostModel::deserialize(model->serialize(), {"parameter"}));
        QVERIFY(!engine::GnnCostModel::deserialize("not a model", model->vocabulary()));

        // An op the model never saw shares the "unseen" row: still a finite, positive prediction.
        engine::CostExample strange = set.examples.front();
        std::vector<std::string> names = set.vocabulary.names();
        names.push_back("torch.never_seen_op");
        for (auto& code : strange.features.nodeOpcode)
            if (code != 0)
                code = static_cast<std::int32_t>(names.size() - 1);
        const double p = model->predictSeconds(strange, names);
        QVERIFY(std::isfinite(p) && p > 0);
    }

    void tooFewSamplesIsAnError() {
        auto set = toyExamples();
        set.examples.front().measuredSeconds = 1;
        auto model = engine::GnnCostModel::train({&set.examples.front()}, set.vocabulary.names(), {});
        QVERIFY(!model);
        QVERIFY(model.error().message.find("fewer than 2") != std::string::npos);
    }

    // Shards by predicted time: one 10 s sample and ten 1 s ones make shards of 10 s each, where equal
    // counts would make 15 s and 5 s; a sample without a prediction weighs the median.
    void balancedShardsHoldEqualPredictedTime() {
        std::vector<SampleLocation> samples;
        engine::SelectionCriteria c;
        c.shardCount = 2;
        for (int i = 0; i < 12; ++i) {
            const std::string rel = "s" + std::string(i < 10 ? "0" : "") + std::to_string(i);
            samples.push_back({"/d/" + rel, rel});
            if (i < 11)
                c.shardWeights["/d/" + rel] = i == 5 ? 10.0 : 1.0;
        }
        std::map<std::string, int> shardOf;
        std::vector<double> load(2, 0);
        for (int k = 0; k < 2; ++k) {
            c.shardIndex = k;
            for (const auto& s : engine::selectSamples(samples, c)) {
                QVERIFY2(shardOf.emplace(s.relPath, k).second, s.relPath.c_str());
                const auto it = c.shardWeights.find(s.dir.string());
                load[k] += it == c.shardWeights.end() ? 1.0 : it->second; // the median is 1
            }
        }
        QCOMPARE(int(shardOf.size()), 12);
        QCOMPARE(load[0] + load[1], 21.0);
        QVERIFY2(std::abs(load[0] - load[1]) <= 1.0,
                 qPrintable(QStringLiteral("%1 / %2").arg(load[0]).arg(load[1])));
        c.shardWeights.clear(); // equal counts, round-robin in path order
        c.shardIndex = 0;
        QCOMPARE(engine::selectSamples(samples, c).size(), std::size_t(6));
    }

    void storeKeepsModelsAndPredictions() {
        QTemporaryDir tmp;
        auto db = Database::open(tmp.filePath(QStringLiteral("s.sqlite")).toStdString());
        QVERIFY(db);
        CostModelStore store(*db);
        QVERIFY(!store.latest());
        CostModelRecord r;
        r.hardware = "cpu model";
        r.device = "cpu";
        r.examples = 3;
        r.vocabulary = {"parameter", "torch.nn.functional.linear"};
        r.parameters = std::string("\x00\x01\xff{}\n", 6); // bytes, NULs included
        r.evaluation = R"({"folds": 5})";
        const auto id = store.add(r);
        const auto back = store.latest("cpu model", "cpu");
        QVERIFY(back);
        QCOMPARE(back->id, id);
        QCOMPARE(back->parameters, r.parameters);
        QCOMPARE(back->vocabulary, r.vocabulary);
        QCOMPARE(back->evaluation, r.evaluation);
        QCOMPARE(back->examples, 3);
        QVERIFY(!store.latest("another cpu"));
        store.setPredictions(id, {{"/a", {0.5, 0.25}}, {"/b", {2.0, 1.0}}});
        store.setPredictions(id, {{"/b", {3.0, 1.5}}}); // replaces /b, keeps /a
        const auto p = store.predictions(id);
        QCOMPARE(p.size(), std::size_t(2));
        QCOMPARE(p.at("/a").eagerSeconds, 0.5);
        QCOMPARE(p.at("/b").eagerSeconds, 3.0);
        QCOMPARE(p.at("/b").analyticalSeconds, 1.5);
    }
};

GNW_TEST_GUILESS_MAIN(TestCostModel)
#include "tst_cost_model.moc"
