// Mutation fuzzing of the model.py pipeline for a fixed time budget: real snippets (embedded, plus the shared
// fixtures when present) with random byte flips, deletions, insertions, duplications and truncations. Every
// input must either build a graph whose references are all valid and topologically ordered, or fail with an
// error that points inside the text. The seed is fixed, so a failure is reproduced by its iteration number.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/graph/ModelGraphLoader.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QtTest>

#include <random>

using namespace gnw;

namespace {

// A fixed count, not a time budget: the same inputs on every machine, so a failure reproduces by its
// iteration number (about 1.5 s on the 2-core development VM).
constexpr int kIterations = 30000;
constexpr std::uint32_t kSeed = 20251122;

const char* const kTorchSeed = R"(import torch
from torch import device


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: torch.Tensor,
        L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter,
        s0: torch.SymInt,
    ):
        l_x_ = L_x_
        linear = torch._C._nn.linear(l_x_, L_self_modules_fc_parameters_weight_, None)
        l_x_ = None
        y = linear.view(-1, 4).t()[(slice(None, s0, None), Ellipsis)]
        y += 1.5e-05
        y[0] = -float("inf")
        z = torch.arange(0, 10, device=device(type="cuda", index=0)) ** 2 // 3 @ y
        w = (z > 0) & ~z | -z
        a = b = torch.nn.functional.relu(w, inplace=False)
        return (a, y.T)
)";

const char* const kPaddleSeed = R"(import paddle


class GraphModule(paddle.nn.Layer):
    def __init__(self):
        super().__init__()

    def forward(self, parameter_0, data_0):
        # pd_op.full: (1xf32) <- ()
        full_0 = paddle._C_ops.full(
            [1], float("-1"), paddle.float32, paddle.core.CPUPlace()
        )
        # pd_op.layer_norm: (1x4xf32) <- (1x4xf32, 4xf32)
        (
            layer_norm_0,
            layer_norm_1,
            layer_norm_2,
        ) = (lambda x, f: f(x))(
            paddle._C_ops.layer_norm(data_0, parameter_0, full_0, float("1e-05"), 1),
            lambda out: out
            if isinstance(out, (list, tuple))
            else (out, None, None),
        )
        del data_0, parameter_0
        return layer_norm_0
)";

// Line lengths in bytes, splitting at \n, \r\n and lone \r as the tokenizer does.
std::vector<int> lineLengths(const std::string& text) {
    std::vector<int> lengths{0};
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            lengths.push_back(0);
        } else {
            ++lengths.back();
        }
    }
    return lengths;
}

QString checkGraph(const Graph& g) {
    const auto refOk = [&](const GraphArg& a, std::int32_t before) {
        bool ok = true;
        a.forEachRef([&](ValueId id) {
            ok = ok && id.valid() && id.index < static_cast<std::int32_t>(g.values.size()) &&
                 g.value(id).producer < before;
        });
        return ok;
    };
    for (const GraphNode& n : g.nodes) {
        for (const GraphArg& a : n.args)
            if (!refOk(a, n.id))
                return QStringLiteral("node %1 reads a value that is not defined before it").arg(n.id);
        for (const KeywordArg& k : n.kwargs)
            if (!refOk(k.value, n.id))
                return QStringLiteral("node %1 keyword reads an undefined value").arg(n.id);
        for (const ValueId out : n.outputs)
            if (!out.valid() || g.value(out).producer != n.id)
                return QStringLiteral("node %1 has an output it does not produce").arg(n.id);
        if (n.span.line < 1 || n.span.column < 1)
            return QStringLiteral("node %1 has no source position").arg(n.id);
    }
    for (const GraphArg& out : g.outputs)
        if (!refOk(out, static_cast<std::int32_t>(g.nodes.size())))
            return QStringLiteral("graph output reads an undefined value");
    return {};
}

