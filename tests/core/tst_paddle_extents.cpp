// The dynamic extents (-1) of Paddle's pd_op comments made concrete from the inputs' shapes
// (core/graph/PaddleExtents.h): one small forward per row, written as upstream's exporter writes them, with
// the shape of its last statement, and the rule's self-check against a concrete comment. The real samples
// (a toy-set one here; bench/paddle_extents_vs_paddle.py against Paddle's own shapes) are at the end.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/MetaParser.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"

#include <QtTest>

using namespace gnw;

namespace {

// "data_0:250x3x160x160;parameter_0:40x3x3x3" -> metas.
std::vector<TensorMeta> metas(const QString& spec) {
    std::vector<TensorMeta> out;
    for (const QString& item : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        TensorMeta m;
        m.name = item.section(QLatin1Char(':'), 0, 0).toStdString();
        for (const QString& d :
             item.section(QLatin1Char(':'), 1, 1).split(QLatin1Char('x'), Qt::SkipEmptyParts))
            m.shape.push_back(d.toLongLong());
        out.push_back(std::move(m));
    }
    return out;
}

Graph graphOf(const std::vector<TensorMeta>& inputs, const QString& body) {
    QStringList names;
    for (const TensorMeta& m : inputs)
        names << QString::fromStdString(m.name);
    QString source = QStringLiteral("import paddle\n\n\nclass GraphModule(paddle.nn.Layer):\n"
                                    "    def forward(self, %1):\n")
                         .arg(names.join(QStringLiteral(", ")));
    for (const QString& line : body.split(QLatin1Char('\n')))
        source += QStringLiteral("        ") + line + QLatin1Char('\n');
    source += QStringLiteral("        return out\n");
    ModelGraphLoader loader;
    auto graph = loader.fromSource(source.toStdString(), "model.py");
    if (!graph)
        qFatal("%s", graph.error().toString().c_str());
    return std::move(*graph);
}

} // namespace

