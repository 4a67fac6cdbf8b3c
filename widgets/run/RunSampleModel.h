#pragma once
// The samples of one queued or running job, live: queued, running, or done with status, class, speedup,
// time and message. Reads the job from the RunQueue and follows its signals.
#include "widgets/common/ColumnTableModel.h"

#include <QPointer>

namespace gnw::ui {

class RunQueue;
struct RunJob;

class RunSampleModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column { Sample, State, Status, Speedup, Seconds, Message, ColumnCount };

    explicit RunSampleModel(RunQueue* queue, QObject* parent = nullptr);

    void setJob(int jobId); // 0 = none
    int jobId() const { return m_jobId; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    const RunJob* job() const;
    void onSampleChanged(int jobId, int index);

    QPointer<RunQueue> m_queue;
    int m_jobId = 0;
    int m_rows = 0; // rows the view knows about (the job's sample list only grows when it starts)
};

} // namespace gnw::ui
