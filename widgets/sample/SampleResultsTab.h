#pragma once
// The sample page's "Results" tab: this sample in every run of the store (status, speedup, eager and
// backend medians, compile time when the run recorded one, the failure message) and "Run this sample now".
#include <QWidget>
#include <vector>

#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"
#include "widgets/common/ColumnTableModel.h"

class QLabel;
class QPushButton;
class QTableView;

namespace gnw::ui {

class RunResultsCache;

class SampleResultsModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column {
        Run,
        Backend,
        Device,
        Status,
        Speedup,
        SpeedupCi,
        EagerMs,
        BackendMs,
        CompileMs,
        GraphBreaks,
        Message,
        ColumnCount
    };

    explicit SampleResultsModel(QObject* parent = nullptr);

    struct Row {
        RunRecord run;
        SampleResult result;
    };
    void setRows(std::vector<Row> rows);
    const Row* row(int index) const {
        return index >= 0 && index < int(m_rows.size()) ? &m_rows[std::size_t(index)] : nullptr;
    }
    // A result a fault can be located in: the backend failed (not eager) or its outputs were wrong at the
    // search's default tolerance.
    static bool locatable(const SampleResult& result);
    // False when no row has the column's value (the view hides it).
    bool columnHasValues(int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::vector<Row> m_rows;
};

class SampleResultsTab : public QWidget {
    Q_OBJECT
public:
    explicit SampleResultsTab(QWidget* parent = nullptr);

    void setCache(RunResultsCache* cache) { m_cache = cache; }
    void setRunEnabled(bool enabled);
    // Lists `relPath` in every run (re-reads the cache's runs first).
    void setSample(const QString& relPath);
    void refresh() { setSample(m_relPath); }

    SampleResultsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* locateButton() const { return m_locate; }
    QPushButton* slowdownButton() const { return m_slowdown; }

Q_SIGNALS:
    void runRequested(const QString& relPath);
    // "Locate Fault…" on the model's row `row` (a locatable result).
    void locateRequested(int row);
    // "Slowdown Map…" on the model's row `row` (a result with a speedup).
    void slowdownRequested(int row);

private:
    RunResultsCache* m_cache = nullptr;
    QString m_relPath;
    SampleResultsModel* m_model;
    QTableView* m_view;
    QLabel* m_summary;
    QPushButton* m_run;
    QPushButton* m_locate;
    QPushButton* m_slowdown;
    void updateLocate();
};

} // namespace gnw::ui
