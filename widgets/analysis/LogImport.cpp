#include "widgets/analysis/LogImport.h"

#include "core/logs/LogFileImport.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QFileInfo>

namespace gnw::ui {

QString LogImportReport::summary() const {
    QStringList parts;
    if (!runIds.empty())
        parts << QObject::tr("%n run(s) imported", nullptr, static_cast<int>(runIds.size()));
    if (!duplicates.isEmpty())
        parts << QObject::tr("%n duplicate log(s) skipped", nullptr, static_cast<int>(duplicates.size()));
    if (!errors.isEmpty())
        parts << QObject::tr("%n error(s)", nullptr, static_cast<int>(errors.size()));
    return parts.isEmpty() ? QObject::tr("nothing imported") : parts.join(QStringLiteral(", "));
}

namespace {
void importOne(ResultStore& store, const QString& file, LogImportReport& report) {
    const QString name = QFileInfo(file).fileName();
    auto outcome = importLogFile(store, file.toStdString(), QFileInfo(file).completeBaseName().toStdString());
    if (!outcome) {
        report.errors << QString::fromStdString(outcome.error().toString());
        return;
    }
    if (const auto& prior = outcome->duplicateOf) {
        report.duplicates << QObject::tr("%1: the same content was already imported as run #%2 '%3'")
                                 .arg(name)
                                 .arg(prior->id)
                                 .arg(QString::fromStdString(prior->name));
        return;
    }
    for (const auto& r : outcome->runs) {
        report.runIds.push_back(r.id);
        report.imported << QObject::tr("%1: run #%2 '%3' (%4), %5 samples")
                               .arg(name)
                               .arg(r.id)
                               .arg(QString::fromStdString(r.name),
                                    QString::fromStdString(r.compiler.empty() ? "?" : r.compiler))
                               .arg(r.samples);
        for (const auto& note : r.notes)
            report.notes << QString::fromStdString(note);
    }
}
} // namespace

LogImportReport importLogFiles(const QString& storePath, const QStringList& files) {
    LogImportReport report;
    auto db = Database::open(storePath.toStdString());
    if (!db) {
        report.errors << QString::fromStdString(db.error().toString());
        return report;
    }
    ResultStore store(*db);
    for (const auto& file : files)
        importOne(store, file, report);
    return report;
}

} // namespace gnw::ui
