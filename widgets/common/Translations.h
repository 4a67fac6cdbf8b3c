#pragma once
// The user-interface language: "system" (the default), "en", "zh_CN" or "de", kept in the settings and
// applied when the application starts (the main window offers the choice; it takes effect on restart).
#include <QString>
#include <QStringList>

namespace gnw::ui {

// The saved choice ("system" when none).
QString languageSetting();
void setLanguageSetting(const QString& language);
// Codes offered in the settings menu, in menu order.
QStringList languageChoices();
// "English", "中文", "Deutsch"; "System" for "system" (translated).
QString languageDisplayName(const QString& language);
// Installs the workbench's and Qt's translators for `language` ("system": the system locale) on the
// application; returns the locale name used ("en" when no translation applies).
QString installTranslations(const QString& language);

} // namespace gnw::ui
