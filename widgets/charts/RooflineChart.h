#pragma once
// The roofline (Williams et al.): per sample and run, the graph's arithmetic intensity (FLOP/byte) against
// the FLOP rate it achieved, on log-log axes, under the machine's roof (the bandwidth line up to the ridge,
// then the GEMM peak). Eager points are hollow, compiled ones filled, a segment joins them; colour is the
// sample's category. Clicking a point asks for its sample.
#include "core/analysis/Roofline.h"
#include "widgets/charts/AnalysisChart.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QLogValueAxis;

namespace gnw::ui {

struct RooflineChartData {
    struct Run {
        std::string name;
        Roofline roofline;
    };
    std::vector<Run> runs;
    std::optional<MachinePeaks> machine; // the roof; none drawn without a calibration
};

class RooflineChart : public AnalysisChart {
    Q_OBJECT
public:
    explicit RooflineChart(const ChartStyle& style);

    void setData(std::shared_ptr<const RooflineChartData> data);
    const std::shared_ptr<const RooflineChartData>& data() const { return m_data; }
    // Rich text for a tool tip.
    QString pointText(int run, int point) const;
    // Segments eager -> compiled are drawn up to this many points (each is a series).
    static constexpr int kMaxSegments = 400;

    std::unique_ptr<AnalysisChart> reportCopy() const override;
    QString csv() const override;
    QString fileStem() const override { return QStringLiteral("Roofline"); }

Q_SIGNALS:
    void pointClicked(int run, int point);
    void pointHovered(int run, int point, bool entered);

private:
    void addRoof(double xMin, double xMax);
    // The point of `run` nearest to `at` (chart values) among those the series drew.
    int nearestPoint(int run, const std::vector<int>& drawn, const QPointF& at, bool compiled) const;

    std::shared_ptr<const RooflineChartData> m_data;
    QLogValueAxis* m_x;
    QLogValueAxis* m_y;
};

} // namespace gnw::ui
