#pragma once
// Base of the analysis charts: each keeps the data it shows so that it can rebuild itself in another
// style (exports render a light "report" copy whatever the screen theme) and write that data as CSV.
#include "widgets/charts/ChartStyle.h"

#include <QChart>
#include <memory>
#include <string_view>

namespace gnw::ui {

class AnalysisChart : public QChart {
    Q_OBJECT
public:
    explicit AnalysisChart(const ChartStyle& style);

    const ChartStyle& style() const { return m_style; }

    // The same data, curves hidden by the user left out, in the report style.
    virtual std::unique_ptr<AnalysisChart> reportCopy() const = 0;
    // The numbers behind the chart, one row per plotted point or group, with a header row.
    virtual QString csv() const = 0;
    // Upstream's output names ("ESt_result", "St_result", "Violin_Eval_Result") for save dialogs.
    virtual QString fileStem() const = 0;

    // Lays the legend's labels out again for its width now. Qt 6.4 sizes and elides them once, when the
    // series arrive: a chart filled in a hidden tab showed entries without text until its runs were
    // redrawn. Its view calls this when it is shown.
    void relayoutLegend();

protected:
    // Keeps the legend to a third of the chart's width (long run names are elided there, not the plot
    // squeezed) and lists the full names of its entries in its tool tip.
    void resizeEvent(QGraphicsSceneResizeEvent* event) override;
    // Hides the legend entries of helper series (markers, steps, bands) that belong to a labelled one.
    void hideFromLegend(QAbstractSeries* series);

private:
    ChartStyle m_style;
};

// One CSV field: quoted when it holds a comma, a quote or a line break.
QString csvField(const QString& text);
QString csvNumber(double value); // full precision; empty for NaN

inline QString toQString(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace gnw::ui
