#include "widgets/run/RunSampleModel.h"

#include "widgets/run/RunQueue.h"
#include "widgets/util/ResultText.h"

#include <QBrush>

namespace gnw::ui {

namespace {
// The engine's phase names (core/engine/measure/SampleOutcome.h) as the monitor shows them.
QString phaseText(const QString& phase) {
    if (phase == QLatin1String("eager"))
        return RunSampleModel::tr("running eager");
    if (phase == QLatin1String("compile"))
        return RunSampleModel::tr("compiling");
    if (phase == QLatin1String("compiled"))
        return RunSampleModel::tr("timing compiled");
    if (phase == QLatin1String("compare"))
        return RunSampleModel::tr("comparing outputs");
    return RunSampleModel::tr("running"); // setup, done, or not reported yet
}
} // namespace

RunSampleModel::RunSampleModel(RunQueue* queue, QObject* parent)
    : ColumnTableModel(
          ColumnCount,
          {tr("Sample"), tr("State"), tr("Status (class)"), tr("Speedup"), tr("Seconds"), tr("Message")},
          parent),
      m_queue(queue) {
    connect(queue, &RunQueue::jobStarted, this, [this](int id) {
        if (id == m_jobId)
            setJob(id);
    });
    connect(queue, &RunQueue::jobFinished, this, [this](int id) {
        if (id == m_jobId && m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
    connect(queue, &RunQueue::sampleChanged, this, &RunSampleModel::onSampleChanged);
}

const RunJob* RunSampleModel::job() const {
    return m_queue && m_jobId ? m_queue->job(m_jobId) : nullptr;
}

void RunSampleModel::setJob(int jobId) {
    beginResetModel();
    m_jobId = jobId;
    const auto* j = job();
    m_rows = j ? static_cast<int>(j->samples.size()) : 0;
    endResetModel();
}

void RunSampleModel::onSampleChanged(int jobId, int row) {
    if (jobId != m_jobId || row < 0 || row >= m_rows)
        return;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int RunSampleModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

QVariant RunSampleModel::data(const QModelIndex& index, int role) const {
    const auto* j = job();
    if (!j || !index.isValid() || index.row() >= m_rows || index.row() >= int(j->samples.size()))
        return {};
    const RunSampleState& s = j->samples[index.row()];
    const SampleResult* r = s.result ? &*s.result : nullptr;
    const int repeats = j->request.settings.repeats;
    const int measured = r ? r->details.repeats.value_or(1) : 0;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Sample:
            return s.relPath;
        case State:
            switch (s.state) {
            case RunSampleState::Queued:
                return j->state == RunJob::Running || j->state == RunJob::Queued ? tr("queued")
                                                                                 : tr("not run");
            case RunSampleState::Running:
                if (repeats > 1) // the result so far is over the repeats already measured
                    return tr("%1 (repeat %2 of %3)").arg(phaseText(s.phase)).arg(measured + 1).arg(repeats);
                return phaseText(s.phase);
            case RunSampleState::Done:
                if (r && r->status == SampleStatus::Correct && measured < repeats)
                    return tr("correct, %1 of %2 repeats").arg(measured).arg(repeats);
                return r && r->status == SampleStatus::Correct ? tr("correct") : tr("failed");
            case RunSampleState::Skipped:
                return tr("done earlier");
            }
            return {};
        case Status:
            return r ? resultStatusText(*r) : QVariant();
        case Speedup:
            return r ? speedupText(r->speedupE2e) : QVariant();
        case Seconds:
            return s.state == RunSampleState::Done ? QString::number(s.seconds, 'f', 2) : QVariant();
        case Message:
            if (!r)
                return {};
            return role == Qt::ToolTipRole ? QString::fromStdString(r->message) : shortMessage(r->message);
        }
    }
    if (role == Qt::ForegroundRole && r && (index.column() == Status || index.column() == State))
        return QBrush(statusColor(r->status));
    if (role == Qt::BackgroundRole && r && index.column() == Speedup) {
        const QColor c = speedupColor(r->speedupE2e);
        return c.isValid() ? QVariant(QBrush(c)) : QVariant();
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Speedup || index.column() == Seconds))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace gnw::ui
