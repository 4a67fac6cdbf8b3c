#pragma once
// A core TextTable (the summary and regression tables of core/analysis/SummaryTables.h) as a read-only
// table model: the same cells the CLI prints, with translated headers and a numeric sort role, so that a
// sorted column of speedups or percentages sorts by value.
#include "core/analysis/TextTable.h"

#include <QAbstractTableModel>

namespace gnw::ui {

class TextTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit TextTableModel(QObject* parent = nullptr);

    void setTable(TextTable table);
    const TextTable& table() const { return m_table; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    TextTable m_table;
};

} // namespace gnw::ui
