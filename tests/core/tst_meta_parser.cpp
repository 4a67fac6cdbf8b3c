// weight_meta.py / input_meta.py parsing (graphnet-format.md 2.3, 2.6): committed malformed files with
// exact error positions, every literal form the format uses, and every meta file of the upstream fixtures.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/MetaParser.h"
#include "core/util/FileIO.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QtTest>
#include <cmath>
#include <random>

using namespace gnw;

namespace {

QString malformedDir() {
    return test::sourceDir() + QStringLiteral("/tests/data/malformed");
}
QString samplesRoot() {
    return test::upstreamSamples();
}

QStringList metaFilesUnder(const QString& root) {
    QStringList out;
    QDirIterator it(root, {QStringLiteral("weight_meta.py"), QStringLiteral("input_meta.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

QString readText(const QString& path) {
    auto text = readFile(path.toStdString());
    return text ? QString::fromStdString(*text) : QString();
}

const TensorMeta* byName(const std::vector<TensorMeta>& metas, const std::string& name) {
    for (const auto& m : metas)
        if (m.name == name)
            return &m;
    return nullptr;
}

QStringList namesOf(const std::vector<TensorMeta>& metas) {
    QStringList out;
    for (const auto& m : metas)
        out << QString::fromStdString(m.name);
    return out;
}

// Independent of the parser under test: the parameters between `def forward(` and the `):` that closes
// it, without `self` and without annotations.
QStringList forwardParameters(const QString& modelPy) {
    const qsizetype open = modelPy.indexOf(QStringLiteral("def forward("));
    if (open < 0)
        return {};
    const qsizetype begin = open + qsizetype(sizeof("def forward(") - 1);
    const qsizetype close = modelPy.indexOf(QStringLiteral("):"), begin);
    QStringList out;
    for (QString p : modelPy.mid(begin, close - begin).split(QLatin1Char(','))) {
        p = p.section(QLatin1Char(':'), 0, 0).trimmed();
        if (!p.isEmpty() && p != QLatin1String("self"))
            out << p;
    }
    return out;
}

std::vector<TensorMeta> parseFixture(const QString& relPath) {
    auto r = parseMetaFile((samplesRoot() + QLatin1Char('/') + relPath).toStdString());
    if (!r)
        qWarning("%s", r.error().toString().c_str());
    return r ? std::move(r).value() : std::vector<TensorMeta>{};
}

} // namespace

class TestMetaParser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void malformed_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* file, int line, int column, const char* expected) {
            QTest::newRow(file) << QString::fromLatin1(file) << line << column << QString::fromUtf8(expected);
        };
        row("truncated_class.py", 12, 1,
            "expected an indented attribute line in class `Program_weight_tensor_meta_L_y_` but found end of "
            "file");
        row("truncated_attribute.py", 13, 12,
            "expected a list of integers for `shape` but found end of line");
        row("missing_name.py", 14, 1, "class `Program_weight_tensor_meta_L_y_` has no name");
        row("unknown_dtype.py", 14, 13, "but found string \"torch.float8\"");
        row("ragged_data.py", 15, 5,
            "ragged data: expected 6 values (the product of shape [2, 3]) but found 5");
        row("shape_wrong_type.py", 13, 13,
            "expected a list of integers for `shape` but found string \"2, 3\"");
        row("shape_float_dim.py", 3, 17, "expected an integer dimension in `shape` but found number 2.5");
        row("negative_dim.py", 3, 17, "expected a non-negative dimension in `shape` but found -1");
        // Lexical errors come from the Python tokenizer that model.py uses too (core/python/PyTokenizer.h).
        row("unterminated_string.py", 12, 12,
            "expected \" to close the string started here but found end of line");
        row("unterminated_list.py", 15, 12, "expected ']' to close this '[' but found end of file");
        row("unterminated_paren.py", 2, 12, "expected ')' to close this '(' but found end of file");
        row("bad_float_call.py", 6, 21,
            "expected a decimal number, \"nan\" or \"inf\" inside float(...) but found "
            "string \"x\"");
        row("garbage_line.py", 11, 1,
            "expected `class`, `import`, `from` or an assignment at the start of a line but found `this`");
        row("duplicate_name.py", 12, 12,
            "duplicate tensor name: expected each name once but \"L_x_\" was already "
            "defined by the class on line 1");
        row("inconsistent_indent.py", 3, 2,
            "expected indentation with the same meaning for any tab width but found a mix of tabs and "
            "spaces");
        row("unindented_attribute.py", 2, 1,
            "expected an indented attribute line in class "
            "`Program_weight_tensor_meta_L_y_` but found `name`");
        row("indented_class.py", 2, 3, "unexpected indentation: expected `class` at the start of the line");
        row("float_data_for_int.py", 18, 16,
            "expected integer values in `data` for dtype int64 but found number 4.5");
        row("nested_data.py", 5, 13, "expected a number, True, False or ']' in `data` but found '['");
        row("missing_equals.py", 3, 11, "expected '=' after `shape` but found '['");
        row("missing_comma.py", 3, 16,
            "expected ',' or ']' in the `shape` list opened on line 3 but found number 2");
        row("trailing_tokens.py", 3, 17, "expected end of line after the value of `shape` but found '['");
        row("duplicate_attribute.py", 5, 5, "expected `dtype` once per class but found it a second time");
        row("int_overflow.py", 5, 13,
            "expected an integer within the int64 range but found number "
            "99999999999999999999");
        row("bad_number.py", 3, 15, "expected end of line after the value of `mean` but found number .3");
        row("class_without_colon.py", 1, 35,
            "expected ':' after `class Program_weight_tensor_meta_w` but found end "
            "of line");
        row("string_mean.py", 3, 12, "expected a number or None for `mean` but found string \"0.5\"");
        row("stray_character.py", 3, 15, "expected a name, number, string or operator but found '$'");
        row("control_byte.py", 3, 16, "expected a name, number, string or operator but found byte 0x00");
        row("stray_backslash.py", 3, 18, "expected end of line after '\\' but found a space");
        row("triple_quoted.py", 2, 12, "expected a single-line string but found a triple-quoted string");
        row("deeper_indent.py", 3, 9,
            "inconsistent indentation: expected 4 spaces as on line 2 but found 8 spaces");
        row("f_string.py", 2, 12, "expected a plain string but found an f-string");
    }
    void malformed() {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        const QString path = malformedDir() + QLatin1Char('/') + file;
        QVERIFY2(QFile::exists(path), qPrintable(path));
        const auto r = parseMetaFile(path.toStdString());
        QVERIFY2(!r.ok(), "a malformed file was accepted");
        const QString message = QString::fromStdString(r.error().toString());
        QVERIFY2(message.contains(file), qPrintable(message));
        QCOMPARE(r.error().line, line);
        QCOMPARE(r.error().column, column);
        QVERIFY2(message.contains(QStringLiteral(":%1:%2: ").arg(line).arg(column)), qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void acceptedWithoutClasses_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty file") << QString();
        QTest::newRow("blank lines") << QStringLiteral("\n\n   \n\t\n");
        QTest::newRow("comments") << QStringLiteral("# generated\n\n    # indented comment\n");
        QTest::newRow("imports") << QStringLiteral("import torch\nfrom torch import device, inf\n");
        QTest::newRow("crlf") << QStringLiteral("import torch\r\n\r\n");
        // PaddleX/squeezenet1_1's meta files (upstream, verbatim).
        QTest::newRow("module-level literals") << QStringLiteral(
            "# Weight metadata for SqueezeNet 1.1\nweight_meta = {}\n\n"
            "input_meta = {\"image\": {\"shape\": [1, 3, 224, 224], \"dtype\": \"float32\"}}\n");
    }
    void acceptedWithoutClasses() {
        QFETCH(QString, text);
        const std::string utf8 = text.toStdString();
        const auto r = parseMetaText(utf8, "empty.py");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QVERIFY(r->empty());
    }

    void literalForms() {
        const std::string text = "import torch\n"
                                 "\n"
                                 "# statistics of the inputs\n"
                                 "class Program_weight_tensor_meta_L_x_:\n"
                                 "    name = (\n"
                                 "        \"L_x_\"  # wrapped by black\n"
                                 "    )\n"
                                 "    shape = [2, 2]\n"
                                 "    dtype = \"torch.float32\"\n"
                                 "    device = \"cuda:0\"\n"
                                 "    mean = -0.000\n"
                                 "    std = float(\"nan\")\n"
                                 "    data = [\n"
                                 "        1.5,\n"
                                 "        -2,\n"
                                 "        float(\"inf\"),\n"
                                 "        float(\"-inf\"),\n"
                                 "    ]\n"
                                 "    min_val = 1e-05\n"
                                 "    max_val = float(\"0.503766\")\n"
                                 "\n"
                                 "\n"
                                 "class Program_weight_tensor_data_0:\n"
                                 "    name = 'data_0'\n"
                                 "    original_name = \"mask\\\"0\"\n"
                                 "    shape = [None, 3]\n"
                                 "    dtype = \"bool\"\n"
                                 "    min_val = 0\n"
                                 "    max_val = -7\n"
                                 "    data = [True, False, True,]\n"
                                 "class Program_weight_tensor_meta_s0:\n"
                                 "    name = \"s0\"\n";
        const auto r = parseMetaText(text, "literals.py");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->size(), size_t(3));

        const TensorMeta& x = (*r)[0];
        QCOMPARE(x.className, std::string("Program_weight_tensor_meta_L_x_"));
        QCOMPARE(x.name, std::string("L_x_"));
        QCOMPARE(x.line, 4);
        QCOMPARE(x.shape, (std::vector<std::int64_t>{2, 2}));
        QCOMPARE(x.dtype, DType::Float32);
        QCOMPARE(x.device, std::string("cuda:0"));
        QVERIFY(x.mean && *x.mean == 0.0 && std::signbit(*x.mean));
        QVERIFY(x.std && std::isnan(*x.std));
        QVERIFY(x.hasData);
        QVERIFY(x.intData.empty());
        QCOMPARE(x.floatData.size(), size_t(4));
        QCOMPARE(x.floatData[0], 1.5);
        QCOMPARE(x.floatData[1], -2.0);
        QVERIFY(std::isinf(x.floatData[2]) && x.floatData[2] > 0);
        QVERIFY(std::isinf(x.floatData[3]) && x.floatData[3] < 0);
        QCOMPARE(*x.minVal, 1e-05);
        QCOMPARE(*x.maxVal, 0.503766);

        const TensorMeta& d = (*r)[1];
        QCOMPARE(d.name, std::string("data_0"));
        QCOMPARE(d.originalName, std::string("mask\"0"));
        QCOMPARE(d.shape, (std::vector<std::int64_t>{1, 3})); // None dims are synthesized with extent 1
        QCOMPARE(d.dtype, DType::Bool);
        QCOMPARE(d.intData, (std::vector<std::int64_t>{1, 0, 1}));
        QVERIFY(d.floatData.empty());
        QCOMPARE(*d.minVal, 0.0);
        QCOMPARE(*d.maxVal, -7.0);
        QVERIFY(d.device.empty());

        const TensorMeta& s = (*r)[2]; // defaults of absent attributes
        QVERIFY(s.shape.empty());
        QCOMPARE(s.numel(), std::int64_t(1));
        QCOMPARE(s.dtype, DType::Float32);
        QVERIFY(!s.mean && !s.std && !s.minVal && !s.maxVal && !s.hasData);
    }

    void layoutVariants_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("tabs") << QStringLiteral("class A:\n\tname = \"a\"\n\tshape = [1]\n");
        QTest::newRow("crlf") << QStringLiteral("class A:\r\n    name = \"a\"\r\n    shape = [1]\r\n");
        QTest::newRow("no final newline") << QStringLiteral("class A:\n    name = \"a\"\n    shape = [1]");
        QTest::newRow("base class") << QStringLiteral("class A(object):\n  name = \"a\"\n  shape = [1]\n");
        QTest::newRow("comment lines in body")
            << QStringLiteral("class A:\n    name = \"a\"\n# x\n    shape = [1]\n");
        QTest::newRow("unknown attribute")
            << QStringLiteral("class A:\n    name = \"a\"\n    extra = {\"k\": (1, 2)}\n"
                              "    shape = [1]\n");
        QTest::newRow("int data for float") << QStringLiteral("class A:\n    name = \"a\"\n    shape = [1]\n"
                                                              "    data = [3]\n");
    }
    void layoutVariants() {
        QFETCH(QString, text);
        const std::string utf8 = text.toStdString();
        const auto r = parseMetaText(utf8, "layout.py");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
        QCOMPARE(r->size(), size_t(1));
        QCOMPARE(r->front().name, std::string("a"));
        QCOMPARE(r->front().shape, (std::vector<std::int64_t>{1}));
        if (r->front().hasData)
            QCOMPARE(r->front().floatData, (std::vector<double>{3.0}));
    }

