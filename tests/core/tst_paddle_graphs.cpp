// Paddle graphs as first-class graphs: the `pd_op.*` comment of each model.py statement (real lines from
// upstream paddle_samples), shapes and FLOPs from them on three small real samples
// (tests/data/paddle_samples), the op histogram by pd_op name, and PaddleX/squeezenet1_1, whose
// graph_net.json has no framework key.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/GraphNetInfo.h"
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleSummary.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PaddleOpComment.h"
#include "core/graph/PirProgram.h"
#include "core/store/Database.h"
#include "core/store/SampleStore.h"

#include <QtTest>

using namespace gnw;

namespace {

QString dataDir() {
    return QStringLiteral(GNW_SOURCE_DIR "/tests/data/paddle_samples/PaddleX");
}

QString shapesText(const std::vector<ValueShape>& shapes) {
    QStringList out;
    for (const ValueShape& v : shapes)
        out << QString::fromStdString(v.toString());
    return out.join(QStringLiteral(" | "));
}

struct LoadedSample {
    Graph graph;
    std::vector<TensorMeta> metas;
};

LoadedSample load(const QString& relDir) {
    const std::filesystem::path dir = (dataDir() + QLatin1Char('/') + relDir).toStdString();
    ModelGraphLoader loader;
    auto graph = loader.fromFile(dir / "model.py");
    if (!graph)
        qFatal("%s", graph.error().toString().c_str());
    LoadedSample s{std::move(*graph), {}};
    for (const char* file : {"weight_meta.py", "input_meta.py"}) {
        auto metas = parseMetaFile(dir / file);
        if (!metas)
            qFatal("%s", metas.error().toString().c_str());
        s.metas.insert(s.metas.end(), metas->begin(), metas->end());
    }
    return s;
}

// "target: shape" per node, as the graph view labels them.
QStringList nodeShapes(const Graph& g, const GraphShapes& shapes) {
    QStringList out;
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
        out << QStringLiteral("%1: %2").arg(QString::fromStdString(g.nodes[i].target),
                                            shapes.nodes[i].inferred
                                                ? QString::fromStdString(shapes.nodes[i].result.toString())
                                                : QStringLiteral("? ") +
                                                      QString::fromStdString(shapes.nodes[i].error.message));
    return out;
}

} // namespace

