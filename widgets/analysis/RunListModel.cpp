#include "widgets/analysis/RunListModel.h"

#include <QFileInfo>

namespace gnw::ui {

RunListModel::RunListModel(QObject* parent)
    : ColumnTableModel(
          ColumnCount,
          {tr("Run"), tr("Backend"), tr("Hardware"), tr("Samples"), tr("Source"), tr("Imported")}, parent) {}

void RunListModel::setRuns(std::vector<RunRecord> runs, const QSet<qint64>& checked) {
    beginResetModel();
    m_runs = std::move(runs);
    m_checked.clear();
    for (const auto& r : m_runs)
        if (checked.contains(r.id))
            m_checked.insert(r.id);
    endResetModel();
    Q_EMIT checkedChanged();
}

std::vector<std::int64_t> RunListModel::checkedIds() const {
    std::vector<std::int64_t> ids;
    for (const auto& r : m_runs)
        if (m_checked.contains(r.id))
            ids.push_back(r.id);
    return ids;
}

void RunListModel::setChecked(qint64 runId, bool checked) {
    for (int row = 0; row < rowCount(); ++row)
        if (m_runs[row].id == runId)
            setData(index(row, Name), checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

int RunListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

QVariant RunListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& r = m_runs[index.row()];
    if (role == RunIdRole)
        return QVariant::fromValue<qint64>(r.id);
    if (role == Qt::CheckStateRole && index.column() == Name)
        return m_checked.contains(r.id) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::TextAlignmentRole && index.column() == Samples)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return QStringLiteral("#%1 %2\n%3")
            .arg(r.id)
            .arg(QString::fromStdString(r.name), QString::fromStdString(r.sourceFile));
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Name:
        return QString::fromStdString(r.name);
    case Backend:
        return QString::fromStdString(r.compiler);
    case Hardware:
        return QString::fromStdString(r.hardware.empty() ? r.device : r.hardware);
    case Samples:
        return r.resultCount;
    case Source:
        return r.source == RunSource::Log ? QFileInfo(QString::fromStdString(r.sourceFile)).fileName()
                                          : tr("engine");
    case Created:
        return QString::fromStdString(r.createdAt);
    }
    return {};
}

bool RunListModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        role != Qt::CheckStateRole || index.column() != Name)
        return false;
    const qint64 id = m_runs[index.row()].id;
    const bool checked = value.toInt() == Qt::Checked;
    if (checked == m_checked.contains(id))
        return true;
    if (checked)
        m_checked.insert(id);
    else
        m_checked.remove(id);
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    Q_EMIT checkedChanged();
    return true;
}

Qt::ItemFlags RunListModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    auto f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return index.column() == Name ? f | Qt::ItemIsUserCheckable : f;
}

} // namespace gnw::ui
