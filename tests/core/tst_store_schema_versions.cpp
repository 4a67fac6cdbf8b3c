// Stores written by every earlier schema version (tests/data/stores/, tools/make_schema_stores.py) open with
// today's code: migrated to the latest version, their run and result read back as they were stored, the
// columns added since left empty. A new schema version fails here until the store of the version before it
// is committed too.
#include "core/store/Database.h"
#include "core/store/Migrations.h"
#include "core/store/ResultStore.h"
#include "core/util/FileIO.h"

#include "TestMain.h"
#include "TestPaths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>

using namespace gnw;

class TestStoreSchemaVersions : public QObject {
    Q_OBJECT

    nlohmann::json m_expected;

    static std::string dataDir() { return test::sourceDir().toStdString() + "/tests/data/stores/"; }

private slots:
    void initTestCase() {
        auto text = readFile(dataDir() + "expected.json");
        QVERIFY(text);
        m_expected = nlohmann::json::parse(*text);
    }

    void everyEarlierVersionIsCommitted() {
        for (int v = 1; v < latestSchemaVersion(); ++v)
            QVERIFY2(
                std::filesystem::exists(dataDir() + "schema-v" + std::to_string(v) + ".sqlite"),
                qPrintable(
                    QStringLiteral("no store of schema version %1: run tools/make_schema_stores.py").arg(v)));
    }

    void opensAndReadsBackWhatItStored_data() {
        QTest::addColumn<int>("version");
        for (int v = 1; v < latestSchemaVersion(); ++v)
            QTest::newRow(qPrintable(QStringLiteral("v%1").arg(v))) << v;
    }

    void opensAndReadsBackWhatItStored() {
        QFETCH(int, version);
        QTemporaryDir tmp;
        const std::string path = tmp.filePath(QStringLiteral("store.sqlite")).toStdString();
        std::filesystem::copy_file(dataDir() + "schema-v" + std::to_string(version) + ".sqlite", path);
        auto db = Database::open(path);
        QVERIFY2(db, db ? "" : db.error().toString().c_str());
        QCOMPARE(db->userVersion(), latestSchemaVersion());
        ResultStore store(*db);
        const auto runs = store.listRuns();
        if (version < 2) { // results arrived with schema 2
            QVERIFY(runs.empty());
            return;
        }
        QCOMPARE(runs.size(), std::size_t(1));
        const auto& run = m_expected.at("run");
        QCOMPARE(runs[0].name, run.at("name").get<std::string>());
        QCOMPARE(runs[0].compiler, run.at("compiler").get<std::string>());
        QCOMPARE(runs[0].threads, std::optional<int>(run.at("threads").get<int>()));
        QCOMPARE(runs[0].seed, std::optional<std::int64_t>(run.at("seed").get<std::int64_t>()));
        QVERIFY(runs[0].notes.find("schema version " + std::to_string(version)) != std::string::npos);
        const auto results = store.results(runs[0].id);
        QCOMPARE(results.size(), std::size_t(1));
        const SampleResult& r = results[0];
        const auto& e = m_expected.at("result");
        QCOMPARE(r.samplePath, e.at("sample_path").get<std::string>());
        QCOMPARE(r.status, SampleStatus::Correct);
        QCOMPARE(r.speedupE2e, std::optional<double>(e.at("speedup_e2e").get<double>()));
        QCOMPARE(r.eagerE2e.median, std::optional<double>(e.at("eager_e2e_median").get<double>()));
        QCOMPARE(r.compileMs, std::optional<double>(e.at("compile_ms").get<double>()));
        // What each version added: there where it was written, empty where it was not.
        QCOMPARE(r.details.protocol, version >= 4 ? e.at("protocol").get<std::string>() : std::string());
        QCOMPARE(r.details.speedupCiLow.has_value(), version >= 4);
        QCOMPARE(r.details.trials,
                 version >= 5 ? std::optional<int>(e.at("trials").get<int>()) : std::nullopt);
        QCOMPARE(r.details.relIqr,
                 version >= 6 ? std::optional<double>(e.at("rel_iqr").get<double>()) : std::nullopt);
        QCOMPARE(r.details.noisy, version >= 6 ? std::optional<bool>(false) : std::nullopt);
        QCOMPARE(r.details.contention,
                 version >= 9 ? std::optional<double>(e.at("contention").get<double>()) : std::nullopt);
        QVERIFY(!r.details.wallMs); // schema 10
    }
};

GNW_TEST_APPLESS_MAIN(TestStoreSchemaVersions)
#include "tst_store_schema_versions.moc"
