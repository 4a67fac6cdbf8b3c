#include "widgets/run/ClusterSweepModel.h"

#include "widgets/run/ClusterSweeps.h"

#include <QBrush>

namespace gnw::ui {

ClusterSweepModel::ClusterSweepModel(ClusterSweeps* sweeps, QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Sweep"), tr("Slurm job"), tr("Backends"), tr("Shards"), tr("Results merged"),
                        tr("State"), tr("Message")},
                       parent),
      m_sweeps(sweeps), m_rows(static_cast<int>(sweeps->sweeps().size())) {
    connect(sweeps, &ClusterSweeps::sweepChanged, this, [this] {
        const int rows = static_cast<int>(m_sweeps->sweeps().size());
        if (rows > m_rows) { // sweeps are only ever appended
            beginInsertRows({}, m_rows, rows - 1);
            m_rows = rows;
            endInsertRows();
        }
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
}

int ClusterSweepModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

QVariant ClusterSweepModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const ClusterSweep& s = m_sweeps->sweeps()[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Name:
            return role == Qt::ToolTipRole ? s.sweepStore + QStringLiteral(".shards") : s.name;
        case Job:
            return s.jobId;
        case Backends:
            return s.backends.join(QStringLiteral(", "));
        case Shards:
            return role == Qt::ToolTipRole ? tr("%1 pending, %2 running, %3 done, %4 failed")
                                                 .arg(s.pending)
                                                 .arg(s.running)
                                                 .arg(s.done)
                                                 .arg(s.failed)
                                           : tr("%1 / %2 done").arg(s.done).arg(s.shards);
        case Results:
            return s.mergedResults;
        case State:
            switch (s.state) {
            case ClusterSweep::Submitting:
                return tr("submitting");
            case ClusterSweep::Running:
                return tr("running");
            case ClusterSweep::Complete:
                return tr("complete");
            case ClusterSweep::Failed:
                return tr("failed");
            }
            return {};
        case Message:
            return s.message;
        }
    }
    if (role == Qt::ForegroundRole && index.column() == State && s.state == ClusterSweep::Failed)
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    return {};
}

} // namespace gnw::ui
