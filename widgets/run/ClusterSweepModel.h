#pragma once
// The cluster sweeps started from the workbench, one row each: a thin table over ClusterSweeps.
#include <QAbstractTableModel>

namespace gnw::ui {

class ClusterSweeps;

class ClusterSweepModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Job, Backends, Shards, Results, State, Message, ColumnCount };

    explicit ClusterSweepModel(ClusterSweeps* sweeps, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    ClusterSweeps* m_sweeps;
    int m_rows = 0;
};

} // namespace gnw::ui
