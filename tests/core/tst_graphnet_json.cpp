// graph_net.json and graph_hash.txt (graphnet-format.md 2.1, 2.2): fixtures parse, malformed JSON and
// wrong value types report line:column and the key, unknown keys survive in order.
#include "TestMain.h"
#include "TestPaths.h"
#include "core/dataset/GraphNetInfo.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

using namespace gnw;

namespace {

QString samplesRoot() {
    return test::upstreamSamples();
}

QStringList filesNamed(const QString& name) {
    QStringList out;
    QDirIterator it(samplesRoot(), {name}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

std::filesystem::path writeFile(const QTemporaryDir& dir, const QByteArray& content) {
    const std::filesystem::path path = (dir.path() + QStringLiteral("/graph_hash.txt")).toStdString();
    std::ofstream(path, std::ios::binary) << content.toStdString();
    return path;
}

} // namespace

class TestGraphNetJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Found by fuzz_graphnet_json: nlohmann throws out_of_range, not parse_error, for a number too large.
    void numberOverflowIsAnError() {
        const auto r = parseGraphNetJsonText("22222e2222", "graph_net.json");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 1);
        QVERIFY(QString::fromStdString(r.error().message).contains(QStringLiteral("number overflow")));
    }

    void fixturesParse() {
        const QStringList files = filesNamed(QStringLiteral("graph_net.json"));
        QCOMPARE(files.size(), 14);
        for (const QString& path : files) {
            const auto r = parseGraphNetJson(path.toStdString());
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            QVERIFY2(r->framework == "torch" || r->framework == "paddle", qPrintable(path));
            QCOMPARE(r->framework == "paddle", path.contains(QLatin1String("/paddle/")));
            QCOMPARE(r->raw.begin().key(), std::string("framework"));
            QVERIFY(r->raw.contains("num_devices_required"));
        }
    }

    void fixtureValues() {
        const auto resnet =
            parseGraphNetJson((samplesRoot() + "/timm/test_resnet.r160_in1k/graph_net.json").toStdString());
        QVERIFY(resnet.ok());
        QCOMPARE(resnet->source, std::string("timm"));
        QCOMPARE(resnet->heuristicTag, std::string("computer_vision"));
        QVERIFY(resnet->dynamic.has_value() && *resnet->dynamic);
        QVERIFY(resnet->modelName.empty());
        // Unknown keys are kept in file order.
        std::vector<std::string> keys;
        for (auto it = resnet->raw.begin(); it != resnet->raw.end(); ++it)
            keys.push_back(it.key());
        QCOMPARE(keys.back(), std::string("data_type_generalization_passes"));
        QCOMPARE(keys[4], std::string("source"));

        const auto albert = parseGraphNetJson(
            (samplesRoot() + "/paddle/PaddleNLP/albert-chinese-tiny/graph_net.json").toStdString());
        QVERIFY(albert.ok());
        QCOMPARE(albert->framework, std::string("paddle"));
        QCOMPARE(albert->modelName, std::string("albert-chinese-tiny"));
        QVERIFY(albert->heuristicTag.empty());
        QVERIFY(!albert->dynamic.has_value());
    }

