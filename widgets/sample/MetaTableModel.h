#pragma once
// Weight and input meta of one sample (weight_meta.py + input_meta.py), one row per tensor plus a final
// totals row that the sort proxy keeps last.
#include "core/tensor/TensorMeta.h"
#include "widgets/common/ColumnTableModel.h"

#include <vector>

namespace gnw::ui {

class MetaTableModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Name, Kind, Shape, DType, Numel, Bytes, Mean, Std, Min, Max, Data, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, IsTotalsRole };

    explicit MetaTableModel(QObject* parent = nullptr);

    void setMetas(std::vector<TensorMeta> metas);
    const std::vector<TensorMeta>& metas() const { return m_metas; }
    int tensorCount() const { return static_cast<int>(m_metas.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    QVariant tensorData(const TensorMeta& m, int column, int role) const;
    QVariant totalsData(int column, int role) const;

    std::vector<TensorMeta> m_metas;
    std::int64_t m_totalNumel = 0;
    std::int64_t m_totalBytes = 0;
};

} // namespace gnw::ui
