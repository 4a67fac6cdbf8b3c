#pragma once
// Drill-down table: the samples behind a chart element, with their state, speedup and failure.
// DisplayRole is formatted; SortRole carries raw numbers; SamplePathRole the path for the sample page.
#include "widgets/analysis/SampleOutcomes.h"
#include "widgets/common/ColumnTableModel.h"

#include <vector>

namespace gnw::ui {

class SampleOutcomeModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Sample, Run, State, Speedup, Factor, FailureClass, Message, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, SamplePathRole };

    explicit SampleOutcomeModel(QObject* parent = nullptr);

    void setRows(std::vector<OutcomeRow> rows);
    const std::vector<OutcomeRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::vector<OutcomeRow> m_rows;
};

} // namespace gnw::ui
