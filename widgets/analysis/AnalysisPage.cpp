#include "widgets/analysis/AnalysisPage.h"

#include "widgets/analysis/AnalysisControls.h"
#include "widgets/analysis/ChartPanel.h"
#include "widgets/analysis/ComparisonPanel.h"
#include "widgets/analysis/DrillDownPanel.h"
#include "widgets/analysis/RooflinePanel.h"
#include "widgets/analysis/RunListModel.h"
#include "widgets/analysis/SummaryPanel.h"
#include "widgets/charts/ChartData.h"
#include "widgets/charts/ViolinChart.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/common/ScreenFit.h"

#include <QDragEnterEvent>
#include <QLabel>
#include <QMimeData>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gnw::ui {

namespace {
constexpr int kBannerLines = 6;

QLabel* bannerLabel(const QString& name, const QString& css, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(css);
    label->hide();
    return label;
}

QString htmlList(const QStringList& lines, const QString& color) {
    QString html;
    for (const auto& line : lines)
        html += QStringLiteral("<br><span style='color:%1'>%2</span>").arg(color, line.toHtmlEscaped());
    return html;
}
} // namespace

AnalysisPage::AnalysisPage(const QString& storePath, QWidget* parent)
    : QWidget(parent), m_storePath(storePath), m_runs(new RunListModel(this)),
      m_runView(new QTableView(this)), m_controls(new AnalysisControls(this)),
      m_importStatus(
          bannerLabel(QStringLiteral("importStatus"), QStringLiteral("QLabel { padding: 4px; }"), this)),
      m_banner(bannerLabel(
          QStringLiteral("warningBanner"),
          QStringLiteral("QLabel { background: #fff3cd; color: #664d03; border: 1px solid #ffe69c; "
                         "border-radius: 3px; padding: 6px; }"),
          this)),
      m_tabs(new QTabWidget(this)), m_st(new ScoreChart(ChartStyle::screen(palette()))),
      m_es(new ScoreChart(ChartStyle::screen(palette()))),
      m_violin(new ViolinChart(ChartStyle::screen(palette()))), m_stPanel(new ChartPanel(m_st, this)),
      m_esPanel(new ChartPanel(m_es, this)), m_violinPanel(new ChartPanel(m_violin, this)),
      m_roofline(new RooflinePanel(storePath, this)),
      m_comparison(new ComparisonPanel([this](std::int64_t id) { return loadRun(id); }, this)),
      m_summary(new SummaryPanel([this](std::int64_t id) { return loadRun(id); }, this)),
      m_drill(new DrillDownPanel(this)) {
    setObjectName(QStringLiteral("analysisPage"));
    setAcceptDrops(true);
    m_runView->setModel(m_runs);
    setUpRecordTable(m_runView);
    m_tabs->addTab(m_stPanel, tr("S(t)"));
    m_tabs->addTab(m_esPanel, tr("ES(t)"));
    m_tabs->addTab(m_violinPanel, tr("Speedup Violins"));
    m_tabs->addTab(m_roofline, tr("Roofline"));
    m_tabs->addTab(m_comparison, tr("Compare Runs"));
    m_tabs->addTab(m_summary, tr("Summary"));
    m_tabs->setCurrentIndex(EstTab);
    m_drill->hide();

    auto* side = new QSplitter(Qt::Vertical, this);
    side->addWidget(m_runView);
    side->addWidget(new ScrollBody(m_controls, this)); // the controls scroll rather than widen the page
    auto* center = new QSplitter(Qt::Vertical, this);
    center->addWidget(m_tabs);
    center->addWidget(m_drill);
    center->setStretchFactor(0, 3);
    center->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(side);
    split->addWidget(center);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_importStatus);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);

    connect(m_runs, &RunListModel::checkedChanged, this, &AnalysisPage::refresh);
    connect(m_controls, &AnalysisControls::changed, this, &AnalysisPage::refresh);
    for (auto* chart : {m_st, m_es}) {
        auto* panel = chart == m_st ? m_stPanel : m_esPanel;
        const ScoreKind kind = chart == m_st ? ScoreKind::S : ScoreKind::ES;
        connect(chart, &ScoreChart::pointHovered, panel, [chart, panel](int curve, int t, bool entered) {
            panel->showToolTip(entered ? chart->pointText(curve, t) : QString());
        });
        connect(chart, &ScoreChart::pointClicked, this, [this, kind](int curve, int t) {
            if (!m_set || curve >= static_cast<int>(m_set->curves.size()))
                return;
            const QString title =
                tr("%1 at t = %2, %3")
                    .arg(kind == ScoreKind::S ? QStringLiteral("S(t)") : QStringLiteral("ES(t)"))
                    .arg(t)
                    .arg(QString::fromStdString(m_set->curves[curve].name));
            m_drill->showSamples(title, pointOutcomes(*m_set, curve, kind, t, m_controls->params()));
        });
    }
    connect(m_violin, &ViolinChart::groupHovered, m_violinPanel, [this](int group, bool entered) {
        m_violinPanel->showToolTip(entered ? m_violin->groupText(group) : QString());
    });
    connect(m_violin, &ViolinChart::groupClicked, this, [this](int group) {
        const auto& data = m_violin->data();
        const auto& g = data->groups[group];
        m_drill->showSamples(tr("Speedups of %1").arg(QString::fromStdString(g.violin.group)),
                             violinOutcomes(*data->set, g));
    });
    connect(m_drill, &DrillDownPanel::sampleRequested, this, &AnalysisPage::sampleRequested);
    connect(m_roofline, &RooflinePanel::sampleRequested, this, &AnalysisPage::sampleRequested);
    connect(m_comparison, &ComparisonPanel::sampleRequested, this, &AnalysisPage::sampleRequested);
    connect(m_summary, &SummaryPanel::sampleRequested, this, &AnalysisPage::sampleRequested);
    reload();
}

