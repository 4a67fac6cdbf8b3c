#pragma once
// The cluster sweeps started from the workbench, one row each: a thin table over ClusterSweeps.
#include "widgets/common/ColumnTableModel.h"

namespace gnw::ui {

class ClusterSweeps;

class ClusterSweepModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Name, Job, Backends, Shards, Results, State, Message, ColumnCount };

    explicit ClusterSweepModel(ClusterSweeps* sweeps, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    ClusterSweeps* m_sweeps;
    int m_rows = 0;
};

} // namespace gnw::ui
