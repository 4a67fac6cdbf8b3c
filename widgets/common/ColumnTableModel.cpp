#include "widgets/common/ColumnTableModel.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace gnw::ui {

ColumnTableModel::ColumnTableModel(int columnCount, QStringList titles, QObject* parent)
    : QAbstractTableModel(parent), m_titles(std::move(titles)) {
    if (m_titles.size() != columnCount)
        throw std::logic_error("ColumnTableModel: " + std::to_string(m_titles.size()) + " titles for " +
                               std::to_string(columnCount) + " columns");
}

int ColumnTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_titles.size());
}

QVariant ColumnTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return section >= 0 && section < m_titles.size() ? QVariant(m_titles[section]) : QVariant();
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace gnw::ui
