// Shape inference on meta tensors: per-node errors for what meta tensors cannot do, and the acceptance
// check: every node of every toy torch sample is inferred, and each node's inferred result (shapes,
// dtypes, the values of ints) equals what the same node returns when the graph really runs on CPU.
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/shapes/ShapeInference.h"
#include "core/graph/ModelGraphLoader.h"

#include "ForwardSource.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

using namespace gnw;
using namespace gnw::engine;

namespace {

using test::graphOf;

TensorMeta meta(std::string name, std::vector<std::int64_t> shape, DType dtype = DType::Float32) {
    TensorMeta m;
    m.name = std::move(name);
    m.shape = std::move(shape);
    m.dtype = dtype;
    return m;
}

struct Loaded {
    Graph graph;
    std::vector<TensorMeta> metas;
};

Loaded load(const std::filesystem::path& dir) {
    Loaded l;
    ModelGraphLoader loader;
    auto g = loader.fromFile(dir / "model.py");
    if (!g)
        qFatal("%s", g.error().toString().c_str());
    l.graph = std::move(*g);
    for (const char* f : {"weight_meta.py", "input_meta.py"}) {
        if (!std::filesystem::exists(dir / f))
            continue;
        auto m = parseMetaFile(dir / f);
        if (!m)
            qFatal("%s", m.error().toString().c_str());
        l.metas.insert(l.metas.end(), m->begin(), m->end());
    }
    return l;
}

// Totals over the fixtures, printed at the end (the numbers quoted in docs/shape-inference.md).
struct Tally {
    int samples = 0, complete = 0, nodes = 0, inferred = 0, compared = 0, mismatches = 0;
};
Tally g_fixtures;

} // namespace

class TestShapeInference : public QObject {
    Q_OBJECT

