// Indexing into the real SQLite store: summaries, re-index reuse, removal, cancel, bad roots.
#include "TestPaths.h"
#include "core/dataset/Indexer.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/store/Database.h"
#include "core/store/Migrations.h"
#include "core/store/SampleStore.h"

#include <QTemporaryDir>
#include <QtTest>
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
        GNW_REQUIRE_FIXTURES();
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, (gnw::test::sharedFixtures() + "/graphnet-samples").toStdString());
        QVERIFY(report.ok());
        for (const auto& e : report->errors)
            qWarning("%s: %s", e.relPath.c_str(), e.message.c_str());
        QCOMPARE(int(report->samples), 14);
        QCOMPARE(int(report->invalid), 0);
        QCOMPARE(report->categories.at("timm"), 2);
        QCOMPARE(report->categories.at("PaddleX"), 1);
        QCOMPARE(report->tags.at("nlp"), 4);
        const auto recs = SampleStore(*db).samples(report->root);
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
        copyTree(gnw::test::samplesDir().toStdString(), root);
        auto db = Database::open((tmp.path() + "/s.sqlite").toStdString());
        QVERIFY(db.ok());
        auto first = indexDataset(*db, root);
        QVERIFY(first.ok());
        QVERIFY2(first->samples >= 12, "the bundled samples/ should hold at least 12 samples");
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

    void cancelDuringDiscoveryWritesNothing() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, gnw::test::samplesDir().toStdString(), {}, [](const IndexProgress&) { return false; });
        QVERIFY(report.ok());
        QVERIFY(report->cancelled);
        QCOMPARE(report->samples, size_t(0));
    }

    void cancelKeepsWhatWasWritten() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        const auto root = gnw::test::samplesDir().toStdString();
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

    void unreadableRootIsAnError() {
        auto db = Database::openInMemory();
        QVERIFY(db.ok());
        auto report = indexDataset(*db, "/nonexistent/graphnet-root");
        QVERIFY(!report.ok());
        QVERIFY(report.error().toString().find("/nonexistent/graphnet-root") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestIndexer)
#include "tst_indexer.moc"