    void weightRule_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("weight");
        QTest::newRow("torch parameter") << "L_self_modules_fc_parameters_weight_" << true;
        QTest::newRow("torch buffer") << "L_self_modules_bn1_buffers_running_mean_" << true;
        QTest::newRow("paddle parameter") << "parameter_12" << true;
        QTest::newRow("torch input") << "L_x_" << false;
        QTest::newRow("symint") << "s0" << false;
        QTest::newRow("paddle input") << "data_0" << false;
    }
    void weightRule() {
        QFETCH(QString, name);
        QFETCH(bool, weight);
        TensorMeta m;
        m.name = name.toStdString();
        QCOMPARE(m.isWeight(), weight);
    }

    // Truncated or damaged files must give a positioned error (or parse), never crash or hang.
    void damagedInputsNeverCrash() {
        QStringList files = metaFilesUnder(samplesRoot());
        QDirIterator it(malformedDir(), {QStringLiteral("*.py")}, QDir::Files);
        while (it.hasNext())
            files << it.next();
        std::mt19937 rng(20261122);
        int errors = 0;
        for (const QString& path : files) {
            auto text = readFile(path.toStdString());
            QVERIFY(text.ok());
            if (text->empty())
                continue;
            const std::size_t step = std::max<std::size_t>(1, text->size() / 150);
            for (std::size_t cut = 0; cut < text->size(); cut += step) {
                std::string damaged = text->substr(0, cut);
                if (cut % 2)
                    damaged[rng() % std::max<std::size_t>(1, damaged.size())] = static_cast<char>(rng());
                const auto r = parseMetaText(damaged, "damaged.py");
                if (r.ok())
                    continue;
                ++errors;
                QVERIFY2(r.error().line >= 1 && r.error().column >= 1, r.error().toString().c_str());
                QVERIFY2(r.error().message.find("expected") != std::string::npos,
                         r.error().toString().c_str());
            }
        }
        QVERIFY(errors > 0);
    }

    void everyFixtureMetaFileParses() {
        const QStringList files = metaFilesUnder(samplesRoot());
        QVERIFY(files.size() >= 28);
        for (const QString& path : files) {
            const auto r = parseMetaFile(path.toStdString());
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            const QString text = readText(path);
            const auto classLines = text.count(
                QRegularExpression(QStringLiteral("^class "), QRegularExpression::MultilineOption));
            QCOMPARE(qsizetype(r->size()), classLines);
        }
    }

    void torchNamesFollowForwardOrder() {
        int checked = 0;
        for (const QString& path : metaFilesUnder(samplesRoot())) {
            if (path.contains(QLatin1String("/paddle/")) || !path.endsWith(QLatin1String("weight_meta.py")))
                continue;
            const QString modelPy = QFileInfo(path).dir().filePath(QStringLiteral("model.py"));
            const auto r = parseMetaFile(path.toStdString());
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            QCOMPARE(namesOf(*r), forwardParameters(readText(modelPy)));
            for (const auto& m : *r)
                QCOMPARE(m.className, "Program_weight_tensor_meta_" + m.name);
            ++checked;
        }
        QCOMPARE(checked, 12);
    }

    void paddleWeightsThenInputsFollowForwardOrder() {
        for (const char* dir :
             {"paddle/PaddleNLP/albert-chinese-tiny", "paddle/PaddleX/PP-OCRv4_server_rec/subgraph_2"}) {
            const QString base = QString::fromLatin1(dir);
            const QStringList names = namesOf(parseFixture(base + QStringLiteral("/weight_meta.py"))) +
                                      namesOf(parseFixture(base + QStringLiteral("/input_meta.py")));
            QCOMPARE(names, forwardParameters(readText(samplesRoot() + QLatin1Char('/') + base +
                                                       QStringLiteral("/model.py"))));
        }
    }

    void paddleInt64InputData() {
        const auto metas = parseFixture(QStringLiteral("paddle/PaddleNLP/albert-chinese-tiny/input_meta.py"));
        QCOMPARE(metas.size(), size_t(3));
        const TensorMeta* ids = byName(metas, "data_0");
        QVERIFY(ids);
        QCOMPARE(ids->dtype, DType::Int64);
        QCOMPARE(ids->shape, (std::vector<std::int64_t>{1, 11}));
        QVERIFY(ids->hasData && ids->floatData.empty());
        QCOMPARE(ids->intData,
                 (std::vector<std::int64_t>{101, 3614, 6816, 886, 4500, 4636, 2428, 7607, 3444, 106, 102}));
        QVERIFY(!ids->isWeight());

        const auto weights =
            parseFixture(QStringLiteral("paddle/PaddleNLP/albert-chinese-tiny/weight_meta.py"));
        const TensorMeta* p0 = byName(weights, "parameter_0");
        QVERIFY(p0 && p0->isWeight());
        QCOMPARE(p0->dtype, DType::Int64);
        QCOMPARE(*p0->minVal, 0.0);
        QCOMPARE(*p0->maxVal, 511.0);
        QVERIFY(!p0->hasData && !p0->mean);
        const TensorMeta* p2 = byName(weights, "parameter_2");
        QVERIFY(p2 && p2->mean && p2->std);
        QCOMPARE(*p2->mean, -5.04225e-05);
        QCOMPARE(*p2->std, 0.0199894);
    }

    void paddleShapePatchInputMeta() {
        const auto metas = parseFixture(QStringLiteral(
            "paddle/PaddleX/PP-OCRv4_server_rec/subgraph_2/shape_patches_PP-OCRv4_mobile_rec/input_meta.py"));
        QCOMPARE(metas.size(), size_t(1));
        QCOMPARE(metas[0].name, std::string("data_0"));
        QCOMPARE(metas[0].shape, (std::vector<std::int64_t>{8, 480, 1, 40}));
        QCOMPARE(*metas[0].minVal, -1.32461);
        QCOMPARE(*metas[0].maxVal, 85.8576);
        QVERIFY(!metas[0].hasData);
    }

    void torchValueForms() {
        const auto vgg = parseFixture(QStringLiteral("torchvision/vgg11_bn/weight_meta.py"));
        const TensorMeta* var = byName(vgg, "L_self_modules_features_modules_1_buffers_running_var_");
        QVERIFY(var && var->isWeight());
        QVERIFY(var->minVal);
        QCOMPARE(*var->minVal, 0.0);
        QCOMPARE(*var->mean, 0.765);
        QVERIFY(!var->hasData);

        const auto convnext = parseFixture(QStringLiteral("timm/test_convnext2.r160_in1k/weight_meta.py"));
        QVERIFY(byName(convnext,
                       "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_"));

        const auto tapas =
            parseFixture(QStringLiteral("transformers-auto-model/google/tapas-base-masklm/weight_meta.py"));
        QVERIFY(!tapas.empty());
        for (const auto& m : tapas)
            if (m.hasData && isIntegral(m.dtype))
                QCOMPARE(std::int64_t(m.intData.size()), m.numel());

        const auto yolos = parseFixture(
            QStringLiteral("transformers-auto-model/polejowska_yolos-tiny-CD45RB-1000-att/weight_meta.py"));
        const TensorMeta* eps = byName(yolos, "L_self_modules_layernorm_eps");
        QVERIFY(eps);
        QCOMPARE(eps->dtype, DType::Float64);
        QVERIFY(eps->shape.empty());
        QCOMPARE(eps->floatData, (std::vector<double>{0.0}));
        const TensorMeta* s14 = byName(yolos, "s14");
        QVERIFY(s14 && !s14->isWeight());
        QCOMPARE(s14->intData, (std::vector<std::int64_t>{4}));
        QCOMPARE(s14->device, std::string("cpu"));
    }
};

GNW_TEST_GUILESS_MAIN(TestMetaParser)
#include "tst_meta_parser.moc"
