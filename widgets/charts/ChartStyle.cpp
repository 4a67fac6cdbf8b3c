#include "widgets/charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

#include <array>

namespace gnw::ui {

namespace {
QFont pixelFont(int pixels, bool bold = false, bool italic = false) {
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}
} // namespace

ChartStyle ChartStyle::screen(const QPalette& palette) {
    ChartStyle s;
    s.background = palette.color(QPalette::Base);
    s.plotBackground = s.background;
    s.text = palette.color(QPalette::Text);
    s.grid = s.text;
    s.grid.setAlphaF(0.18f);
    s.baseline = s.text;
    s.baseline.setAlphaF(0.55f);
    QFont base;
    s.labelFont = base;
    s.legendFont = base;
    s.axisTitleFont = base;
    s.axisTitleFont.setPointSizeF(base.pointSizeF() * 1.15);
    s.titleFont = base;
    s.titleFont.setBold(true);
    s.subtitleFont = base;
    s.subtitleFont.setItalic(true);
    s.lineWidth = 2.0;
    s.markerSize = 7.0;
    return s;
}

ChartStyle ChartStyle::reportStyle() {
    // Upstream's seaborn "whitegrid" look at 14 x 8 in: 18 pt axis titles, 14 pt ticks, 16 pt legend.
    ChartStyle s;
    s.report = true;
    s.background = Qt::white;
    s.plotBackground = Qt::white;
    s.text = QColor(0x26, 0x26, 0x26);
    s.grid = QColor(0xb0, 0xb0, 0xb0);
    s.baseline = QColor(0x80, 0x80, 0x80);
    s.titleFont = pixelFont(26, true);
    s.subtitleFont = pixelFont(21, false, true);
    s.axisTitleFont = pixelFont(24);
    s.labelFont = pixelFont(19);
    s.legendFont = pixelFont(20);
    s.lineWidth = 2.7;
    s.markerSize = 9.0;
    return s;
}

QColor ChartStyle::curveColor(int index) {
    static const std::array<QColor, 10> tab10 = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                                 QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                                 QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                                 QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                                                 QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    return tab10[static_cast<std::size_t>(index) % tab10.size()];
}

void ChartStyle::applyTo(QChart* chart) const {
    chart->setTheme(report || background.lightness() >= 128 ? QChart::ChartThemeLight
                                                            : QChart::ChartThemeDark);
    chart->setBackgroundBrush(background);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundBrush(plotBackground);
    chart->setPlotAreaBackgroundVisible(true);
    chart->setTitleBrush(text);
    chart->setTitleFont(titleFont);
    chart->setDropShadowEnabled(false);
    chart->legend()->setLabelColor(text);
    chart->legend()->setFont(legendFont);
    chart->setAnimationOptions(QChart::NoAnimation);
}

void ChartStyle::applyTo(QAbstractAxis* axis) const {
    axis->setLabelsBrush(text);
    axis->setLabelsFont(labelFont);
    axis->setTitleBrush(text);
    axis->setTitleFont(axisTitleFont);
    QPen gridPen(grid, report ? 1.0 : 1.0, Qt::DotLine);
    axis->setGridLinePen(gridPen);
    axis->setLinePen(QPen(report ? QColor(0xcc, 0xcc, 0xcc) : grid, 1.0));
    axis->setMinorGridLineVisible(false);
}

} // namespace gnw::ui
