// Graph IR built from model.py: target normalisation, constants, aliases, multi-output ops, module paths,
// Paddle specifics, and over every real model.py available a node count checked against an independent,
// text-based count of call/operator occurrences (ForwardOpCounter.h).
#include "ForwardOpCounter.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/ModulePath.h"

#include <QDirIterator>
#include <QtTest>

#include <cmath>

using namespace gnw;

namespace {

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QByteArray forwardModule(const QByteArray& body,
                         const QByteArray& params = "x: torch.Tensor, y: torch.Tensor") {
    QByteArray out = "import torch\nfrom torch import device\n\n\nclass GraphModule(torch.nn.Module):\n"
                     "    def forward(self, " +
                     params + "):\n";
    for (const QByteArray& line : body.split('\n'))
        out += (line.isEmpty() ? QByteArray() : QByteArray(8, ' ') + line) + '\n';
    return out;
}

Graph build(const QByteArray& source) {
    ModelGraphLoader loader;
    Result<Graph> g = loader.fromSource(view(source), "t.py");
    if (!g.ok())
        qFatal("unexpected error: %s", g.error().toString().c_str());
    return std::move(g).value();
}

// Node lines of Graph::toText (without the header, the inputs and the return line).
QString nodeText(const Graph& g) {
    QStringList lines = QString::fromStdString(g.toText()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList nodes;
    for (const QString& line : lines)
        if (!line.startsWith(QLatin1String("graph ")) && !line.startsWith(QLatin1String("input ")) &&
            !line.startsWith(QLatin1String("return ")))
            nodes << line;
    return nodes.join(QLatin1Char('\n'));
}

QStringList modelFiles(const QString& root) {
    QStringList files;
    QDirIterator it(root, {QStringLiteral("model.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

} // namespace

class TestGraphBuilder : public QObject {
    Q_OBJECT

private slots:
    void lowering_data();
    void lowering();
    void constants();
    void inputsAndOutputs();
    void aliasesAndClears();
    void multiOutputAndChains();
    void modulePathFromNames_data();
    void modulePathFromNames();
    void commonPrefix();
    void inferredModulePaths();
    void paddleSample();
    void distinctTargets();
    void independentCounter();
    void nodeCounts_data();
    void nodeCounts();
    void fixtureFacts();
};

void TestGraphBuilder::lowering_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    auto row = [](const char* body, const char* expected) {
        QTest::newRow(body) << QByteArray(body) << QString::fromUtf8(expected);
    };
    row("z = torch.nn.functional.relu(x, inplace=False)", "z = F.relu(x, inplace=False)");
    row("z = torch._C._nn.linear(x, y, None)", "z = torch._C._nn.linear(x, y, None)");
    row("z = torch.ops.aten.index(x, [y])", "z = torch.ops.aten.index(x, [y])");
    row("z = x.view(1, -1)", "z = Tensor.view(x, 1, -1)");
    row("z = x.view(1).t()", "%2 = Tensor.view(x, 1)\nz = Tensor.t(%2)");
    row("z = (x * 2).sum(dim=-1)", "%2 = operator.mul(x, 2)\nz = Tensor.sum(%2, dim=-1)");
    row("z = x.size()[0]", "%2 = Tensor.size(x)\nz = operator.getitem(%2, 0)");
    row("z = x + y", "z = operator.add(x, y)");
    row("z = x - y", "z = operator.sub(x, y)");
    row("z = x * y", "z = operator.mul(x, y)");
    row("z = x / y", "z = operator.truediv(x, y)");
    row("z = x // 2 % 3", "%2 = operator.floordiv(x, 2)\nz = operator.mod(%2, 3)");
    row("z = x ** 2", "z = operator.pow(x, 2)");
    row("z = x @ y", "z = operator.matmul(x, y)");
    row("z = x & y | x ^ y", "%2 = operator.and_(x, y)\n%3 = operator.xor(x, y)\nz = operator.or_(%2, %3)");
    row("z = x << 1 >> 2", "%2 = operator.lshift(x, 1)\nz = operator.rshift(%2, 2)");
    row("z = 1e-12 + x", "z = operator.add(1e-12, x)");
    row("z = -x", "z = operator.neg(x)");
    row("z = ~x", "z = operator.invert(x)");
    row("z = not x", "z = operator.not_(x)");
    row("z = x > 0", "z = operator.gt(x, 0)");
    row("z = x <= y", "z = operator.le(x, y)");
    row("z = x == y", "z = operator.eq(x, y)");
    row("z = x != y", "z = operator.ne(x, y)");
    row("z = x is None", "z = operator.is_(x, None)");
    row("z = x is not None", "z = operator.is_not(x, None)");
    row("z = x in y", "z = operator.contains(y, x)");
    row("z = [None] * x", "z = operator.mul([None], x)");
    row("z = x[0]", "z = operator.getitem(x, 0)");
    row("z = x[:, 1:2, ..., None]",
        "z = operator.getitem(x, (slice(None, None, None), slice(1, 2, None), Ellipsis, None))");
    row("z = x[(slice(None, None, None), 0)]", "z = operator.getitem(x, (slice(None, None, None), 0))");
    row("z = x[Ellipsis, slice(None, 32, None)]",
        "z = operator.getitem(x, (Ellipsis, slice(None, 32, None)))");
    row("z = x[::2]", "z = operator.getitem(x, slice(None, None, 2))");
    row("z = x[slice(y)]", "z = operator.getitem(x, slice(None, y, None))");
    row("x[0] = y", "operator.setitem(x, 0, y)");
    row("x[:, y] = 1.5", "operator.setitem(x, (slice(None, None, None), y), 1.5)");
    row("x += y", "x = operator.iadd(x, y)");
    row("x -= y", "x = operator.isub(x, y)");
    row("x *= 2", "x = operator.imul(x, 2)");
    row("x /= 2", "x = operator.itruediv(x, 2)");
    row("x //= 2", "x = operator.ifloordiv(x, 2)");
    row("x %= 2", "x = operator.imod(x, 2)");
    row("x **= 2", "x = operator.ipow(x, 2)");
    row("x @= y", "x = operator.imatmul(x, y)");
    row("x &= y", "x = operator.iand(x, y)");
    row("x |= y", "x = operator.ior(x, y)");
    row("x ^= y", "x = operator.ixor(x, y)");
    row("x <<= 1", "x = operator.ilshift(x, 1)");
    row("x >>= 1", "x = operator.irshift(x, 1)");
    row("z = x.T", "z = getattr.T(x)");
    row("z = x.real.T", "%2 = getattr.real(x)\nz = getattr.T(%2)");
    row("z = torch.arange(0, 10, device=device(type='cuda', index=0))",
        "z = torch.arange(0, 10, device=device(type='cuda', index=0))");
    row("z = torch.zeros(2, device=torch.device('cuda:1'))",
        "z = torch.zeros(2, device=device(type='cuda', index=1))");
    row("z = x.to(torch.float32)", "z = Tensor.to(x, torch.float32)");
    row("z = x.contiguous(memory_format=torch.contiguous_format)",
        "z = Tensor.contiguous(x, memory_format=torch.contiguous_format)");
    row("z = torch.full((2,), float('-inf'))", "z = torch.full((2,), -inf)");
    row("z = torch.cat([x, y], dim=0)", "z = torch.cat([x, y], dim=0)");
    row("z = torch.where(x > 0, x, y)", "%2 = operator.gt(x, 0)\nz = torch.where(%2, x, y)");
    row("z = torch.einsum('ij,jk->ik', x, y)", "z = torch.einsum('ij,jk->ik', x, y)");
    row("z = torch._assert(x, \"it's\")", "z = torch._assert(x, \"it's\")");
    row("torch._C._log_api_usage_once('torchvision.ops.nms')",
        "torch._C._log_api_usage_once('torchvision.ops.nms')");
    row("z = torch.functional.einsum('i->', x)", "z = torch.functional.einsum('i->', x)");
    row("z = torch.nn.functional.interpolate(x, scale_factor=2.0, mode='nearest')",
        "z = F.interpolate(x, scale_factor=2.0, mode='nearest')");
}

void TestGraphBuilder::lowering() {
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    const Graph g = build(forwardModule(body));
    QCOMPARE(nodeText(g), expected);
}

void TestGraphBuilder::constants() {
    const Graph g = build(forwardModule(
        "z = torch.op(-9223372036854775808, 0x1F, 1_000, 1e-05, 2.0, -3, True, False, None, torch.int64, "
        "'a\\tb', \"q\\\"\", r'\\d', 'ab' 'cd', ..., torch.inf, -torch.inf, float(\"nan\"), float(7))"));
    QCOMPARE(g.nodes.size(), std::size_t(1));
    const std::vector<GraphArg>& a = g.nodes[0].args;
    QCOMPARE(a.size(), std::size_t(19));
    QCOMPARE(a[0], GraphArg::integerValue(std::numeric_limits<std::int64_t>::min()));
    QCOMPARE(a[1], GraphArg::integerValue(31));
    QCOMPARE(a[2], GraphArg::integerValue(1000));
    QCOMPARE(a[3], GraphArg::realValue(1e-05));
    QCOMPARE(a[4], GraphArg::realValue(2.0));
    QCOMPARE(a[5], GraphArg::integerValue(-3));
    QCOMPARE(a[6], GraphArg::boolean(true));
    QCOMPARE(a[7], GraphArg::boolean(false));
    QCOMPARE(a[8], GraphArg::none());
    QCOMPARE(a[9].kind, GraphArg::Kind::DType);
    QCOMPARE(a[9].dtypeValue(), DType::Int64);
    QCOMPARE(a[9].text, std::string("torch.int64"));
    QCOMPARE(a[10], GraphArg::string("a\tb"));
    QCOMPARE(a[11], GraphArg::string("q\""));
    QCOMPARE(a[12], GraphArg::string("\\d"));
    QCOMPARE(a[13], GraphArg::string("abcd"));
    QCOMPARE(a[14], GraphArg::ellipsis());
    QCOMPARE(a[15], GraphArg::realValue(std::numeric_limits<double>::infinity()));
    QCOMPARE(a[16], GraphArg::realValue(-std::numeric_limits<double>::infinity()));
    QVERIFY(a[17].kind == GraphArg::Kind::Float && std::isnan(a[17].real));
    QCOMPARE(a[18], GraphArg::realValue(7.0));
    QCOMPARE(QString::fromStdString(GraphArg::realValue(1e-05).toString()), QStringLiteral("1e-05"));
    QCOMPARE(QString::fromStdString(GraphArg::realValue(0.1).toString()), QStringLiteral("0.1"));
    QCOMPARE(QString::fromStdString(GraphArg::realValue(3).toString()), QStringLiteral("3.0"));
    QVERIFY(!GraphArg::tuple({GraphArg::integerValue(1), GraphArg::reference(ValueId{0})}).isConstant());
    QVERIFY(GraphArg::list({GraphArg::slice(GraphArg::none(), GraphArg::integerValue(2), GraphArg::none())})
                .isConstant());
}

void TestGraphBuilder::inputsAndOutputs() {
    const Graph g = build(forwardModule("y = torch.relu(L_x_)\nreturn (y, s0)",
                                        "L_x_: torch.Tensor, L_self_modules_fc_parameters_weight_: "
                                        "torch.nn.parameter.Parameter, s0: torch.SymInt, "
                                        "w, v: int"));
    QCOMPARE(g.framework, Framework::Torch);
    QCOMPARE(g.className, std::string("GraphModule"));
    QCOMPARE(g.inputs.size(), std::size_t(5));
    QCOMPARE(g.inputs[0].kind, InputKind::Tensor);
    QCOMPARE(g.inputs[1].kind, InputKind::Parameter);
    QCOMPARE(g.inputs[1].annotation, std::string("torch.nn.parameter.Parameter"));
    QCOMPARE(g.inputs[1].modulePath, std::optional<std::string>("fc"));
    QCOMPARE(g.inputs[2].kind, InputKind::SymInt);
    QCOMPARE(g.inputs[3].kind, InputKind::Unannotated);
    QCOMPARE(g.inputs[4].kind, InputKind::Other);
    QCOMPARE(g.inputs[0].modulePath, std::nullopt);
    QCOMPARE(g.inputs[0].span, (SourceSpan{6, 23, 6, 27}));
    QVERIFY(g.returnsTuple);
    QCOMPARE(g.outputs.size(), std::size_t(2));
    QCOMPARE(g.outputs[0], GraphArg::reference(g.nodes[0].outputs[0]));
    QCOMPARE(g.outputs[1], GraphArg::reference(g.inputs[2].value));
    QCOMPARE(g.nodes[0].span, (SourceSpan{7, 9, 7, 29}));

    const Graph single = build(forwardModule("return torch.relu(x)"));
    QVERIFY(!single.returnsTuple);
    QCOMPARE(single.outputs, std::vector<GraphArg>{GraphArg::reference(single.nodes[0].outputs[0])});
}

void TestGraphBuilder::aliasesAndClears() {
    const Graph g = build(forwardModule("a = x\nb = (a)\nc = torch.relu(b)\nd = c\na = b = None\n"
                                        "k = [d, 1]\ne = torch.cat(k)\ndel c\nreturn (e, d)"));
    QCOMPARE(nodeText(g), QStringLiteral("c = torch.relu(x)\ne = torch.cat([c, 1])"));
    QCOMPARE(g.values.size(), std::size_t(4)); // x, y, c, e: aliases and constants make no values
    QCOMPARE(g.outputs[1], GraphArg::reference(g.nodes[0].outputs[0]));
    QVERIFY(
        !ModelGraphLoader().fromSource(view(forwardModule("c = torch.relu(x)\ndel c\nd = c")), "t.py").ok());
}

void TestGraphBuilder::multiOutputAndChains() {
    const Graph g = build(forwardModule("a, b = torch.split(x, 2)\n(c, d) = a, b\ne = f = torch.relu(c)\n"
                                        "return (d, e, f)"));
    QCOMPARE(g.nodes.size(), std::size_t(2));
    QCOMPARE(g.nodes[0].outputs.size(), std::size_t(2));
    QCOMPARE(g.value(g.nodes[0].outputs[1]).name, std::string("b"));
    QCOMPARE(g.value(g.nodes[0].outputs[1]).position, 1);
    QCOMPARE(g.value(g.nodes[0].outputs[1]).producer, 0);
    QCOMPARE(g.outputs[0], GraphArg::reference(g.nodes[0].outputs[1]));
    QCOMPARE(g.outputs[1], g.outputs[2]);
    QCOMPARE(g.value(g.outputs[1].ref).name, std::string("e"));
}

void TestGraphBuilder::modulePathFromNames_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("path"); // "-" = no module path
    QTest::newRow("nested") << "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
                            << "layer1.0.conv1";
    QTest::newRow("local alias") << "l_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
                                 << "layer1.0.conv1";
    QTest::newRow("buffer") << "L_self_modules_bn1_buffers_running_mean_"
                            << "bn1";
    QTest::newRow("underscored names") << "L_self_modules_output_modules_layer_norm_parameters_bias_"
                                       << "output.layer_norm";
    QTest::newRow("root parameter") << "L_self_parameters_cls_token_"
                                    << "";
    QTest::newRow("root buffer") << "L_self_buffers_position_ids_"
                                 << "";
    QTest::newRow("graph input") << "L_x_"
                                 << "-";
    QTest::newRow("symint") << "s0"
                            << "-";
    QTest::newRow("paddle") << "parameter_3"
                            << "-";
    QTest::newRow("no parameter marker") << "L_self_modules_conv_"
                                         << "-";
}

void TestGraphBuilder::modulePathFromNames() {
    QFETCH(QString, name);
    QFETCH(QString, path);
    const std::optional<std::string> actual = modulePathFromName(name.toStdString());
    QCOMPARE(actual ? QString::fromStdString(*actual) : QStringLiteral("-"), path);
}

void TestGraphBuilder::commonPrefix() {
    QCOMPARE(commonModulePrefix("layer1.0.conv1", "layer1.0.bn1"), std::string("layer1.0"));
    QCOMPARE(commonModulePrefix("layer1.0", "layer1.0.bn1"), std::string("layer1.0"));
    QCOMPARE(commonModulePrefix("layer1.1", "layer1.10"), std::string("layer1"));
    QCOMPARE(commonModulePrefix("bn1", "layer1.0"), std::string(""));
    QCOMPARE(commonModulePrefix("", "fc"), std::string(""));
}

void TestGraphBuilder::inferredModulePaths() {
    const QByteArray params =
        "L_x_: torch.Tensor, L_self_modules_stem_parameters_weight_: torch.nn.parameter.Parameter, "
        "L_self_modules_block_modules_conv_parameters_weight_: torch.nn.parameter.Parameter, "
        "L_self_modules_block_modules_bn_parameters_weight_: torch.nn.parameter.Parameter, "
        "L_self_modules_block_modules_down_parameters_weight_: torch.nn.parameter.Parameter";
    const Graph g =
        build(forwardModule("l_w = L_self_modules_stem_parameters_weight_\n"
                            "s = torch.conv2d(L_x_, l_w)\n"
                            "r = torch.relu(s)\n"
                            "c = torch.conv2d(r, L_self_modules_block_modules_conv_parameters_weight_)\n"
                            "b = torch.mul(c, L_self_modules_block_modules_bn_parameters_weight_)\n"
                            "d = torch.conv2d(r, L_self_modules_block_modules_down_parameters_weight_)\n"
                            "o = b + d\n"
                            "q = o + r\n"
                            "t = torch.mul(L_self_modules_block_modules_conv_parameters_weight_, "
                            "L_self_modules_block_modules_down_parameters_weight_)\n"
                            "u = torch.ones(3)",
                            params));
    QStringList paths;
    for (const GraphNode& n : g.nodes)
        paths << QString::fromStdString(g.value(n.outputs[0]).name) + QLatin1Char('=') +
                     QString::fromStdString(n.modulePath);
    QCOMPARE(paths.join(QLatin1Char(' ')),
             QStringLiteral("s=stem r=stem c=block.conv b=block.bn d=block.down o=block q=block t=block u="));
}

void TestGraphBuilder::paddleSample() {
    const QByteArray source =
        "import paddle\n\n\nclass GraphModule(paddle.nn.Layer):\n    def __init__(self):\n        "
        "super().__init__()\n\n"
        "    def forward(self, parameter_0, data_0):\n"
        "        # pd_op.full: (1xf32) <- ()\n"
        "        full_0 = paddle._C_ops.full(\n"
        "            [1], float(\"-1\"), paddle.float32, paddle.core.CPUPlace()\n"
        "        )\n\n"
        "        # pd_op.full_int_array: (2xi64) <- ()\n"
        "        full_int_array_0 = [1, -2]\n\n"
        "        # pd_op.layer_norm: (1x4xf32, 1xf32, 1xf32) <- (1x4xf32, 4xf32)\n"
        "        (\n            layer_norm_0,\n            layer_norm_1,\n            layer_norm_2,\n"
        "        ) = (lambda x, f: f(x))(\n"
        "            paddle._C_ops.layer_norm(data_0, parameter_0, full_int_array_0, float(\"1e-05\"), 1),\n"
        "            lambda out: out\n            if isinstance(out, (list, tuple))\n"
        "            else (out, None, None),\n"
        "        )\n"
        "        del data_0, parameter_0\n\n"
        "        return layer_norm_0\n";
    const Graph g = build(source);
    QCOMPARE(g.framework, Framework::Paddle);
    QCOMPARE(g.inputs.size(), std::size_t(2));
    QCOMPARE(g.inputs[0].kind, InputKind::Unannotated);
    QCOMPARE(nodeText(g),
             QStringLiteral("full_0 = paddle._C_ops.full([1], -1.0, paddle.float32, device(type='cpu'))\n"
                            "layer_norm_0, layer_norm_1, layer_norm_2 = paddle._C_ops.layer_norm(data_0, "
                            "parameter_0, [1, -2], 1e-05, 1)"));
    QCOMPARE(g.nodes[0].comment, std::string("pd_op.full: (1xf32) <- ()"));
    QCOMPARE(g.nodes[1].comment,
             std::string("pd_op.layer_norm: (1x4xf32, 1xf32, 1xf32) <- (1x4xf32, 4xf32)"));
    QCOMPARE(g.nodes[1].span.line, 18);
    QCOMPARE(g.nodes[1].span.endLine, 27);
    QCOMPARE(g.nodes[0].args[2].dtypeValue(), DType::Float32);
    QCOMPARE(g.nodes[1].modulePath, std::string());
    QVERIFY(!g.returnsTuple);
    QCOMPARE(g.outputs[0], GraphArg::reference(g.nodes[1].outputs[0]));
}

void TestGraphBuilder::distinctTargets() {
    const Graph g = build(forwardModule("a = torch.relu(x)\nb = a + y\nc = torch.relu(b)\nd = c + a"));
    QCOMPARE(g.distinctTargets(), (std::vector<std::string>{"operator.add", "torch.relu"}));
}

// The counter must itself be right before it can judge the builder.
void TestGraphBuilder::independentCounter() {
    const QString source = QString::fromUtf8(forwardModule(
        "a = x\nb = a = None\nc = torch.relu(x, inplace=False)  # f(x)\nd = c.view(1).t()\ne = -1\nf = -c\n"
        "g = c[0] + c[(slice(None, None, None), 1)]\nc[0] = 2\nc += 1\nh = c.T\ni = torch.full((1,), "
        "-float('inf'), "
        "dtype=torch.float32, device=device(type='cpu'))\nj = 'a-b(c)'\nk = [c, 1e-05]\ndel a\nreturn (k,)"));
    QCOMPARE(gnw::test::countForwardOperations(source), 1 + 2 + 1 + 3 + 1 + 1 + 1 + 1);
}

void TestGraphBuilder::nodeCounts_data() {
    QTest::addColumn<QString>("file");
    const QStringList files =
        modelFiles(gnw::test::upstreamSamples()) + modelFiles(gnw::test::toySamplesDir());
    for (const QString& f : files)
        QTest::newRow(qPrintable(f.section(QLatin1Char('/'), -4))) << f;
}

void TestGraphBuilder::nodeCounts() {
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray source = f.readAll();
    ModelGraphLoader loader;
    const Result<Graph> g = loader.fromSource(view(source), file.toStdString());
    QVERIFY2(g.ok(), g.ok() ? "" : g.error().toString().c_str());
    QCOMPARE(static_cast<int>(g->nodes.size()), gnw::test::countForwardOperations(QString::fromUtf8(source)));
    QVERIFY(!g->nodes.empty());
    for (const GraphNode& n : g->nodes)
        QVERIFY(n.span.line > 0 && n.span.endLine >= n.span.line);
}

void TestGraphBuilder::fixtureFacts() {
    const QString root = gnw::test::upstreamFixtures() + QStringLiteral("/graphnet-samples/");
    ModelGraphLoader loader;

    const Result<Graph> ocr =
        loader.fromFile((root + "paddle/PaddleX/PP-OCRv4_server_rec/subgraph_2/model.py").toStdString());
    QVERIFY2(ocr.ok(), ocr.ok() ? "" : ocr.error().toString().c_str());
    QCOMPARE(ocr->framework, Framework::Paddle);
    QCOMPARE(ocr->inputs.size(), std::size_t(54));
    QCOMPARE(ocr->inputs.back().name, std::string("data_0"));
    int batchNorms = 0;
    for (const GraphNode& n : ocr->nodes) {
        QVERIFY2(QString::fromStdString(n.comment).startsWith(QLatin1String("pd_op.")) ||
                     QString::fromStdString(n.comment).startsWith(QLatin1String("builtin.")),
                 n.comment.c_str());
        if (n.target == "paddle._C_ops.batch_norm") {
            ++batchNorms;
            QCOMPARE(n.outputs.size(), std::size_t(6));
        }
    }
    QCOMPARE(batchNorms, 5);
    QVERIFY(!ocr->returnsTuple);

    const Result<Graph> resnet =
        loader.fromFile((root + "timm/test_resnet.r160_in1k/model.py").toStdString());
    QVERIFY(resnet.ok());
    QStringList residuals;
    for (const GraphNode& n : resnet->nodes)
        if (n.target == "operator.iadd")
            residuals << QString::fromStdString(n.modulePath);
    QCOMPARE(residuals.join(QLatin1Char(' ')), QStringLiteral("layer1.0.bn2 layer2.0 layer3.0 layer4.0"));

    const Result<Graph> alexnet = loader.fromFile((root + "torchvision/alexnet/model.py").toStdString());
    QVERIFY(alexnet.ok());
    QCOMPARE(alexnet->distinctTargets(),
             (std::vector<std::string>{"F.adaptive_avg_pool2d", "F.dropout", "F.max_pool2d", "F.relu",
                                       "torch._C._nn.linear", "torch.conv2d", "torch.flatten"}));
}

GNW_TEST_APPLESS_MAIN(TestGraphBuilder)
#include "tst_graph_builder.moc"
