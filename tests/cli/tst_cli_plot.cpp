// graphnet-bench plot renders S(t), ES(t) and violin plots to PNG, SVG and PDF without a display (the
// environment has no DISPLAY and no QT_QPA_PLATFORM), and refuses unusable arguments with exit code 2.
#include "TestMain.h"
#include "TestPaths.h"

#include <QColor>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtEndian>
#include <QtTest>

#include <algorithm>

namespace {
struct Run {
    int exitCode = -1;
    QString out, err;
};

Run bench(const QStringList& args) {
    QProcess p;
    auto env = QProcessEnvironment::systemEnvironment();
    for (const auto* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GNW_BENCH_EXE), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QString uiLog(const char* name) {
    return gnw::test::sourceDir() + QStringLiteral("/tests/data/logs-ui/") + QLatin1String(name);
}

// PNG signature, then the IHDR chunk: width and height big-endian at bytes 16 and 20.
QSize pngSize(const QByteArray& bytes) {
    if (bytes.size() < 24 || !bytes.startsWith("\x89PNG\r\n\x1a\n") || bytes.mid(12, 4) != "IHDR")
        return {};
    return QSize(int(qFromBigEndian<quint32>(bytes.constData() + 16)),
                 int(qFromBigEndian<quint32>(bytes.constData() + 20)));
}

QString svgRoot(const QByteArray& bytes) {
    QXmlStreamReader xml(bytes);
    QString root;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && root.isEmpty())
            root = xml.name().toString();
    return xml.hasError() ? QStringLiteral("error: ") + xml.errorString() : root;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Pixels of a curve, a band or a violin: axes, grid and text are grey, so a chart with nothing drawn has none.
int colourfulPixels(const QByteArray& png) {
    QImage image;
    if (!image.loadFromData(png, "PNG"))
        return -1;
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()}) > 60;
        }
    return n;
}

// What an SVG figure shows: its texts (title, ticks, legend), the point lists of its polylines (curves,
// markers' stems, axes) and how many filled paths (bootstrap bands, violins) it has.
struct SvgContent {
    QStringList texts;
    QStringList polylines;
    int paths = 0;
};

SvgContent svgContent(const QByteArray& bytes) {
    SvgContent c;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("text"))
            c.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        else if (xml.name() == QLatin1String("polyline"))
            c.polylines << xml.attributes().value(QLatin1String("points")).toString();
        else if (xml.name() == QLatin1String("path"))
            ++c.paths;
    }
    return c;
}
} // namespace

