// Empty and invalid input on the command line: a one-line reason and a non-zero exit, nothing stored for
// nothing, and a file that is not a store is named as such and left as it was.
#include "BenchProcess.h"
#include "TestMain.h"
#include "TestPaths.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestCliBadInput : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString path(const QString& name) const { return m_tmp.filePath(name); }

    static void write(const QString& file, const QByteArray& text) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

    // A copy of a toy sample with one file replaced.
    QString brokenSample(const QString& name, const QString& file, const QByteArray& text) {
        const QString dir = path(name);
        QDir().mkpath(dir);
        const QString from = gnw::test::toySamplesDir() + QStringLiteral("/nlp/mlp/");
        for (const QString& f : QDir(from).entryList(QDir::Files))
            QFile::copy(from + f, dir + QLatin1Char('/') + f);
        QFile::remove(dir + QLatin1Char('/') + file);
        write(dir + QLatin1Char('/') + file, text);
        return dir;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        QVERIFY(QDir().mkpath(path("empty")));
    }

    void emptyFolderIsAnError_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("index") << QStringList{"index", "EMPTY", "--store", "STORE"};
        QTest::newRow("run") << QStringList{"run",  "--dataset", "EMPTY", "--backend",
                                            "nope", "--store",   "STORE"};
    }
    void emptyFolderIsAnError() {
        QFETCH(QStringList, args);
        const QString store = path(QStringLiteral("%1.sqlite").arg(QTest::currentDataTag()));
        args.replaceInStrings(QStringLiteral("EMPTY"), path("empty"));
        args.replaceInStrings(QStringLiteral("STORE"), store);
        const auto r = gnw::test::runBench(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path("empty").toUtf8() + ": no samples found (a GraphNet sample is a folder"),
                 r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
        // index opens no store for nothing; run opens it (to resume from) but creates no run
        if (QFile::exists(store)) {
            auto db = gnw::Database::open(store.toStdString());
            QVERIFY(db);
            QCOMPARE(gnw::ResultStore(*db).listRuns().size(), std::size_t(0));
        }
        QCOMPARE(QString::fromLatin1(QTest::currentDataTag()) == QLatin1String("index"),
                 !QFile::exists(store));
    }

    // Every file of a sample that does not parse makes inspect exit 1, naming the file and position.
    void invalidSampleFilesExitOne_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("model.py") << "model.py" << QByteArray("class GraphModule(:\n");
        QTest::newRow("weight_meta.py") << "weight_meta.py" << QByteArray("garbage = (\n");
        QTest::newRow("input_meta.py")
            << "input_meta.py" << QByteArray("class Program_weight_tensor_meta_x:\n  shape = [\n");
        QTest::newRow("graph_net.json") << "graph_net.json" << QByteArray("{\"framework\": \"torch\",\n");
    }
    void invalidSampleFilesExitOne() {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        const QString dir = brokenSample(QStringLiteral("bad-") + file, file, text);
        const auto r = gnw::test::runBench({"inspect", dir});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains((dir + QLatin1Char('/') + file + QLatin1Char(':')).toUtf8()),
                 r.out.constData());
    }

    // A text file or a truncated store given as --store: named as not a store, exit 2, its bytes untouched.
    void notAStoreIsNamedAndLeftAlone_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("scores") << QStringList{"scores", "--store", "STORE", "--run", "1"};
        QTest::newRow("index") << QStringList{"index", gnw::test::toySamplesDir(), "--store", "STORE"};
        QTest::newRow("run") << QStringList{
            "run", "--dataset", gnw::test::toySamplesDir(), "--backend", "nope", "--store", "STORE"};
        QTest::newRow("summary") << QStringList{"summary", "--store", "STORE", "--run", "1"};
    }
    void notAStoreIsNamedAndLeftAlone() {
        QFETCH(QStringList, args);
        for (const bool truncated : {false, true}) {
            const QString store = path(QStringLiteral("notastore-%1.sqlite").arg(truncated));
            QByteArray bytes = "just some text, not a database\n";
            if (truncated) { // the first page and a bit of a real store of the toy samples
                const QString real = path("real.sqlite");
                QCOMPARE(gnw::test::runBench(
                             {"index", gnw::test::toySamplesDir(), "--store", real, "--no-analyze"})
                             .exitCode,
                         0);
                QFile f(real);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY(f.size() > 20000);
                bytes = f.read(4096 + 100);
            }
            write(store, bytes);
            QStringList a = args;
            a.replaceInStrings(QStringLiteral("STORE"), store);
            const auto r = gnw::test::runBench(a);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(store.toUtf8() + ": not a GraphNet Workbench store, or a damaged one"),
                     r.err.constData());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(!r.err.contains("PRAGMA"), r.err.constData());
            QFile f(store);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), bytes);
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestCliBadInput)
#include "tst_cli_bad_input.moc"
