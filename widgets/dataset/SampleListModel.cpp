#include "widgets/dataset/SampleListModel.h"

#include "widgets/util/Format.h"
#include "widgets/util/ResultText.h"

#include <QBrush>
#include <QDir>
#include <QGuiApplication>
#include <QPalette>

namespace gnw::ui {

SampleListModel::SampleListModel(QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Sample"), tr("Category"), tr("Tag"), tr("Framework"), tr("Params"), tr("Bytes"),
                        tr("Inputs"), tr("Weights"), tr("model.py"), tr("Nodes"), tr("FLOPs"), tr("DTypes"),
                        tr("Valid"), tr("Status"), tr("Speedup")},
                       parent) {}

namespace {

QString analysisToolTip(const SampleAnalysis& a) {
    if (!a.parsed)
        return a.errors.empty() ? QString() : QString::fromStdString(a.errors.front().toString());
    if (!a.analyzed)
        return SampleListModel::tr("%1 nodes; shapes and FLOPs not analysed").arg(a.nodes);
    QString text = analysisCostText(a);
    if (!a.unresolved.empty())
        text += QLatin1Char('\n') +
                SampleListModel::tr("unresolved: %1").arg(QString::fromStdString(a.unresolved.front()));
    if (!a.errors.empty())
        text += QLatin1Char('\n') + QString::fromStdString(a.errors.front().toString());
    return text;
}

} // namespace

QString sourceGroupOf(const SampleSummary& s) {
    const auto slash = s.displayName.find('/');
    if (slash == std::string::npos)
        return QString::fromStdString(s.category);
    return QString::fromStdString(s.category + '/' + s.displayName.substr(0, slash));
}

void SampleListModel::setRecords(const std::vector<SampleRecord>* records) {
    beginResetModel();
    m_records = records;
    m_results.clear(); // rows moved: the owner sets them again for the new records
    m_backends.clear();
    endResetModel();
}

const SampleRecord* SampleListModel::record(int row) const {
    if (!m_records || row < 0 || row >= static_cast<int>(m_records->size()))
        return nullptr;
    return &(*m_records)[row];
}

int SampleListModel::rowOf(const QString& relPath) const {
    if (!m_records)
        return -1;
    const auto key = relPath.toStdString();
    for (size_t i = 0; i < m_records->size(); ++i)
        if ((*m_records)[i].summary.relPath == key)
            return static_cast<int>(i);
    return -1;
}

int SampleListModel::rowOfPathTail(const QString& path) const {
    QString tail = QDir::fromNativeSeparators(path.section(QLatin1Char('#'), 0, 0));
    while (tail.endsWith(QLatin1Char('/')))
        tail.chop(1);
    while (!tail.isEmpty()) {
        if (const int row = rowOf(tail); row >= 0)
            return row;
        const auto slash = tail.indexOf(QLatin1Char('/'));
        if (slash < 0)
            break;
        tail = tail.mid(slash + 1);
    }
    return -1;
}

int SampleListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_records ? 0 : static_cast<int>(m_records->size());
}

