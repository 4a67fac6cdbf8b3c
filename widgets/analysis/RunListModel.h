#pragma once
// The store's runs as a checkable table: the checked runs are the ones the charts draw.
#include "core/store/RunRecord.h"
#include "widgets/common/ColumnTableModel.h"

#include <QSet>
#include <vector>

namespace gnw::ui {

class RunListModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Name, Backend, Hardware, Samples, Source, Created, ColumnCount };
    enum Role { RunIdRole = Qt::UserRole + 1, SortRole };

    explicit RunListModel(QObject* parent = nullptr);

    void setRuns(std::vector<RunRecord> runs, const QSet<qint64>& checked);
    const std::vector<RunRecord>& runs() const { return m_runs; }
    std::vector<std::int64_t> checkedIds() const; // in list order
    void setChecked(qint64 runId, bool checked);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

Q_SIGNALS:
    void checkedChanged();

private:
    std::vector<RunRecord> m_runs;
    QSet<qint64> m_checked;
};

} // namespace gnw::ui
