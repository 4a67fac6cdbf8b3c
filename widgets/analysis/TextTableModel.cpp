#include "widgets/analysis/TextTableModel.h"

#include <QCoreApplication>

#include <limits>

namespace gnw::ui {

namespace {

// The headers core writes (core/analysis/SummaryTables.cpp), for lupdate; shown through translate().
[[maybe_unused]] constexpr const char* kHeaders[] = {
    QT_TRANSLATE_NOOP("SummaryTables", "run"),
    QT_TRANSLATE_NOOP("SummaryTables", "category"),
    QT_TRANSLATE_NOOP("SummaryTables", "samples"),
    QT_TRANSLATE_NOOP("SummaryTables", "passed"),
    QT_TRANSLATE_NOOP("SummaryTables", "pass rate"),
    QT_TRANSLATE_NOOP("SummaryTables", "geomean speedup (passing)"),
    QT_TRANSLATE_NOOP("SummaryTables", "geomean speedup (common)"),
    QT_TRANSLATE_NOOP("SummaryTables", "common"),
    QT_TRANSLATE_NOOP("SummaryTables", "compile s median"),
    QT_TRANSLATE_NOOP("SummaryTables", "compile s mean"),
    QT_TRANSLATE_NOOP("SummaryTables", "graph breaks"),
    QT_TRANSLATE_NOOP("SummaryTables", "noisy"),
    QT_TRANSLATE_NOOP("SummaryTables", "contended"),
    QT_TRANSLATE_NOOP("SummaryTables", "memory compression"),
    QT_TRANSLATE_NOOP("SummaryTables", "geomean ratio new/base"),
    QT_TRANSLATE_NOOP("SummaryTables", "regressions"),
    QT_TRANSLATE_NOOP("SummaryTables", "improvements"),
    QT_TRANSLATE_NOOP("SummaryTables", "now fail"),
    QT_TRANSLATE_NOOP("SummaryTables", "now pass"),
    QT_TRANSLATE_NOOP("SummaryTables", "sample"),
    QT_TRANSLATE_NOOP("SummaryTables", "change"),
    QT_TRANSLATE_NOOP("SummaryTables", "speedup base"),
    QT_TRANSLATE_NOOP("SummaryTables", "speedup new"),
    QT_TRANSLATE_NOOP("SummaryTables", "ratio new/base"),
    QT_TRANSLATE_NOOP("SummaryTables", "interval base"),
    QT_TRANSLATE_NOOP("SummaryTables", "interval new"),
};

} // namespace

TextTableModel::TextTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void TextTableModel::setTable(TextTable table) {
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

int TextTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table.rows.size());
}

int TextTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table.header.size());
}

QVariant TextTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString text = QString::fromStdString(m_table.rows[index.row()][index.column()]);
    const bool numeric =
        index.column() < static_cast<int>(m_table.numeric.size()) && m_table.numeric[index.column()];
    switch (role) {
    case Qt::DisplayRole:
        return text;
    case Qt::TextAlignmentRole:
        return numeric ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case SortRole: {
        if (!numeric)
            return text;
        bool ok = false;
        const double v = QString(text).remove(QLatin1Char('%')).toDouble(&ok);
        return ok ? v : -std::numeric_limits<double>::infinity(); // "-": no value, first
    }
    default:
        return {};
    }
}

QVariant TextTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= static_cast<int>(m_table.header.size()))
        return QAbstractTableModel::headerData(section, orientation, role);
    return QCoreApplication::translate("SummaryTables", m_table.header[section].c_str());
}

} // namespace gnw::ui
