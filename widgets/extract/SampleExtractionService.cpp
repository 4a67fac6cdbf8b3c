#include "widgets/extract/SampleExtractionService.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <mutex>

namespace gnw::ui {

namespace {
std::mutex g_mutex;
std::shared_ptr<SampleExtractionService> g_service;

QStringList findings(const QJsonArray& list) {
    QStringList out;
    for (const auto& v : list) {
        const auto f = v.toObject();
        QString where = f.value(QLatin1String("file")).toString();
        if (const int line = f.value(QLatin1String("line")).toInt(); line > 0)
            where += QLatin1Char(':') + QString::number(line);
        if (const int column = f.value(QLatin1String("column")).toInt(); column > 0)
            where += QLatin1Char(':') + QString::number(column);
        out << (where.isEmpty() ? QString() : where + QStringLiteral(": ")) +
                   f.value(QLatin1String("message")).toString();
    }
    return out;
}
} // namespace

QString ExtractionOutcome::reportText() const {
    if (!error.isEmpty())
        return error;
    QStringList lines;
    lines << (reproducesModel
                  ? QCoreApplication::translate("gnw::ui::SampleExtractionService",
                                                "The captured graphs reproduce the model's outputs.")
                  : QCoreApplication::translate("gnw::ui::SampleExtractionService",
                                                "The captured graphs do NOT reproduce the model's outputs."));
    for (const auto& s : samples) {
        lines << QString() << s.dir;
        lines << (s.reproducesGraph
                      ? QCoreApplication::translate("gnw::ui::SampleExtractionService",
                                                    "  model.py, loaded back, reproduces its graph.")
                      : QCoreApplication::translate(
                            "gnw::ui::SampleExtractionService",
                            "  model.py, loaded back, does NOT reproduce its graph."));
        if (s.errors.isEmpty() && s.warnings.isEmpty())
            lines << QCoreApplication::translate(
                "gnw::ui::SampleExtractionService",
                "  Valid: files, sample rules and every node's shapes check out.");
        for (const auto& e : s.errors)
            lines << QCoreApplication::translate("gnw::ui::SampleExtractionService", "  error: %1").arg(e);
        for (const auto& w : s.warnings)
            lines << QCoreApplication::translate("gnw::ui::SampleExtractionService", "  warning: %1").arg(w);
    }
    return lines.join(QLatin1Char('\n'));
}

ExtractionOutcome extractionOutcomeFromJson(const QByteArray& json) {
    ExtractionOutcome out;
    QJsonParseError parseError;
    const auto doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        out.error = QCoreApplication::translate(
                        "gnw::ui::SampleExtractionService",
                        "graphnet-bench extract answered something that is not its report: %1")
                        .arg(parseError.errorString());
        return out;
    }
    const auto o = doc.object();
    out.clean = o.value(QLatin1String("clean")).toBool();
    out.reproducesModel = o.value(QLatin1String("reproduces_model")).toBool();
    for (const auto& v : o.value(QLatin1String("samples")).toArray()) {
        const auto s = v.toObject();
        ExtractedSampleReport r;
        r.dir = s.value(QLatin1String("dir")).toString();
        r.clean = s.value(QLatin1String("clean")).toBool();
        r.reproducesGraph = s.value(QLatin1String("reproduces_graph")).toBool();
        r.errors = findings(s.value(QLatin1String("errors")).toArray());
        r.warnings = findings(s.value(QLatin1String("warnings")).toArray());
        out.samples << r;
    }
    if (out.samples.isEmpty())
        out.error =
            QCoreApplication::translate("gnw::ui::SampleExtractionService", "the extraction wrote no sample");
    return out;
}

void SampleExtractionService::setDefault(std::shared_ptr<SampleExtractionService> service) {
    std::lock_guard lock(g_mutex);
    g_service = std::move(service);
}

std::shared_ptr<SampleExtractionService> SampleExtractionService::defaultService() {
    std::lock_guard lock(g_mutex);
    return g_service;
}

} // namespace gnw::ui
