// The identity backend must be exact: a graph called twice, or prepared twice, gives bit-identical
// outputs. A second call that sees different state than the first (an output aliasing a weight or an
// input that a later node or call writes into, a constant mutated in place, a vmap level left on the
// thread) shows up here as a mismatch. Every toy sample and every torch fixture runs:
//   1. one prepared graph, called twice on the same inputs: both calls' outputs equal bitwise, and the
//      inputs are unchanged unless the graph writes into them;
//   2. a second prepared graph on freshly synthesized inputs (what `nope` does after eager): equal too;
//   3. runSample with `nope`, the measured path end to end: every output bitwise equal.
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/tensors/TensorListCopies.h"
#include "core/graph/ModelGraphLoader.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <fstream>

using namespace gnw;
using namespace gnw::engine;

namespace {

std::vector<TensorMeta> metasOf(const std::filesystem::path& dir) {
    std::vector<TensorMeta> metas;
    for (const char* f : {"weight_meta.py", "input_meta.py"}) {
        if (!std::filesystem::exists(dir / f))
            continue;
        auto m = parseMetaFile(dir / f);
        if (!m)
            qFatal("%s", m.error().toString().c_str());
        metas.insert(metas.end(), m->begin(), m->end());
    }
    return metas;
}

bool isTorchSample(const std::filesystem::path& dir) {
    std::ifstream in(dir / "graph_net.json");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return text.find("\"paddle\"") == std::string::npos;
}

// The first output whose bits differ, or -1.
int firstDifference(const TensorList& a, const TensorList& b) {
    if (a.size() != b.size())
        return 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!element(a, i).bitwiseEqual(element(b, i)))
            return static_cast<int>(i);
    }
    return -1;
}

void addSamples(const QString& root) {
    for (const auto& s : discoverSamples(root.toStdString()))
        if (isTorchSample(s.dir))
            QTest::newRow(s.relPath.c_str()) << QString::fromStdString(s.dir.string());
}

} // namespace

class TestRepeatRuns : public QObject {
    Q_OBJECT

    static void samplesData() {
        QTest::addColumn<QString>("dir");
        addSamples(test::toySamplesDir());
        addSamples(test::upstreamSamples());
    }

private slots:
    void callsTwiceBitwise_data() { samplesData(); }
    void callsTwiceBitwise() {
        QFETCH(QString, dir);
        const std::filesystem::path path = dir.toStdString();
        ModelGraphLoader loader;
        auto graph = loader.fromFile(path / "model.py");
        QVERIFY2(static_cast<bool>(graph), graph ? "" : graph.error().toString().c_str());
        const auto metas = metasOf(path);
        SynthesisOptions so;
        so.framework = graph->framework;
        auto inputs = synthesizeInputs(metas, so);
        QVERIFY(static_cast<bool>(inputs));
        const TensorList pristine = deepCopy(*inputs);

        auto first = findBackend("eager")->prepare(*graph, PrepareContext{});
        QVERIFY2(static_cast<bool>(first), first ? "" : first.error().toString().c_str());
        const TensorList call1 = deepCopy((*first)->run(*inputs));
        const bool inputsKept = inputs->bitwiseEqual(pristine);
        const TensorList call2 = (*first)->run(*inputs);
        if (inputsKept) { // a graph that writes into its inputs legitimately sees other inputs the 2nd time
            const int diff = firstDifference(call1, call2);
            QVERIFY2(diff < 0, qPrintable(QStringLiteral("second call differs at output %1").arg(diff)));
            QVERIFY2(inputs->bitwiseEqual(pristine), "the second call changed the inputs");
        }

        // What `nope` does: another prepared graph on inputs synthesized again.
        auto again = synthesizeInputs(metas, so);
        QVERIFY(static_cast<bool>(again));
        QVERIFY(again->bitwiseEqual(pristine));
        auto second = findBackend("nope")->prepare(*graph, PrepareContext{});
        QVERIFY(static_cast<bool>(second));
        const TensorList fresh = (*second)->run(*again);
        const int diff = firstDifference(call1, fresh);
        QVERIFY2(diff < 0,
                 qPrintable(QStringLiteral("a second prepared graph differs at output %1").arg(diff)));
    }

    void nopeIsExact_data() { samplesData(); }
    void nopeIsExact() {
        QFETCH(QString, dir);
        SampleLocation sample{dir.toStdString(), QDir(dir).dirName().toStdString()};
        SampleRunOptions options;
        options.backend = "nope";
        options.warmup = 1;
        options.trials = 1;
        options.fluctuationThreshold = 0;
        const SampleOutcome o = runSample(sample, options);
        QVERIFY2(o.comparison.has_value(),
                 qPrintable(QString::fromStdString(o.failureClass + ": " + o.message)));
        QVERIFY(o.comparison->compared());
        for (std::size_t i = 0; i < o.comparison->equal.size(); ++i)
            QVERIFY2(o.comparison->equal[i],
                     qPrintable(QStringLiteral("output %1 differs under nope").arg(i)));
    }
};

GNW_TEST_GUILESS_MAIN(TestRepeatRuns)
#include "tst_repeat_runs.moc"
