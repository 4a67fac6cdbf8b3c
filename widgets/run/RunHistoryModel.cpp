#include "widgets/run/RunHistoryModel.h"

#include "core/metrics/EsScores.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QDateTime>
#include <QFileInfo>
#include <cmath>

namespace gnw::ui {

RunHistoryModel::RunHistoryModel(QString storePath, QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Name"), tr("Backend"), tr("Device"), tr("Hardware"), tr("Started"), tr("Results"),
                        tr("By status"), tr("S(0)"), tr("ES(3)"), tr("State"), tr("Notes")},
                       parent),
      m_storePath(std::move(storePath)) {}

void RunHistoryModel::reload(const QList<qint64>& running) {
    m_job.start([path = m_storePath](std::stop_token) { return std::optional<Loaded>(load(path)); },
                [this, running](Loaded loaded) {
                    beginResetModel();
                    m_rows = std::move(loaded.rows);
                    m_error = std::move(loaded.error);
                    m_running = QSet<qint64>(running.begin(), running.end());
                    endResetModel();
                    Q_EMIT reloaded();
                });
}

RunHistoryModel::Loaded RunHistoryModel::load(const QString& storePath) {
    Loaded loaded;
    if (!QFileInfo::exists(storePath))
        return loaded;
    auto db = Database::open(storePath.toStdString());
    if (!db) {
        loaded.error = QString::fromStdString(db.error().toString());
        return loaded;
    }
    try {
        ResultStore store(*db);
        for (auto& run : store.listRuns()) {
            Row row;
            const auto results = store.results(run.id);
            for (const auto& r : results)
                ++row.statuses[std::string(statusName(r.status))];
            if (!results.empty()) {
                const ScoreCurve curve = computeScores(scoredSamples(results), ScoreParams{});
                for (std::size_t i = 0; i < curve.t.size(); ++i)
                    if (curve.t[i] == 0 && std::isfinite(curve.s[i]))
                        row.s0 = curve.s[i];
                row.es3 = curve.esAt(3);
            }
            row.run = std::move(run);
            loaded.rows.push_back(std::move(row));
        }
    } catch (const DatabaseError& e) {
        loaded.rows.clear();
        loaded.error = QString::fromUtf8(e.what());
    }
    return loaded;
}

const RunRecord* RunHistoryModel::run(int row) const {
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[row].run : nullptr;
}

int RunHistoryModel::failedResults(int row) const {
    if (row < 0 || row >= int(m_rows.size()))
        return 0;
    int failed = 0;
    for (const auto& [status, count] : m_rows[row].statuses)
        failed += status == statusName(SampleStatus::Correct) ? 0 : count;
    return failed;
}

int RunHistoryModel::rowOfRun(qint64 runId) const {
    for (int i = 0; i < int(m_rows.size()); ++i)
        if (m_rows[i].run.id == runId)
            return i;
    return -1;
}

int RunHistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RunHistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[index.row()];
    const RunRecord& r = row.run;
    if (role == RunIdRole)
        return qint64(r.id);
    auto score = [](const std::optional<double>& v) -> QVariant {
        return v && std::isfinite(*v) ? QVariant(QString::number(*v, 'f', 3)) : QVariant(QStringLiteral("–"));
    };
    auto state = [&]() -> QString {
        if (m_running.contains(r.id))
            return tr("running");
        if (r.source == RunSource::Log)
            return tr("imported");
        if (!r.finishedAt.empty())
            return tr("finished");
        return r.cancelledAt.empty() ? tr("interrupted") : tr("cancelled");
    };
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Name:
            return QString::fromStdString(r.name);
        case Backend:
            return QString::fromStdString(r.compiler);
        case Device:
            return QString::fromStdString(r.device);
        case Hardware:
            return QString::fromStdString(r.hardware);
        case Date:
            return QString::fromStdString(r.startedAt.empty() ? r.createdAt : r.startedAt);
        case Results:
            return r.resultCount;
        case Statuses: {
            QStringList parts;
            for (const auto& [status, n] : row.statuses)
                parts << QStringLiteral("%1 %2").arg(QString::fromStdString(status)).arg(n);
            return parts.join(QStringLiteral(", "));
        }
        case S0:
            return score(row.s0);
        case Es3:
            return score(row.es3);
        case State:
            return state();
        case Notes:
            return QString::fromStdString(r.notes);
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case Results:
            return r.resultCount;
        case S0:
            return row.s0.value_or(-1);
        case Es3:
            return row.es3.value_or(-1);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Results || index.column() == S0 || index.column() == Es3))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool RunHistoryModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || (index.column() != Name && index.column() != Notes))
        return false;
    RunRecord& r = m_rows[index.row()].run;
    std::string name = r.name, notes = r.notes;
    (index.column() == Name ? name : notes) = value.toString().trimmed().toStdString();
    if (name.empty())
        return false;
    auto db = Database::open(m_storePath.toStdString());
    if (!db) {
        m_error = QString::fromStdString(db.error().toString());
        return false;
    }
    try {
        if (!ResultStore(*db).updateRunLabel(r.id, name, notes))
            return false;
    } catch (const DatabaseError& e) {
        m_error = QString::fromUtf8(e.what());
        return false;
    }
    r.name = name;
    r.notes = notes;
    Q_EMIT dataChanged(index, index);
    return true;
}

Qt::ItemFlags RunHistoryModel::flags(const QModelIndex& index) const {
    auto f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == Name || index.column() == Notes))
        f |= Qt::ItemIsEditable;
    return f;
}

} // namespace gnw::ui
