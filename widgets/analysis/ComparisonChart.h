#pragma once
// Per-sample speedup of run B against run A on log-log axes (base 2), coloured by how the status
// changed, with the line of equal speedup. Only samples with a positive speedup in both runs appear.
#include "core/analysis/RunComparison.h"
#include "widgets/charts/AnalysisChart.h"

#include <memory>
#include <vector>

class QLogValueAxis;
class QScatterSeries;

namespace gnw::ui {

class ComparisonChart : public AnalysisChart {
    Q_OBJECT
public:
    explicit ComparisonChart(const ChartStyle& style);

    void setComparison(std::shared_ptr<const RunComparison> comparison);
    const std::shared_ptr<const RunComparison>& comparison() const { return m_comparison; }
    int pointCount() const;
    QString sampleText(int sample) const; // index into comparison()->samples

    std::unique_ptr<AnalysisChart> reportCopy() const override;
    QString csv() const override;
    QString fileStem() const override { return QStringLiteral("Speedup_Comparison"); }

Q_SIGNALS:
    void sampleClicked(int sample);
    void sampleHovered(int sample, bool entered);

private:
    int sampleAt(int series, const QPointF& point) const;

    std::shared_ptr<const RunComparison> m_comparison;
    std::vector<QScatterSeries*> m_series;
    std::vector<std::vector<int>> m_samples; // per series: the compared sample behind each point
    QLogValueAxis* m_x;
    QLogValueAxis* m_y;
};

} // namespace gnw::ui
