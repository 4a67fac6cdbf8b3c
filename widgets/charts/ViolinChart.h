#pragma once
// Speedup violins like upstream's plot_violin (seaborn): per group a mirrored kernel-density area
// (QtCharts has no violin series), a narrow IQR box with whiskers, a red median line, fliers, and a
// dashed line at log2(speedup) = 0. Densities share one scale, so every violin has the same area.
#include "widgets/charts/AnalysisChart.h"
#include "widgets/charts/ViolinChartData.h"

#include <memory>

class QAreaSeries;
class QCategoryAxis;
class QValueAxis;

namespace gnw::ui {

class ViolinChart : public AnalysisChart {
    Q_OBJECT
public:
    explicit ViolinChart(const ChartStyle& style);

    void setData(std::shared_ptr<const ViolinChartData> data);
    const std::shared_ptr<const ViolinChartData>& data() const { return m_data; }
    int groupCount() const;
    QAreaSeries* bodySeries(int group) const; // null when the group has no density (one distinct value)
    QString groupText(int group) const;       // rich text for a tool tip

    std::unique_ptr<AnalysisChart> reportCopy() const override;
    QString csv() const override;
    QString fileStem() const override { return QStringLiteral("Violin_Eval_Result"); }

Q_SIGNALS:
    void groupClicked(int group);
    void groupHovered(int group, bool entered);

private:
    void addGroup(int index, const ViolinGroup& group, double densityScale);
    void addLegendEntries();
    void setNiceRange(double lo, double hi);
    template <typename Series> void add(Series* series, int group);

    std::shared_ptr<const ViolinChartData> m_data;
    std::vector<QAreaSeries*> m_bodies;
    QCategoryAxis* m_x;
    QValueAxis* m_y;
};

} // namespace gnw::ui
