// Grouped cross-validation folds (core/costmodel/ModelGroups): the group key of real upstream sample paths,
// graph hashes uniting groups, and folds that keep every group whole and stay balanced.
#include "TestMain.h"
#include "core/costmodel/ModelGroups.h"

#include <QtTest>

#include <map>
#include <set>

using namespace gnw;

Q_DECLARE_METATYPE(gnw::Framework)

class TestModelGroups : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void key_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<Framework>("framework");
        QTest::addColumn<QString>("key");
        const auto torch = Framework::Torch, paddle = Framework::Paddle;
        // Paddle: the model directory, subgraphs of one model together, the source folder kept.
        QTest::newRow("paddle subgraph") << "/d/paddle_samples/PaddleX/PP-LCNet_x1_0/subgraph_12" << paddle
                                         << "/d/paddle_samples/PaddleX/PP-LCNet_x1_0";
        QTest::newRow("paddle trailing slash") << "paddle_samples/PaddleX/PP-LCNet_x1_0/subgraph_3/" << paddle
                                               << "paddle_samples/PaddleX/PP-LCNet_x1_0";
        QTest::newRow("paddle model without subgraphs") << "paddle_samples/PaddleNLP/albert-base-v2" << paddle
                                                        << "paddle_samples/PaddleNLP/albert-base-v2";
        QTest::newRow("paddle subgraph_ not a number")
            << "p/PaddleX/M/subgraph_x" << paddle << "p/PaddleX/M/subgraph_x";
        // timm: the pretrained tag, sizes and variants dropped.
        QTest::newRow("timm resnet50d") << "samples/timm/resnet50d.a1_in1k" << torch << "resnet";
        QTest::newRow("timm resnet18") << "samples/timm/resnet18.tv_in1k" << torch << "resnet";
        QTest::newRow("timm resnet33ts") << "samples/timm/resnet33ts.ra2_in1k" << torch << "resnet";
        QTest::newRow("timm res2net keeps its inner digit")
            << "samples/timm/res2net101_26w_4s" << torch << "res2net";
        QTest::newRow("timm convnextv2")
            << "samples/timm/convnextv2_atto.fcmae_ft_in1k" << torch << "convnext";
        QTest::newRow("timm convnext") << "samples/timm/convnext_femto.d1_in1k" << torch << "convnext";
        QTest::newRow("timm qualifier eca_") << "samples/timm/eca_nfnet_l1" << torch << "nfnet";
        QTest::newRow("timm qualifier dm_") << "samples/timm/dm_nfnet_f4" << torch << "nfnet";
        QTest::newRow("timm regnety stays") << "samples/timm/regnety_004.pycls_in1k" << torch << "regnety";
        QTest::newRow("timm vgg19_bn") << "samples/timm/vgg19_bn.tv_in1k" << torch << "vgg";
        // transformers-auto-model: owner dropped, Marian's opus-mt kept whole, class-named test models.
        QTest::newRow("hub owner_model")
            << "samples/transformers-auto-model/google-bert_bert-base-cased" << torch << "bert";
        QTest::newRow("hub owner/model")
            << "samples/transformers-auto-model/google/bert_uncased_L-6_H-128_A-2" << torch << "bert";
        QTest::newRow("hub t5 keeps two letters")
            << "samples/transformers-auto-model/google/t5-efficient-mini" << torch << "t5";
        QTest::newRow("opus-mt") << "samples/transformers-auto-model/opus-mt-de-es" << torch << "opus";
        QTest::newRow("opus-mt with underscores")
            << "samples/transformers-auto-model/opus-mt-tc-bible-big-deu_eng_fra_por_spa-pqw" << torch
            << "opus";
        QTest::newRow("tiny random class")
            << "samples/transformers-auto-model/"
               "hf-tiny-model-private_tiny-random-BartForSequenceClassification"
            << torch << "bart";
        QTest::newRow("class named Model, Former kept")
            << "samples/transformers-auto-model/hf-tiny-model-private_tiny-random-EfficientFormerModel"
            << torch << "efficientformer";
        QTest::newRow("data2vec keeps its word")
            << "samples/transformers-auto-model/facebook_data2vec-vision-base-ft1k" << torch << "data2vec";
        QTest::newRow("qwen3") << "samples/transformers-auto-model/Qwen3-Embedding-0.6B" << torch << "qwen";
        // Other torch folders.
        QTest::newRow("ultralytics yolov5lu") << "samples/ultralytics/yolov5lu" << torch << "yolo";
        QTest::newRow("ultralytics yolo11l-obb") << "samples/ultralytics/yolo11l-obb" << torch << "yolo";
        QTest::newRow("mmpose 2x") << "samples/mmpose/2xmspn_50" << torch << "mspn";
        QTest::newRow("mmpose pose_") << "samples/mmpose/pose_resnet_101" << torch << "resnet";
        QTest::newRow("mmseg CamelCase") << "samples/mmseg/BiSeNetV2" << torch << "bisenet";
        QTest::newRow("torch subgraph") << "samples/timm/resnet18/subgraph_2" << torch << "resnet";
    }
    void key() {
        QFETCH(QString, path);
        QFETCH(Framework, framework);
        QFETCH(QString, key);
        QCOMPARE(QString::fromStdString(modelGroupKey(path.toStdString(), framework)), key);
    }

    void hashesUniteGroups() {
        // b's second sample has a's graph: a and b become one group, labelled by the smaller key; c stays.
        const std::vector<std::string> keys = {"b", "a", "c", "b", "a"};
        const std::vector<std::string> hashes = {"h1", "h2", "", "h2", ""};
        const auto groups = unitedGroups(keys, hashes);
        QCOMPARE(groups, (std::vector<std::string>{"a", "a", "c", "a", "a"}));
        // Without shared hashes the keys stay as they are.
        QCOMPARE(unitedGroups(keys, {"1", "2", "3", "4", "5"}), keys);
    }

    void foldsKeepGroupsWhole_data() {
        QTest::addColumn<int>("folds");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("5 folds seed 1") << 5 << quint64{1};
        QTest::newRow("5 folds seed 7") << 5 << quint64{7};
        QTest::newRow("3 folds seed 1") << 3 << quint64{1};
    }
    void foldsKeepGroupsWhole() {
        QFETCH(int, folds);
        QFETCH(quint64, seed);
        // 60 samples in groups of 1 to 6 samples.
        std::vector<std::string> groups;
        for (int g = 0; g < 20; ++g)
            for (int k = 0; k <= g % 6; ++k)
                groups.push_back(std::to_string(g));
        const auto foldOf = groupedFolds(groups, folds, seed);
        QCOMPARE(foldOf.size(), groups.size());
        std::map<std::string, std::set<int>> foldsOfGroup;
        std::vector<int> sizes(static_cast<std::size_t>(folds), 0);
        for (std::size_t i = 0; i < groups.size(); ++i) {
            QVERIFY(foldOf[i] >= 0 && foldOf[i] < folds);
            foldsOfGroup[groups[i]].insert(foldOf[i]);
            ++sizes[static_cast<std::size_t>(foldOf[i])];
        }
        for (const auto& [group, set] : foldsOfGroup)
            QVERIFY2(set.size() == 1, group.c_str());
        QCOMPARE(samplesWithSiblingsElsewhere(groups, foldOf), 0);
        // Balanced: largest first into the emptiest fold leaves folds at most one largest group apart.
        const auto [least, most] = std::minmax_element(sizes.begin(), sizes.end());
        QVERIFY2(*most - *least <= 6, qPrintable(QString::number(*most - *least)));
        QCOMPARE(groupedFolds(groups, folds, seed), foldOf); // deterministic
    }

    void seedMovesGroups() {
        std::vector<std::string> groups;
        for (int g = 0; g < 40; ++g)
            groups.push_back(std::to_string(g));
        QVERIFY(groupedFolds(groups, 5, 1) != groupedFolds(groups, 5, 2));
    }

    void ungroupedFoldsSplitGroups() {
        // The split before groups: n % folds shuffled, so samples of one model land in different folds.
        const auto foldOf = shuffledFolds(10, 5, 1);
        std::vector<int> counts(5, 0);
        for (int f : foldOf)
            ++counts[static_cast<std::size_t>(f)];
        QCOMPARE(counts, (std::vector<int>{2, 2, 2, 2, 2}));
        const std::vector<std::string> one(10, "m");
        QCOMPARE(samplesWithSiblingsElsewhere(one, foldOf), 10);
    }
};

GNW_TEST_GUILESS_MAIN(TestModelGroups)
#include "tst_model_groups.moc"
