#pragma once
// Drill-down table: the samples behind a chart element, with their state, speedup and failure.
// DisplayRole is formatted; SortRole carries raw numbers; SamplePathRole the path for the sample page.
#include "widgets/analysis/SampleOutcomes.h"

#include <QAbstractTableModel>
#include <vector>

namespace gnw::ui {

class SampleOutcomeModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Sample, Run, State, Speedup, Factor, FailureClass, Message, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, SamplePathRole };

    explicit SampleOutcomeModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}

    void setRows(std::vector<OutcomeRow> rows);
    const std::vector<OutcomeRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<OutcomeRow> m_rows;
};

} // namespace gnw::ui
