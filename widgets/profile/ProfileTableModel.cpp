#include "widgets/profile/ProfileTableModel.h"

#include <optional>

namespace gnw::ui {

ProfileTableModel::ProfileTableModel(QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("#"), tr("Node"), tr("Op"), tr("Module"), tr("Line"), tr("Eager ms"), tr("Share"),
                        tr("MFLOP"), tr("FLOP/B"), tr("GFLOP/s"), tr("Of roof")},
                       parent) {}

void ProfileTableModel::setOutcome(const ProfileOutcome& outcome) {
    beginResetModel();
    m_nodes = outcome.nodes;
    m_rank = QList<int>(m_nodes.size(), 0);
    for (int r = 0; r < outcome.hottest.size(); ++r)
        m_rank[outcome.hottest[r]] = r + 1;
    endResetModel();
}

void ProfileTableModel::clear() {
    beginResetModel();
    m_nodes.clear();
    m_rank.clear();
    endResetModel();
}

int ProfileTableModel::rowOfLine(int line) const {
    for (int r = 0; line > 0 && r < m_nodes.size(); ++r)
        if (m_nodes[r].line == line)
            return r;
    return -1;
}

int ProfileTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_nodes.size());
}

QVariant ProfileTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProfileNode& n = m_nodes[index.row()];
    if (role == NodeIndexRole)
        return n.index;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Node || index.column() == Target || index.column() == Module
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole)
        return tr("%1 = %2 (line %3)\nmodule: %4").arg(n.name, n.target).arg(n.line).arg(n.modulePath);
    const bool raw = role == SortRole;
    if (role != Qt::DisplayRole && !raw)
        return {};
    const double intensity = n.bytes > 0 ? n.flops / n.bytes : 0;
    const auto ofRoof =
        n.flopRate && n.roof && *n.roof > 0 ? std::optional(*n.flopRate / *n.roof) : std::nullopt;
    switch (index.column()) {
    case Rank:
        return m_rank[index.row()];
    case Node:
        return n.name;
    case Target:
        return n.target;
    case Module:
        return n.modulePath;
    case Line:
        return n.line;
    case EagerMs:
        return raw ? QVariant(n.eagerMs) : QVariant(QString::number(n.eagerMs, 'f', n.eagerMs < 0.1 ? 4 : 3));
    case Share:
        return raw ? QVariant(n.share) : QVariant(QString::number(100 * n.share, 'f', 1) + QLatin1Char('%'));
    case MFlop:
        return raw           ? QVariant(n.flops)
               : n.flops > 0 ? QVariant(QString::number(n.flops / 1e6, 'f', 2))
                             : QVariant();
    case Intensity:
        return raw             ? QVariant(intensity)
               : intensity > 0 ? QVariant(QString::number(intensity, 'f', 2))
                               : QVariant();
    case GFlops:
        return raw          ? QVariant(n.flopRate.value_or(-1))
               : n.flopRate ? QVariant(QString::number(*n.flopRate / 1e9, 'f', 2))
                            : QVariant();
    case OfRoof:
        return raw      ? QVariant(ofRoof.value_or(-1))
               : ofRoof ? QVariant(QString::number(100 * *ofRoof, 'f', 1) + QLatin1Char('%'))
                        : QVariant();
    }
    return {};
}

} // namespace gnw::ui