class TestPaddleGraphs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comments_data() {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("op"); // empty: not an op comment
        QTest::addColumn<QString>("outputs");
        QTest::addColumn<QString>("inputs");
        auto row = [](const char* name, const char* comment, const char* op, const char* outputs,
                      const char* inputs) {
            QTest::newRow(name) << QString::fromUtf8(comment) << QString::fromUtf8(op)
                                << QString::fromUtf8(outputs) << QString::fromUtf8(inputs);
        };
        row("conv2d with dynamic extents",
            "pd_op.conv2d: (1x32x-1x-1xf32) <- (1x-1x-1x-1xf32, 32x32x3x3xf32)", "pd_op.conv2d",
            "float32[1, 32, -1, -1]", "float32[1, -1, -1, -1] | float32[32, 32, 3, 3]");
        row("vector result", "pd_op.split_with_num: ([8x1xf32, 8x1xf32]) <- (8x2xf32, 1xi32)",
            "pd_op.split_with_num", "(float32[8, 1], float32[8, 1])", "float32[8, 2] | int32[1]");
        row("builtin op", "builtin.split: (8x1xf32, 8x1xf32) <- ([8x1xf32, 8x1xf32])", "builtin.split",
            "float32[8, 1] | float32[8, 1]", "(float32[8, 1], float32[8, 1])");
        row("0-d tensor, no operands", "pd_op.full: (xi64) <- ()", "pd_op.full", "int64[]", "");
        row("bool and 0-d operand", "pd_op.equal: (1x21xb) <- (1x21xi64, xi64)", "pd_op.equal", "bool[1, 21]",
            "int64[1, 21] | int64[]");
        row("None operand", "pd_op.dropout: (1x21x128xf32, 1x21x128xui8) <- (1x21x128xf32, None, 1xf32)",
            "pd_op.dropout", "float32[1, 21, 128] | uint8[1, 21, 128]",
            "float32[1, 21, 128] | None | float32[1]");
        row("complex and half", "pd_op.embedding: (1x21x4096xf16) <- (1x21xi64, 32000x4096xf16)",
            "pd_op.embedding", "float16[1, 21, 4096]", "int64[1, 21] | float16[32000, 4096]");
        row("c64", "pd_op.fft_r2c: (1x21x768xc64) <- (1x21x768xf32)", "pd_op.fft_r2c",
            "complex64[1, 21, 768]", "float32[1, 21, 768]");
        row("unknown element type", "pd_op.cast: (1xq8) <- (1xf32)", "", "expected an element type", "");
        row("dimension below -1", "pd_op.cast: (-2xf32) <- (1xf32)", "", "expected a dimension", "");
        row("unclosed operands", "pd_op.add: (1xf32) <- (1xf32, 1xf32", "", "expected ',' or ')'", "");
        row("missing arrow", "pd_op.add: (1xf32) (1xf32)", "", "expected '<-'", "");
        row("trailing text", "pd_op.add: (1xf32) <- () and more", "", "expected the end of the comment", "");
        row("a torch comment", "torch.add: (1xf32) <- ()", "", "expected '<dialect>.<op>:'", "");
        row("plain comment", "1. Try to get tensor from positional arguments", "",
            "expected '<dialect>.<op>:'", "");
        row("deeply nested lists", "pd_op.x: ([[[[[[[[[[1xf32]]]]]]]]]]) <- ()", "", "nested lists", "");
    }
    void comments() {
        QFETCH(QString, comment);
        QFETCH(QString, op);
        QFETCH(QString, outputs);
        QFETCH(QString, inputs);
        const std::string text = comment.toStdString();
        std::string error;
        const auto parsed = parsePaddleOpComment(text, &error);
        if (op.isEmpty()) {
            QVERIFY(!parsed);
            QVERIFY2(QString::fromStdString(error).contains(outputs), error.c_str());
            return;
        }
        QVERIFY2(parsed, error.c_str());
        QCOMPARE(QString::fromStdString(parsed->op), op);
        QCOMPARE(QString::fromStdString(std::string(paddleOpName(text))), op);
        QCOMPARE(shapesText(parsed->outputs), outputs);
        QCOMPARE(shapesText(parsed->inputs), inputs);
    }

    // PicoDet-S/subgraph_0: a pd_op.split_with_num result unpacked by `builtin.split` into getitem nodes.
    void splitUnpackedFromAName() {
        const LoadedSample s = load(QStringLiteral("PicoDet-S/subgraph_0"));
        QCOMPARE(s.graph.framework, Framework::Paddle);
        const GraphShapes shapes = shapesFromOpComments(s.graph, s.metas);
        QCOMPARE(nodeShapes(s.graph, shapes),
                 QStringList({"paddle._C_ops.full: int32[1]",
                              "paddle._C_ops.split_with_num: (float32[8, 1], float32[8, 1])",
                              "operator.getitem: float32[8, 1]", "operator.getitem: float32[8, 1]",
                              "paddle._C_ops.full: int32[1]", "paddle._C_ops.concat: float32[8, 4]",
                              "paddle._C_ops.reshape: float32[8, 1, 4]",
                              "paddle._C_ops.divide: float32[8, 2125, 4]"}));
        QCOMPARE(shapes.inferredCount(), 8);
        QCOMPARE(QString::fromStdString(shapes.inputs[0].toString()), QStringLiteral("float32[8, 2125, 4]"));
        QVERIFY(shapes.outputs.at(0).has_value());
        QCOMPARE(QString::fromStdString(shapes.outputs[0]->toString()),
                 QStringLiteral("float32[8, 2125, 4]"));
        // The two getitem nodes of the builtin.split statement are one Paddle op.
        const std::map<std::string, int> expected{{"builtin.split", 1}, {"pd_op.concat", 1},
                                                  {"pd_op.divide", 1},  {"pd_op.full", 2},
                                                  {"pd_op.reshape", 1}, {"pd_op.split_with_num", 1}};
        QCOMPARE(opHistogram(s.graph), expected);
        // divide: one FLOP per output element, 8 x 2125 x 4; the rest moves or views data.
        const GraphCost cost = estimateGraphCost(s.graph, shapes);
        QCOMPARE(cost.flops, 68000.0);
        QCOMPARE(cost.estimated, 8);
    }

    // Mask-RT-DETR-S/subgraph_3: conv2d, the lambda idiom of batch_norm_ (six results), dynamic extents made
    // concrete from the input (1x32x160x160; the comments say 1x32x-1x-1, PaddleExtents.h).
    void convolutionBlock() {
        const LoadedSample s = load(QStringLiteral("Mask-RT-DETR-S/subgraph_3"));
        const GraphShapes shapes = shapesFromOpComments(s.graph, s.metas);
        QCOMPARE(shapes.inferredCount(), static_cast<int>(s.graph.nodes.size()));
        // The sixth result, batch_norm's reserve space for cuDNN, has no rule and stays dynamic.
        QCOMPARE(
            nodeShapes(s.graph, shapes).at(1),
            QStringLiteral("paddle._C_ops.batch_norm: (float32[1, 32, 160, 160], float32[32], float32[32], "
                           "float32[32], float32[32], uint8[-1])"));
        const GraphCost cost = estimateGraphCost(s.graph, shapes);
        // conv2d_0 (3x3, stride 1, padding 1): 2 x n(out) (32 x 160 x 160) x (32 x 3 x 3); batch_norm: 4 per
        // element; sigmoid, multiply: 1 per element; conv2d_1 (1x1 to 128 channels): 2 x (128 x 160 x 160) x
        // 32; reshape: 0; add: 1 per element of 128 x 160 x 160.
        const double plane = 160.0 * 160;
        QCOMPARE(cost.nodes[0].kind, CostKind::Conv);
        QCOMPARE(cost.nodes[0].flops, 2 * 32 * plane * 32 * 9);
        QCOMPARE(cost.nodes[4].flops, 2 * 128 * plane * 32);
        QCOMPARE(cost.flops, 2 * 32 * plane * 32 * 9 + 4 * 32 * plane + 32 * plane + 32 * plane +
                                 2 * 128 * plane * 32 + 128 * plane);
        // bytes of conv2d_0: input (1x32x160x160) and weight 32x32x3x3 read, output 1x32x160x160 written.
        QCOMPARE(cost.nodes[0].bytes, 4.0 * (32 * plane + 32 * 32 * 9 + 32 * plane));
    }

    // PicoDet_layout_1x/subgraph_5: reshape [-1, 8] of the 18x32 input (72 rows), softmax, matmul with the
    // 8-vector; K is the last extent of x (no transpose).
    void matmul() {
        const LoadedSample s = load(QStringLiteral("PicoDet_layout_1x/subgraph_5"));
        const GraphShapes shapes = shapesFromOpComments(s.graph, s.metas);
        const GraphCost cost = estimateGraphCost(s.graph, shapes);
        QCOMPARE(s.graph.nodes[2].target, std::string("paddle._C_ops.matmul"));
        QCOMPARE(QString::fromStdString(shapes.nodes[2].outputs.at(0).toString()),
                 QStringLiteral("float32[72]"));
        QCOMPARE(cost.nodes[2].flops, 2.0 * 72 * 8);
        QCOMPARE(cost.nodes[1].flops, kSoftmaxFlops * 72 * 8);
        QCOMPARE(QString::fromStdString(shapes.outputs.at(0)->toString()), QStringLiteral("float32[18, 4]"));
    }

    void nodesWithoutComments() {
        // A hand-written Paddle graph without comments keeps its nodes, each without shapes and saying why.
        const std::string source = "import paddle\n\n\nclass GraphModule(paddle.nn.Layer):\n"
                                   "    def forward(self, data_0):\n"
                                   "        relu_0 = paddle._C_ops.relu(data_0)\n"
                                   "        # pd_op.relu: (1xq9) <- (1xf32)\n"
                                   "        relu_1 = paddle._C_ops.relu(relu_0)\n"
                                   "        return relu_1\n";
        ModelGraphLoader loader;
        auto graph = loader.fromSource(source, "model.py");
        QVERIFY(graph);
        const GraphShapes shapes = shapesFromOpComments(*graph, {});
        QCOMPARE(shapes.inferredCount(), 0);
        QCOMPARE(shapes.nodes[0].error.line, 6);
        QVERIFY(QString::fromStdString(shapes.nodes[0].error.message)
                    .contains(QStringLiteral("no pd_op comment")));
        QVERIFY(
            QString::fromStdString(shapes.nodes[1].error.message).contains(QStringLiteral("does not parse")));
        QCOMPARE(shapes.inputs[0].kind, ValueShape::Kind::Other); // no meta for data_0
        QCOMPARE(opHistogram(*graph),
                 (std::map<std::string, int>{{"paddle._C_ops.relu", 1}, {"pd_op.relu", 1}}));
    }

    // Indexing: a Paddle sample gets shapes, FLOPs and the pd_op histogram without an analyzer.
    void summaryOfPaddleSample() {
        const QString dir = dataDir() + QStringLiteral("/PicoDet-S/subgraph_0");
        const SampleSummary s =
            summarizeSample(SampleLocation{dir.toStdString(), "paddle_samples/PaddleX/PicoDet-S/subgraph_0"});
        QVERIFY2(s.valid(), s.errors.empty() ? "" : s.errors.front().toString().c_str());
        QVERIFY(s.analysis.parsed);
        QVERIFY(s.analysis.analyzed);
        QCOMPARE(s.analysis.nodes, 8);
        QCOMPARE(s.analysis.inferredNodes, 8);
        QCOMPARE(s.analysis.flops, 68000.0);
        QCOMPARE(s.analysis.ops.at("builtin.split"), 1);
        QCOMPARE(s.analysis.outputs.size(), std::size_t(1));
        QCOMPARE(s.analysis.outputs[0].shape, (std::vector<std::int64_t>{8, 2125, 4}));
        QVERIFY(s.warnings.empty());
        QVERIFY(s.analysisStamps.ends_with("|" + std::string(kParserVersion)));
    }

    // graph_net.json of PaddleX/squeezenet1_1 holds a PIR program and no framework key (program shortened).
    void frameworkFromLocation() {
        const std::filesystem::path json =
            (dataDir() + QStringLiteral("/squeezenet1_1/graph_net.json")).toStdString();
        const auto info = parseGraphNetJson(json);
        QVERIFY2(info, info ? "" : info.error().toString().c_str());
        QCOMPARE(info->framework, std::string("paddle"));
        QCOMPARE(info->warnings.size(), std::size_t(1));
        QCOMPARE(info->warnings[0].line, 1);
        QVERIFY2(QString::fromStdString(info->warnings[0].message)
                     .contains(QStringLiteral("no \"framework\" key (found \"protocol\", \"program_desc\")")),
                 info->warnings[0].message.c_str());
        // The same text outside paddle_samples/ is still an error: nothing says which framework it is.
        QFile f(QString::fromStdString(json.string()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const auto elsewhere = parseGraphNetJsonText(
            std::string_view(text.constData(), std::size_t(text.size())), "samples/timm/x/graph_net.json");
        QVERIFY(!elsewhere);
        QVERIFY(QString::fromStdString(elsewhere.error().message)
                    .contains(QStringLiteral("expected a \"framework\" key")));
    }

    void pirProgram() {
        const std::string program =
            "{\n"
            "    (%0) = \"builtin.parameter\" () {parameter_name:\"w\"} : () -> tensor<8x4xf32>\n"
            "    (%1) = \"pd_op.data\" () {name:\"x\",shape:[2,4]} : () -> tensor<2x4xf32>\n"
            "    (%2) = \"pd_op.matmul\" (%1, %0) "
            "{struct_name:\"/Net/Linear/\",transpose_x:false,transpose_y:true} "
            ": (tensor<2x4xf32>, tensor<8x4xf32>) -> tensor<2x8xf32>\n"
            "    (%3) = \"builtin.combine\" (%2, %2) {} : (tensor<2x8xf32>, tensor<2x8xf32>) -> "
            "vec[tensor<2x8xf32>,tensor<2x8xf32>]\n"
            "    (%4) = \"pd_op.full\" () {value:1} : () -> tensor<f32>\n"
            "    (%5, %6) = \"pd_op.dropout\" (%2, <<NULL VALUE>>, %4) {} : (tensor<2x8xf32>, <<NULL TYPE>>, "
            "tensor<f32>) -> tensor<2x8xf32>, tensor<2x8xui8>\n"
            "    (%7) = \"pd_op.concat\" (%3, %4) {} : (vec[tensor<2x8xf32>,tensor<2x8xf32>], tensor<f32>) "
            "-> "
            "tensor<4x8xf32>\n"
            "}\n";
        const auto g = graphFromPirProgram(program, "graph_net.json");
        QVERIFY2(g, g ? "" : g.error().toString().c_str());
        QCOMPARE(g->inputs.size(), std::size_t(2));
        QCOMPARE(g->inputs[0].name, std::string("w"));
        QCOMPARE(g->nodes.size(), std::size_t(4)); // matmul, full, dropout, concat; combine folds into a list
        QCOMPARE(g->nodes[0].target, std::string("paddle._C_ops.matmul"));
        QCOMPARE(g->nodes[0].modulePath, std::string("Net.Linear"));
        QCOMPARE(g->nodes[2].comment,
                 std::string("pd_op.dropout: (2x8xf32, 2x8xui8) <- (2x8xf32, None, xf32)"));
        QCOMPARE(g->nodes[3].args[0].kind, GraphArg::Kind::List);
        const GraphShapes shapes = shapesFromOpComments(*g, {});
        QCOMPARE(shapes.inferredCount(), 4);
        QCOMPARE(QString::fromStdString(shapes.inputs[0].toString()), QStringLiteral("float32[8, 4]"));
        QCOMPARE(estimateGraphCost(*g, shapes).nodes[0].flops, 2.0 * 16 * 4);
        const auto bad = graphFromPirProgram(
            "    (%1) = \"pd_op.relu\" (%0) {} : (tensor<1xf32>) -> tensor<1xf32>\n", "graph_net.json");
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().message),
                 QStringLiteral("program_desc line 1: expected a defined value but found '%0'"));
    }

    void squeezenetIsValidWithAWarning() {
        const QString dir = dataDir() + QStringLiteral("/squeezenet1_1");
        const SampleSummary s =
            summarizeSample(SampleLocation{dir.toStdString(), "paddle_samples/PaddleX/squeezenet1_1"});
        QVERIFY2(s.valid(), s.errors.empty() ? "" : s.errors.front().toString().c_str());
        QCOMPARE(s.framework, std::string("paddle"));
        QCOMPARE(s.warnings.size(), std::size_t(1));
        QCOMPARE(s.numInputs, 1); // input_meta.py: one class next to a module-level `input_meta = {...}`
        QCOMPARE(s.numWeights, 0);
        // Its model.py wraps paddle.vision.models (control flow): the graph is graph_net.json's PIR program,
        // here its first block (conv2d, bias reshape + add, relu, max pool).
        QVERIFY2(s.analysis.parsed, s.analysis.errors.empty() ? "" : s.analysis.errors[0].toString().c_str());
        QCOMPARE(s.analysis.nodes, 5);
        QCOMPARE(s.analysis.inferredNodes, 5);
        QCOMPARE(s.analysis.ops.at("pd_op.conv2d"), 1);
        // conv2d 2 x (64x112x112) x (3x3x3); add and relu one per element; pool2d n(out) 64x55x55 x kernel
        // 3x3.
        QCOMPARE(s.analysis.flops, 2.0 * 802816 * 27 + 2.0 * 802816 + 64.0 * 55 * 55 * 9);
        QCOMPARE(s.analysis.outputs.at(0).shape, (std::vector<std::int64_t>{1, 64, 55, 55}));
        // The warning survives the store (kept in the errors column, flagged; the sample stays valid).
        auto db = Database::openInMemory();
        QVERIFY(db);
        SampleStore store(*db);
        store.upsert("/data", s);
        const auto records = store.samples("/data");
        QCOMPARE(records.size(), std::size_t(1));
        QVERIFY(records[0].summary.valid());
        QCOMPARE(records[0].summary.warnings.size(), std::size_t(1));
        QCOMPARE(records[0].summary.warnings[0].toString(), s.warnings[0].toString());
        QVERIFY(records[0].summary.errors.empty());
    }
};

GNW_TEST_APPLESS_MAIN(TestPaddleGraphs)
#include "tst_paddle_graphs.moc"
