#include "widgets/analysis/SampleOutcomeModel.h"

#include "widgets/util/Format.h"
#include "widgets/util/ResultText.h"

#include <QBrush>
#include <QColor>
#include <cmath>

namespace gnw::ui {

SampleOutcomeModel::SampleOutcomeModel(QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Sample"), tr("Run"), tr("State"), tr("Speedup"), tr("Factor"),
                        tr("Failure class"), tr("Message")},
                       parent) {}

void SampleOutcomeModel::setRows(std::vector<OutcomeRow> rows) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int SampleOutcomeModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

namespace {
QVariant number(double v, bool raw) {
    if (std::isnan(v))
        return raw ? QVariant(-1.0) : QVariant();
    return raw ? QVariant(v) : QVariant(QString::number(v, 'f', 4));
}

std::optional<double> present(double v) {
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}
} // namespace

QVariant SampleOutcomeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& r = m_rows[index.row()];
    if (role == SamplePathRole)
        return r.samplePath;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Speedup || index.column() == Factor
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    if (role == Qt::ToolTipRole)
        return index.column() == Message ? r.message : r.samplePath;
    if (role == Qt::ForegroundRole && index.column() == State &&
        !r.state.startsWith(QLatin1String("correct")) && !r.state.endsWith(QLatin1String("(tolerated)")))
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (role == Qt::ForegroundRole && index.column() == Speedup) // as in every other speedup cell
        if (const QColor c = speedupColor(present(r.speedup)); c.isValid())
            return QBrush(c);
    const bool raw = role == SortRole;
    if (role != Qt::DisplayRole && !raw)
        return {};
    switch (index.column()) {
    case Sample:
        return r.samplePath;
    case Run:
        return r.run;
    case State:
        return r.state;
    case Speedup:
        return raw ? number(r.speedup, raw) : QVariant(speedupText(present(r.speedup)));
    case Factor:
        return number(r.factor, raw);
    case FailureClass:
        return r.failureClass;
    case Message:
        return raw ? r.message : r.message.section(QLatin1Char('\n'), 0, 0);
    }
    return {};
}

} // namespace gnw::ui
