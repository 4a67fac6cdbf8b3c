#pragma once
// Compare two runs: pick A and B, see the per-sample speedup scatter and the samples whose status
// changed; double-clicking a row or clicking a point asks for the sample page.
#include "core/analysis/LoadedRun.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QSortFilterProxyModel;
class QTableView;

namespace gnw::ui {

class ChartPanel;
class ComparisonChart;
class StatusChangeModel;

class ComparisonPanel : public QWidget {
    Q_OBJECT
public:
    using RunLoader = std::function<std::shared_ptr<const LoadedRun>(std::int64_t runId)>;

    ComparisonPanel(RunLoader loader, QWidget* parent = nullptr);

    // Offers these runs for A and B; the first two (or the current choice, when still present) are picked.
    void setRuns(const std::vector<RunRecord>& runs);
    void compare(std::int64_t runA, std::int64_t runB);

    ChartPanel* chartPanel() const { return m_chartPanel; }
    ComparisonChart* chart() const { return m_chart; }
    StatusChangeModel* changesModel() const { return m_changes; }
    QSortFilterProxyModel* changesProxy() const { return m_proxy; }
    QTableView* changesView() const { return m_view; }
    QComboBox* runABox() const { return m_runA; }
    QComboBox* runBBox() const { return m_runB; }

Q_SIGNALS:
    void sampleRequested(const QString& samplePath);

private:
    void update();

    RunLoader m_loader;
    QComboBox* m_runA;
    QComboBox* m_runB;
    ComparisonChart* m_chart;
    ChartPanel* m_chartPanel;
    StatusChangeModel* m_changes;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace gnw::ui