AnalysisPage::~AnalysisPage() = default;

ChartPanel* AnalysisPage::panel(Tab tab) const {
    switch (tab) {
    case StTab:
        return m_stPanel;
    case EstTab:
        return m_esPanel;
    case ViolinTab:
        return m_violinPanel;
    case RooflineTab:
        return m_roofline->chartPanel();
    case CompareTab:
        return m_comparison->chartPanel();
    case SummaryTab:
        return nullptr;
    }
    return nullptr;
}

void AnalysisPage::showTab(Tab tab) {
    m_tabs->setCurrentIndex(tab);
}

QString AnalysisPage::warningText() const {
    return m_banner->isHidden() ? QString() : m_banner->text();
}
QString AnalysisPage::importText() const {
    return m_importStatus->text();
}

std::shared_ptr<const LoadedRun> AnalysisPage::loadRun(std::int64_t runId) {
    if (const auto it = m_loaded.find(runId); it != m_loaded.end())
        return it->second;
    auto loaded = loadStoredRuns(m_storePath.toStdString(), {runId});
    if (!loaded) {
        m_importStatus->setText(QString::fromStdString(loaded.error().toString()).toHtmlEscaped());
        m_importStatus->show();
        return nullptr;
    }
    return m_loaded[runId] = loaded->front();
}

void AnalysisPage::reload() {
    auto runs = listStoredRuns(m_storePath.toStdString());
    if (!runs) {
        m_importStatus->setText(QString::fromStdString(runs.error().toString()).toHtmlEscaped());
        m_importStatus->show();
        return;
    }
    QSet<qint64> checked, known;
    for (const auto id : m_runs->checkedIds())
        checked.insert(id);
    for (const auto& r : m_runs->runs())
        known.insert(r.id);
    for (const auto& r : *runs) {
        if (!known.contains(r.id))
            checked.insert(r.id); // new runs (imported, measured) are drawn; unchecked ones stay so
        // Engine runs grow while they run: re-read those whose result count moved, and those renamed (the
        // legends name runs by their stored name).
        if (const auto it = m_loaded.find(r.id);
            it != m_loaded.end() &&
            (static_cast<int>(it->second->results.size()) != r.resultCount || it->second->run.name != r.name))
            m_loaded.erase(it);
    }
    m_setKey.clear();
    m_rooflineKey.clear();
    const QString noRuns =
        tr("No runs yet: drop upstream test_compiler logs here or use File → Import Benchmark Logs…");
    if (runs->empty() && m_importStatus->isHidden()) {
        m_importStatus->setText(noRuns);
        m_importStatus->show();
    } else if (!runs->empty() && m_importStatus->text() == noRuns) {
        // a run arrived (measured here or written by another process)
        m_importStatus->clear();
        m_importStatus->hide();
    }
    m_comparison->setRuns(*runs);
    m_runs->setRuns(*runs, checked); // redraws through checkedChanged
    m_runView->resizeColumnsToContents();
}

void AnalysisPage::samplesChanged() {
    m_loaded.clear();
    reload(); // clears the drawn set's keys and redraws through the run list's checkedChanged
}

void AnalysisPage::refresh() {
    QStringList key{QString::number(int(m_controls->grouping())), QString::number(int(m_controls->speedup())),
                    QString::number(int(m_controls->flaggedResults()))};
    for (const auto id : m_runs->checkedIds())
        key << QString::number(id);
    if (key.join(QLatin1Char(',')) != m_setKey || !m_set) {
        m_setKey = key.join(QLatin1Char(','));
        LoadedRuns runs;
        for (const auto id : m_runs->checkedIds())
            if (auto run = loadRun(id))
                runs.push_back(std::move(run));
        m_set = std::make_shared<const CurveSet>(makeCurveSet(
            std::move(runs), m_controls->grouping(), m_controls->speedup(), m_controls->flaggedResults()));
    }
    updateScores();
    updateViolins();
    if (m_rooflineKey != m_setKey) {
        m_summary->setRuns(m_runs->checkedIds(), m_runs->runs());
        m_rooflineKey = m_setKey;
        m_roofline->setRuns(m_set->runs);
    }
}