class TestPaddleExtents : public QObject {
    Q_OBJECT

private slots:
    void lastStatement_data() {
        QTest::addColumn<QString>("inputs");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("expected"); // the last node's result
        QTest::addColumn<int>("mismatched");

        const QString conv = QStringLiteral("data_0:250x3x160x160;parameter_0:40x3x3x3");
        QTest::newRow("conv2d, stride 2, padding 1") // (160 + 2 - 3) / 2 + 1
            << conv
            << "# pd_op.conv2d: (-1x40x-1x-1xf32) <- (-1x3x-1x-1xf32, 40x3x3x3xf32)\n"
               "out = paddle._C_ops.conv2d(data_0, parameter_0, [2, 2], [1, 1], \"EXPLICIT\", [1, 1], 1, "
               "\"NCHW\")"
            << "float32[250, 40, 80, 80]" << 0;
        QTest::newRow(
            "conv2d, padding [top, bottom, left, right]") // (160 + 0 + 1 - 3) / 1 + 1, (160 + 2 + 2 - 3) + 1
            << conv
            << "# pd_op.conv2d: (-1x40x-1x-1xf32) <- (-1x3x-1x-1xf32, 40x3x3x3xf32)\n"
               "out = paddle._C_ops.conv2d(data_0, parameter_0, [1, 1], [0, 1, 2, 2], \"EXPLICIT\", [1, 1], "
               "1, "
               "\"NCHW\")"
            << "float32[250, 40, 159, 162]" << 0;
        QTest::newRow("conv2d SAME, dilation ignored") // ceil(161 / 2)
            << "data_0:2x3x161x161;parameter_0:40x3x3x3"
            << "# pd_op.conv2d: (-1x40x-1x-1xf32) <- (-1x3x-1x-1xf32, 40x3x3x3xf32)\n"
               "out = paddle._C_ops.conv2d(data_0, parameter_0, [2, 2], [0, 0], \"SAME\", [2, 2], 1, "
               "\"NCHW\")"
            << "float32[2, 40, 81, 81]" << 0;
        QTest::newRow("a rule against a concrete comment: the comment wins")
            << conv
            << "# pd_op.conv2d: (-1x40x99x-1xf32) <- (-1x3x-1x-1xf32, 40x3x3x3xf32)\n"
               "out = paddle._C_ops.conv2d(data_0, parameter_0, [2, 2], [1, 1], \"EXPLICIT\", [1, 1], 1, "
               "\"NCHW\")"
            << "float32[-1, 40, 99, -1]" << 1;
        const QString pool =
            QStringLiteral("# pd_op.full_int_array: (2xi64) <- ()\n"
                           "full_int_array_0 = [%1]\n"
                           "# pd_op.pool2d: (-1x8x-1x-1xf32) <- (-1x8x-1x-1xf32, 2xi64)\n"
                           "out = paddle._C_ops.pool2d(data_0, full_int_array_0, [2, 2], [1, 1], "
                           "%2, True, \"NCHW\", \"max\", False, %3, \"EXPLICIT\")");
        QTest::newRow("pool2d 3x3, stride 2, padding 1") // (15 + 2 - 3) / 2 + 1
            << "data_0:4x8x15x15"
            << pool.arg(QStringLiteral("3, 3"), QStringLiteral("False"), QStringLiteral("False"))
            << "float32[4, 8, 8, 8]" << 0;
        QTest::newRow("pool2d, ceil mode") // ceil((16 + 2 - 3) / 2) + 1
            << "data_0:4x8x16x16"
            << pool.arg(QStringLiteral("3, 3"), QStringLiteral("True"), QStringLiteral("False"))
            << "float32[4, 8, 9, 9]" << 0;
        QTest::newRow("pool2d, adaptive")
            << "data_0:4x8x15x15"
            << pool.arg(QStringLiteral("2, 3"), QStringLiteral("False"), QStringLiteral("True"))
            << "float32[4, 8, 2, 3]" << 0;
        QTest::newRow("matmul, transpose_y, batch broadcast")
            << "data_0:6x8x20x15;data_1:1x8x30x15"
            << "# pd_op.matmul: (-1x8x-1x-1xf32) <- (-1x8x-1x15xf32, -1x8x-1x15xf32)\n"
               "out = paddle._C_ops.matmul(data_0, data_1, False, True)"
            << "float32[6, 8, 20, 30]" << 0;
        QTest::newRow("reshape with 0 and -1") << "data_0:4x6x10"
                                               << "# pd_op.reshape: (-1x-1x5xf32) <- (-1x-1x10xf32, "
                                                  "3xi64)\nout = paddle._C_ops.reshape(data_0, [0, -1, 5])"
                                               << "float32[4, 12, 5]" << 0;
        QTest::newRow("transpose, flatten")
            << "data_0:4x6x10"
            << "# pd_op.transpose: (-1x10x-1xf32) <- (-1x-1x10xf32)\n"
               "transpose_0 = paddle._C_ops.transpose(data_0, [0, 2, 1])\n"
               "# pd_op.flatten: (-1xf32) <- (-1x10x-1xf32)\nout = paddle._C_ops.flatten(transpose_0, 0, 2)"
            << "float32[240]" << 0;
        QTest::newRow("concat, its axis from pd_op.full")
            << "data_0:4x6;data_1:4x3"
            << "# pd_op.full: (1xi32) <- ()\n"
               "full_0 = paddle._C_ops.full([1], float(\"1\"), paddle.int32, paddle.core.CPUPlace())\n"
               "# pd_op.concat: (-1x-1xf32) <- ([-1x6xf32, -1x3xf32], 1xi32)\n"
               "out = paddle._C_ops.concat([data_0, data_1], full_0)"
            << "float32[4, 9]" << 0;
        QTest::newRow("slice, negative start, end past the extent, axis dropped")
            << "data_0:5x7x9"
            << "# pd_op.slice: (-1x-1xf32) <- (-1x-1x-1xf32, 2xi64, 2xi64)\n"
               "out = paddle._C_ops.slice(data_0, [0, 2], [0, -4], [1, 100], [1, 1], [0])"
            << "float32[7, 4]" << 0;
        QTest::newRow("split_with_num, then builtin.split")
            << "data_0:3x8"
            << "# pd_op.full: (1xi32) <- ()\n"
               "full_0 = paddle._C_ops.full([1], float(\"1\"), paddle.int32, paddle.core.CPUPlace())\n"
               "# pd_op.split_with_num: ([-1x-1xf32, -1x-1xf32]) <- (-1x-1xf32, 1xi32)\n"
               "split_with_num_0 = paddle._C_ops.split_with_num(data_0, 2, full_0)\n"
               "# builtin.split: (-1x-1xf32, -1x-1xf32) <- ([-1x-1xf32, -1x-1xf32])\n"
               "(split_0, out) = split_with_num_0"
            << "float32[3, 4]" << 0;
        QTest::newRow("reshape to a shape the graph computes (shape64, slice, combine)")
            << "data_0:5x4x3"
            << "# pd_op.shape64: (3xi64) <- (-1x-1x3xf32)\nshape64_0 = paddle._C_ops.shape64(data_0)\n"
               "# pd_op.slice: (xi64) <- (3xi64, 1xi64, 1xi64)\n"
               "slice_0 = paddle._C_ops.slice(shape64_0, [0], [0], [1], [1], [0])\n"
               "# pd_op.full: (xi64) <- ()\n"
               "full_0 = paddle._C_ops.full([], float(\"2\"), paddle.int64, paddle.core.CPUPlace())\n"
               "# pd_op.multiply: (xi64) <- (xi64, xi64)\nmultiply_0 = paddle._C_ops.multiply(slice_0, "
               "full_0)\n"
               "# builtin.combine: ([xi64, xi64]) <- (xi64, xi64)\ncombine_0 = [multiply_0, -1]\n"
               "# pd_op.reshape: (-1x-1xf32) <- (-1x-1x3xf32, 2xi64)\nout = paddle._C_ops.reshape(data_0, "
               "combine_0)"
            << "float32[10, 6]" << 0;
        QTest::newRow("no rule: the extent stays -1")
            << "data_0:5x4"
            << "# pd_op.nonzero: (-1x2xi64) <- (-1x4xb)\nout = paddle._C_ops.nonzero(data_0)"
            << "int64[-1, 2]" << 0;
    }