class TestCliPlot : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_store;
    QStringList m_runs;

    void verifyPlot(const QString& path, const QSize& pngPixels) {
        const QByteArray bytes = readAll(path);
        QVERIFY2(!bytes.isEmpty(), qPrintable(path));
        if (path.endsWith(QLatin1String(".png"))) {
            QCOMPARE(pngSize(bytes), pngPixels);
            // a curve or a violin spans at least a quarter of the figure's width
            const int drawn = colourfulPixels(bytes);
            QVERIFY2(drawn >= pngPixels.width() / 4,
                     qPrintable(QStringLiteral("nothing drawn: %1 pixels of a curve, band or violin").arg(drawn)));
        } else if (path.endsWith(QLatin1String(".svg"))) {
            QVERIFY(bytes.contains("<svg"));
            QCOMPARE(svgRoot(bytes), QStringLiteral("svg"));
        } else {
            QVERIFY(bytes.startsWith("%PDF"));
            QVERIFY(bytes.size() > 1024);
            QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        }
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        m_store = m_tmp.filePath(QStringLiteral("store.sqlite"));
        const auto r = bench({QStringLiteral("import-log"), uiLog("inductor.log"), uiLog("tvm.log"),
                              QStringLiteral("--store"), m_store, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        for (const auto& run :
             QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("imported")].toArray())
            m_runs << QString::number(run.toObject()[QStringLiteral("run_id")].toInteger());
        QCOMPARE(m_runs.size(), 2);
    }

    void plots_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("suffix");
        for (const char* kind : {"st", "est", "violin"})
            for (const char* suffix : {"png", "svg", "pdf"})
                QTest::addRow("%s.%s", kind, suffix)
                    << QString::fromLatin1(kind) << QString::fromLatin1(suffix);
    }
    void plots() {
        QFETCH(QString, kind);
        QFETCH(QString, suffix);
        const QString out = m_tmp.filePath(kind + QLatin1Char('.') + suffix);
        const auto r = bench({QStringLiteral("plot"), kind, QStringLiteral("--store"), m_store,
                              QStringLiteral("--run"), m_runs[0], QStringLiteral("--run"), m_runs[1],
                              QStringLiteral("--out"), out, QStringLiteral("--dpi"), QStringLiteral("50")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("wrote")), qPrintable(r.out));
        verifyPlot(out, QSize(700, 400)); // 14 x 8 in at 50 dpi
    }

    void options_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("macro, bootstrap, per category, comma list")
            << QStringList{"est",     "--run",       m_runs.join(QLatin1Char(',')),
                           "--macro", "--bootstrap", "50",
                           "--by",    "category",    "--p",
                           "0.3",     "--b",         "0.05",
                           "--size",  "7x4",         "--dpi",
                           "40"}
            << QSize(280, 160);
        QTest::newRow("mismatch_extended, gpu speedup")
            << QStringList{"est", "--run", m_runs[0], "--interpretation", "mismatch_extended", "--speedup",
                           "gpu", "--dpi", "30"}
            << QSize(420, 240);
        QTest::newRow("violins per backend, correct only, by median")
            << QStringList{"violin",  "--run",   m_runs.join(QLatin1Char(',')),
                           "--by",    "backend", "--correct-only",
                           "--order", "median",  "--dpi",
                           "30"}
            << QSize(420, 240);
    }
    void options() {
        QFETCH(QStringList, args);
        QFETCH(QSize, pixels);
        const QString out = m_tmp.filePath(QStringLiteral("options.png"));
        QFile::remove(out);
        const auto r = bench(QStringList{QStringLiteral("plot")} + args +
                             QStringList{QStringLiteral("--store"), m_store, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        verifyPlot(out, pixels);
    }

    // Each option changes the figure as it says, against the same plot without it.
    SvgContent plotSvg(const QString& name, const QStringList& args) {
        const QString out = m_tmp.filePath(name + QStringLiteral(".svg"));
        const auto r = bench(QStringList{QStringLiteral("plot"), QStringLiteral("est"), QStringLiteral("--run"),
                                         m_runs.join(QLatin1Char(',')), QStringLiteral("--store"), m_store,
                                         QStringLiteral("--out"), out} +
                             args);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return svgContent(readAll(out));
    }
    void optionsHaveTheirEffect() {
        const SvgContent base = plotSvg(QStringLiteral("base"), {});
        QVERIFY(base.texts.contains(QStringLiteral("p = 0.0, b = 0.1")));
        QVERIFY(base.texts.contains(QStringLiteral("inductor")) && base.texts.contains(QStringLiteral("tvm")));
        QCOMPARE(base.paths, 0);

        const SvgContent macro = plotSvg(QStringLiteral("macro"), {QStringLiteral("--macro")});
        for (const char* curve : {"inductor (aggregated)", "tvm (aggregated)"}) {
            QVERIFY2(macro.texts.contains(QLatin1String(curve)), curve);
            QVERIFY(!base.texts.contains(QLatin1String(curve)));
        }

        const SvgContent bands =
            plotSvg(QStringLiteral("bootstrap"), {QStringLiteral("--bootstrap"), QStringLiteral("50")});
        QVERIFY(bands.texts.contains(QStringLiteral("p = 0.0, b = 0.1; shaded: 95% bootstrap band")));
        QCOMPARE(bands.paths, 2); // one band per curve

        const SvgContent byCategory =
            plotSvg(QStringLiteral("category"), {QStringLiteral("--by"), QStringLiteral("category")});
        for (const char* run : {"inductor", "tvm"})
            for (const char* folder : {"timm", "torchvision", "transformers-auto-model"})
                QVERIFY2(byCategory.texts.contains(QStringLiteral("%1 / %2").arg(QLatin1String(run), QLatin1String(folder))),
                         qPrintable(byCategory.texts.join(QLatin1Char('|'))));
        QVERIFY(!byCategory.texts.contains(QStringLiteral("inductor")));

        // A penalty for failures moves the curves below the first correct tolerance.
        const SvgContent penalised = plotSvg(QStringLiteral("p"), {QStringLiteral("--p"), QStringLiteral("0.3")});
        QVERIFY(penalised.texts.contains(QStringLiteral("p = 0.3, b = 0.1")));
        QVERIFY(!penalised.polylines.isEmpty());
        QVERIFY2(penalised.polylines != base.polylines, "--p 0.3 drew the curves of p = 0");
    }

    void mismatchIsAWarning() {
        const QString out = m_tmp.filePath(QStringLiteral("warned.svg"));
        const auto r = bench({QStringLiteral("plot"), QStringLiteral("est"), QStringLiteral("--store"),
                              m_store, QStringLiteral("--run"), m_runs[0], QStringLiteral("--interpretation"),
                              QStringLiteral("mismatch_extended"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("llama-tiny")), qPrintable(r.err));
        verifyPlot(out, {});
    }

    void captionLinesAreInTheFigure() {
        // --caption adds title lines (a newline splits them): how the runs were made travels with the figure.
        const QString out = m_tmp.filePath(QStringLiteral("captioned.svg"));
        const auto r =
            bench({QStringLiteral("plot"), QStringLiteral("st"), QStringLiteral("--store"), m_store,
                   QStringLiteral("--run"), m_runs.join(QLatin1Char(',')), QStringLiteral("--caption"),
                   QStringLiteral("AMD EPYC, 2 vCPU, 2026-11-24\ntrials >= 10 & min-time 1 s"),
                   QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        verifyPlot(out, {});
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY2(svg.contains(QLatin1String("AMD EPYC, 2 vCPU, 2026-11-24")), "first caption line missing");
        QVERIFY2(svg.contains(QLatin1String("trials &gt;= 10 &amp; min-time 1 s")),
                 "second caption line missing");
    }

    void refusesUnusableArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = m_tmp.filePath(QStringLiteral("x.png"));
        QTest::newRow("unknown kind") << QStringList{"bars", "--run", "1", "--out", out} << "Usage";
        QTest::newRow("no --out") << QStringList{"est", "--run", "1"} << "Usage";
        QTest::newRow("no --run") << QStringList{"est", "--out", out} << "Usage";
        QTest::newRow("bad suffix") << QStringList{"est", "--run", "1", "--out",
                                                   m_tmp.filePath(QStringLiteral("x.jpg"))}
                                    << "expected a .png, .svg or .pdf";
        QTest::newRow("unknown run") << QStringList{"est", "--run", "99", "--out", out} << "no run #99";
        QTest::newRow("bad run list")
            << QStringList{"est", "--run", "1,x", "--out", out} << "expected run ids";
        QTest::newRow("bad size") << QStringList{"est", "--run", "1", "--size", "14by8", "--out", out}
                                  << "WIDTHxHEIGHT";
        QTest::newRow("b = 0") << QStringList{"est", "--run", "1", "--b", "0", "--out", out} << "Usage";
    }
    void refusesUnusableArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = bench(QStringList{QStringLiteral("plot")} + args +
                             QStringList{QStringLiteral("--store"), m_store});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void plotsTheFixtureLog() {
        const QString store = m_tmp.filePath(QStringLiteral("fixture.sqlite"));
        QCOMPARE(
            bench({QStringLiteral("import-log"), gnw::test::upstreamLog(), QStringLiteral("--store"), store})
                .exitCode,
            0);
        for (const char* kind : {"est", "violin"}) {
            const QString out = m_tmp.filePath(QStringLiteral("fixture-%1.png").arg(QLatin1String(kind)));
            const auto r =
                bench({QStringLiteral("plot"), QLatin1String(kind), QStringLiteral("--store"), store,
                       QStringLiteral("--run"), QStringLiteral("1"), QStringLiteral("--out"), out,
                       QStringLiteral("--dpi"), QStringLiteral("20")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            verifyPlot(out, QSize(280, 160));
        }
    }
};

GNW_TEST_GUILESS_MAIN(TestCliPlot)
#include "tst_cli_plot.moc"