void SampleListModel::setResults(std::vector<std::optional<RowResult>> chosenRun,
                                 std::vector<QStringList> backends) {
    m_results = std::move(chosenRun);
    m_backends = std::move(backends);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QVariant SampleListModel::resultData(int row, int column, int role) const {
    const auto& r = row < int(m_results.size()) ? m_results[row] : std::nullopt;
    if (!r)
        return role == SortRole ? QVariant(column == RunSpeedup ? -1.0 : 0.0) : QVariant();
    const QString status =
        QString::fromUtf8(statusName(r->status).data(), qsizetype(statusName(r->status).size()));
    switch (role) {
    case Qt::DisplayRole:
        if (column == RunSpeedup)
            return speedupText(r->speedup);
        return r->failureClass.empty() || r->status == SampleStatus::Correct
                   ? status
                   : QStringLiteral("%1 (%2)").arg(status, QString::fromStdString(r->failureClass));
    case SortRole:
        return column == RunSpeedup ? QVariant(r->speedup.value_or(-1.0)) : QVariant(int(r->status));
    case Qt::ToolTipRole:
        if (column == RunSpeedup)
            return r->speedupTip.isEmpty() ? QVariant() : QVariant(r->speedupTip);
        return r->message.empty() ? QVariant() : QVariant(QString::fromStdString(r->message));
    case Qt::ForegroundRole:
        return column == RunStatus ? QVariant(QBrush(statusColor(r->status))) : QVariant();
    case Qt::BackgroundRole:
        if (column == RunSpeedup)
            if (const QColor c = speedupColor(r->speedup); c.isValid())
                return QBrush(c);
        return {};
    case Qt::TextAlignmentRole:
        return column == RunSpeedup ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    }
    return {};
}

QVariant SampleListModel::data(const QModelIndex& index, int role) const {
    const auto* rec = record(index.row());
    if (!rec || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == StatusRole) {
        const auto& r = index.row() < int(m_results.size()) ? m_results[index.row()] : std::nullopt;
        return r ? QString::fromUtf8(statusName(r->status).data(), qsizetype(statusName(r->status).size())) +
                       QLatin1Char(' ') + QString::fromStdString(r->failureClass)
                 : QString();
    }
    if (role == BackendsRole)
        return index.row() < int(m_backends.size()) ? m_backends[index.row()] : QStringList();
    if (index.column() == RunStatus || index.column() == RunSpeedup)
        return resultData(index.row(), index.column(), role);
    const auto& s = rec->summary;
    const auto str = [](const std::string& v) { return QString::fromStdString(v); };
    switch (role) {
    case CategoryRole:
        return str(s.category);
    case TagRole:
        return str(s.heuristicTag);
    case FrameworkRole:
        return str(s.framework);
    case GroupRole:
        return sourceGroupOf(s);
    case RelPathRole:
        return str(s.relPath);
    case OpsRole: {
        QStringList ops;
        for (const auto& [target, count] : s.analysis.ops)
            ops << str(target);
        return ops;
    }
    case FilterRole: {
        QString text =
            str(s.displayName) + QLatin1Char(' ') + str(s.heuristicTag) + QLatin1Char(' ') + str(s.modelName);
        for (const auto& d : s.dtypes)
            text += QLatin1Char(' ') + str(d);
        return text.toLower();
    }
    case Qt::ToolTipRole:
        if (!s.valid())
            return str(s.errors.front().toString());
        if (index.column() == Nodes || index.column() == Flops)
            return analysisToolTip(s.analysis);
        return str(s.relPath);
    case Qt::ForegroundRole:
        if (!s.valid())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= Params && index.column() <= Flops)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case SortRole: {
        const bool raw = role == SortRole;
        switch (index.column()) {
        case Name:
            return str(s.displayName);
        case Category:
            return str(s.category);
        case Tag:
            return str(s.heuristicTag);
        case Framework:
            return str(s.framework);
        case Params:
            return raw ? QVariant(qlonglong(s.paramCount)) : QVariant(humanCount(s.paramCount));
        case Bytes:
            return raw ? QVariant(qlonglong(s.paramBytes + s.inputBytes))
                       : QVariant(humanBytes(s.paramBytes + s.inputBytes));
        case Inputs:
            return s.numInputs;
        case Weights:
            return s.numWeights;
        case ModelPy:
            return raw ? QVariant(qlonglong(s.modelPyBytes)) : QVariant(humanBytes(s.modelPyBytes));
        case Nodes:
            if (!s.analysis.parsed) // a model.py that does not parse (tool tip: where), or never indexed
                return raw ? QVariant(qlonglong(-1))
                           : QVariant(s.analysis.errors.empty() ? QString() : tr("error"));
            return s.analysis.nodes;
        case Flops:
            if (!s.analysis.analyzed)
                return raw ? QVariant(-1.0) : QVariant(QString());
            return raw ? QVariant(s.analysis.flops) : QVariant(humanFlops(s.analysis.flops));
        case DTypes: {
            QStringList names;
            for (const auto& d : s.dtypes)
                names << str(d);
            return names.join(QStringLiteral(", "));
        }
        case Valid:
            if (raw)
                return s.valid() ? 1 : 0;
            return s.valid() ? tr("ok") : tr("invalid");
        }
        return {};
    }
    }
    return {};
}

} // namespace gnw::ui