    void lastStatement() {
        QFETCH(QString, inputs);
        QFETCH(QString, body);
        QFETCH(QString, expected);
        QFETCH(int, mismatched);
        const std::vector<TensorMeta> m = metas(inputs);
        const Graph graph = graphOf(m, body);
        DynamicExtentStats stats;
        const GraphShapes shapes = shapesFromOpComments(graph, m, &stats);
        QVERIFY(!graph.nodes.empty());
        const NodeShapes& last = shapes.nodes.back();
        QVERIFY2(last.inferred, last.error.message.c_str());
        QCOMPARE(QString::fromStdString(last.outputs.at(0).toString()), expected);
        QCOMPARE(stats.mismatched, static_cast<long long>(mismatched));
        // Every extent a row leaves at -1 is one the expectation shows.
        QCOMPARE(stats.dynamic - stats.resolved,
                 static_cast<long long>(expected.count(QStringLiteral("-1"))));
    }

    // The toy set's PP-OCRv4 recogniser subgraph (input 8x1024x1x40, 88 commented statements with dynamic
    // extents): its extents as Paddle computes them (bench/paddle_extents_vs_paddle.py: 336 of 336 extents
    // agree, 5 left at -1), and the FLOPs that follow from them.
    void toySetSample() {
        const std::filesystem::path dir =
            GNW_SOURCE_DIR "/tests/data/toy_samples/cv/ppocrv4_rec_subgraph2_paddle";
        ModelGraphLoader loader;
        auto graph = loader.fromFile(dir / "model.py");
        QVERIFY(graph);
        auto m = parseSampleMetas(dir);
        QVERIFY(m);
        DynamicExtentStats stats;
        const GraphShapes shapes = shapesFromOpComments(*graph, *m, &stats);
        QCOMPARE(stats.mismatched, 0LL);
        const QByteArray counts =
            QByteArray::number(stats.resolved) + " of " + QByteArray::number(stats.dynamic);
        QVERIFY2(stats.dynamic > 100, counts.constData());
        QVERIFY2(stats.resolved * 10 > stats.dynamic * 9, counts.constData());
        // The first matmul (-1x40x120 @ 120x360 in the comment) runs on the batch of 8.
        const auto first = std::find_if(graph->nodes.begin(), graph->nodes.end(), [](const GraphNode& n) {
            return n.target == "paddle._C_ops.matmul";
        });
        QVERIFY(first != graph->nodes.end());
        const NodeShapes& n = shapes.nodes[static_cast<std::size_t>(first - graph->nodes.begin())];
        QCOMPARE(QString::fromStdString(n.outputs.at(0).toString()), QStringLiteral("float32[8, 40, 360]"));
        const GraphCost cost = estimateGraphCost(*graph, shapes);
        QCOMPARE(cost.nodes[static_cast<std::size_t>(first - graph->nodes.begin())].flops,
                 2.0 * 8 * 40 * 360 * 120);
    }
};

GNW_TEST_APPLESS_MAIN(TestPaddleExtents)
#include "tst_paddle_extents.moc"
