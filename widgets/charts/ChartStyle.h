#pragma once
// Colours and fonts of the analysis charts. On screen they follow the application palette (dark themes
// included); exports always use the light "report" style, sized like upstream's 14 x 8 inch figures.
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QSizeF>

class QAbstractAxis;
class QChart;

namespace gnw::ui {

struct ChartStyle {
    bool report = false;
    QColor background, plotBackground, text, grid, baseline;
    QFont titleFont, subtitleFont, axisTitleFont, labelFont, legendFont;
    qreal lineWidth = 2.0, markerSize = 7.0;

    static ChartStyle screen(const QPalette& palette);
    static ChartStyle reportStyle();

    // matplotlib's default colour cycle (tab10), as upstream's plots use.
    static QColor curveColor(int index);

    void applyTo(QChart* chart) const;
    void applyTo(QAbstractAxis* axis) const;
};

// Logical size (1/96 inch units) at which report charts are laid out: 14 x 8 inches like upstream.
inline constexpr qreal kReportDpi = 96.0;
inline QSizeF reportSizeInches() {
    return {14.0, 8.0};
}

} // namespace gnw::ui
