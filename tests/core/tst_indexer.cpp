// Indexing into the real SQLite store: summaries, re-index reuse, removal, cancel, bad roots.
#include "ForwardOpCounter.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/index/Indexer.h"
#include "core/store/Database.h"
#include "core/store/Migrations.h"
#include "core/store/SampleStore.h"

#include <QTemporaryDir>
#include <QtTest>
#include <atomic>
#include <fstream>

namespace fs = std::filesystem;
using namespace gnw;

namespace {
void copyTree(const fs::path& from, const fs::path& to) {
    fs::create_directories(to);
    fs::copy(from, to, fs::copy_options::recursive);
}

const SampleRecord* find(const std::vector<SampleRecord>& recs, const std::string& rel) {
    for (const auto& r : recs)
        if (r.summary.relPath == rel)
            return &r;
    return nullptr;
}

QString readText(const fs::path& p) {
    std::ifstream in(p);
    return QString::fromStdString(std::string(std::istreambuf_iterator<char>(in), {}));
}

// Stands in for the engine: counts its calls and derives its results from the graph, so the test can tell
// stored analyses from fresh ones.
std::size_t paddleSamples(const fs::path& root) {
    std::size_t n = 0;
    for (const auto& s : gnw::discoverSamples(root))
        n += gnw::test::isPaddleSample(QString::fromStdString(s.dir.string())) ? 1 : 0;
    return n;
}

class CountingAnalyzer final : public SampleAnalyzer {
public:
    explicit CountingAnalyzer(std::string version) : m_version(std::move(version)) {}
    std::string version() const override { return m_version; }
    void analyze(const Graph& graph, const std::vector<TensorMeta>& metas,
                 SampleAnalysis& out) const override {
        ++calls;
        out.analyzed = true;
        out.inferredNodes = static_cast<int>(graph.nodes.size());
        out.flops = 10.0 * static_cast<double>(graph.nodes.size());
        out.bytes = static_cast<double>(metas.size());
        out.unresolved = {"torch.fake_" + m_version};
        out.outputs = {OutputShape{true, {2, 3}, "float32"}, OutputShape{}};
        for (int i = 0; i < 30; ++i) // more than the store keeps
            out.errors.push_back(Error{"model.py", i + 1, 9, "error " + std::to_string(i)});
    }
    mutable std::atomic<int> calls{0};

private:
    std::string m_version;
};
} // namespace

