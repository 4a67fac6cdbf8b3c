#include "widgets/common/WorkbenchSettings.h"

#include <QSettings>

namespace gnw::ui::settings {

namespace {
// The keys, kept as they were when each setting lived in its own file, so that existing settings still load.
const QString kLastDataset = QStringLiteral("dataset/last");
const QString kRecentDatasets = QStringLiteral("dataset/recent");
const QString kWindowGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");
const QString kWindowSplitter = QStringLiteral("window/splitter");
const QString kWindowTab = QStringLiteral("window/tab");
const QString kChartExportFolder = QStringLiteral("analysis/exportDir");
const QString kLastRunChoices = QStringLiteral("run/last");
const QString kLanguage = QStringLiteral("ui/language");
} // namespace

QString lastDataset() {
    return QSettings().value(kLastDataset).toString();
}

void setLastDataset(const QString& folder) {
    QSettings().setValue(kLastDataset, folder);
}

QStringList recentDatasets() {
    return QSettings().value(kRecentDatasets).toStringList();
}

void addRecentDataset(const QString& folder) {
    QStringList recent = recentDatasets();
    recent.removeAll(folder);
    recent.prepend(folder);
    while (recent.size() > kMaxRecentDatasets)
        recent.removeLast();
    QSettings().setValue(kRecentDatasets, recent);
}

WindowLayout windowLayout() {
    QSettings s;
    return {s.value(kWindowGeometry).toByteArray(), s.value(kWindowState).toByteArray(),
            s.value(kWindowSplitter).toByteArray(), s.value(kWindowTab, 0).toInt()};
}

void setWindowLayout(const WindowLayout& layout) {
    QSettings s;
    s.setValue(kWindowGeometry, layout.geometry);
    s.setValue(kWindowState, layout.state);
    s.setValue(kWindowSplitter, layout.splitter);
    s.setValue(kWindowTab, layout.tab);
}

QString chartExportFolder() {
    return QSettings().value(kChartExportFolder).toString();
}

void setChartExportFolder(const QString& folder) {
    QSettings().setValue(kChartExportFolder, folder);
}

// Stored as a string, as the dialog always stored it.
QByteArray lastRunChoices() {
    return QSettings().value(kLastRunChoices).toString().toUtf8();
}

void setLastRunChoices(const QByteArray& json) {
    QSettings().setValue(kLastRunChoices, QString::fromUtf8(json));
}

QString language() {
    return QSettings().value(kLanguage, QStringLiteral("system")).toString();
}

void setLanguage(const QString& language) {
    QSettings().setValue(kLanguage, language);
}

} // namespace gnw::ui::settings
