#include "widgets/analysis/StatusChangeModel.h"

#include "widgets/charts/AnalysisChart.h"
#include "widgets/util/ResultText.h"

namespace gnw::ui {

StatusChangeModel::StatusChangeModel(QObject* parent)
    : ColumnTableModel(
          ColumnCount,
          {tr("Sample"), tr("Status A"), tr("Status B"), tr("Speedup A"), tr("Speedup B"), tr("Message (B)")},
          parent) {}

void StatusChangeModel::setComparison(const RunComparison& comparison) {
    beginResetModel();
    m_a = comparison.a;
    m_b = comparison.b;
    m_rows.clear();
    for (const auto& s : comparison.samples)
        if (s.statusChanged())
            m_rows.push_back(s);
    endResetModel();
}

int StatusChangeModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

namespace {
QString statusText(const SampleResult* r) {
    return r ? toQString(statusName(r->status)) : QStringLiteral("(absent)");
}

QVariant speedup(const SampleResult* r, bool raw) {
    const auto s = r ? usableSpeedup(*r) : std::nullopt;
    if (!s)
        return raw ? QVariant(-1.0) : QVariant();
    return raw ? QVariant(*s) : QVariant(speedupText(s));
}
} // namespace

QVariant StatusChangeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& s = m_rows[index.row()];
    const SampleResult* any = s.b ? s.b : s.a;
    if (role == SamplePathRole)
        return QString::fromStdString(any->samplePath);
    if (role == Qt::TextAlignmentRole)
        return index.column() == SpeedupA || index.column() == SpeedupB
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    if (role == Qt::ToolTipRole)
        return index.column() == MessageB && s.b ? QString::fromStdString(s.b->message)
                                                 : QString::fromStdString(any->samplePath);
    const bool raw = role == SortRole;
    if (role != Qt::DisplayRole && !raw)
        return {};
    switch (index.column()) {
    case Sample:
        return QString::fromStdString(s.key);
    case StatusA:
        return statusText(s.a);
    case StatusB:
        return statusText(s.b);
    case SpeedupA:
        return speedup(s.a, raw);
    case SpeedupB:
        return speedup(s.b, raw);
    case MessageB:
        return s.b ? QString::fromStdString(s.b->message).section(QLatin1Char('\n'), 0, 0) : QString();
    }
    return {};
}

} // namespace gnw::ui
