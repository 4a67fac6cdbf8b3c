#pragma once
// Everything the workbench remembers between sessions, in one place: each setting's key, type and default
// are written here once, so no two files can disagree about a key or its type. The values live in
// QSettings under the organisation and application names main() sets (tests switch QStandardPaths to its
// test mode, so they never touch a user's settings).
#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gnw::ui::settings {

// The dataset folder opened last; empty before the first.
QString lastDataset();
void setLastDataset(const QString& folder);

// Dataset folders opened recently, newest first, at most kMaxRecentDatasets of them.
inline constexpr int kMaxRecentDatasets = 8;
QStringList recentDatasets();
// Puts `folder` first (once) and drops the oldest beyond the limit.
void addRecentDataset(const QString& folder);

// The main window's layout as Qt saves it; empty arrays restore nothing.
struct WindowLayout {
    QByteArray geometry;
    QByteArray state;    // docks and toolbars
    QByteArray splitter; // browser above the sample page
    int tab = 0;         // Samples / Runs / Analysis
};
WindowLayout windowLayout();
void setWindowLayout(const WindowLayout& layout);

// The folder a chart or its data was last exported to; empty before the first export.
QString chartExportFolder();
void setChartExportFolder(const QString& folder);

// New Run's last choices, as the dialog writes them (a JSON object); empty before the first run.
QByteArray lastRunChoices();
void setLastRunChoices(const QByteArray& json);

// The interface language: "system" (the default), "en", "zh_CN" or "de" (widgets/common/Translations).
QString language();
void setLanguage(const QString& language);

} // namespace gnw::ui::settings
