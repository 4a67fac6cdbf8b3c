#pragma once
// The "Summary" tab: per checked run (and per category) pass rate, geomean speedups over the passing and the
// common samples, compile time, graph breaks, noisy and contended shares; against a chosen base run, the
// categories' geomean ratios and the samples that regressed, improved or changed status (double-click opens
// the sample); settings that differ between base and new are named. The same report as `graphnet-bench
// summary` (core/analysis/SummaryTables.h), copied out as Markdown, LaTeX or CSV.
#include "core/analysis/SummaryTables.h"

#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace gnw::ui {

class TextTableModel;

class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    using RunLoader = std::function<std::shared_ptr<const LoadedRun>(std::int64_t runId)>;

    SummaryPanel(RunLoader loader, QWidget* parent = nullptr);

    // The runs to summarise (the page's checked ones) and every run of the store (offered as the base).
    void setRuns(const std::vector<std::int64_t>& checked, const std::vector<RunRecord>& all);
    void setBase(std::int64_t runId); // 0: none
    void setByCategory(bool byCategory);

    const SummaryReport& report() const { return m_report; }
    // What the copy buttons put on the clipboard.
    QString reportText(TableFormat format) const;

    QTableView* summaryView() const { return m_summaryView; }
    QTableView* categoryView() const { return m_categoryView; }
    QTableView* sampleView() const { return m_sampleView; }
    QComboBox* baseBox() const { return m_base; }
    QComboBox* newRunBox() const { return m_newRun; }
    QLabel* warningLabel() const { return m_warning; }

Q_SIGNALS:
    void sampleRequested(const QString& samplePath);

private:
    void update();
    void showComparison();

    RunLoader m_loader;
    std::vector<std::int64_t> m_checked;
    SummaryReport m_report;
    LoadedRuns m_runs; // keeps the results the report points into alive
    QComboBox* m_base;
    QComboBox* m_newRun;
    QCheckBox* m_byCategory;
    QLabel* m_warning;
    TextTableModel* m_summary;
    TextTableModel* m_categories;
    TextTableModel* m_samples;
    QTableView* m_summaryView;
    QTableView* m_categoryView;
    QTableView* m_sampleView;
    QSortFilterProxyModel* m_sampleProxy;
    QStringList m_samplePaths; // per row of m_samples
};

} // namespace gnw::ui
