#include "widgets/analysis/LogImport.h"

#include "core/logs/LogDigest.h"
#include "core/logs/LogImport.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/util/FileIO.h"

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
    auto bytes = readFile(file.toStdString());
    if (!bytes) {
        report.errors << QString::fromStdString(bytes.error().toString());
        return;
    }
    const std::string digest = logDigest(*bytes);
    if (const auto prior = store.findRunByDigest(digest)) {
        report.duplicates << QObject::tr("%1: the same content was already imported as run #%2 '%3'")
                                 .arg(name)
                                 .arg(prior->id)
                                 .arg(QString::fromStdString(prior->name));
        return;
    }
    const QString absolute = QFileInfo(file).absoluteFilePath();
    auto parsed = parseLog(*bytes, absolute.toStdString());
    if (!parsed) {
        report.errors << QString::fromStdString(parsed.error().toString());
        return;
    }
    for (auto& r : runsFromLog(*parsed, QFileInfo(file).completeBaseName().toStdString(), digest)) {
        const auto id = store.importRun(r.run, r.results);
        store.linkSamples(id);
        report.runIds.push_back(id);
        report.imported << QObject::tr("%1: run #%2 '%3' (%4), %5 samples")
                               .arg(name)
                               .arg(id)
                               .arg(QString::fromStdString(r.run.name),
                                    QString::fromStdString(r.run.compiler.empty() ? "?" : r.run.compiler))
                               .arg(r.results.size());
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
    for (const auto& file : files) {
        try {
            importOne(store, file, report);
        } catch (const DatabaseError& e) {
            report.errors << QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what()));
        }
    }
    return report;
}

} // namespace gnw::ui
