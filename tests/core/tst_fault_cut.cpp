// Cutting a sample for fault localisation (core/fault): the names each statement reads and writes, the
// inputs and outputs of a cut, the cut's model.py (parses back, keeps the statements' text, maps its lines
// to the original), meta files written back, and the two searches run against known fault sets.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/MetaParser.h"
#include "core/dataset/MetaWriter.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/fault/FaultSearch.h"
#include "core/fault/RangeCut.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/util/FileIO.h"

#include <QtTest>

#include <set>

using namespace gnw;
using namespace gnw::fault;

namespace {

// Aliases, an in-place add, a setitem, a size read and a `= None` chain, as FX writes them.
const char* kModel = R"PY(import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: torch.Tensor,
        L_w_: torch.nn.parameter.Parameter,
    ):
        l_x_ = L_x_
        l_w_ = L_w_
        a = torch.nn.functional.linear(l_x_, l_w_);  l_x_ = None
        b = torch.relu(a)
        size = b.size(0)
        c = b.view(size, -1);  size = None
        c += a
        c[0] = 1.0
        d = torch.sigmoid(torch.tanh(c));  a = b = None
        return (d, c)
)PY";

QStringList q(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v)
        out << QString::fromStdString(s);
    return out;
}

struct Loaded {
    Graph graph;
    ForwardBody body;
};

Loaded load(const std::string& source, const std::string& name = "model.py") {
    ModelGraphLoader loader;
    auto graph = loader.fromSource(source, name);
    if (!graph)
        qFatal("%s", graph.error().toString().c_str());
    auto body = readForwardBody(source, name, *graph);
    if (!body)
        qFatal("%s", body.error().toString().c_str());
    return {std::move(*graph), std::move(*body)};
}

} // namespace

class TestFaultCut : public QObject {
    Q_OBJECT

private slots:
    void statementsReadAndWrite() {
        const Loaded l = load(kModel);
        const auto& s = l.body.statements;
        QCOMPARE(l.body.params.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(l.body.params[1].annotation),
                 QStringLiteral("torch.nn.parameter.Parameter"));
        QCOMPARE(s.size(), std::size_t(12)); // `a = ...;  l_x_ = None` is two statements
        QCOMPARE(q(s[2].reads), QStringList({"l_x_", "l_w_"}));
        QCOMPARE(q(s[2].writes), QStringList({"a"}));
        QCOMPARE(q(s[8].reads), QStringList({"c", "a"})); // c += a
        QCOMPARE(q(s[8].writes), QStringList({"c"}));
        QCOMPARE(q(s[9].reads), QStringList({"c"})); // c[0] = 1.0 reads the object it writes into
        QCOMPARE(q(s[9].writes), QStringList({"c"}));
        QCOMPARE(q(s[11].writes), QStringList({"a", "b"}));
        QCOMPARE(q(l.body.returned.reads), QStringList({"d", "c"}));
        // Op units: linear, relu, size, view, +=, setitem, tanh+sigmoid (one statement, two nodes)
        QCOMPARE(l.body.opCount(), std::size_t(7));
        QCOMPARE(l.body.statements[l.body.opStatements[6]].nodes.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(l.graph.nodes[l.body.nodeOfUnit(6)].target),
                 QStringLiteral("torch.sigmoid"));
    }

    void cutInputsAndOutputs_data() {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("end");
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<QStringList>("outputs");
        QTest::newRow("prefix 1") << 0 << 1 << QStringList{"L_x_", "L_w_"} << QStringList{"a"};
        QTest::newRow("prefix 3: size is live")
            << 0 << 3 << QStringList{"L_x_", "L_w_"} << QStringList{"a", "b", "size"};
        QTest::newRow("inner: b and size come in")
            << 3 << 5 << QStringList{"b", "size", "a"} << QStringList{"c"};
        QTest::newRow("setitem alone") << 5 << 6 << QStringList{"c"} << QStringList{"c"};
        QTest::newRow("last: the return's names") << 6 << 7 << QStringList{"c"} << QStringList{"d", "c"};
        QTest::newRow("whole") << 0 << 7 << QStringList{"L_x_", "L_w_"} << QStringList{"d", "c"};
    }
    void cutInputsAndOutputs() {
        QFETCH(int, first);
        QFETCH(int, end);
        QFETCH(QStringList, inputs);
        QFETCH(QStringList, outputs);
        const Loaded l = load(kModel);
        const CutPlan plan = planCut(l.body, std::size_t(first), std::size_t(end));
        QCOMPARE(q(plan.inputs), inputs);
        QCOMPARE(q(plan.outputs), outputs);
    }

