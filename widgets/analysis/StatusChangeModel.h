#pragma once
// The samples whose status differs between two runs (or that only one run has), for the comparison tab.
#include "core/analysis/RunComparison.h"
#include "widgets/common/ColumnTableModel.h"

#include <vector>

namespace gnw::ui {

class StatusChangeModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Sample, StatusA, StatusB, SpeedupA, SpeedupB, MessageB, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, SamplePathRole };

    explicit StatusChangeModel(QObject* parent = nullptr);

    void setComparison(const RunComparison& comparison); // keeps pointers into the comparison's runs
    const ComparedSample& sample(int row) const { return m_rows[row]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::vector<ComparedSample> m_rows;
    std::shared_ptr<const LoadedRun> m_a, m_b; // keep the results alive
};

} // namespace gnw::ui