    // Runs meta and CPU inference and checks every node both inferred; returns {meta result, compared}.
    static std::pair<ShapeInference, int> compareWithCpu(const Loaded& l, int& mismatches) {
        auto onMeta = inferShapes(l.graph, l.metas);
        if (!onMeta)
            qFatal("meta: %s", onMeta.error().toString().c_str());
        ShapeInferenceOptions cpu;
        cpu.device = "cpu";
        auto onCpu = inferShapes(l.graph, l.metas, cpu);
        if (!onCpu)
            qFatal("cpu: %s", onCpu.error().toString().c_str());
        int compared = 0;
        for (std::size_t i = 0; i < l.graph.nodes.size(); ++i) {
            const NodeShapes& m = onMeta->shapes.nodes[i];
            const NodeShapes& c = onCpu->shapes.nodes[i];
            if (!m.inferred || !c.inferred)
                continue;
            ++compared;
            // Floats are not compared by value (they carry no shape), everything else exactly.
            if (!(m.result == c.result)) {
                ++mismatches;
                qWarning("line %d %s: meta %s, cpu %s", l.graph.nodes[i].span.line,
                         l.graph.nodes[i].target.c_str(), m.result.toString().c_str(),
                         c.result.toString().c_str());
            }
        }
        return {std::move(*onMeta), compared};
    }

private slots:
    void recordsShapesAndDtypes() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor, L_w_: torch.Tensor):\n"
                                "        y = torch._C._nn.linear(L_x_, L_w_)\n"
                                "        a, b = y.split(3, dim=1)\n"
                                "        n = a.size(0)\n"
                                "        h = b.to(torch.float16).view(n, 3, 1)\n"
                                "        return (h, n)\n");
        auto r = inferShapes(g, {meta("L_x_", {5, 4}), meta("L_w_", {6, 4})});
        QVERIFY2(r, r ? "" : r.error().toString().c_str());
        QVERIFY(r->shapes.complete());
        QCOMPARE(r->shapes.nodes[0].outputs.at(0).toString(), std::string("float32[5, 6]"));
        QCOMPARE(r->shapes.nodes[1].outputs.size(), std::size_t(2));
        QCOMPARE(r->shapes.nodes[1].outputs[1].toString(), std::string("float32[5, 3]"));
        QCOMPARE(r->shapes.nodes[2].outputs.at(0).toString(), std::string("int 5"));
        QCOMPARE(r->shapes.outputs.size(), std::size_t(2));
        QCOMPARE(r->shapes.outputs[0]->toString(), std::string("float16[5, 3, 1]"));
        QCOMPARE(r->shapes.outputs[1]->integer, std::int64_t(5));
        QVERIFY(r->unresolved.empty());
    }

    // device(type="cpu") literals name the run device, as upstream's modify_code_by_device makes them: a
    // sample extracted on a CPU runs its aranges and masks beside the other tensors. Here on meta; on
    // cuda:0 only a GPU machine can check it (tools/gpu_check.sh: gpt_block's embedding of a CPU arange
    // was an eager_error there until the literal became the run device).
    void cpuDeviceLiteralsAreTheRunDevice() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        ones = torch.ones(4, 3, device=device(type=\"cpu\"))\n"
                                "        y = torch.matmul(L_x_, ones)\n"
                                "        pos = torch.arange(3, device=device(type=\"cpu\"))\n"
                                "        z = torch.nn.functional.embedding(pos, y)\n"
                                "        return (z,)\n");
        auto r = inferShapes(g, {meta("L_x_", {5, 4})});
        QVERIFY2(r, r ? "" : r.error().toString().c_str());
        const auto errors = r->shapes.errors();
        QVERIFY2(r->shapes.complete(), errors.empty() ? "" : errors.front().toString().c_str());
        QCOMPARE(r->shapes.outputs.at(0)->toString(), std::string("float32[3, 3]"));
    }

    void dataDependentOpsFailPerNode_data() {
        QTest::addColumn<QString>("statement");
        QTest::newRow("nonzero") << "torch.nonzero(L_x_)";
        QTest::newRow("item") << "L_x_.sum().item()";
        QTest::newRow("tolist") << "L_x_.tolist()";
        QTest::newRow("bool") << "bool(L_x_.sum() > 0)";
        QTest::newRow("mask index") << "L_x_[L_x_ > 0]";
        QTest::newRow("masked_select") << "torch.masked_select(L_x_, L_x_ > 0)";
    }
    void dataDependentOpsFailPerNode() {
        QFETCH(QString, statement);
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = L_x_ * 2\n"
                                "        b = " +
                                statement.toStdString() +
                                "\n"
                                "        c = a + 1\n"
                                "        return (b, c)\n");
        // 32 MiB of input: over the budget for computing the node on real CPU tensors (CpuCone.h).
        auto r = inferShapes(g, {meta("L_x_", {2048, 4096})});
        QVERIFY2(r, r ? "" : r.error().toString().c_str());
        QCOMPARE(r->computedOnCpu, 0);
        const auto errors = r->shapes.errors();
        QVERIFY(!errors.empty());
        // The first failing node is on line 8; `c` does not depend on it and is still inferred.
        QCOMPARE(errors.front().line, 8);
        QCOMPARE(errors.front().column, 9);
        QVERIFY2(QString::fromStdString(errors.front().message).contains("data-dependent"),
                 errors.front().message.c_str());
        QVERIFY(r->shapes.nodes.back().inferred);
        QCOMPARE(r->shapes.nodes.back().outputs.at(0).toString(), std::string("float32[2048, 4096]"));
        QVERIFY(!r->shapes.outputs[0].has_value());
        QVERIFY(r->shapes.outputs[1].has_value());
    }

    // The same nodes on a small input are computed on the CPU from the synthesized values, and the meta run
    // goes on with their results: the shapes equal a real CPU run's.
    void smallDataDependentNodesAreComputedOnCpu_data() { dataDependentOpsFailPerNode_data(); }
    void smallDataDependentNodesAreComputedOnCpu() {
        QFETCH(QString, statement);
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = L_x_ * 2\n"
                                "        b = " +
                                statement.toStdString() +
                                "\n"
                                "        c = a + 1\n"
                                "        return (b, c)\n");
        auto onMeta = inferShapes(g, {meta("L_x_", {4, 3})});
        QVERIFY2(onMeta, onMeta ? "" : onMeta.error().toString().c_str());
        QVERIFY2(onMeta->shapes.complete(), onMeta->shapes.errors().empty() ? "" : onMeta->shapes.errors()[0].message.c_str());
        QVERIFY(onMeta->computedOnCpu >= 1);
        ShapeInferenceOptions cpu;
        cpu.device = "cpu";
        auto onCpu = inferShapes(g, {meta("L_x_", {4, 3})}, cpu);
        QVERIFY(onCpu);
        for (std::size_t i = 0; i < g.nodes.size(); ++i)
            QCOMPARE(onMeta->shapes.nodes[i].result.toString(), onCpu->shapes.nodes[i].result.toString());
    }

    void failuresPropagateAsSkips() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = torch.no_such_op(L_x_)\n"
                                "        b = a.relu()\n"
                                "        c = L_x_.relu()\n"
                                "        return (b, c)\n");
        auto r = inferShapes(g, {meta("L_x_", {2})});
        QVERIFY2(r, r ? "" : r.error().toString().c_str());
        QCOMPARE(r->unresolved, std::vector<std::string>{"torch.no_such_op"});
        QCOMPARE(r->shapes.inferredCount(), 1);
        const auto errors = r->shapes.errors();
        QCOMPARE(errors.size(), std::size_t(2));
        QCOMPARE(errors[0].line, 7);
        QVERIFY(QString::fromStdString(errors[0].message).contains("unsupported call target"));
        QCOMPARE(errors[1].line, 8);
        QVERIFY2(QString::fromStdString(errors[1].message).contains("comes from line 7"),
                 errors[1].message.c_str());
    }

    void opsWithoutCppMetaKernelRunOnStandIns() {
        // aten::native_batch_norm's meta kernel exists only in Python; the stand-in answers for it.
        const Graph g =
            graphOf("    def forward(self, L_x_: torch.Tensor, L_m_: torch.Tensor, L_v_: torch.Tensor):\n"
                    "        y = torch.nn.functional.batch_norm(L_x_, L_m_, L_v_, None, None, False,"
                    " 0.1, 1e-05)\n"
                    "        return (y,)\n");
        auto r = inferShapes(g, {meta("L_x_", {2, 3, 4, 4}), meta("L_m_", {3}), meta("L_v_", {3})});
        QVERIFY2(r, r ? "" : r.error().toString().c_str());
        QVERIFY2(r->shapes.complete(), r->shapes.complete() ? "" : r->shapes.errors()[0].message.c_str());
        QCOMPARE(r->shapes.outputs[0]->toString(), std::string("float32[2, 3, 4, 4]"));
    }

    void paddleIsRefused() {
        ModelGraphLoader loader;
        auto g =
            loader.fromSource("import paddle\n\n\nclass GraphModule(paddle.nn.Layer):\n"
                              "    def forward(self, data_0):\n        return paddle._C_ops.relu(data_0)\n",
                              "model.py");
        QVERIFY(g);
        QVERIFY(!inferShapes(*g, {meta("data_0", {2})}));
    }

    void toySamplesInferFullyAndMatchCpu_data() {
        QTest::addColumn<QString>("dir");
        for (const auto& s : discoverSamples(test::toySamplesDir().toStdString()))
            if (!test::isPaddleSample(QString::fromStdString(s.dir.string())))
                QTest::newRow(s.relPath.c_str()) << QString::fromStdString(s.dir.string());
    }
    void toySamplesInferFullyAndMatchCpu() {
        QFETCH(QString, dir);
        const Loaded l = load(dir.toStdString());
        int mismatches = 0;
        auto [onMeta, compared] = compareWithCpu(l, mismatches);
        for (const auto& e : onMeta.shapes.errors())
            qWarning("%s", e.toString().c_str());
        QCOMPARE(onMeta.shapes.inferredCount(), static_cast<int>(l.graph.nodes.size()));
        QCOMPARE(compared, static_cast<int>(l.graph.nodes.size()));
        QCOMPARE(mismatches, 0);
        QVERIFY(onMeta.unresolved.empty());
        for (const auto& o : onMeta.shapes.outputs)
            QVERIFY(o.has_value());
    }

    // Every node of every torch fixture is inferred on meta and compared with the CPU run: a regression that
    // infers less (and so compares less) fails here instead of passing with nothing compared.
    void fixturesMatchCpu_data() {
        QTest::addColumn<QString>("dir");
        int rows = 0;
        for (const auto& s : discoverSamples(test::upstreamSamples().toStdString()))
            if (!s.relPath.starts_with("paddle")) {
                QTest::newRow(s.relPath.c_str()) << QString::fromStdString(s.dir.string());
                ++rows;
            }
        QCOMPARE(rows, 12); // tests/data/upstream/graphnet-samples/INDEX.tsv
    }
    void fixturesMatchCpu() {
        QFETCH(QString, dir);
        const Loaded l = load(dir.toStdString());
        int mismatches = 0;
        auto [onMeta, compared] = compareWithCpu(l, mismatches);
        const int inferred = onMeta.shapes.inferredCount();
        ++g_fixtures.samples;
        g_fixtures.complete += onMeta.shapes.complete() ? 1 : 0;
        g_fixtures.nodes += static_cast<int>(l.graph.nodes.size());
        g_fixtures.inferred += inferred;
        g_fixtures.compared += compared;
        g_fixtures.mismatches += mismatches;
        for (const auto& e : onMeta.shapes.errors())
            qInfo("%s", e.toString().c_str());
        qInfo("%d/%zu nodes inferred in %.1f ms", inferred, l.graph.nodes.size(), onMeta.milliseconds);
        QVERIFY(!l.graph.nodes.empty());
        QCOMPARE(inferred, static_cast<int>(l.graph.nodes.size()));
        QCOMPARE(compared, inferred);
        QCOMPARE(mismatches, 0);
    }

    void cleanupTestCase() {
        if (g_fixtures.samples > 0)
            qInfo("fixtures: %d/%d torch samples fully inferred, %d/%d nodes, %d compared with CPU, %d "
                  "mismatches",
                  g_fixtures.complete, g_fixtures.samples, g_fixtures.inferred, g_fixtures.nodes,
                  g_fixtures.compared, g_fixtures.mismatches);
    }
};

GNW_TEST_GUILESS_MAIN(TestShapeInference)
#include "tst_shape_inference.moc"