    // A prefix takes only the weights its operators read: an alias nothing in it reads is left out with its
    // parameter, and named among the aliases later ranges resolve.
    void prefixLeavesUnusedWeightsOut() {
        const char* model = R"PY(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_a_: torch.Tensor, L_b_: torch.Tensor):
        l_x_ = L_x_
        l_a_ = L_a_
        l_b_ = L_b_
        y = torch.mul(l_x_, l_a_)
        z = torch.add(y, l_b_)
        return (z,)
)PY";
        const Loaded l = load(model);
        const CutPlan first = planCut(l.body, 0, 1);
        QCOMPARE(q(first.inputs), QStringList({"L_x_", "L_a_"}));
        QCOMPARE(q(first.outputs), QStringList({"y"}));
        QCOMPARE(first.aliases.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(first.aliases[0].first), QStringLiteral("l_b_"));
        QCOMPARE(QString::fromStdString(first.aliases[0].second), QStringLiteral("L_b_"));
        QCOMPARE(first.statements.size(), std::size_t(3)); // l_b_ = L_b_ is not written
        const CutPlan second = planCut(l.body, 1, 2);
        QCOMPARE(q(second.inputs), QStringList({"y", "l_b_"}));
    }

    // Every cut parses back into a graph whose nodes are the range's nodes, with the same targets, and
    // each kept line maps to the original line holding the same text.
    void cutSourceParsesBackWithLineMap() {
        const Loaded l = load(kModel);
        const QStringList original = QString::fromUtf8(kModel).split('\n');
        for (std::size_t a = 0; a < l.body.opCount(); ++a)
            for (std::size_t b = a + 1; b <= l.body.opCount(); ++b) {
                const CutPlan plan = planCut(l.body, a, b);
                const CutSource cut = writeCutSource(l.body, plan, plan.outputs);
                ModelGraphLoader loader;
                auto graph = loader.fromSource(cut.modelPy, "cut.py");
                QVERIFY2(graph, graph ? "" : graph.error().toString().c_str());
                std::vector<std::string> expected, got;
                for (std::size_t s = plan.firstStatement; s < plan.endStatement; ++s)
                    for (auto n : l.body.statements[s].nodes)
                        expected.push_back(l.graph.nodes[std::size_t(n)].target);
                for (const auto& n : graph->nodes)
                    got.push_back(n.target);
                QCOMPARE(q(got), q(expected));
                QCOMPARE(graph->outputs.size(), plan.outputs.size());
                const QStringList lines = QString::fromStdString(cut.modelPy).split('\n');
                for (const auto& [cutLine, originalLine] : cut.lineMap)
                    QVERIFY(original[originalLine - 1].contains(lines[cutLine - 1].trimmed()));
            }
    }

    // Every toy and fixture sample: each prefix of about a quarter parses back.
    void realSamplesCut() {
        std::vector<SampleLocation> samples = discoverSamples(test::toySamplesDir().toStdString());
        const auto more = discoverSamples(test::upstreamSamples().toStdString());
        samples.insert(samples.end(), more.begin(), more.end());
        QVERIFY(samples.size() >= 16);
        for (const auto& sample : samples) {
            auto source = readFile(sample.dir / "model.py");
            QVERIFY(source);
            ModelGraphLoader loader;
            auto graph = loader.fromSource(*source, "model.py");
            QVERIFY(graph);
            auto body = readForwardBody(*source, "model.py", *graph);
            QVERIFY2(body, body ? "" : body.error().toString().c_str());
            QVERIFY(body->opCount() > 0);
            std::size_t nodes = 0;
            for (const auto& s : body->statements)
                nodes += s.nodes.size();
            QCOMPARE(nodes, graph->nodes.size()); // every node belongs to exactly one statement
            for (std::size_t k :
                 {std::size_t(1), body->opCount() / 4 + 1, body->opCount() / 2, body->opCount()}) {
                const CutPlan plan = planCut(*body, 0, std::max<std::size_t>(1, k));
                const CutSource cut = writeCutSource(*body, plan, plan.outputs);
                ModelGraphLoader again;
                auto back = again.fromSource(cut.modelPy, sample.relPath + " cut");
                QVERIFY2(back, back ? "" : back.error().toString().c_str());
                for (const auto& input : plan.inputs) // a prefix reads only the sample's own parameters
                    QVERIFY(std::any_of(body->params.begin(), body->params.end(),
                                        [&](const ForwardParam& p) { return p.name == input; }));
            }
        }
    }

    // Metas written back read back to the same values, torch and Paddle forms.
    void metasRoundTrip() {
        std::vector<TensorMeta> metas(3);
        metas[0].name = "L_x_";
        metas[0].shape = {2, 3};
        metas[0].mean = 0.1234567890123;
        metas[0].std = std::numeric_limits<double>::quiet_NaN();
        metas[0].minVal = -1.5;
        metas[1].name = "ids";
        metas[1].dtype = DType::Int64;
        metas[1].shape = {3};
        metas[1].hasData = true;
        metas[1].intData = {1, 7, 42};
        metas[1].minVal = 1;
        metas[1].maxVal = 42;
        metas[2].name = "mask";
        metas[2].dtype = DType::Bool;
        metas[2].shape = {};
        metas[2].hasData = true;
        metas[2].intData = {1};
        for (Framework f : {Framework::Torch, Framework::Paddle}) {
            const std::string text = metaFileText(metas, f);
            auto back = parseMetaText(text, "written.py");
            QVERIFY2(back, back ? "" : back.error().toString().c_str());
            QCOMPARE(back->size(), metas.size());
            QCOMPARE((*back)[0].mean, metas[0].mean);
            QVERIFY(std::isnan(*(*back)[0].std));
            QCOMPARE((*back)[0].minVal, metas[0].minVal);
            QCOMPARE((*back)[0].shape, metas[0].shape);
            QCOMPARE((*back)[1].intData, metas[1].intData);
            QCOMPARE((*back)[1].maxVal, metas[1].maxVal);
            QCOMPARE((*back)[2].dtype, DType::Bool);
            QCOMPARE((*back)[2].intData, metas[2].intData);
        }
    }

    // Prefix bisection finds the first faulty unit of any fault set in about log2(n) probes.
    void prefixBisection_data() {
        QTest::addColumn<int>("units");
        QTest::addColumn<QList<int>>("faults");
        QTest::newRow("first") << 100 << QList<int>{0};
        QTest::newRow("last") << 100 << QList<int>{99};
        QTest::newRow("middle") << 37 << QList<int>{18};
        QTest::newRow("several: the first wins") << 64 << QList<int>{20, 21, 50};
        QTest::newRow("one unit") << 1 << QList<int>{0};
    }
    void prefixBisection() {
        QFETCH(int, units);
        QFETCH(QList<int>, faults);
        PrefixBisection search{std::size_t(units)};
        int probes = 0;
        while (auto next = search.next()) {
            ++probes;
            QCOMPARE(next->first, std::size_t(0));
            bool faulty = false;
            for (int f : faults)
                faulty = faulty || std::size_t(f) < next->end;
            search.record({*next, faulty, {}, 0, {}, {}});
        }
        QVERIFY(search.culprit());
        QCOMPARE(int(*search.culprit()), *std::min_element(faults.begin(), faults.end()));
        QVERIFY(probes <= int(std::ceil(std::log2(std::max(units, 2)))));
    }

    // Chunks: every isolated fault is found; a fault that needs two units together is reported as the
    // smallest range holding both.
    void chunkSearch() {
        const std::set<std::size_t> single{5, 6, 40};
        auto faulty = [&](UnitRange r) {
            for (std::size_t u = r.first; u < r.end; ++u)
                if (single.count(u))
                    return true;
            return r.first <= 20 && r.end >= 22; // 20 and 21 fail only together
        };
        std::vector<UnitRange> chunks;
        for (std::size_t a = 0; a < 64; a += 8)
            chunks.push_back({a, a + 8});
        ChunkSearch search(chunks);
        while (auto next = search.next()) {
            const bool f = faulty(*next);
            search.record({*next, f, {}, 0, {}, {}},
                          next->size() > 1 ? std::optional<std::size_t>(next->first + next->size() / 2)
                                           : std::nullopt);
        }
        const auto found = search.faults();
        QCOMPARE(found.size(), std::size_t(4));
        QCOMPARE(found[0], (UnitRange{5, 6}));
        QCOMPARE(found[1], (UnitRange{6, 7}));
        QCOMPARE(found[2], (UnitRange{20, 22}));
        QCOMPARE(found[3], (UnitRange{40, 41}));
    }
};

GNW_TEST_APPLESS_MAIN(TestFaultCut)
#include "tst_fault_cut.moc"