void AnalysisPage::updateScores() {
    const auto params = m_controls->params();
    m_curves = scoreCurves(*m_set, params);
    startBootstrap();
    const bool macro = m_controls->macroOverlay();
    const auto speedup = m_controls->speedup();
    // While a newer band is computed the previous one of the same curves stays (no rebuild, no flicker).
    auto bands = m_bandsSetKey == m_setKey ? m_bands : std::vector<BootstrapBand>{};
    m_st->setData(scoreChartData(ScoreKind::S, params, m_curves, bands, macro, speedup));
    m_es->setData(scoreChartData(ScoreKind::ES, params, m_curves, std::move(bands), macro, speedup));
    updateBanner();
}

void AnalysisPage::startBootstrap() {
    const int resamples = m_controls->bootstrapResamples();
    const auto params = m_controls->params();
    const QString key = resamples == 0 ? QString()
                                       : QStringLiteral("%1|%2|%3|%4|%5")
                                             .arg(m_setKey)
                                             .arg(params.p, 0, 'g', 17)
                                             .arg(params.b, 0, 'g', 17)
                                             .arg(int(params.interpretation))
                                             .arg(resamples);
    if (key.isEmpty())
        m_bands.clear();
    if (key == m_bandKey)
        return;
    m_bandKey = key;
    if (!key.isEmpty() && !m_bandJob.isBusy())
        launchBootstrap();
}

void AnalysisPage::launchBootstrap() {
    m_bandJobKey = m_bandKey;
    m_bandJobSetKey = m_setKey;
    m_bandJob.start([set = m_set, params = m_controls->params(), n = m_controls->bootstrapResamples()](
                        std::stop_token) { return std::optional(bootstrapBands(*set, params, n)); },
                    [this](std::vector<BootstrapBand> bands) {
                        // The newest parameters win: a result for older ones is dropped and the newest one
                        // started.
                        if (m_bandJobKey == m_bandKey) {
                            m_bands = std::move(bands);
                            m_bandsSetKey = m_bandJobSetKey;
                            updateScores();
                        } else if (!m_bandKey.isEmpty()) {
                            launchBootstrap();
                        }
                    });
}

void AnalysisPage::updateViolins() {
    const QString key = QStringLiteral("%1|%2|%3|%4")
                            .arg(m_setKey)
                            .arg(m_controls->violinCorrectOnly())
                            .arg(int(m_controls->violinOrder()))
                            .arg(m_controls->violinCustomOrder().join(QLatin1Char('\n')));
    if (key == m_violinKey && m_violin->data())
        return;
    m_violinKey = key;
    QStringList names;
    for (const auto& c : m_set->curves)
        names << QString::fromStdString(c.name);
    m_controls->setViolinGroups(names);
    m_violin->setData(violinChartData(m_set, m_controls->violinCorrectOnly(), m_controls->violinOrder(),
                                      m_controls->violinCustomOrder()));
}

void AnalysisPage::updateBanner() {
    QStringList lines;
    for (const auto& c : m_curves)
        for (const auto& w : c.curve.warnings)
            lines << QStringLiteral("%1: %2").arg(QString::fromStdString(c.name), QString::fromStdString(w));
    if (lines.isEmpty()) {
        m_banner->hide();
        m_banner->clear();
        return;
    }
    QString html =
        tr("<b>Micro and macro forms disagree</b> (upstream aborts here; the micro values are drawn):");
    html += htmlList(lines.mid(0, kBannerLines), QStringLiteral("#664d03"));
    if (lines.size() > kBannerLines)
        html += tr("<br>… and %1 more (see the tool tip)").arg(lines.size() - kBannerLines);
    m_banner->setText(html);
    m_banner->setToolTip(lines.join(QLatin1Char('\n')));
    m_banner->show();
}

void AnalysisPage::importLogs(const QStringList& files) {
    if (files.isEmpty())
        return;
    if (m_import.isBusy()) {
        m_queued << files;
        return;
    }
    startImport(files);
}

void AnalysisPage::startImport(const QStringList& files) {
    m_importStatus->setText(tr("Importing %n log(s)…", nullptr, static_cast<int>(files.size())));
    m_importStatus->show();
    m_import.start(
        [store = m_storePath, files](std::stop_token) { return std::optional(importLogFiles(store, files)); },
        [this](LogImportReport report) { onImportFinished(std::move(report)); });
}

void AnalysisPage::onImportFinished(LogImportReport report) {
    m_lastImport = std::move(report);
    const auto& r = m_lastImport;
    QString html = QStringLiteral("<b>%1</b>").arg(r.summary().toHtmlEscaped());
    html += htmlList(r.imported, QStringLiteral("#2e7d32"));
    html += htmlList(r.duplicates, QStringLiteral("#8a6d3b"));
    html += htmlList(r.errors, QStringLiteral("#c0392b"));
    html += htmlList(r.notes, QStringLiteral("#6c757d"));
    m_importStatus->setText(html);
    m_importStatus->show();
    reload();
    if (!m_queued.isEmpty()) {
        const QStringList next = m_queued;
        m_queued.clear();
        startImport(next);
    }
    Q_EMIT importFinished(r.summary());
}

void AnalysisPage::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void AnalysisPage::dropEvent(QDropEvent* event) {
    QStringList files;
    for (const auto& url : event->mimeData()->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    importLogs(files);
    event->acceptProposedAction();
}

} // namespace gnw::ui
