// The sample rules (core/dataset/SampleRules.h) and input_tensor_constraints.py (InputConstraints.h): each
// rule caught where it is broken, with the file and line; none broken by the real bundled samples.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/SampleRules.h"
#include "core/dataset/SampleSummary.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace gnw;

namespace {

const char* kConstraints = R"(from sympy import Symbol

S0 = Symbol("S0")
S1 = Symbol("S1")

dynamic_dim_constraint_symbols = [S0, S1]

dynamic_dim_constraint_symbol2example_value = {S0: 2, S1: 224}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([64], "L_bn_running_var_"),
    (
        [S0, 3, S1, S1],
        "L_x_",
    ),
]
)";

TensorMeta meta(const std::string& name, std::vector<std::int64_t> shape, int line,
                std::optional<double> mean = 1.0) {
    TensorMeta m;
    m.name = name;
    m.shape = std::move(shape);
    m.line = line;
    m.mean = mean;
    m.std = 0.1;
    return m;
}

std::vector<MetaFile> metaFiles(std::vector<TensorMeta> metas) {
    return {MetaFile{"weight_meta.py", std::move(metas)}};
}

const std::vector<std::string> kParameters{"L_bn_running_var_", "L_x_"};

QStringList messages(const std::vector<Error>& errors) {
    QStringList out;
    for (const auto& e : errors)
        out << QString::fromStdString(e.toString());
    return out;
}

} // namespace

class TestSampleRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void constraintsParse() {
        const auto c = parseInputConstraintsText(kConstraints, "input_tensor_constraints.py");
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().toString().c_str());
        QCOMPARE(c->exampleValues.size(), std::size_t(2));
        QCOMPARE(c->exampleValues.at("S1"), std::int64_t(224));
        QCOMPARE(c->tensors.size(), std::size_t(2));
        QCOMPARE(c->tensors[1].name, std::string("L_x_"));
        QCOMPARE(c->tensors[1].line, 16);
        QCOMPARE(std::get<std::string>(c->tensors[1].dims[0]), std::string("S0"));
        QCOMPARE(std::get<std::int64_t>(c->tensors[1].dims[1]), std::int64_t(3));
        QVERIFY(parseInputConstraintsText("", "x.py")->tensors.empty());
    }

    void constraintsErrorsNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("float size") << "dynamic_dim_constraint_input_shapes = [\n    ([1.5], \"x\"),\n]\n"
                                    << 2 << "a size or a symbol";
        QTest::newRow("no name") << "dynamic_dim_constraint_input_shapes = [\n    ([1],),\n]\n"
                                 << 2 << "a string";
        QTest::newRow("unclosed") << "dynamic_dim_constraint_symbol2example_value = {S0: 1,\n" << 1 << "";
        QTest::newRow("example not int") << "dynamic_dim_constraint_symbol2example_value = {S0: \"a\"}\n"
                                         << 1 << "integer example size of S0";
    }
    void constraintsErrorsNameTheLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, expected);
        const auto c = parseInputConstraintsText(text.toStdString(), "input_tensor_constraints.py");
        QVERIFY(!c.ok());
        QCOMPARE(c.error().line, line);
        QVERIFY2(QString::fromStdString(c.error().message).contains(expected), c.error().message.c_str());
    }

    void forwardParameters() {
        const auto names = forwardParameterNames(
            "import torch\nclass GraphModule(torch.nn.Module):\n    def forward(self, L_x_ : torch.Tensor, "
            "s0 : torch.SymInt,\n        L_w_: torch.nn.parameter.Parameter, opt: Dict[str, int] = None):\n"
            "        def forward(self, inner): pass\n");
        QVERIFY(names);
        QCOMPARE(*names, (std::vector<std::string>{"L_x_", "s0", "L_w_", "opt"}));
        QVERIFY(!forwardParameterNames("x = 1\n"));
    }

    void rules_data() {
        QTest::addColumn<double>("runningVarMean");
        QTest::addColumn<QString>("renamedTo");
        QTest::addColumn<std::int64_t>("metaBatch");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("kept") << 1.0 << "" << std::int64_t(2) << QStringList{};
        QTest::newRow("negative running variance")
            << -1.0 << "" << std::int64_t(2)
            << QStringList{
                   "weight_meta.py:3: 'L_bn_running_var_' is a batch_norm running variance but its mean "
                   "is -1 (< 0)"};
        QTest::newRow("renamed input")
            << 1.0 << "L_input_" << std::int64_t(2)
            << QStringList{
                   "weight_meta.py:12: tensor meta 'L_input_' names no parameter of model.py's forward()",
                   "input_tensor_constraints.py:16: constrained tensor 'L_x_' has no tensor meta"};
        QTest::newRow("shape against constraints")
            << 1.0 << "" << std::int64_t(4)
            << QStringList{
                   "input_tensor_constraints.py:16: 'L_x_' has shape [2, 3, 224, 224] at the example sizes "
                   "but its tensor meta says [4, 3, 224, 224]"};
    }
    void rules() {
        QFETCH(double, runningVarMean);
        QFETCH(QString, renamedTo);
        QFETCH(std::int64_t, metaBatch);
        QFETCH(QStringList, expected);
        const auto constraints = parseInputConstraintsText(kConstraints, "input_tensor_constraints.py");
        QVERIFY(constraints.ok());
        const std::string input = renamedTo.isEmpty() ? "L_x_" : renamedTo.toStdString();
        const auto files = metaFiles(
            {meta("L_bn_running_var_", {64}, 3, runningVarMean), meta(input, {metaBatch, 3, 224, 224}, 12)});
        const auto found =
            messages(checkSampleRules(files, kParameters, &*constraints, "input_tensor_constraints.py"));
        QCOMPARE(found.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(found[i].startsWith(expected[i]), qPrintable(found[i]));
    }

    void negativeDataAndMinimum() {
        auto data = meta("bn.running_var", {2}, 5, 0.5);
        data.hasData = true;
        data.floatData = {1.0, -0.25};
        auto bounded = meta("other.running_var", {100}, 9, 0.5);
        bounded.minVal = -1;
        const auto found = messages(checkSampleRules(metaFiles({data, bounded}), std::nullopt, nullptr, {}));
        QCOMPARE(found.size(), 2);
        QVERIFY2(found[0].contains("its data holds -0.25"), qPrintable(found[0]));
        QVERIFY2(found[1].contains("its min_val is -1"), qPrintable(found[1]));
    }

    // No real sample breaks a rule: upstream's fixtures and the bundled slice, every torch sample.
    void realSamplesKeepTheRules() {
        int torch = 0;
        for (const QString& root : {test::upstreamSamples(), test::bundledSamplesDir()}) {
            for (const auto& location : discoverSamples(root.toStdString())) {
                const auto s = summarizeSample(location, nullptr, SummaryDepth::MetaOnly);
                if (s.framework != "torch")
                    continue;
                ++torch;
                QVERIFY2(s.valid(), location.relPath.c_str());
                for (const auto& w : s.warnings)
                    QVERIFY2(w.file.find("meta.py") == std::string::npos &&
                                 w.file.find("constraints") == std::string::npos,
                             (location.relPath + ": " + w.toString()).c_str());
            }
        }
        QVERIFY(torch >= 50);
    }

    // A planted defect reaches the summary the index stores, as a warning on a still valid sample.
    void summaryCarriesTheWarning() {
        const QString source = test::bundledSamplesDir() + QStringLiteral("/timm/resnet34d.ra2_in1k");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString& f : QDir(source).entryList(QDir::Files))
            QVERIFY(QFile::copy(source + "/" + f, dir.path() + "/" + f));
        QFile weights(dir.path() + QStringLiteral("/weight_meta.py"));
        QVERIFY(weights.open(QIODevice::ReadOnly));
        QByteArray text = weights.readAll();
        weights.close();
        const QByteArray name = "name = \"L_self_modules_bn1_buffers_running_var_\"";
        const int at = text.indexOf(name);
        QVERIFY(at > 0);
        const int mean = text.indexOf("mean = ", at);
        const int end = text.indexOf('\n', mean);
        text.replace(mean, end - mean, "mean = -0.500");
        QVERIFY(weights.open(QIODevice::WriteOnly | QIODevice::Truncate));
        weights.write(text);
        weights.close();
        const int line = text.left(at).count('\n'); // the class line is just above the name
        const auto s = summarizeSample(SampleLocation{dir.path().toStdString(), "resnet34d"});
        QVERIFY(s.valid());
        QCOMPARE(int(s.warnings.size()), 1);
        QCOMPARE(s.warnings[0].line, line);
        QVERIFY(s.warnings[0].file.ends_with("weight_meta.py"));
    }
};

GNW_TEST_GUILESS_MAIN(TestSampleRules)
#include "tst_sample_rules.moc"