std::string mutate(const std::string& seed, std::mt19937& rng) {
    static const std::string interesting = "()[]{},:;=+-*/%@&|^~<>!.\\\"'# \t\n\r0123456789e_xlambdaéÿ";
    std::string s = seed;
    const int edits = std::uniform_int_distribution<int>(1, 8)(rng);
    for (int e = 0; e < edits && !s.empty(); ++e) {
        std::uniform_int_distribution<std::size_t> pos(0, s.size() - 1);
        switch (std::uniform_int_distribution<int>(0, 5)(rng)) {
        case 0:
            s[pos(rng)] = static_cast<char>(std::uniform_int_distribution<int>(0, 255)(rng));
            break;
        case 1:
            s[pos(rng)] =
                interesting[std::uniform_int_distribution<std::size_t>(0, interesting.size() - 1)(rng)];
            break;
        case 2:
            s.erase(pos(rng), std::uniform_int_distribution<std::size_t>(1, 16)(rng));
            break;
        case 3: {
            const std::size_t from = pos(rng);
            s.insert(pos(rng), s.substr(from, std::uniform_int_distribution<std::size_t>(1, 64)(rng)));
            break;
        }
        case 4:
            s.insert(pos(rng),
                     std::string(std::uniform_int_distribution<std::size_t>(1, 40)(rng), "([-"[e % 3]));
            break;
        default:
            s.resize(pos(rng));
            break;
        }
    }
    return s;
}

} // namespace

class TestParserFuzz : public QObject {
    Q_OBJECT

private slots:
    void seedsBuild();
    void mutations();
};

static std::vector<std::string> seeds() {
    std::vector<std::string> out{kTorchSeed, kPaddleSeed};
    QDirIterator it(gnw::test::upstreamSamples(), {QStringLiteral("model.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            out.push_back(f.readAll().toStdString());
    }
    return out;
}

void TestParserFuzz::seedsBuild() {
    ModelGraphLoader loader;
    for (const std::string& seed : seeds()) {
        const Result<Graph> g = loader.fromSource(seed, "seed.py");
        QVERIFY2(g.ok(), g.ok() ? "" : g.error().toString().c_str());
        QCOMPARE(checkGraph(*g), QString());
    }
}

void TestParserFuzz::mutations() {
    const std::vector<std::string> corpus = seeds();
    std::mt19937 rng(kSeed);
    ModelGraphLoader loader;
    QElapsedTimer timer;
    timer.start();
    int iterations = 0, failures = 0;
    while (iterations < kIterations) {
        const std::string& seed =
            corpus[std::uniform_int_distribution<std::size_t>(0, corpus.size() - 1)(rng)];
        const std::string input = mutate(seed, rng);
        ++iterations;
        const Result<Graph> g = loader.fromSource(input, "fuzz.py");
        const QString context = QStringLiteral("iteration %1").arg(iterations);
        if (g.ok()) {
            const QString problem = checkGraph(*g);
            QVERIFY2(problem.isEmpty(), qPrintable(context + QLatin1String(": ") + problem));
            continue;
        }
        ++failures;
        const Error& e = g.error();
        const std::vector<int> lengths = lineLengths(input);
        QVERIFY2(e.file == "fuzz.py", qPrintable(context));
        QVERIFY2(!e.message.empty(), qPrintable(context));
        QVERIFY2(e.line >= 1 && e.line <= static_cast<int>(lengths.size()),
                 qPrintable(context + QStringLiteral(": line %1 of %2").arg(e.line).arg(lengths.size())));
        QVERIFY2(e.column >= 1 && e.column <= lengths[static_cast<std::size_t>(e.line - 1)] + 1,
                 qPrintable(context + QStringLiteral(": column %1 on a line of %2 bytes (%3)")
                                          .arg(e.column)
                                          .arg(lengths[static_cast<std::size_t>(e.line - 1)])
                                          .arg(QString::fromStdString(e.message))));
    }
    qInfo("%d mutated inputs in %lld ms, %d rejected with a positioned error", iterations,
          static_cast<long long>(timer.elapsed()), failures);
    QVERIFY(failures > 0 && failures < iterations);
}

GNW_TEST_APPLESS_MAIN(TestParserFuzz)
#include "tst_parser_fuzz.moc"
