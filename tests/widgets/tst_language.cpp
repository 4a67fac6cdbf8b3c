// The language setting: the translations embedded in the widgets library load for zh_CN and German, the
// main window's menus then read in that language (the Chinese and German files are complete: lrelease
// reports no unfinished entry, see translations/), and English is the source text.
#include "TestMain.h"
#include "TestPaths.h"
#include "widgets/MainWindow.h"
#include "widgets/common/Translations.h"
#include "widgets/common/WorkbenchSettings.h"
#include "widgets/sample/MetaTableModel.h"

#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace gnw::ui;

class TestLanguage : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QStringList menuTitles(const QString& language) {
        installTranslations(language);
        MainWindow::Options options;
        options.storePath = m_tmp.filePath(QStringLiteral("store.sqlite"));
        options.datasetPath = m_tmp.path(); // an empty folder: nothing to index
        MainWindow window(options);
        QStringList titles;
        for (auto* action : window.menuBar()->actions())
            titles << action->text();
        for (int i = 0; i < window.centralTabs()->count(); ++i)
            titles << window.centralTabs()->tabText(i);
        return titles;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // the test's own settings (test mode), left over from an earlier run
        QVERIFY(m_tmp.isValid());
    }

    void settingIsRemembered() {
        QCOMPARE(settings::language(), QStringLiteral("system")); // the default
        settings::setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(settings::language(), QStringLiteral("zh_CN"));
        QCOMPARE(languageChoices().size(), 4);
        QCOMPARE(languageDisplayName(QStringLiteral("zh_CN")), QStringLiteral("中文"));
    }

    void chineseMenus() {
        QCOMPARE(installTranslations(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const auto titles = menuTitles(QStringLiteral("zh_CN"));
        QVERIFY2(titles.contains(QStringLiteral("文件(&F)")), qPrintable(titles.join(QLatin1Char(','))));
        QVERIFY2(titles.contains(QStringLiteral("运行(&R)")), qPrintable(titles.join(QLatin1Char(','))));
        QVERIFY2(titles.contains(QStringLiteral("分析")), qPrintable(titles.join(QLatin1Char(','))));
    }

    void germanMenus() {
        const auto titles = menuTitles(QStringLiteral("de"));
        QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(QLatin1Char(','))));
        QVERIFY2(titles.contains(QStringLiteral("Läufe")), qPrintable(titles.join(QLatin1Char(','))));
    }

    // Column titles are translated too: the tensor table's were once looked up from a plain string array
    // that lupdate never saw, so they stayed English in every language.
    void germanColumnTitles() {
        installTranslations(QStringLiteral("de"));
        MetaTableModel model;
        QCOMPARE(model.headerData(MetaTableModel::Mean, Qt::Horizontal).toString(),
                 QStringLiteral("Mittelwert"));
        QCOMPARE(model.headerData(MetaTableModel::Data, Qt::Horizontal).toString(), QStringLiteral("Daten"));
    }

    void englishIsTheSource() {
        const auto titles = menuTitles(QStringLiteral("en"));
        QVERIFY(titles.contains(QStringLiteral("&File")));
        QVERIFY(titles.contains(QStringLiteral("&Run")));
    }
};

GNW_TEST_MAIN(TestLanguage)
#include "tst_language.moc"
