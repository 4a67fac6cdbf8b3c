// FLOP and byte estimates, data-driven: each row is one call with hand-written input and output shapes and
// the FLOPs and bytes worked out by hand (the arithmetic is in the row's comment).
#include "TestMain.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/OpFamily.h"

#include <QtTest>

using namespace gnw;

namespace {

// "float32[2, 3]", "int 4", "None", or items joined by '|' for a tuple.
ValueShape parseShape(const QString& spec) {
    ValueShape v;
    if (spec.contains(QLatin1Char('|'))) {
        v.kind = ValueShape::Kind::Sequence;
        for (const auto& item : spec.split(QLatin1Char('|')))
            v.items.push_back(parseShape(item.trimmed()));
        return v;
    }
    if (spec == QLatin1String("None")) {
        v.kind = ValueShape::Kind::None;
        return v;
    }
    const auto open = spec.indexOf(QLatin1Char('['));
    std::vector<std::int64_t> shape;
    for (const auto& d : spec.mid(open + 1).chopped(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
        shape.push_back(d.trimmed().toLongLong());
    return ValueShape::tensor(shape, spec.left(open).toStdString());
}

struct Case {
    Graph graph;
    GraphShapes shapes;
};

// A one-call forward: `params` is "L_x_:float32[1, 3];L_w_:..." in forward order.
Case makeCase(const QString& params, const QString& call, const QString& result) {
    Case c;
    std::string signature = "self";
    std::vector<ValueShape> inputs;
    for (const auto& p : params.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        signature += ", " + p.section(QLatin1Char(':'), 0, 0).toStdString();
        inputs.push_back(parseShape(p.section(QLatin1Char(':'), 1)));
    }
    const std::string source = "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(" +
                               signature + "):\n        y = " + call.toStdString() +
                               "\n        return (y,)\n";
    ModelGraphLoader loader;
    auto g = loader.fromSource(source, "model.py");
    if (!g)
        qFatal("%s", g.error().toString().c_str());
    c.graph = std::move(*g);
    c.shapes.inputs = inputs;
    c.shapes.nodes.resize(c.graph.nodes.size());
    NodeShapes& n = c.shapes.nodes.back();
    n.inferred = true;
    n.result = parseShape(result);
    n.outputs = {n.result};
    return c;
}

} // namespace

class TestFlopEstimator : public QObject {
    Q_OBJECT
private slots:
    void nodeCosts_data() {
        QTest::addColumn<QString>("params");
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("result");
        QTest::addColumn<double>("flops");
        QTest::addColumn<double>("bytes");
        // 2 * out(1*16*8*8=1024) * (3*3*3) + bias 1024; bytes (192 + 432 + 16 + 1024) * 4
        QTest::newRow("conv2d") << "L_x_:float32[1,3,8,8];L_w_:float32[16,3,3,3];L_b_:float32[16]"
                                << "torch.conv2d(L_x_, L_w_, L_b_, (1, 1), (1, 1), (1, 1), 1)"
                                << "float32[1,16,8,8]" << 56320.0 << 6656.0;
        QTest::newRow("F.conv2d keywords") << "L_x_:float32[1,3,8,8];L_w_:float32[16,3,3,3];L_b_:float32[16]"
                                           << "torch.nn.functional.conv2d(L_x_, L_w_, bias=L_b_, padding=1)"
                                           << "float32[1,16,8,8]" << 56320.0 << 6656.0;
        // depthwise, groups 8: 2 * out(2*8*8*8=1024) * (1*3*3); bytes (4096 + 72 + 1024) * 4
        QTest::newRow("conv2d depthwise") << "L_x_:float32[2,8,16,16];L_w_:float32[8,1,3,3]"
                                          << "torch.conv2d(L_x_, L_w_, None, (2, 2), (1, 1), (1, 1), 8)"
                                          << "float32[2,8,8,8]" << 18432.0 << 20768.0;
        // 2 * out(4*6*8=192) * (2*3) + 192; bytes (80 + 36 + 6 + 192) * 4
        QTest::newRow("conv1d") << "L_x_:float32[4,2,10];L_w_:float32[6,2,3];L_b_:float32[6]"
                                << "torch.conv1d(L_x_, L_w_, L_b_)"
                                << "float32[4,6,8]" << 2496.0 << 1256.0;
        // 2 * out(3*4*4*4=192) * 2; bytes (128 + 6 + 192) * 2
        QTest::newRow("conv3d float16") << "L_x_:float16[1,2,4,4,4];L_w_:float16[3,2,1,1,1]"
                                        << "torch.conv3d(L_x_, L_w_)"
                                        << "float16[1,3,4,4,4]" << 768.0 << 652.0;
        // transposed: 2 * in(100) * (C_out/g * 2 * 2 = 8) + bias out(200); bytes (100 + 32 + 2 + 200) * 4
        QTest::newRow("conv_transpose2d") << "L_x_:float32[1,4,5,5];L_w_:float32[4,2,2,2];L_b_:float32[2]"
                                          << "torch.conv_transpose2d(L_x_, L_w_, L_b_, 2)"
                                          << "float32[1,2,10,10]" << 1800.0 << 1336.0;
        // aten::convolution with transposed=True: 2 * 100 * 8; bytes (100 + 32 + 72) * 4
        QTest::newRow("aten convolution transposed")
            << "L_x_:float32[1,4,5,5];L_w_:float32[4,2,2,2]"
            << "torch.ops.aten.convolution.default(L_x_, L_w_, None, [1, 1], [0, 0], [1, 1], True, [0, 0], 1)"
            << "float32[1,2,6,6]" << 1600.0 << 816.0;
        // 2 * out(256) * 16 + 256; bytes (128 + 512 + 32 + 256) * 4
        QTest::newRow("linear") << "L_x_:float32[8,16];L_w_:float32[32,16];L_b_:float32[32]"
                                << "torch._C._nn.linear(L_x_, L_w_, L_b_)"
                                << "float32[8,32]" << 8448.0 << 3712.0;
        // 2 * out(1280) * 64; bytes (640 + 8192 + 1280) * 2
        QTest::newRow("linear bf16 no bias") << "L_x_:bfloat16[2,5,64];L_w_:bfloat16[128,64]"
                                             << "torch.nn.functional.linear(L_x_, L_w_)"
                                             << "bfloat16[2,5,128]" << 163840.0 << 20224.0;
        // broadcast batch: 2 * out(144) * K 5; bytes (120 + 30 + 144) * 4
        QTest::newRow("matmul broadcast") << "L_a_:float32[2,3,4,5];L_b_:float32[5,6]"
                                          << "torch.matmul(L_a_, L_b_)"
                                          << "float32[2,3,4,6]" << 1440.0 << 1176.0;
        QTest::newRow("operator @") << "L_a_:float32[3,4];L_b_:float32[4,5]"
                                    << "L_a_ @ L_b_"
                                    << "float32[3,5]" << 120.0 << 188.0;
        QTest::newRow("bmm") << "L_a_:float32[2,3,4];L_b_:float32[2,4,5]"
                             << "torch.bmm(L_a_, L_b_)"
                             << "float32[2,3,5]" << 240.0 << 376.0;
        QTest::newRow("mv") << "L_a_:float32[3,4];L_v_:float32[4]"
                            << "torch.mv(L_a_, L_v_)"
                            << "float32[3]" << 24.0 << 76.0;
        // 2 * 15 * 4 + 15; bytes (5 + 12 + 20 + 15) * 4
        QTest::newRow("addmm") << "L_c_:float32[5];L_a_:float32[3,4];L_b_:float32[4,5]"
                               << "torch.addmm(L_c_, L_a_, L_b_)"
                               << "float32[3,5]" << 135.0 << 208.0;
        QTest::newRow("baddbmm") << "L_c_:float32[2,3,5];L_a_:float32[2,3,4];L_b_:float32[2,4,5]"
                                 << "torch.baddbmm(L_c_, L_a_, L_b_)"
                                 << "float32[2,3,5]" << 270.0 << 496.0;
        // 2 * b2 h4 q8 k10 d16; bytes (1024 + 1280 + 640) * 4
        QTest::newRow("einsum") << "L_q_:float32[2,4,8,16];L_k_:float32[2,4,10,16]"
                                << "torch.functional.einsum('bhqd,bhkd->bhqk', L_q_, L_k_)"
                                << "float32[2,4,8,10]" << 20480.0 << 11776.0;
        // ellipsis 3, i 2, j 4, k 5: 2 * 120; bytes (24 + 60 + 30) * 4
        QTest::newRow("einsum ellipsis") << "L_a_:float32[3,2,4];L_b_:float32[3,4,5]"
                                         << "torch.einsum('...ij,...jk->...ik', L_a_, L_b_)"
                                         << "float32[3,2,5]" << 240.0 << 456.0;
        // B 8, L 8, S 10, E 16, Ev 32: 2*8*8*10*16 + 2*8*8*10*32 + 6*8*8*10; bytes (1024+1280+2560+2048) * 4
        QTest::newRow("sdpa") << "L_q_:float32[2,4,8,16];L_k_:float32[2,4,10,16];L_v_:float32[2,4,10,32]"
                              << "torch._C._nn.scaled_dot_product_attention(L_q_, L_k_, L_v_)"
                              << "float32[2,4,8,32]" << 65280.0 << 27648.0;
        // L=S=5, N 2, E 16, 4 heads: projections 2*2*256*(5+10+5) + 4*2*5*5*16 + 6*2*4*25;
        // bytes: q 160 + w 768 + b 48 + ow 256 + ob 16 read, 160 written, times 4
        QTest::newRow("multi_head_attention_forward") << "L_q_:float32[5,2,16];L_w_:float32[48,16];L_b_:"
                                                         "float32[48];L_ow_:float32[16,16];L_ob_:float32[16]"
                                                      << "torch.nn.functional.multi_head_attention_forward(L_"
                                                         "q_, L_q_, L_q_, 16, 4, L_w_, L_b_, None, None, "
                                                         "False, 0.0, L_ow_, L_ob_)"
                                                      << "float32[5,2,16]|None" << 24880.0 << 5632.0;
        // 4 * 96; bytes (96 + 4 * 3 + 96) * 4
        QTest::newRow("batch_norm")
            << "L_x_:float32[2,3,4,4];L_m_:float32[3];L_v_:float32[3];L_w_:float32[3];L_b_:float32[3]"
            << "torch.nn.functional.batch_norm(L_x_, L_m_, L_v_, L_w_, L_b_, False, 0.1, 1e-05)"
            << "float32[2,3,4,4]" << 384.0 << 816.0;
        QTest::newRow("layer_norm") << "L_x_:float32[4,8];L_w_:float32[8];L_b_:float32[8]"
                                    << "torch.nn.functional.layer_norm(L_x_, (8,), L_w_, L_b_, 1e-05)"
                                    << "float32[4,8]" << 224.0 << 320.0;
        QTest::newRow("group_norm") << "L_x_:float32[2,4,3,3];L_w_:float32[4];L_b_:float32[4]"
                                    << "torch.nn.functional.group_norm(L_x_, 2, L_w_, L_b_)"
                                    << "float32[2,4,3,3]" << 504.0 << 608.0;
        QTest::newRow("instance_norm") << "L_x_:float32[1,2,4,4]"
                                       << "torch.nn.functional.instance_norm(L_x_)"
                                       << "float32[1,2,4,4]" << 224.0 << 256.0;
        QTest::newRow("rms_norm") << "L_x_:float32[4,8];L_w_:float32[8]"
                                  << "torch.rms_norm(L_x_, [8], L_w_)"
                                  << "float32[4,8]" << 128.0 << 288.0;
        QTest::newRow("softmax float16") << "L_x_:float16[2,50]"
                                         << "torch.nn.functional.softmax(L_x_, dim=-1)"
                                         << "float16[2,50]" << 500.0 << 400.0;
        QTest::newRow("relu") << "L_x_:float32[10,10]"
                              << "torch.relu(L_x_)"
                              << "float32[10,10]" << 100.0 << 800.0;
        // one FLOP per output element of the broadcast; bytes (4 + 5 + 20) * 4
        QTest::newRow("add broadcast") << "L_x_:float32[4,1];L_y_:float32[1,5]"
                                       << "L_x_ + L_y_"
                                       << "float32[4,5]" << 20.0 << 116.0;
        QTest::newRow("x * x reads x once") << "L_x_:float32[6]"
                                            << "L_x_ * L_x_"
                                            << "float32[6]" << 6.0 << 48.0;
        QTest::newRow("sum") << "L_x_:float32[3,7]"
                             << "L_x_.sum(dim=1)"
                             << "float32[3]" << 21.0 << 96.0;
        // out 48 * kernel 2x2; bytes (192 + 48) * 4
        QTest::newRow("max_pool2d") << "L_x_:float32[1,3,8,8]"
                                    << "torch.nn.functional.max_pool2d(L_x_, 2, 2)"
                                    << "float32[1,3,4,4]" << 192.0 << 960.0;
        QTest::newRow("avg_pool2d tuple kernel") << "L_x_:float32[1,2,5,5]"
                                                 << "torch._C._nn.avg_pool2d(L_x_, [3, 3], [1, 1], [1, 1])"
                                                 << "float32[1,2,5,5]" << 450.0 << 400.0;
        QTest::newRow("adaptive_avg_pool2d") << "L_x_:float32[2,4,3,3]"
                                             << "torch.nn.functional.adaptive_avg_pool2d(L_x_, 1)"
                                             << "float32[2,4,1,1]" << 72.0 << 320.0;
        QTest::newRow("view is free") << "L_x_:float32[2,3]"
                                      << "L_x_.view(6)"
                                      << "float32[6]" << 0.0 << 0.0;
        QTest::newRow("basic getitem is free") << "L_x_:float32[2,3]"
                                               << "L_x_[0]"
                                               << "float32[3]" << 0.0 << 0.0;
        // a gather: (20 * 4 + 3 * 8) read + 12 * 4 written
        QTest::newRow("tensor getitem moves") << "L_x_:float32[5,4];L_i_:int64[3]"
                                              << "L_x_[L_i_]"
                                              << "float32[3,4]" << 0.0 << 152.0;
        QTest::newRow("cat") << "L_x_:float32[2,3];L_y_:float32[4,3]"
                             << "torch.cat([L_x_, L_y_], dim=0)"
                             << "float32[6,3]" << 0.0 << 144.0;
        // indices 6 * 8 + rows read and written 2 * 48 * 4
        QTest::newRow("embedding") << "L_i_:int64[2,3];L_w_:float32[100,8]"
                                   << "torch.nn.functional.embedding(L_i_, L_w_)"
                                   << "float32[2,3,8]" << 0.0 << 432.0;
        QTest::newRow("zeros writes") << ""
                                      << "torch.zeros(4, 5)"
                                      << "float32[4,5]" << 0.0 << 80.0;
        QTest::newRow("cast") << "L_x_:float32[10]"
                              << "L_x_.to(torch.float16)"
                              << "float16[10]" << 0.0 << 60.0;
        // no rule: no FLOPs, traffic still counted (8 * 4 read + 8 * 8 written)
        QTest::newRow("no rule") << "L_x_:float32[8]"
                                 << "torch.fft.fft(L_x_)"
                                 << "complex64[8]" << 0.0 << 96.0;
    }
    void nodeCosts() {
        QFETCH(QString, params);
        QFETCH(QString, call);
        QFETCH(QString, result);
        QFETCH(double, flops);
        QFETCH(double, bytes);
        const Case c = makeCase(params, call, result);
        QCOMPARE(c.graph.nodes.size(), std::size_t(1));
        const OpCost cost = estimateNodeCost(c.graph, c.shapes, 0);
        QVERIFY(cost.estimated);
        QCOMPARE(cost.flops, flops);
        QCOMPARE(cost.bytes, bytes);
    }

    void opNames_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("name");
        QTest::newRow("torch") << "torch.conv2d"
                               << "conv2d";
        QTest::newRow("F") << "F.conv2d"
                           << "conv2d";
        QTest::newRow("aten overload") << "torch.ops.aten.convolution.default"
                                       << "convolution";
        QTest::newRow("method in-place") << "Tensor.add_"
                                         << "add";
        QTest::newRow("operator in-place") << "operator.iadd"
                                           << "add";
        QTest::newRow("operator invert") << "operator.invert"
                                         << "invert";
        QTest::newRow("operator and_") << "operator.and_"
                                       << "and_";
        QTest::newRow("private") << "torch.ops.aten._assert_scalar.default"
                                 << "_assert_scalar";
    }
    void opNames() {
        QFETCH(QString, target);
        QFETCH(QString, name);
        QCOMPARE(QString::fromUtf8(costOpName(target.toStdString()).data(),
                                   qsizetype(costOpName(target.toStdString()).size())),
                 name);
    }

    void elementSizes() {
        QCOMPARE(elementBytes("float32"), 4.0);
        QCOMPARE(elementBytes("bfloat16"), 2.0);
        QCOMPARE(elementBytes("float8_e4m3fn"), 1.0);
        QCOMPARE(elementBytes("bool"), 1.0);
        QCOMPARE(elementBytes("int64"), 8.0);
        QCOMPARE(elementBytes("complex128"), 16.0);
    }

    void graphTotalsSkipUnknownNodes() {
        Case c = makeCase("L_x_:float32[10,10]", "torch.relu(torch.relu(L_x_))", "float32[10,10]");
        QCOMPARE(c.graph.nodes.size(), std::size_t(2));
        GraphCost cost = estimateGraphCost(c.graph, c.shapes); // node 0 unknown
        QCOMPARE(cost.estimated, 1);
        QCOMPARE(cost.flops, 100.0);
        QCOMPARE(cost.bytes, 400.0); // its input's shape is unknown: only its write (100 * 4) counts
        c.shapes.nodes[0] = c.shapes.nodes[1];
        cost = estimateGraphCost(c.graph, c.shapes);
        QCOMPARE(cost.estimated, 2);
        QCOMPARE(cost.flops, 200.0);
        QCOMPARE(cost.bytes, 2 * 800.0);
    }

    // One taxonomy: the family follows the cost rule, whichever spelling the target has.
    void opFamilies_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("family");
        const auto row = [](const char* target, OpFamily f) { QTest::newRow(target) << target << int(f); };
        row("torch.conv2d", OpFamily::Compute);
        row("torch._C._nn.linear", OpFamily::Compute);
        row("operator.matmul", OpFamily::Compute);
        row("torch.ops.aten.addmm.default", OpFamily::Compute);
        row("paddle._C_ops.depthwise_conv2d", OpFamily::Compute);
        row("torch.nn.functional.layer_norm", OpFamily::Norm);
        row("torch.nn.functional.batch_norm", OpFamily::Norm);
        row("torch.nn.functional.gelu", OpFamily::Activation);
        row("Tensor.relu_", OpFamily::Activation);
        row("torch.softmax", OpFamily::Activation);
        row("operator.add", OpFamily::Elementwise);
        row("Tensor.masked_fill", OpFamily::Elementwise);
        row("Tensor.view", OpFamily::Shape);
        row("torch.cat", OpFamily::Shape);
        row("Tensor.float", OpFamily::Shape);
        row("torch.nn.functional.adaptive_avg_pool2d", OpFamily::Reduction);
        row("Tensor.sum", OpFamily::Reduction);
        row("torch._C._nn.scaled_dot_product_attention", OpFamily::Attention);
        row("flash_attn.flash_attn_func", OpFamily::Attention);
        row("torch.nn.functional.embedding", OpFamily::Other);
        row("torch.arange", OpFamily::Other);
        row("my_vendor.fused_rms_norm", OpFamily::Norm);
        row("some.unknown_op", OpFamily::Other);
    }
    void opFamilies() {
        QFETCH(QString, target);
        QFETCH(int, family);
        QCOMPARE(int(opFamilyOf(target.toStdString())), family);
    }
};

GNW_TEST_GUILESS_MAIN(TestFlopEstimator)
#include "tst_flop_estimator.moc"