class TestIndexer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void storeIsVersionedAndInWal() {
        QTemporaryDir tmp;
        auto db = Database::open((tmp.path() + "/s.sqlite").toStdString());
        QVERIFY2(db.ok(), db.ok() ? "" : db.error().toString().c_str());
        QCOMPARE(db->userVersion(), latestSchemaVersion());
        auto st = db->prepare("PRAGMA journal_mode");
        QVERIFY(st.step());
        QCOMPARE(QString::fromStdString(st.columnText(0)), QStringLiteral("wal"));
        auto fk = db->prepare("PRAGMA foreign_keys");
        QVERIFY(fk.step());
        QCOMPARE(fk.columnInt(0), 1);
    }

    void refusesNewerSchema() {
        QTemporaryDir tmp;
        const auto path = (tmp.path() + "/s.sqlite").toStdString();
        {
            auto db = Database::open(path);
            QVERIFY(db.ok());
            db->exec("PRAGMA user_version = 9999");
        }
        auto again = Database::open(path);
        QVERIFY(!again.ok());
        QVERIFY(again.error().toString().find("newer") != std::string::npos);
    }

    void fixturesIndexWithoutInvalidSamples() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, gnw::test::upstreamSamples().toStdString());
        QVERIFY(report.ok());
        for (const auto& e : report->errors)
            qWarning("%s: %s", e.relPath.c_str(), e.message.c_str());
        QCOMPARE(int(report->samples), 14);
        QCOMPARE(int(report->invalid), 0);
        QCOMPARE(report->categories.at("timm"), 2);
        QCOMPARE(report->categories.at("PaddleX"), 1);
        QCOMPARE(report->tags.at("nlp"), 5); // 4 torch, and PaddleNLP/albert-chinese-tiny by its suite
        const auto recs = SampleStore(*db).samples(report->root);
        for (const auto& [rel, tag] : {std::pair{"paddle/PaddleNLP/albert-chinese-tiny", "nlp"},
                                      std::pair{"paddle/PaddleX/PP-OCRv4_server_rec/subgraph_2", "computer_vision"}}) {
            const auto* r = find(recs, rel);
            QVERIFY(r);
            QCOMPARE(r->summary.heuristicTag, std::string(tag));
        }
        const auto* alexnet = find(recs, "torchvision/alexnet");
        QVERIFY(alexnet);
        QCOMPARE(alexnet->summary.framework, std::string("torch"));
        QCOMPARE(alexnet->summary.heuristicTag, std::string("computer_vision"));
        QCOMPARE(alexnet->summary.numInputs + alexnet->summary.numWeights, 18);
        QCOMPARE(alexnet->summary.numWeights, 16);
        QCOMPARE(alexnet->summary.graphHash.size(), size_t(64));
        // AlexNet: 61.1 M parameters in float32.
        QCOMPARE(alexnet->summary.paramCount, qint64(61100840));
        QCOMPARE(alexnet->summary.paramBytes, qint64(61100840) * 4);
        const auto* paddle = find(recs, "paddle/PaddleNLP/albert-chinese-tiny");
        QVERIFY(paddle);
        QCOMPARE(paddle->summary.framework, std::string("paddle"));
        QCOMPARE(paddle->summary.category, std::string("PaddleNLP"));
    }

    void reindexReusesUnchangedAndNoticesChanges() {
        QTemporaryDir tmp;
        const fs::path root = fs::path(tmp.path().toStdString()) / "data";
        copyTree(gnw::test::toySamplesDir().toStdString(), root);
        auto db = Database::open((tmp.path() + "/s.sqlite").toStdString());
        QVERIFY(db.ok());
        auto first = indexDataset(*db, root);
        QVERIFY(first.ok());
        QVERIFY2(first->samples >= 12, "the toy samples should hold at least 12 samples");
        QCOMPARE(first->invalid, size_t(0));
        QCOMPARE(first->parsed, first->samples);

        auto second = indexDataset(*db, root);
        QVERIFY(second.ok());
        QCOMPARE(second->parsed, size_t(0));
        QCOMPARE(second->reused, first->samples);

        // Break one meta file: that sample alone is re-read, becomes invalid with file:line, others stay.
        const auto recs = SampleStore(*db).samples(first->root);
        const fs::path sampleDir = root / recs.front().summary.relPath;
        std::ofstream(sampleDir / "weight_meta.py", std::ios::app) << "\nclass Broken:\n    shape = [1,\n";
        auto third = indexDataset(*db, root);
        QVERIFY(third.ok());
        QCOMPARE(third->parsed, size_t(1));
        QCOMPARE(third->invalid, size_t(1));
        QCOMPARE(third->samples, first->samples);
        QVERIFY2(third->errors.front().message.find("weight_meta.py:") != std::string::npos, third->errors.front().message.c_str());

        // A removed sample disappears from the store.
        fs::remove_all(sampleDir);
        auto fourth = indexDataset(*db, root);
        QVERIFY(fourth.ok());
        QCOMPARE(fourth->removed, size_t(1));
        QCOMPARE(fourth->samples, first->samples - 1);
        QCOMPARE(fourth->invalid, size_t(0));
    }

    void storesNodeCountsAndOpHistograms() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, gnw::test::toySamplesDir().toStdString());
        QVERIFY(report.ok());
        // No analyzer given: only the Paddle samples, whose shapes come from model.py's comments.
        QCOMPARE(report->analyzed, paddleSamples(report->root));
        SampleStore store(*db);
        std::vector<std::string> withSdpa;
        for (const auto& r : store.samples(report->root)) {
            const auto& a = r.summary.analysis;
            if (r.summary.framework == "paddle")
                continue;
            const QString source = readText(fs::path(report->root) / r.summary.relPath / "model.py");
            QVERIFY(a.parsed);
            QVERIFY(!a.analyzed);
            // Independent count: the text-based oracle of the graph builder tests.
            QCOMPARE(a.nodes, gnw::test::countForwardOperations(source));
            int sum = 0;
            for (const auto& [target, count] : a.ops)
                sum += count;
            QCOMPARE(sum, a.nodes);
            if (source.contains(QStringLiteral("torch._C._nn.scaled_dot_product_attention(")))
                withSdpa.push_back(r.summary.relPath);
            QCOMPARE(a.ops.count("torch._C._nn.scaled_dot_product_attention") > 0,
                     source.contains(QStringLiteral("scaled_dot_product_attention(")));
        }
        QVERIFY(withSdpa.size() >= 2);
        QCOMPARE(store.samplesUsing(report->root, "torch._C._nn.scaled_dot_product_attention"), withSdpa);
        QVERIFY(store.samplesUsing(report->root, "torch.no_such_op").empty());

        // Rows written before the graph statistics existed (schema 2) carry no analysis stamps: an unchanged
        // re-index reads them again instead of keeping them without node counts.
        db->exec("UPDATE samples SET analysis = '{}', analysis_stamps = '', graph_nodes = NULL");
        db->exec("DELETE FROM sample_ops");
        auto again = indexDataset(*db, gnw::test::toySamplesDir().toStdString());
        QVERIFY(again.ok());
        QCOMPARE(again->parsed, report->samples);
        for (const auto& r : store.samples(report->root))
            QVERIFY(r.summary.analysis.parsed && r.summary.analysis.nodes > 0);
        QCOMPARE(store.samplesUsing(report->root, "torch._C._nn.scaled_dot_product_attention"), withSdpa);
        auto third = indexDataset(*db, gnw::test::toySamplesDir().toStdString());
        QVERIFY(third.ok());
        QCOMPARE(third->parsed, size_t(0));
    }

    void analyzerResultsAreStoredAndCachedByStamps() {
        QTemporaryDir tmp;
        const fs::path root = fs::path(tmp.path().toStdString()) / "data";
        copyTree(gnw::test::toySamplesDir().toStdString(), root);
        auto db = Database::open((tmp.path() + "/s.sqlite").toStdString());
        QVERIFY(db.ok());
        auto v1 = std::make_shared<CountingAnalyzer>("v1");
        IndexOptions options;
        options.analyzer = v1;
        auto first = indexDataset(*db, root, options);
        QVERIFY(first.ok());
        const std::size_t torch = first->samples - paddleSamples(root);
        QCOMPARE(v1->calls.load(), int(torch)); // the analyzer runs torch graphs
        QCOMPARE(first->analyzed, first->samples);
        QCOMPARE(first->analyzedNow, torch); // the Paddle ones were analysed from their comments when parsed
        const auto recs = SampleStore(*db).samples(first->root);
        for (const auto& r : recs) {
            const auto& a = r.summary.analysis;
            QVERIFY(a.analyzed);
            if (r.summary.framework == "paddle")
                continue;
            QCOMPARE(a.flops, 10.0 * a.nodes);
            QCOMPARE(a.unresolved, std::vector<std::string>{"torch.fake_v1"});
            QCOMPARE(a.outputs.size(), size_t(2));
            QCOMPARE(a.outputs[0], (OutputShape{true, {2, 3}, "float32"}));
            QVERIFY(!a.outputs[1].known);
            QCOMPARE(int(a.errors.size()), kStoredAnalysisErrors); // capped ...
            QCOMPARE(a.errorCount, 30);                            // ... with the total kept
            QCOMPARE(a.errors[3].line, 4);
        }

        // Unchanged files, same analyzer: nothing is analysed again.
        auto second = indexDataset(*db, root, options);
        QVERIFY(second.ok());
        QCOMPARE(v1->calls.load(), int(torch));
        QCOMPARE(second->reused, first->samples);
        QCOMPARE(second->analyzed, first->samples);
        QCOMPARE(second->analyzedNow, size_t(0));

        // Without an analyzer (--no-analyze) the stored analyses stay.
        auto third = indexDataset(*db, root);
        QVERIFY(third.ok());
        QCOMPARE(third->parsed, size_t(0));
        QCOMPARE(third->analyzed, first->samples);

        // One changed model.py: that sample alone is analysed again.
        std::ofstream(root / recs.front().summary.relPath / "model.py", std::ios::app) << "\n";
        auto fourth = indexDataset(*db, root, options);
        QVERIFY(fourth.ok());
        QCOMPARE(fourth->parsed, size_t(1));
        QCOMPARE(v1->calls.load(), int(torch) + 1);

        // A new analyzer version redoes every sample.
        options.analyzer = std::make_shared<CountingAnalyzer>("v2");
        auto fifth = indexDataset(*db, root, options);
        QVERIFY(fifth.ok());
        QCOMPARE(fifth->analyzedNow, first->samples);
        for (const auto& r : SampleStore(*db).samples(first->root))
            if (r.summary.framework != "paddle")
                QCOMPARE(r.summary.analysis.unresolved, std::vector<std::string>{"torch.fake_v2"});
    }

    void paddleAndBrokenGraphsAreNotAnalysed() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto analyzer = std::make_shared<CountingAnalyzer>("v1");
        IndexOptions options;
        options.analyzer = analyzer;
        auto report = indexDataset(*db, gnw::test::upstreamSamples().toStdString(), options);
        QVERIFY(report.ok());
        int paddle = 0, unparsed = 0;
        for (const auto& r : SampleStore(*db).samples(report->root)) {
            const auto& a = r.summary.analysis;
            if (r.summary.framework == "paddle") {
                ++paddle;
                QVERIFY(a.parsed);
                QVERIFY(a.nodes > 0);
                QVERIFY(a.analyzed); // shapes and FLOPs from the pd_op comments; the engine is not called
                QVERIFY(a.flops > 0);
            } else if (!a.parsed) {
                // The one truncated upstream model.py: a positioned parse error, no analysis.
                ++unparsed;
                QCOMPARE(a.errors.size(), size_t(1));
                QVERIFY(a.errors.front().line > 0);
                QVERIFY(!a.analyzed);
            } else {
                QVERIFY(a.analyzed);
            }
        }
        QVERIFY(paddle >= 2);
        QCOMPARE(analyzer->calls.load(), int(report->samples) - paddle - unparsed);
    }

    void unparsableModelPyMakesTheSampleInvalid_data() {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<bool>("withAnalyzer");
        for (const bool analyzer : {false, true}) {
            const char* with = analyzer ? " (analyzer)" : "";
            QTest::newRow(qPrintable(QStringLiteral("torch%1").arg(with)))
                << "tests/data/toy_samples/nlp/mlp" << analyzer;
            QTest::newRow(qPrintable(QStringLiteral("paddle%1").arg(with)))
                << "tests/data/paddle_samples/PaddleX/PicoDet-S/subgraph_0" << analyzer;
        }
    }
    void unparsableModelPyMakesTheSampleInvalid() {
        // An unclosed parenthesis on line 2 of model.py: the index says so, with file:line:column, as
        // inspect and run do, whether or not the torch sample's model.py waits for the analysis stage.
        QFETCH(QString, sample);
        QFETCH(bool, withAnalyzer);
        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "broken";
        copyTree((gnw::test::sourceDir() + "/" + sample).toStdString(), dir);
        const QString text = readText(dir / "model.py");
        auto lines = text.split(QLatin1Char('\n'));
        lines[1] = QStringLiteral("x = foo(1, 2");
        std::ofstream(dir / "model.py") << lines.join(QLatin1Char('\n')).toStdString();
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        IndexOptions options;
        if (withAnalyzer)
            options.analyzer = std::make_shared<CountingAnalyzer>("v1");
        auto report = indexDataset(*db, tmp.path().toStdString(), options);
        QVERIFY(report.ok());
        QCOMPARE(int(report->samples), 1);
        QCOMPARE(int(report->invalid), 1);
        QCOMPARE(report->errors.size(), size_t(1));
        QVERIFY2(report->errors.front().message.find("model.py:2:") != std::string::npos,
                 report->errors.front().message.c_str());
        const auto recs = SampleStore(*db).samples(report->root);
        QVERIFY(!recs.at(0).summary.valid());
    }

    void cancelDuringDiscoveryWritesNothing() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, gnw::test::toySamplesDir().toStdString(), {},
                                   [](const IndexProgress&) { return false; });
        QVERIFY(report.ok());
        QVERIFY(report->cancelled);
        QCOMPARE(report->samples, size_t(0));
    }

    void cancelKeepsWhatWasWritten() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        const auto root = gnw::test::toySamplesDir().toStdString();
        auto report = indexDataset(*db, root, IndexOptions{1, false}, [](const IndexProgress& p) { return p.total == 0; });
        QVERIFY(report.ok());
        QVERIFY(report->cancelled);
        QVERIFY(report->samples >= 1);   // the first batch was committed before the cancel
        // The next run reuses what the cancelled one stored and reads only the rest.
        auto next = indexDataset(*db, root);
        QVERIFY(next.ok());
        QVERIFY(!next->cancelled);
        QCOMPARE(next->reused, report->samples);
        QCOMPARE(next->parsed + next->reused, next->samples);
        QCOMPARE(next->samples, gnw::discoverSamples(root).size());
    }

    void cancelledBeforeTheAnalysisReadsTheGraphsAgain() {
        // With an analyzer, the first stage lists every torch sample without parsing its model.py (the
        // analysis stage parses it once): cancelled right there, no row claims a parsed graph, and the next
        // index reads and analyses every sample instead of trusting the half-made rows.
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        const auto root = gnw::test::toySamplesDir().toStdString();
        auto analyzer = std::make_shared<CountingAnalyzer>("v1");
        IndexOptions options;
        options.analyzer = analyzer;
        auto cancelled = indexDataset(*db, root, options,
                                      [](const IndexProgress& p) { return p.stage != IndexStage::Analysing; });
        QVERIFY(cancelled.ok());
        QVERIFY(cancelled->cancelled);
        QCOMPARE(analyzer->calls.load(), 0);
        const auto listed = SampleStore(*db).samples(cancelled->root);
        QCOMPARE(listed.size(), gnw::discoverSamples(root).size()); // browsable: every sample is listed
        const std::size_t paddle = paddleSamples(root); // parsed at once: their shapes are in the comments
        for (const auto& r : listed) {
            QVERIFY(r.summary.valid());
            QCOMPARE(r.summary.analysis.parsed, r.summary.framework == "paddle");
        }
        auto next = indexDataset(*db, root, options);
        QVERIFY(next.ok());
        QCOMPARE(next->parsed, listed.size() - paddle);
        QCOMPARE(next->analyzedNow, listed.size() - paddle);
        QCOMPARE(analyzer->calls.load(), int(listed.size() - paddle));
        for (const auto& r : SampleStore(*db).samples(next->root))
            QVERIFY(r.summary.analysis.parsed && r.summary.analysis.nodes > 0 && r.summary.analysis.analyzed);
    }

    void unreadableRootIsAnError() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, "/nonexistent/graphnet-root");
        QVERIFY(!report.ok());
        QVERIFY(report.error().toString().find("/nonexistent/graphnet-root") != std::string::npos);
    }
};

GNW_TEST_GUILESS_MAIN(TestIndexer)
#include "tst_indexer.moc"
