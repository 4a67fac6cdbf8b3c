#pragma once
// Sorts by the model's SortRole but keeps the totals row (IsTotalsRole) last in either direction.
#include <QSortFilterProxyModel>

namespace gnw::ui {

class TotalsLastProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    TotalsLastProxy(int sortRole, int totalsRole, QObject* parent = nullptr);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    int m_totalsRole;
};

} // namespace gnw::ui
