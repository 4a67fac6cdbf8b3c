#include "widgets/sample/SampleResultsTab.h"

#include "core/metrics/ScoredSample.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/fault/FaultLocatorService.h"
#include "widgets/run/RunResultsCache.h"
#include "widgets/util/ResultText.h"

#include <QBrush>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gnw::ui {

SampleResultsModel::SampleResultsModel(QObject* parent)
    : ColumnTableModel(ColumnCount,
                       {tr("Run"), tr("Backend"), tr("Device"), tr("Status"), tr("Speedup"), tr("95% CI"),
                        tr("Eager (ms)"), tr("Backend (ms)"), tr("Compile (ms)"), tr("Graph breaks"),
                        tr("Message")},
                       parent) {}

namespace {
std::optional<double> valueOf(const SampleResultsModel::Row& row, int column) {
    switch (column) {
    case SampleResultsModel::Speedup:
        return row.result.speedupE2e;
    case SampleResultsModel::EagerMs:
        return row.result.eagerE2e.median ? row.result.eagerE2e.median : row.result.eagerE2e.mean;
    case SampleResultsModel::BackendMs:
        return row.result.compiledE2e.median ? row.result.compiledE2e.median : row.result.compiledE2e.mean;
    case SampleResultsModel::CompileMs:
        return row.result.compileMs;
    default:
        return std::nullopt;
    }
}
} // namespace

void SampleResultsModel::setRows(std::vector<Row> rows) {
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

bool SampleResultsModel::columnHasValues(int column) const {
    for (const auto& r : m_rows) {
        const MeasurementDetails& d = r.result.details;
        if ((column == SpeedupCi && d.speedupCiLow) || (column == GraphBreaks && d.graphBreaks) ||
            (column == CompileMs && valueOf(r, column)))
            return true;
    }
    return column != CompileMs && column != SpeedupCi && column != GraphBreaks;
}

int SampleResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SampleResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[index.row()];
    const int c = index.column();
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (c) {
        case Run:
            return QStringLiteral("%1 (#%2)").arg(QString::fromStdString(row.run.name)).arg(row.run.id);
        case Backend:
            return QString::fromStdString(row.run.compiler);
        case Device:
            return QString::fromStdString(row.run.device);
        case Status:
            return resultStatusText(row.result);
        case Speedup:
            return role == Qt::ToolTipRole ? speedupToolTip(row.result) : speedupText(row.result.speedupE2e);
        case SpeedupCi: {
            const MeasurementDetails& d = row.result.details;
            return d.speedupCiLow && d.speedupCiHigh ? QVariant(QStringLiteral("%1 – %2")
                                                                    .arg(*d.speedupCiLow, 0, 'f', 3)
                                                                    .arg(*d.speedupCiHigh, 0, 'f', 3))
                                                     : QVariant();
        }
        case GraphBreaks: {
            const MeasurementDetails& d = row.result.details;
            if (!d.graphBreaks)
                return {};
            return role == Qt::ToolTipRole ? QVariant(tr("%1 graph break(s), %2 recompile(s)")
                                                          .arg(*d.graphBreaks)
                                                          .arg(d.recompiles.value_or(0)))
                                           : QVariant(*d.graphBreaks);
        }
        case EagerMs:
        case BackendMs:
        case CompileMs: {
            const auto v = valueOf(row, c);
            return v ? QVariant(QString::number(*v, 'f', 3)) : QVariant();
        }
        case Message:
            return role == Qt::ToolTipRole ? QString::fromStdString(row.result.message)
                                           : shortMessage(row.result.message);
        }
    }
    if (role == Qt::ForegroundRole && c == Status)
        return QBrush(statusColor(row.result.status));
    if (role == Qt::BackgroundRole && c == Speedup)
        if (const QColor col = speedupColor(row.result.speedupE2e); col.isValid())
            return QBrush(col);
    if (role == Qt::TextAlignmentRole && c >= Speedup && c <= GraphBreaks)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

SampleResultsTab::SampleResultsTab(QWidget* parent)
    : QWidget(parent), m_model(new SampleResultsModel(this)), m_view(new QTableView(this)),
      m_summary(new QLabel(this)), m_run(new QPushButton(tr("Run This Sample Now…"), this)),
      m_locate(new QPushButton(tr("Locate Fault…"), this)), m_slowdown(new QPushButton(tr("Slowdown Map…"), this)) {
    setObjectName(QStringLiteral("sampleResults"));
    m_run->setObjectName(QStringLiteral("runSampleNow"));
    m_locate->setObjectName(QStringLiteral("locateFault"));
    m_locate->setToolTip(tr("Find the first operator the selected result's backend gets wrong "
                            "(docs/fault-localisation.md)"));
    m_locate->setEnabled(false);
    m_slowdown->setObjectName(QStringLiteral("slowdownMap"));
    m_slowdown->setToolTip(tr("Time the selected result's backend on each module group of the sample and colour "
                              "the graph by the speedups"));
    m_slowdown->setEnabled(false);
    m_view->setModel(m_model);
    setUpRecordTable(m_view);
    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_slowdown);
    top->addWidget(m_locate);
    top->addWidget(m_run);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (!m_relPath.isEmpty())
            Q_EMIT runRequested(m_relPath);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SampleResultsTab::updateLocate);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SampleResultsTab::updateLocate);
    connect(m_locate, &QPushButton::clicked, this, [this] {
        const auto rows = m_view->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            Q_EMIT locateRequested(rows.first().row());
    });
    connect(m_slowdown, &QPushButton::clicked, this, [this] {
        const auto rows = m_view->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            Q_EMIT slowdownRequested(rows.first().row());
    });
}

bool SampleResultsModel::locatable(const SampleResult& result) {
    if (result.status == SampleStatus::EagerFail)
        return false;
    // Wrong at the tolerance the search judges by, not only where the engine's loose `accuracy` class
    // starts (t = 1).
    const int t = LocateRequest{}.tolerance;
    return result.status != SampleStatus::Correct || !((correctnessMask(result) >> (t - kMinTolerance)) & 1u);
}

void SampleResultsTab::updateLocate() {
    const auto rows = m_view->selectionModel()->selectedRows();
    const auto* row = rows.isEmpty() ? nullptr : m_model->row(rows.first().row());
    const bool service = FaultLocatorService::defaultService() != nullptr;
    m_locate->setEnabled(service && row && SampleResultsModel::locatable(row->result));
    m_slowdown->setEnabled(service && row && row->result.speedupE2e.has_value());
}

void SampleResultsTab::setRunEnabled(bool enabled) {
    m_run->setEnabled(enabled);
}

void SampleResultsTab::setSample(const QString& relPath) {
    m_relPath = relPath;
    std::vector<SampleResultsModel::Row> rows;
    if (m_cache && !relPath.isEmpty()) {
        m_cache->refresh();
        const std::string rel = relPath.toStdString();
        for (const auto& run : m_cache->runs())
            for (const auto& r : m_cache->results(run.id))
                if (pathNamesSample(r.samplePath, rel))
                    rows.push_back({run, r});
    }
    m_summary->setText(rows.empty() ? tr("No run has a result for this sample yet.")
                                    : tr("%n result(s) in the store.", nullptr, int(rows.size())));
    m_model->setRows(std::move(rows));
    for (int column : {int(SampleResultsModel::CompileMs), int(SampleResultsModel::SpeedupCi),
                       int(SampleResultsModel::GraphBreaks)})
        m_view->setColumnHidden(column, !m_model->columnHasValues(column));
    m_view->resizeColumnsToContents();
}

} // namespace gnw::ui
