#include "widgets/common/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gnw::ui {

namespace {
const QString kSystem = QStringLiteral("system");

// Translators live as long as the application; a second install replaces the first.
QTranslator* appTranslator() {
    static auto* t = new QTranslator(QCoreApplication::instance());
    return t;
}
QTranslator* qtTranslator() {
    static auto* t = new QTranslator(QCoreApplication::instance());
    return t;
}
} // namespace

QStringList languageChoices() {
    return {kSystem, QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("de")};
}

QString languageDisplayName(const QString& language) {
    if (language == kSystem)
        return QCoreApplication::translate("gnw::ui::Translations", "System");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("中文");
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    return QStringLiteral("English");
}

QString installTranslations(const QString& language) {
    QCoreApplication::removeTranslator(appTranslator());
    QCoreApplication::removeTranslator(qtTranslator());
    const QLocale locale = language == kSystem ? QLocale() : QLocale(language);
    if (language == QLatin1String("en"))
        return QStringLiteral("en");
    // Our own strings are embedded from translations/ under :/i18n; Qt's come from its installation.
    QString used = QStringLiteral("en");
    if (appTranslator()->load(locale, QStringLiteral("graphnet-workbench"), QStringLiteral("_"),
                              QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(appTranslator());
        used = locale.name();
    }
    if (qtTranslator()->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator());
    return used;
}

} // namespace gnw::ui
