// Sample discovery and category/display-name rules (graphnet-format.md 1).
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/SampleDiscovery.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

namespace fs = std::filesystem;
using namespace gnw;

class TestSampleDiscovery : public QObject {
    Q_OBJECT

    static void touch(const fs::path& p) {
        fs::create_directories(p.parent_path());
        std::ofstream(p) << "";
    }
    static void makeSample(const fs::path& dir) {
        touch(dir / "graph_net.json");
        touch(dir / "model.py");
    }

private Q_SLOTS:
    void placeOf_data() {
        QTest::addColumn<QString>("rel");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("display");
        QTest::newRow("torch") << "timm/resnet18" << "timm" << "resnet18";
        QTest::newRow("hub org") << "transformers-auto-model/google/tapas" << "transformers-auto-model" << "google/tapas";
        QTest::newRow("upstream root") << "samples/timm/resnet18" << "timm" << "resnet18";
        QTest::newRow("paddle suite") << "paddle_samples/PaddleX/PP-OCR/subgraph_2" << "PaddleX" << "PP-OCR/subgraph_2";
        QTest::newRow("fixture paddle") << "paddle/PaddleNLP/albert" << "PaddleNLP" << "albert";
        QTest::newRow("flat") << "alone" << "alone" << "alone";
    }
    void placeOf() {
        QFETCH(QString, rel);
        QFETCH(QString, category);
        QFETCH(QString, display);
        const auto p = gnw::placeOf(rel.toStdString());
        QCOMPARE(QString::fromStdString(p.category), category);
        QCOMPARE(QString::fromStdString(p.displayName), display);
    }

    void discoversNestedSubgraphsButNotPatches() {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        makeSample(root / "cv/a");
        makeSample(root / "nlp/org/b");
        makeSample(root / "paddle/PaddleX/m/subgraph_0");
        makeSample(root / "paddle/PaddleX/m/subgraph_1");
        touch(root / "paddle/PaddleX/m/subgraph_1/shape_patches_other/input_meta.py");
        touch(root / "paddle/PaddleNLP/utc/shape_patches_x/model.py");   // model.py without graph_net.json
        touch(root / "cv/only_json/graph_net.json");
        makeSample(root / "cv/a/nested_inside_sample");                  // not reached: samples are leaves
        makeSample(root / ".hidden/c");
        const auto found = discoverSamples(root);
        QStringList rels;
        for (const auto& s : found)
            rels << QString::fromStdString(s.relPath);
        QCOMPARE(rels, (QStringList{"cv/a", "nlp/org/b", "paddle/PaddleX/m/subgraph_0", "paddle/PaddleX/m/subgraph_1"}));
    }

    void missingRootGivesNothing() { QVERIFY(discoverSamples("/nonexistent/graphnet").empty()); }

    void fixturesHaveFourteenSamples() {
        const auto found = discoverSamples(gnw::test::upstreamSamples().toStdString());
        QCOMPARE(int(found.size()), 14);
    }
};

GNW_TEST_GUILESS_MAIN(TestSampleDiscovery)
#include "tst_sample_discovery.moc"
