#include "widgets/sample/TotalsLastProxy.h"

namespace gnw::ui {

TotalsLastProxy::TotalsLastProxy(int sortRole, int totalsRole, QObject* parent)
    : QSortFilterProxyModel(parent), m_totalsRole(totalsRole) {
    setSortRole(sortRole);
}

bool TotalsLastProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    // Qt reverses the comparison for descending order, so answer in terms of the current order.
    if (left.data(m_totalsRole).toBool())
        return sortOrder() == Qt::DescendingOrder;
    if (right.data(m_totalsRole).toBool())
        return sortOrder() == Qt::AscendingOrder;
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace gnw::ui
