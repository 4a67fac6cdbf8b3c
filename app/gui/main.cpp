// graphnet-workbench: the desktop GUI.
#include "app/gui/ScriptedSession.h"
#include "widgets/MainWindow.h"
#include "widgets/common/Translations.h"
#include "widgets/common/WorkbenchSettings.h"
#include "widgets/dataset/DatasetSession.h"
#include "widgets/graph/GraphDocument.h"
#ifdef GNW_HAVE_ENGINE
#include "app/gui/engine/BenchChildProcess.h"
#include "app/gui/engine/EngineExtractor.h"
#include "app/gui/engine/EngineFaultLocator.h"
#include "app/gui/engine/EngineProfiler.h"
#include "app/gui/engine/EngineRunExecutor.h"
#include "core/engine/shapes/EngineAnalyzer.h" // plain C++: no ATen, so it may follow the Qt headers
#endif

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GraphNet Workbench"));
    QApplication::setOrganizationName(QStringLiteral("GraphNet Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(GNW_VERSION));

    // Our own strings (embedded from translations/) and Qt's, in the language chosen in the settings.
    QCommandLineOption languageOpt(
        QStringLiteral("language"),
        QStringLiteral("User-interface language for this start: system, en, zh_CN, de."),
        QStringLiteral("CODE"));
    {
        // The language must be known before any translated text is made, the parser's included.
        QString language = gnw::ui::settings::language();
        const QStringList args = QCoreApplication::arguments();
        for (qsizetype i = 1; i < args.size(); ++i) {
            if (args[i] == QLatin1String("--language") && i + 1 < args.size())
                language = args[i + 1];
            else if (args[i].startsWith(QLatin1String("--language=")))
                language = args[i].section(QLatin1Char('='), 1);
        }
        gnw::ui::installTranslations(language);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Browse, benchmark and analyse GraphNet computation graphs."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption storeOpt(QStringLiteral("store"), QStringLiteral("SQLite results store (default: in the user data directory)."),
                                QStringLiteral("FILE"));
    QCommandLineOption shotOpt(QStringLiteral("screenshot"), QStringLiteral("Save a screenshot of the window to FILE and quit."),
                               QStringLiteral("FILE"));
    QCommandLineOption pageOpt(
        QStringLiteral("screenshot-page"),
        QStringLiteral("Page to show in the screenshot: samples, graph, profile (measures the sample's eager "
                       "profile first), new-run, runs, analysis, compare, roofline."),
        QStringLiteral("PAGE"));
    QCommandLineOption runOpt(
        QStringLiteral("run-request"),
        QStringLiteral("Queue the runs in FILE at start (a JSON array of New Run requests) "
                       "and print each finished sample."),
        QStringLiteral("FILE"));
    QCommandLineOption resumeOpt(
        QStringLiteral("resume-interrupted"),
        QStringLiteral("Resume the store's interrupted runs at start and print each finished sample."));
    QCommandLineOption quitOpt(QStringLiteral("quit-when-idle"),
                               QStringLiteral("Quit once the queued runs have ended."));
    QCommandLineOption sampleOpt(
        QStringLiteral("sample"),
        QStringLiteral("Show the sample REL (its path in the dataset) once it is indexed."),
        QStringLiteral("REL"));
    parser.addOptions({storeOpt, shotOpt, pageOpt, sampleOpt, runOpt, resumeOpt, quitOpt, languageOpt});
    parser.addPositionalArgument(QStringLiteral("dataset"), QStringLiteral("GraphNet samples folder to open."));
    parser.process(app);

#ifdef GNW_HAVE_ENGINE
    // Indexing then stores inferred shapes and FLOPs too (the browser's FLOPs column).
    gnw::ui::DatasetSession::setDefaultAnalyzer(gnw::engine::makeEngineAnalyzer());
    // The graph tab labels every op with its inferred output shape.
    gnw::ui::GraphDocument::setShapeProvider(gnw::engine::graphShapeProvider());
    // New runs go through the CLI's engine path: a fork server and graphnet-bench-worker processes.
    gnw::ui::RunExecutor::setDefault(
        std::make_shared<gnw::app::EngineRunExecutor>(gnw::app::EngineRunExecutor::workerNextToExecutable()));
    // "Locate Fault…" runs the cuts of a sample in the same worker processes (docs/fault-localisation.md).
    gnw::ui::FaultLocatorService::setDefault(
        std::make_shared<gnw::app::EngineFaultLocator>(gnw::app::EngineRunExecutor::workerNextToExecutable()));
    // The graph's "Eager profile" runs `graphnet-bench profile` in a process of its own (docs/profile.md).
    gnw::ui::EagerProfileService::setDefault(
        std::make_shared<gnw::app::EngineProfiler>(gnw::app::benchNextToExecutable()));
    // File → New Sample from Model… runs `graphnet-bench extract` likewise (docs/extract.md).
    gnw::ui::SampleExtractionService::setDefault(
        std::make_shared<gnw::app::EngineExtractor>(gnw::app::benchNextToExecutable()));
#endif
    gnw::ui::MainWindow::Options options;
    options.storePath = parser.value(storeOpt);
    if (!parser.positionalArguments().isEmpty())
        options.datasetPath = parser.positionalArguments().constFirst();
    gnw::ui::MainWindow window(options);

    gnw::app::ScriptedSession::Options script;
    script.screenshotPath = parser.value(shotOpt);
    script.screenshotPage = parser.value(pageOpt);
    script.sample = parser.value(sampleOpt);
    script.runRequestPath = parser.value(runOpt);
    script.resumeInterrupted = parser.isSet(resumeOpt);
    script.quitWhenIdle = parser.isSet(quitOpt);
    script.printProgress = parser.isSet(runOpt) || parser.isSet(resumeOpt);
    if (script.any())
        new gnw::app::ScriptedSession(&window, script); // owned by the window
    window.show();
    return app.exec();
}
