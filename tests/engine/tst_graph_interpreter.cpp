// The graph interpreter: Python semantics of small hand-written graphs, and every toy and fixture
// sample running eager on CPU.
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/graph/ModelGraphLoader.h"

#include "ForwardSource.h"
#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <cmath>

using namespace gnw;
using namespace gnw::engine;

namespace {

using test::graphOf;

TensorList runEager(const Graph& g, const TensorList& inputs) {
    auto prepared = findBackend("eager")->prepare(g, PrepareContext{});
    if (!prepared)
        qFatal("prepare: %s", prepared.error().toString().c_str());
    return (*prepared)->run(inputs);
}

TensorList vector(std::string name, std::vector<double> values, DType dtype = DType::Float32) {
    TensorList l;
    l.append(std::move(name), dtype, {static_cast<std::int64_t>(values.size())}, values);
    return l;
}

} // namespace

class TestGraphInterpreter : public QObject {
    Q_OBJECT
private slots:
    void pythonOperatorsFollowTorchSemantics() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        x = L_x_\n"
                                "        a = 2 - x\n"  // rsub
                                "        b = 1 / x\n"  // reciprocal * 1
                                "        c = 2 ** x\n" // pow(Scalar, Tensor)
                                "        d = x // 2\n"
                                "        e = -x\n"
                                "        f = (x > 1) & (x < 4)\n"
                                "        return (a, b, c, d, e, f)\n");
        const TensorList out = runEager(g, vector("L_x_", {1, 2, 4}));
        QCOMPARE(out.size(), size_t(6));
        QCOMPARE(out.values(0), (std::vector<double>{1, 0, -2}));
        QCOMPARE(out.values(1), (std::vector<double>{1, 0.5, 0.25}));
        QCOMPARE(out.values(2), (std::vector<double>{2, 4, 16}));
        QCOMPARE(out.values(3), (std::vector<double>{0, 1, 2}));
        QCOMPARE(out.values(4), (std::vector<double>{-1, -2, -4}));
        QCOMPARE(out.values(5), (std::vector<double>{0, 1, 0}));
        QCOMPARE(out.info(5).dtype, std::string("bool"));
    }

    void scalarOperandsGiveTheSameBitsAsATen() {
        // `x OP number` on float32 takes the interpreter's own float32 scalar path; torch.OP(x, number) takes
        // ATen's (a float64/int64 wrapped number cast by TensorIterator). The bits must agree, including
        // overflow to inf, float32 underflow, ints float32 cannot hold, bools and the unboxed unary calls.
        const Graph g =
            graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                    "        x = L_x_\n"
                    "        return (x * 0.1, torch.mul(x, 0.1), x + 1e300, torch.add(x, 1e300),\n"
                    "                x - 3, torch.sub(x, 3), x / 7.0, torch.div(x, 7.0),\n"
                    "                x / 1e-45, torch.div(x, 1e-45), x + 16777217, torch.add(x, 16777217),\n"
                    "                x * True, torch.mul(x, True), torch.tanh(x), x.tanh())\n");
        const TensorList out = runEager(g, vector("L_x_", {1.5, -0.3, 3.0e38, 1e-40, 0, 123456.789}));
        QCOMPARE(out.size(), size_t(16));
        for (size_t i = 0; i < out.size(); i += 2) {
            QCOMPARE(out.info(i).dtype, std::string("float32"));
            QCOMPARE(out.values(i), out.values(i + 1));
        }
        QVERIFY(std::isinf(out.values(2)[0]));
    }

    void augmentedAssignmentIsInPlace() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor, L_y_: torch.Tensor):\n"
                                "        x = L_x_\n"
                                "        y = L_y_\n"
                                "        x += y\n"
                                "        z = x * 1\n"
                                "        return (z,)\n");
        TensorList x = vector("L_x_", {1, 2});
        TensorList y = vector("L_y_", {10, 20});
        x.append("L_y_", DType::Float32, {2}, {10, 20});
        const TensorList out = runEager(g, x);
        QCOMPARE(out.values(0), (std::vector<double>{11, 22}));
        QCOMPARE(x.values(0), (std::vector<double>{11, 22})); // the input itself changed, as in Python
    }

    void indexingAndSizes() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor, s0: torch.SymInt):\n"
                                "        x = L_x_\n"
                                "        a = x[(slice(None, None, None), 0)]\n"
                                "        b = x[(Ellipsis, slice(1, s0, None))]\n"
                                "        c = x[None]\n"
                                "        size = x.size()\n"
                                "        n = size[1] * 2\n"
                                "        d = x.view(n, -1)\n"
                                "        x[(0, 0)] = 7.0\n"
                                "        return (a, b, c, d)\n");
        TensorList in;
        in.append("L_x_", DType::Float32, {2, 3}, {0, 1, 2, 3, 4, 5});
        in.append("s0", DType::Int64, {}, {3});
        const TensorList out = runEager(g, in);
        QCOMPARE(out.values(0), (std::vector<double>{7, 3}));
        QCOMPARE(out.info(1).shape, (std::vector<std::int64_t>{2, 2}));
        QCOMPARE(out.values(1), (std::vector<double>{1, 2, 4, 5}));
        QCOMPARE(out.info(2).shape, (std::vector<std::int64_t>{1, 2, 3}));
        QCOMPARE(out.info(3).shape, (std::vector<std::int64_t>{6, 1}));
    }

    void functionalStandIns() {
        const Graph g = graphOf(
            "    def forward(self, L_x_: torch.Tensor, L_m_: torch.Tensor, L_v_: torch.Tensor):\n"
            "        x = L_x_\n"
            "        d = torch.nn.functional.dropout(x, p=0.5, training=False)\n"
            "        bn = torch.nn.functional.batch_norm(x, L_m_, L_v_, None, None, False, 0.1, 0.0)\n"
            "        r = torch.nn.functional.relu(x, inplace=False)\n"
            "        s = torch.nn.functional.softmax(x, dim=-1, _stacklevel=5)\n"
            "        t = torch.tensor([1, 2], dtype=torch.float32)\n"
            "        u = torch.zeros(2, 3).to(torch.float64)\n"
            "        return (d, bn, r, s, t, u)\n");
        TensorList in;
        in.append("L_x_", DType::Float32, {1, 2}, {-1, 1});
        in.append("L_m_", DType::Float32, {2}, {1, 1});
        in.append("L_v_", DType::Float32, {2}, {4, 4});
        const TensorList out = runEager(g, in);
        QCOMPARE(out.values(0), (std::vector<double>{-1, 1}));
        QCOMPARE(out.values(1), (std::vector<double>{-1, 0})); // (x - 1) / sqrt(4)
        QCOMPARE(out.values(2), (std::vector<double>{0, 1}));
        QVERIFY(std::abs(out.values(3)[0] + out.values(3)[1] - 1) < 1e-6);
        QCOMPARE(out.info(4).dtype, std::string("float32"));
        QCOMPARE(out.info(5).dtype, std::string("float64"));
        QCOMPARE(out.info(5).shape, (std::vector<std::int64_t>{2, 3}));
    }

    void foldTakesPythonDefaults() {
        // F.fold with only stride given (upstream's apple_mobilevitv2-1.0-imagenet1k-256): aten::col2im has
        // no defaults. Non-overlapping 2x2 patches: fold inverts unfold.
        const Graph g =
            graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                    "        p = torch.nn.functional.unfold(L_x_, kernel_size=(2, 2), stride=2)\n"
                    "        f = torch.nn.functional.fold(p, output_size=(2, 4), kernel_size=(2, 2), "
                    "stride=(2, 2))\n"
                    "        return (p, f)\n");
        TensorList in;
        in.append("L_x_", DType::Float32, {1, 1, 2, 4}, {1, 2, 3, 4, 5, 6, 7, 8});
        const TensorList out = runEager(g, in);
        QCOMPARE(out.info(0).shape, (std::vector<std::int64_t>{1, 4, 2}));
        QCOMPARE(out.values(0), (std::vector<double>{1, 3, 2, 4, 5, 7, 6, 8}));
        QCOMPARE(out.info(1).shape, (std::vector<std::int64_t>{1, 1, 2, 4}));
        QCOMPARE(out.values(1), (std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8}));
    }

    void pythonNamespacesMapToAtenNames() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = torch.special.erf(L_x_)\n"
                                "        b = torch.linalg.vector_norm(L_x_)\n"
                                "        c = torch._C._nn.gelu(L_x_, approximate='tanh')\n"
                                "        d = torch.ops.aten.mul.Tensor(L_x_, L_x_)\n"
                                "        return (a, b, c, d)\n");
        const TensorList out = runEager(g, vector("L_x_", {0, 3, 4}));
        QCOMPARE(out.values(0)[0], 0.0);
        QCOMPARE(out.values(1), (std::vector<double>{5}));
        QCOMPARE(out.values(2)[0], 0.0);
        QCOMPARE(out.values(3), (std::vector<double>{0, 9, 16}));
    }

    void methodReceiverBindsToTheParameterNamedSelf() {
        // where.self(Tensor condition, Tensor self, Tensor other) and polygamma(int n, Tensor self): the
        // receiver is `self` wherever the schema puts it (upstream's PeterBanning71_long-t5-tfg writes
        // x.where(c, y)).
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        ge = L_x_ >= 2\n"
                                "        zero = torch.tensor(0, dtype=torch.int32)\n"
                                "        a = L_x_.type(torch.int32).where(ge, zero)\n"
                                "        b = L_x_.polygamma(0)\n"
                                "        c = L_x_.where(ge, 10.0)\n"
                                "        return (a, b, c)\n");
        const TensorList out = runEager(g, vector("L_x_", {1, 2, 4}));
        QCOMPARE(out.values(0), (std::vector<double>{0, 2, 4}));
        QCOMPARE(out.info(0).dtype, std::string("int32"));
        QVERIFY(std::abs(out.values(1)[0] + 0.5772156649015329) < 1e-6); // digamma(1): minus Euler's gamma
        QCOMPARE(out.values(2), (std::vector<double>{10, 2, 4}));
    }

    void numpyKeywordsAndRequiresGradBindAsInPython() {
        // PyTorch's Python parser takes NumPy's axis/keepdims for dim/keepdim, and requires_grad on the
        // factories; real samples write both (torch.cat(..., axis=0), torch.zeros_like(x,
        // requires_grad=False)).
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor, L_n_: torch.Tensor):\n"
                                "        a = torch.cat([L_x_, L_x_], axis=0)\n"
                                "        b = L_x_.mean(axis=0, keepdims=True)\n"
                                "        c = torch.cumsum(L_x_, axis=0)\n"
                                "        d = torch.zeros_like(L_x_, requires_grad=False)\n"
                                "        e = torch.cdist(x1=L_x_.view(3, 1), x2=L_x_.view(3, 1))\n"
                                "        f = len([None] * L_n_)\n" // a Python int recorded as a 0-d tensor
                                "        return (a, b, c, d, e, L_x_ * f)\n");
        TensorList inputs = vector("L_x_", {1, 2, 4});
        inputs.append("L_n_", DType::Int64, {}, {2});
        const TensorList out = runEager(g, inputs);
        QCOMPARE(out.values(0), (std::vector<double>{1, 2, 4, 1, 2, 4}));
        QCOMPARE(out.info(1).shape, (std::vector<std::int64_t>{1}));
        QCOMPARE(out.values(1)[0], double(7.0f / 3.0f));
        QCOMPARE(out.values(2), (std::vector<double>{1, 3, 7}));
        QCOMPARE(out.values(3), (std::vector<double>{0, 0, 0}));
        QCOMPARE(out.info(4).shape, (std::vector<std::int64_t>{3, 3}));
        QCOMPARE(out.values(4)[1], 1.0);
        QCOMPARE(out.values(5), (std::vector<double>{2, 4, 8}));
    }

    void negativeRunningVarianceStatisticsGiveNoNaN() {
        const Graph g = graphOf(
            "    def forward(self, L_x_: torch.Tensor, L_self_modules_bn_buffers_running_mean_: "
            "torch.Tensor,\n"
            "                L_self_modules_bn_buffers_running_var_: torch.Tensor):\n"
            "        bn = torch.nn.functional.batch_norm(L_x_, L_self_modules_bn_buffers_running_mean_,\n"
            "            L_self_modules_bn_buffers_running_var_, None, None, False, 0.1, 1e-05)\n"
            "        return (bn,)\n");
        std::vector<TensorMeta> metas(3);
        metas[0].name = "L_x_";
        metas[0].shape = {4, 256, 2, 2};
        metas[1].name = "L_self_modules_bn_buffers_running_mean_";
        metas[1].shape = {256};
        metas[2].name = "L_self_modules_bn_buffers_running_var_";
        metas[2].shape = {256};
        metas[2].mean = 0.001; // no min_val: replayed as-is, about half of these would be negative
        metas[2].std = 0.05;
        auto inputs = synthesizeInputs(metas, {});
        QVERIFY(inputs);
        for (double v : runEager(g, *inputs).values(0))
            QVERIFY(std::isfinite(v));
        // The guard matters: the same graph with a negative variance does produce NaN.
        TensorList bad;
        bad.append("L_x_", DType::Float32, {1, 256, 1, 1}, std::vector<double>(256, 1.0));
        bad.append("L_self_modules_bn_buffers_running_mean_", DType::Float32, {256},
                   std::vector<double>(256, 0.0));
        bad.append("L_self_modules_bn_buffers_running_var_", DType::Float32, {256},
                   std::vector<double>(256, -1.0));
        QVERIFY(std::isnan(runEager(g, bad).values(0)[0]));
    }

    void unresolvedTargetsAreReportedPerNode() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = torch.no_such_op(L_x_)\n"
                                "        b = L_x_.no_such_method()\n"
                                "        return (a, b)\n");
        auto prepared = findBackend("eager")->prepare(g, PrepareContext{});
        QVERIFY(!prepared);
        const QString msg = QString::fromStdString(prepared.error().message);
        QVERIFY2(msg.contains("model.py:7: torch.no_such_op") &&
                     msg.contains("model.py:8: Tensor.no_such_method"),
                 qPrintable(msg));
    }

    void runtimeErrorsNameTheNode() {
        const Graph g = graphOf("    def forward(self, L_x_: torch.Tensor):\n"
                                "        a = L_x_.view(5, 7)\n"
                                "        return (a,)\n");
        try {
            runEager(g, vector("L_x_", {1, 2, 3}));
            QFAIL("expected an error");
        } catch (const std::exception& e) {
            QVERIFY2(QString(e.what()).startsWith("model.py:7: Tensor.view:"), e.what());
        }
    }

    void samplesRunEager_data() {
        QTest::addColumn<QString>("dir");
        for (const auto& s : discoverSamples(test::toySamplesDir().toStdString()))
            if (!test::isPaddleSample(QString::fromStdString(s.dir.string())))
                QTest::newRow(("samples/" + s.relPath).c_str()) << QString::fromStdString(s.dir.string());
        for (const auto& s : discoverSamples(test::upstreamSamples().toStdString()))
            if (!s.relPath.starts_with("paddle"))
                QTest::newRow(("fixtures/" + s.relPath).c_str()) << QString::fromStdString(s.dir.string());
    }
    void samplesRunEager() {
        QFETCH(QString, dir);
        const std::filesystem::path d = dir.toStdString();
        ModelGraphLoader loader;
        auto graph = loader.fromFile(d / "model.py");
        QVERIFY2(graph, graph ? "" : graph.error().toString().c_str());
        auto metas = parseMetaFile(d / "weight_meta.py");
        QVERIFY2(metas, metas ? "" : metas.error().toString().c_str());
        auto inputs = synthesizeInputs(*metas, {});
        QVERIFY2(inputs, inputs ? "" : inputs.error().toString().c_str());
        auto prepared = findBackend("eager")->prepare(*graph, PrepareContext{});
        QVERIFY2(prepared, prepared ? "" : prepared.error().toString().c_str());
        try {
            const TensorList out = (*prepared)->run(*inputs);
            QVERIFY(out.size() > 0);
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestGraphInterpreter)
#include "tst_graph_interpreter.moc"
