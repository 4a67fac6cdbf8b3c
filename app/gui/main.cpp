// graphnet-workbench: the desktop GUI.
#include "widgets/MainWindow.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/graph/GraphDocument.h"
#ifdef GNW_HAVE_ENGINE
#include "core/engine/shapes/EngineAnalyzer.h" // plain C++: no ATen, so it may follow the Qt headers
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GraphNet Workbench"));
    QApplication::setOrganizationName(QStringLiteral("GraphNet Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(GNW_VERSION));

    // Our own strings (embedded from translations/) and Qt's, for the system locale.
    QTranslator appTranslator, qtTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("graphnet-workbench"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Browse, benchmark and analyse GraphNet computation graphs."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption storeOpt(QStringLiteral("store"), QStringLiteral("SQLite results store (default: in the user data directory)."),
                                QStringLiteral("FILE"));
    QCommandLineOption shotOpt(QStringLiteral("screenshot"), QStringLiteral("Save a screenshot of the window to FILE and quit."),
                               QStringLiteral("FILE"));
    parser.addOptions({storeOpt, shotOpt});
    parser.addPositionalArgument(QStringLiteral("dataset"), QStringLiteral("GraphNet samples folder to open."));
    parser.process(app);

#ifdef GNW_HAVE_ENGINE
    // Indexing then stores inferred shapes and FLOPs too (the browser's FLOPs column).
    gnw::ui::DatasetSession::setDefaultAnalyzer(gnw::engine::makeEngineAnalyzer());
    // The graph tab labels every op with its inferred output shape.
    gnw::ui::GraphDocument::setShapeProvider(gnw::engine::graphShapeProvider());
#endif
    gnw::ui::MainWindow::Options options;
    options.storePath = parser.value(storeOpt);
    options.screenshotPath = parser.value(shotOpt);
    if (!parser.positionalArguments().isEmpty())
        options.datasetPath = parser.positionalArguments().constFirst();
    gnw::ui::MainWindow window(options);
    window.show();
    return app.exec();
}
