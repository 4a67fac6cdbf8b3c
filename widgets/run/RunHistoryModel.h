#pragma once
// Every run of the store with what a researcher compares runs by: backend, device, hardware, date, counts
// by status, S(0) and ES(3) (micro form, p = 0, b = 0.1), finished or interrupted, notes. Name and notes
// are editable (written to the store at once). The store is read off the GUI thread: reload() returns at
// once and reloaded() says when the rows (or the store's error) are in.
#include "core/store/RunRecord.h"
#include "widgets/common/BackgroundJob.h"
#include "widgets/common/ColumnTableModel.h"

#include <QSet>
#include <map>
#include <optional>
#include <vector>

namespace gnw::ui {

class RunHistoryModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Backend,
        Device,
        Hardware,
        Date,
        Results,
        Statuses,
        S0,
        Es3,
        State,
        Notes,
        ColumnCount
    };
    enum Role { RunIdRole = Qt::UserRole + 1, SortRole };

    explicit RunHistoryModel(QString storePath, QObject* parent = nullptr);

    // Re-reads the store in the background; `running` are the runs the queue is running now. A reload
    // asked for while one is on its way supersedes it.
    void reload(const QList<qint64>& running = {});
    const RunRecord* run(int row) const;
    int rowOfRun(qint64 runId) const;
    // Results of the row's run whose status is not correct (what "Re-run Failed Samples" would run).
    int failedResults(int row) const;
    QString lastError() const { return m_error; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

Q_SIGNALS:
    // The rows are those of the store now; lastError() says why they are empty if it could not be read.
    void reloaded();

private:
    struct Row {
        RunRecord run;
        std::map<std::string, int> statuses; // upstream status -> count
        std::optional<double> s0, es3;
    };
    struct Loaded {
        std::vector<Row> rows;
        QString error;
    };
    static Loaded load(const QString& storePath);

    QString m_storePath;
    BackgroundJob m_job;
    std::vector<Row> m_rows;
    QSet<qint64> m_running;
    QString m_error;
};

} // namespace gnw::ui
