#pragma once
// The "Analysis" page: the store's runs (checked ones are drawn), the parameters, and tabs with S(t),
// ES(t), the speedup violins, the roofline and a two-run comparison; clicking a point or a violin lists the
// samples behind it, and from there asks for the sample page. Logs are imported off the GUI thread (also by
// dropping files on the page); duplicates and errors (file:line) are reported on the page.
#include "core/analysis/CurveScores.h"
#include "core/metrics/Bootstrap.h"
#include "widgets/analysis/LogImport.h"
#include "widgets/common/BackgroundJob.h"

#include <QStringList>
#include <QWidget>
#include <map>
#include <memory>

class QLabel;
class QTabWidget;
class QTableView;

namespace gnw::ui {

class AnalysisControls;
class ChartPanel;
class ComparisonPanel;
class DrillDownPanel;
class RooflinePanel;
class RunListModel;
class ScoreChart;
class SummaryPanel;
class ViolinChart;

class AnalysisPage : public QWidget {
    Q_OBJECT
public:
    enum Tab { StTab, EstTab, ViolinTab, RooflineTab, CompareTab, SummaryTab };

    explicit AnalysisPage(const QString& storePath, QWidget* parent = nullptr);
    ~AnalysisPage() override;

    // Re-reads the run list (and any run whose result count changed) and redraws.
    void reload();
    // The dataset was indexed: results join the samples' categories and graph statistics (the roofline's
    // FLOPs) when read, so the runs read before are read again.
    void samplesChanged();
    // Imports in the background; files dropped while an import runs are queued.
    void importLogs(const QStringList& files);
    bool isImporting() const { return m_import.isBusy() || !m_queued.isEmpty(); }
    const LogImportReport& lastImport() const { return m_lastImport; }
    void showTab(Tab tab);

    RunListModel* runModel() const { return m_runs; }
    QTableView* runView() const { return m_runView; }
    AnalysisControls* controls() const { return m_controls; }
    ScoreChart* stChart() const { return m_st; }
    ScoreChart* esChart() const { return m_es; }
    ViolinChart* violinChart() const { return m_violin; }
    ChartPanel* panel(Tab tab) const; // null for the Summary tab, which has no chart
    ComparisonPanel* comparison() const { return m_comparison; }
    SummaryPanel* summary() const { return m_summary; }
    RooflinePanel* roofline() const { return m_roofline; }
    DrillDownPanel* drillDown() const { return m_drill; }
    QTabWidget* tabs() const { return m_tabs; }
    // The micro/macro disagreement warnings currently shown (empty when hidden).
    QString warningText() const;
    QString importText() const;

Q_SIGNALS:
    void sampleRequested(const QString& samplePath);
    void importFinished(const QString& summary);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    std::shared_ptr<const LoadedRun> loadRun(std::int64_t runId);
    void refresh();
    void updateScores();
    void updateViolins();
    void startBootstrap();
    void launchBootstrap();
    void updateBanner();
    void onImportFinished(LogImportReport report);
    void startImport(const QStringList& files);

    QString m_storePath;
    RunListModel* m_runs;
    QTableView* m_runView;
    AnalysisControls* m_controls;
    QLabel* m_importStatus;
    QLabel* m_banner;
    QTabWidget* m_tabs;
    ScoreChart* m_st;
    ScoreChart* m_es;
    ViolinChart* m_violin;
    ChartPanel* m_stPanel;
    ChartPanel* m_esPanel;
    ChartPanel* m_violinPanel;
    RooflinePanel* m_roofline;
    ComparisonPanel* m_comparison;
    SummaryPanel* m_summary;
    DrillDownPanel* m_drill;

    std::map<std::int64_t, std::shared_ptr<const LoadedRun>> m_loaded;
    std::shared_ptr<const CurveSet> m_set;
    QString m_setKey, m_violinKey, m_bandKey, m_rooflineKey;
    std::vector<CurveScores> m_curves;
    std::vector<BootstrapBand> m_bands; // of the curves of m_bandsSetKey
    QString m_bandsSetKey;
    // One bootstrap at a time: parameters changed meanwhile start the next one when it delivers.
    BackgroundJob m_bandJob;
    QString m_bandJobKey, m_bandJobSetKey;
    // Imports run one at a time, later files queue (m_queued); the destructor waits for one in flight.
    BackgroundJob m_import;
    QStringList m_queued;
    LogImportReport m_lastImport;
};

} // namespace gnw::ui