    void malformed_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing value") << QByteArray("{\n    \"framework\": \"torch\",\n    \"source\": ,\n}")
                                       << 3 << 15 << "unexpected ','";
        QTest::newRow("trailing comma")
            << QByteArray("{\n    \"framework\": \"torch\",\n}") << 3 << 1 << "expected string literal";
        QTest::newRow("truncated") << QByteArray("{\n    \"framework\": \"torch\",\n    \"source\": [\"a\"")
                                   << 3 << 19 << "unexpected end of input";
        QTest::newRow("empty") << QByteArray() << 1 << 1 << "unexpected end of input";
        QTest::newRow("garbage after object")
            << QByteArray("{\"framework\": \"torch\"}\n  x") << 2 << 3 << "expected end of input";
        QTest::newRow("not an object") << QByteArray("  [1, 2]") << 1 << 3
                                       << "expected a JSON object at the top level but found an array";
        QTest::newRow("no framework")
            << QByteArray("\n{\n    \"source\": \"timm\"\n}") << 2 << 1
            << "expected a \"framework\" key (\"torch\" or \"paddle\") but found none";
        QTest::newRow("framework number")
            << QByteArray("{\n    \"framework\": 1\n}") << 2 << 5
            << "key \"framework\": expected a non-empty string but found a number";
        QTest::newRow("framework empty")
            << QByteArray("{\"framework\": \"\"}") << 1 << 2
            << "key \"framework\": expected a non-empty string but found a string";
        QTest::newRow("tag not a string")
            << QByteArray("{\n    \"framework\": \"torch\",\n    \"source\": \"timm\",\n    "
                          "\"heuristic_tag\": [\"cv\"]\n}")
            << 4 << 5 << "key \"heuristic_tag\": expected a string but found an array";
        QTest::newRow("dynamic not bool")
            << QByteArray("{\n  \"framework\": \"torch\",\n  \"dynamic\": \"yes\"\n}") << 3 << 3
            << "key \"dynamic\": expected true or false but found a string";
        QTest::newRow("model_name null") << QByteArray("{\"framework\": \"paddle\",\n\"model_name\": null}")
                                         << 2 << 1 << "key \"model_name\": expected a string but found null";
        QTest::newRow("nested key of same name")
            << QByteArray(
                   "{\n  \"extra\": {\"dynamic\": 1},\n  \"framework\": \"torch\",\n  \"dynamic\": 3\n}")
            << 4 << 3 << "key \"dynamic\": expected true or false but found a number";
    }
    void malformed() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        const auto r =
            parseGraphNetJsonText(std::string_view(text.constData(), size_t(text.size())), "graph_net.json");
        QVERIFY2(!r.ok(), "malformed graph_net.json accepted");
        const QString message = QString::fromStdString(r.error().toString());
        QVERIFY2(message.startsWith(QStringLiteral("graph_net.json:%1:%2: ").arg(line).arg(column)),
                 qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void fixtureHashes() {
        const QStringList files = filesNamed(QStringLiteral("graph_hash.txt"));
        QCOMPARE(files.size(), 14);
        for (const QString& path : files) {
            const auto r = readGraphHash(path.toStdString());
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            QCOMPARE(r->size(), size_t(64));
        }
    }

    void hashes_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("line"); // 0: the content is valid
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected"); // the hash, or a substring of the error
        const QByteArray good = QByteArray(64, 'a').replace(0, 10, "0123456789");
        QTest::newRow("plain") << good << 0 << 0 << QString::fromLatin1(good);
        QTest::newRow("surrounding whitespace")
            << ("\n  " + good + "\r\n") << 0 << 0 << QString::fromLatin1(good);
        QTest::newRow("uppercase") << QByteArray(good).replace(20, 1, "F") << 1 << 21
                                   << "expected a lowercase hex digit but found 'F'";
        QTest::newRow("short") << good.left(63) << 1 << 1
                               << "expected 64 lowercase hex characters but found 63";
        QTest::newRow("long") << (good + "0") << 1 << 1
                              << "expected 64 lowercase hex characters but found 65";
        QTest::newRow("blank") << QByteArray("\n") << 1 << 1
                               << "expected 64 lowercase hex characters but found 0";
        QTest::newRow("after blank lines")
            << ("\n\n  " + good.left(5) + "z") << 3 << 8 << "expected a lowercase hex digit but found 'z'";
    }
    void hashes() {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const auto path = writeFile(dir, content);
        const auto r = readGraphHash(path);
        if (line == 0) {
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().toString().c_str());
            QCOMPARE(QString::fromStdString(*r), expected);
            return;
        }
        QVERIFY(!r.ok());
        const QString message = QString::fromStdString(r.error().toString());
        QVERIFY2(message.startsWith(QStringLiteral("%1:%2:%3: ")
                                        .arg(QString::fromStdString(path.string()))
                                        .arg(line)
                                        .arg(column)),
                 qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
};

GNW_TEST_GUILESS_MAIN(TestGraphNetJson)
#include "tst_graphnet_json.moc"
