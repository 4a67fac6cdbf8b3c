#include "widgets/charts/AnalysisChart.h"

#include <QGraphicsSceneResizeEvent>
#include <QLegend>
#include <QLegendMarker>

#include <cmath>

namespace gnw::ui {

AnalysisChart::AnalysisChart(const ChartStyle& style) : m_style(style) {
    m_style.applyTo(this);
    // On the right, one entry per line: Qt lays an attached legend out reliably (a detached one gets
    // no usable size hint in Qt 6.4) and long run names are not elided as in a bottom row.
    legend()->setAlignment(Qt::AlignRight);
    legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // lines as lines, dashed overlay dashed
    setMargins(style.report ? QMargins(24, 12, 24, 12) : QMargins(8, 4, 8, 4));
}

void AnalysisChart::resizeEvent(QGraphicsSceneResizeEvent* event) {
    legend()->setMaximumWidth(event->newSize().width() / 3);
    QStringList names;
    for (const auto* marker : legend()->markers())
        if (marker->isVisible() && !marker->label().isEmpty())
            names << marker->label().toHtmlEscaped();
    legend()->setToolTip(names.join(QStringLiteral("<br>")));
    QChart::resizeEvent(event);
}

void AnalysisChart::relayoutLegend() {
    // Setting the font to what it is changes nothing; through another one each marker measures its label
    // anew and the legend's layout is invalidated.
    const QFont font = legend()->font();
    QFont other = font;
    other.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() + 1 : 10);
    legend()->setFont(other);
    legend()->setFont(font);
}

void AnalysisChart::hideFromLegend(QAbstractSeries* series) {
    for (auto* marker : legend()->markers(series))
        marker->setVisible(false);
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double value) {
    return std::isnan(value) ? QString() : QString::number(value, 'g', 17);
}

} // namespace gnw::ui
