#pragma once
// S(t) or ES(t) of several curves, drawn like upstream's plot_St / plot_ESt: integer t on x, y from 0,
// a connected line with circle markers for t <= 0 continued as a post-step line for t >= 0 (ES only;
// upstream's S(t) plot shows t <= 0), an optional dashed macro ("aggregated") overlay with square
// markers, and an optional bootstrap band. Legend clicks toggle curves; hovering or clicking a marker
// reports (curve, t).
#include "core/analysis/CurveScores.h"
#include "core/metrics/Bootstrap.h"
#include "widgets/charts/AnalysisChart.h"

#include <memory>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;

namespace gnw::ui {

struct ScoreChartData {
    ScoreKind kind = ScoreKind::ES;
    ScoreParams params;
    std::vector<CurveScores> curves;
    std::vector<BootstrapBand> bands; // empty, or one per curve
    bool macroOverlay = false;
    QString speedupLabel; // "" for upstream's e2e; "gpu speedup" otherwise, shown in the subtitle
};

class ScoreChart : public AnalysisChart {
    Q_OBJECT
public:
    explicit ScoreChart(const ChartStyle& style);
    ~ScoreChart() override;

    // When only the values changed (same curves, kind, overlay and band) the points are replaced in
    // place, which keeps a p/b change cheap; anything else rebuilds the series.
    void setData(std::shared_ptr<const ScoreChartData> data);
    const std::shared_ptr<const ScoreChartData>& data() const { return m_data; }

    int curveCount() const;
    bool isCurveVisible(int curve) const;
    void setCurveVisible(int curve, bool visible);
    // The curve's polyline (t <= 0 connected, then post-step) and its markers, one point per t.
    QLineSeries* lineSeries(int curve) const;
    QScatterSeries* markerSeries(int curve) const;
    QScatterSeries* macroMarkerSeries(int curve) const; // null without the overlay
    // Rich text for a tool tip: t, value, macro value and the counts behind the point.
    QString pointText(int curve, int t) const;

    std::unique_ptr<AnalysisChart> reportCopy() const override;
    QString csv() const override;
    QString fileStem() const override;

Q_SIGNALS:
    void pointClicked(int curve, int t);
    void pointHovered(int curve, int t, bool entered);

private:
    struct Series;
    bool sameShape(const ScoreChartData& data) const;
    void rebuild();
    void updatePoints();
    void updateYAxis();
    void syncLegend();
    void toggleFromLegend();
    void connectPointSignals(int curve, QXYSeries* series);
    std::vector<std::size_t> shownLevels(const CurveScores& curve) const;

    std::shared_ptr<const ScoreChartData> m_data;
    std::vector<Series> m_series;
    QValueAxis* m_x;
    QValueAxis* m_y;
};

} // namespace gnw::ui
