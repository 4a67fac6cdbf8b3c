#include "widgets/graph/OpHistogramChart.h"

#include "core/layout/DisplayGraph.h"
#include "widgets/graph/GraphDocument.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>

namespace gnw::ui {

OpHistogramChart::OpHistogramChart(QWidget* parent) : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(240, 320);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setAnimationOptions(QChart::NoAnimation);
    rebuild();
}

void OpHistogramChart::setDocument(const std::shared_ptr<const GraphDocument>& doc) {
    m_doc = doc;
    rebuild();
}

void OpHistogramChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        rebuild();
    QChartView::changeEvent(event);
}

void OpHistogramChart::rebuild() {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes())
        c->removeAxis(axis);
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    c->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setBackgroundBrush(palette().color(QPalette::Base));
    c->setTitleBrush(palette().color(QPalette::Text));
    m_bars.clear();
    if (!m_doc) {
        c->setTitle(tr("Op histogram"));
        return;
    }
    const auto& histogram = m_doc->opHistogram();
    const int shown = std::min<int>(kMaxBars, int(histogram.size()));
    c->setTitle(shown < int(histogram.size()) ? tr("Top %1 of %2 op targets").arg(shown).arg(histogram.size())
                                              : tr("Op targets (%1)").arg(histogram.size()));

    // One set per class with a value only at its own targets: stacked, each bar gets its class colour and
    // the legend names the classes.
    std::array<QBarSet*, kOpClassCount> sets{};
    auto* series = new QHorizontalStackedBarSeries;
    QStringList categories;
    // Short names ("linear", "view") unless two shown targets share one (torch.add, operator.add).
    QStringList shortNames;
    for (int i = 0; i < shown; ++i)
        shortNames << QString::fromUtf8(
            layout::shortTargetName(histogram[std::size_t(i)].first.toStdString()));
    for (int i = shown - 1; i >= 0; --i) { // the chart draws the first category at the bottom
        const auto& [target, count] = histogram[std::size_t(i)];
        categories << (shortNames.count(shortNames[i]) > 1 ? target : shortNames[i]);
        m_bars.prepend({target, count});
    }
    for (int row = 0; row < shown; ++row) {
        const auto& [target, count] = histogram[std::size_t(shown - 1 - row)];
        const auto cls = std::size_t(classifyTarget(target.toStdString()));
        if (!sets[cls]) {
            sets[cls] = new QBarSet(opClassShortName(OpClass(cls)));
            sets[cls]->setColor(opClassColor(OpClass(cls), dark));
            sets[cls]->setBorderColor(opClassColor(OpClass(cls), dark));
            for (int k = 0; k < shown; ++k)
                sets[cls]->append(0);
        }
        sets[cls]->replace(row, count);
    }
    for (QBarSet* set : sets)
        if (set)
            series->append(set);
    series->setBarWidth(0.75);
    c->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(categories);
    axisY->setLabelsBrush(palette().color(QPalette::Text));
    QFont small = font();
    small.setPointSizeF(7.5);
    axisY->setLabelsFont(small);
    c->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto* axisX = new QValueAxis;
    axisX->setRange(0, shown > 0 ? histogram.front().second : 1);
    axisX->setLabelFormat(QStringLiteral("%d"));
    axisX->applyNiceNumbers();
    axisX->setLabelsBrush(palette().color(QPalette::Text));
    axisX->setLabelsFont(small);
    c->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    c->legend()->setLabelBrush(palette().color(QPalette::Text));
    c->legend()->setFont(small);
    c->legend()->setMarkerShape(QLegend::MarkerShapeCircle);
    c->legend()->setVisible(series->count() > 1);
}

} // namespace gnw::ui
