#pragma once
// A chart with what users of plot tools expect around it: wheel zoom and reset, hover tool tips,
// export to PNG (chosen DPI) / SVG / PDF in the report style, copy image, and the data as CSV; all also
// in the chart's context menu.
#include "core/util/Result.h"

#include <QWidget>

class QChartView;
class QSpinBox;

namespace gnw::ui {

class AnalysisChart;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    // Takes ownership of the chart.
    explicit ChartPanel(AnalysisChart* chart, QWidget* parent = nullptr);

    AnalysisChart* chart() const { return m_chart; }
    QChartView* view() const { return m_view; }
    int dpi() const;
    void setDpi(int dpi);

    // Report-style export, format by suffix (.png at dpi(), .svg, .pdf).
    Status exportTo(const QString& path) const;
    Status exportCsv(const QString& path) const;
    void copyImage() const;
    void showToolTip(const QString& html);

protected:
    void showEvent(QShowEvent* event) override; // the legend is laid out for the shown chart

private:
    void exportInteractively();
    void exportCsvInteractively();
    void showContextMenu(const QPoint& at);

    AnalysisChart* m_chart;
    QChartView* m_view;
    QSpinBox* m_dpi;
};

} // namespace gnw::ui
