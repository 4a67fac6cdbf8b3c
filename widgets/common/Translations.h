#pragma once
// The user-interface language: "system" (the default), "en", "zh_CN" or "de", kept in the settings
// (settings::language(), widgets/common/WorkbenchSettings) and applied when the application starts (the
// main window offers the choice; it takes effect on restart).
#include <QString>
#include <QStringList>

namespace gnw::ui {

// Codes offered in the settings menu, in menu order.
QStringList languageChoices();
// "English", "中文", "Deutsch"; "System" for "system" (translated).
QString languageDisplayName(const QString& language);
// Installs the workbench's and Qt's translators for `language` ("system": the system locale) on the
// application; returns the locale name used ("en" when no translation applies).
QString installTranslations(const QString& language);

} // namespace gnw::ui
