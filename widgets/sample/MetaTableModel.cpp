#include "widgets/sample/MetaTableModel.h"

#include "widgets/util/Format.h"

#include <QFont>

namespace gnw::ui {

MetaTableModel::MetaTableModel(QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Name"), tr("Kind"), tr("Shape"), tr("DType"), tr("Numel"), tr("Bytes"),
                        tr("Mean"), tr("Std"), tr("Min"), tr("Max"), tr("Data")},
                       parent) {}

void MetaTableModel::setMetas(std::vector<TensorMeta> metas) {
    beginResetModel();
    m_metas = std::move(metas);
    m_totalNumel = 0;
    m_totalBytes = 0;
    for (const auto& m : m_metas) {
        m_totalNumel += m.numel();
        m_totalBytes += m.bytes();
    }
    endResetModel();
}

int MetaTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || m_metas.empty() ? 0 : static_cast<int>(m_metas.size()) + 1;
}

QVariant MetaTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const bool totals = index.row() == static_cast<int>(m_metas.size());
    if (role == IsTotalsRole)
        return totals;
    if (totals)
        return totalsData(index.column(), role);
    return tensorData(m_metas[index.row()], index.column(), role);
}

namespace {
QVariant optionalNumber(const std::optional<double>& v, bool raw) {
    if (!v)
        return raw ? QVariant() : QVariant(QStringLiteral("—"));
    return raw ? QVariant(*v) : QVariant(numberText(*v));
}

QString dataPreview(const TensorMeta& m) {
    if (!m.hasData)
        return {};
    QStringList items;
    const size_t n = m.floatData.empty() ? m.intData.size() : m.floatData.size();
    for (size_t i = 0; i < std::min<size_t>(n, 6); ++i)
        items << (m.floatData.empty() ? QString::number(m.intData[i]) : numberText(m.floatData[i]));
    return QStringLiteral("[%1%2]").arg(items.join(QStringLiteral(", ")), n > 6 ? QStringLiteral(", …") : QString());
}
} // namespace

QVariant MetaTableModel::tensorData(const TensorMeta& m, int column, int role) const {
    const bool raw = role == SortRole;
    if (role == Qt::TextAlignmentRole)
        return column >= Numel && column <= Max ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::ToolTipRole && column == Name)
        return QString::fromStdString(m.originalName.empty() ? m.name : m.name + " (" + m.originalName + ")");
    if (role != Qt::DisplayRole && !raw)
        return {};
    switch (column) {
    case Name: return QString::fromStdString(m.name);
    case Kind: return m.isWeight() ? tr("weight") : tr("input");
    case Shape: return raw ? QVariant(qlonglong(m.shape.size())) : QVariant(shapeText(m.shape));
    case DType: return QString::fromUtf8(dtypeName(m.dtype).data(), int(dtypeName(m.dtype).size()));
    case Numel: return raw ? QVariant(qlonglong(m.numel())) : QVariant(QString::number(m.numel()));
    case Bytes: return raw ? QVariant(qlonglong(m.bytes())) : QVariant(humanBytes(m.bytes()));
    case Mean: return optionalNumber(m.mean, raw);
    case Std: return optionalNumber(m.std, raw);
    case Min: return optionalNumber(m.minVal, raw);
    case Max: return optionalNumber(m.maxVal, raw);
    case Data: return raw ? QVariant(m.hasData ? 1 : 0) : QVariant(dataPreview(m));
    }
    return {};
}

QVariant MetaTableModel::totalsData(int column, int role) const {
    if (role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole)
        return column >= Numel && column <= Max ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name: return tr("Total: %n tensor(s)", nullptr, tensorCount());
    case Numel: return QString::number(m_totalNumel);
    case Bytes: return humanBytes(m_totalBytes);
    }
    return {};
}

} // namespace gnw::ui
