// Per-node eager time (core/engine/profile/EagerProfile): a planted hot node ranks first, every node of a
// real sample is timed and attributed to its model.py line, the nodes' sum is their own times summed, and
// a Paddle sample is timed statement by statement in Paddle dygraph. How close the sum is to the whole call,
// with several runs, is bench/bench_profile.py's (timings belong in benchmarks).
#include "core/engine/profile/EagerProfile.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace gnw;

namespace {

// Twenty cheap elementwise ops on a 64-element vector around one 384x384 matrix product (~113 MFLOP, some
// milliseconds on a CPU core, against microseconds for each of the others).
void writePlantedSample(const std::filesystem::path& dir) {
    std::filesystem::create_directories(dir);
    std::ofstream model(dir / "model.py");
    model << "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
             "    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor):\n"
             "        l_x_ = L_x_\n        l_w_ = L_w_\n";
    std::string prev = "l_x_";
    for (int i = 0; i < 10; ++i) {
        model << "        a_" << i << " = torch.nn.functional.relu(" << prev << ")\n";
        prev = "a_" + std::to_string(i);
    }
    model << "        hot = torch.matmul(l_w_, l_w_)\n";
    for (int i = 0; i < 10; ++i) {
        model << "        b_" << i << " = " << prev << " + 1\n";
        prev = "b_" + std::to_string(i);
    }
    model << "        s = hot.sum()\n        out = " << prev << " * s\n        return (out,)\n";
    std::ofstream(dir / "input_meta.py") << "";
    std::ofstream(dir / "weight_meta.py")
        << "class Program_weight_tensor_meta_L_x_:\n    name = \"L_x_\"\n    shape = [64]\n"
           "    dtype = \"torch.float32\"\n    device = \"cpu\"\n    mean = 0.0\n    std = 1.0\n    data = "
           "None\n\n\n"
           "class Program_weight_tensor_meta_L_w_:\n    name = \"L_w_\"\n    shape = [384, 384]\n"
           "    dtype = \"torch.float32\"\n    device = \"cpu\"\n    mean = 0.0\n    std = 0.05\n    data = "
           "None\n";
    std::ofstream(dir / "graph_net.json") << R"({"framework": "torch", "model_name": "planted_hot"})";
}

} // namespace

class TestEagerProfile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void plantedHotNodeRanksFirst() {
        QTemporaryDir tmp;
        const std::filesystem::path dir = tmp.filePath(QStringLiteral("planted_hot")).toStdString();
        writePlantedSample(dir);
        engine::EagerProfileOptions options;
        options.threads = 1;
        options.trials = 5;
        auto profile = engine::profileEager({dir, "planted_hot"}, options);
        QVERIFY2(profile.ok(), profile ? "" : profile.error().toString().c_str());
        QCOMPARE(int(profile->nodes.size()), 10 + 1 + 10 + 2); // the aliases (l_x_ = L_x_) are no nodes
        const auto& hot = profile->nodes[std::size_t(profile->hottest().front())];
        QCOMPARE(hot.target, std::string("torch.matmul"));
        QCOMPARE(hot.name, std::string("hot"));
        QCOMPARE(
            hot.line,
            18); // model.py: the import, two blank lines, the class, forward and its two aliases, ten relus
        QVERIFY2(hot.share > 0.5, std::to_string(hot.share).c_str());
        QCOMPARE(hot.flops, 2.0 * 384 * 384 * 384);
        QVERIFY(hot.flopRate && *hot.flopRate > 0);
    }

    // Real bundled samples of four kinds: every node timed and attributed to a line, shares summing to one.
    void realSamplesAreAttributedNodeByNode_data() {
        QTest::addColumn<QString>("sample");
        for (const char* s :
             {"timm/resnet34d.ra2_in1k", "transformers-auto-model/Qishuai_distilbert_punctuator_zh",
              "torchgeometric/GCN", "transformers-auto-model/falcon-tiny-random"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void realSamplesAreAttributedNodeByNode() {
        QFETCH(QString, sample);
        const std::filesystem::path dir =
            (test::bundledSamplesDir() + QLatin1Char('/') + sample).toStdString();
        engine::EagerProfileOptions options;
        options.threads = 1;
        options.warmup = 1;
        options.trials = 3;
        auto profile = engine::profileEager({dir, sample.toStdString()}, options);
        QVERIFY2(profile.ok(), profile ? "" : profile.error().toString().c_str());
        QVERIFY(!profile->nodes.empty());
        double shares = 0;
        for (const auto& n : profile->nodes) {
            QVERIFY(n.eagerMs >= 0);
            QVERIFY2(n.line > 0, n.target.c_str());
            shares += n.share;
        }
        QVERIFY(std::abs(shares - 1) < 1e-9);
        // How near the sum comes to the whole call is timing, measured by bench/bench_profile.py: under the
        // suite's parallel load three trials drew 1.55 once. Here: both measured, the sum the nodes' own.
        QVERIFY(profile->eagerCallMs > 0 && profile->nodesSumMs > 0);
        double sum = 0;
        for (const auto& n : profile->nodes)
            sum += n.eagerMs;
        QVERIFY(std::abs(sum - profile->nodesSumMs) <= 1e-9 * sum);
        const auto json = engine::toJson(*profile);
        QVERIFY(json.contains("eager_call_ms") && json.contains("nodes"));
        for (const char* key : {"index", "name", "target", "line", "eager_ms"})
            QVERIFY2(json["nodes"][0].contains(key), key);
    }

    // A Paddle sample runs in Paddle dygraph in the Paddle bridge, a clock before every statement: each op
    // statement's time lands on its node, FLOPs come from the statements' shape comments.
    void paddleSamplesAreTimedStatementByStatement() {
        const std::string rel = "PaddleScience/euler_beam/subgraph_0";
        engine::EagerProfileOptions options;
        options.warmup = 1;
        options.trials = 3;
        auto profile =
            engine::profileEager({(test::bundledSamplesDir().toStdString() + "/" + rel), rel}, options);
        QVERIFY2(profile.ok(), profile ? "" : profile.error().toString().c_str());
        QVERIFY2(profile->baseline.find("Paddle dygraph") != std::string::npos, profile->baseline.c_str());
        QVERIFY(profile->eagerCallMs > 0 && profile->nodesSumMs > 0);
        int timed = 0, matmuls = 0;
        for (const auto& n : profile->nodes) {
            QVERIFY2(n.line > 0, n.target.c_str());
            timed += n.eagerMs > 0;
            if (n.target == "paddle._C_ops.matmul") {
                ++matmuls;
                QVERIFY2(n.eagerMs > 0 && n.flops > 0, n.name.c_str()); // 100x20 @ 20x20: 80,000 FLOPs
            }
        }
        QVERIFY(matmuls > 0);
        QCOMPARE(timed, int(profile->nodes.size())); // one op per statement in this graph
        // Only the forward's `return` defines no node.
        QVERIFY(profile->unattributedMs < profile->nodesSumMs);
    }
};

GNW_TEST_GUILESS_MAIN(TestEagerProfile)
#include "tst_eager_profile.moc"
