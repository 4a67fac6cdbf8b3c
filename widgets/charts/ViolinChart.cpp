#include "widgets/charts/ViolinChart.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gnw::ui {

namespace {
constexpr double kHalfWidth = 0.4; // seaborn's width 0.8
constexpr double kBoxHalfWidth = 0.05;
const QColor kBoxColor(100, 149, 237, 178); // cornflowerblue, alpha 0.7
const QColor kMedianColor(Qt::red);

QLineSeries* segment(QPointF a, QPointF b, const QPen& pen) {
    auto* s = new QLineSeries;
    s->append(a);
    s->append(b);
    s->setPen(pen);
    return s;
}

QAreaSeries* area(const QList<QPointF>& upper, const QList<QPointF>& lower) {
    auto* a = new QAreaSeries;
    auto* up = new QLineSeries(a);
    auto* low = new QLineSeries(a);
    up->append(upper);
    low->append(lower);
    a->setUpperSeries(up);
    a->setLowerSeries(low);
    return a;
}
} // namespace

ViolinChart::ViolinChart(const ChartStyle& style)
    : AnalysisChart(style), m_x(new QCategoryAxis), m_y(new QValueAxis) {
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
    for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(m_x), static_cast<QAbstractAxis*>(m_y)})
        style.applyTo(axis);
    m_x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_x->setGridLineVisible(false);
    m_x->setTruncateLabels(false);
    m_y->setTitleText(QStringLiteral("log2(speedup)"));
}

int ViolinChart::groupCount() const {
    return m_data ? static_cast<int>(m_data->groups.size()) : 0;
}

QAreaSeries* ViolinChart::bodySeries(int group) const {
    return m_bodies.at(group);
}

template <typename Series> void ViolinChart::add(Series* series, int group) {
    addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
    if (group < 0)
        return;
    connect(series, &Series::clicked, this, [this, group] { Q_EMIT groupClicked(group); });
    connect(series, &Series::hovered, this,
            [this, group](const QPointF&, bool entered) { Q_EMIT groupHovered(group, entered); });
}

void ViolinChart::setData(std::shared_ptr<const ViolinChartData> data) {
    m_data = std::move(data);
    removeAllSeries();
    m_bodies.clear();
    for (const auto& label : m_x->categoriesLabels())
        m_x->remove(label);
    const auto& groups = m_data->groups;
    double maxDensity = 0, lo = 0, hi = 0;
    for (const auto& g : groups) {
        for (double d : g.violin.density)
            maxDensity = std::max(maxDensity, d);
        lo = std::min(lo, g.violin.values.front());
        hi = std::max(hi, g.violin.values.back());
    }
    int longest = 0;
    for (int i = 0; i < static_cast<int>(groups.size()); ++i) {
        addGroup(i, groups[i], maxDensity > 0 ? kHalfWidth / maxDensity : 0.0);
        m_x->append(QString::fromStdString(groups[i].violin.group), i);
        longest = std::max(longest, static_cast<int>(groups[i].violin.group.size()));
    }
    // Long names (categories, "run / category") would be elided side by side: slant them, in full.
    m_x->setLabelsAngle(longest * static_cast<int>(groups.size()) > 60 ? -20 : 0);
    const double n = static_cast<double>(std::max<std::size_t>(groups.size(), 1));
    m_x->setRange(-0.6, n - 0.4);
    auto* baseline =
        segment({-0.6, 0}, {n - 0.4, 0}, QPen(style().baseline, style().report ? 1.8 : 1.2, Qt::DashLine));
    baseline->setName(tr("No Speedup (Baseline)"));
    add(baseline, -1);
    setNiceRange(lo, hi);
    setTitle(m_data->correctOnly ? tr("status-correct samples with a positive speedup")
                                 : tr("every sample with a positive speedup"));
    setTitleFont(style().subtitleFont);
    addLegendEntries();
}

void ViolinChart::addGroup(int index, const ViolinGroup& group, double densityScale) {
    const auto& v = group.violin;
    const double x = index;
    QAreaSeries* body = nullptr;
    if (!v.density.empty() && densityScale > 0) {
        QList<QPointF> right, left;
        for (std::size_t k = 0; k < v.grid.size(); ++k) {
            const double w = v.density[k] * densityScale;
            right.append({x + w, v.grid[k]});
            left.append({x - w, v.grid[k]});
        }
        body = area(right, left);
        body->setBrush(style().background);
        body->setPen(QPen(style().text, style().report ? 1.1 : 1.0));
        add(body, index);
    }
    m_bodies.push_back(body);
    const auto [whiskerLo, whiskerHi] = whiskerRange(v);
    const QPen whiskerPen(style().report ? QColor(0x3f, 0x3f, 0x3f) : style().text,
                          style().report ? 1.6 : 1.2);
    add(segment({x, whiskerLo}, {x, v.q1}, whiskerPen), index);
    add(segment({x, v.q3}, {x, whiskerHi}, whiskerPen), index);
    auto* box = area({{x - kBoxHalfWidth, v.q3}, {x + kBoxHalfWidth, v.q3}},
                     {{x - kBoxHalfWidth, v.q1}, {x + kBoxHalfWidth, v.q1}});
    box->setBrush(kBoxColor);
    box->setPen(QPen(whiskerPen.color(), 1.0));
    box->setName(tr("Interquartile Range (IQR)"));
    add(box, index);
    auto* median = segment({x - kBoxHalfWidth, v.median}, {x + kBoxHalfWidth, v.median},
                           QPen(kMedianColor, style().report ? 2.7 : 2.0));
    median->setName(tr("Median Speedup"));
    add(median, index);
    auto* fliers = new QScatterSeries;
    for (double e : v.values)
        if (e < whiskerLo || e > whiskerHi)
            fliers->append(x, e);
    fliers->setMarkerSize(style().report ? 6 : 5);
    fliers->setColor(style().text);
    fliers->setBorderColor(style().text);
    add(fliers, index);
}

void ViolinChart::addLegendEntries() {
    // One entry per kind, as upstream's hand-made legend: the first box, the first median, the baseline.
    const QStringList kinds{tr("Interquartile Range (IQR)"), tr("Median Speedup"),
                            tr("No Speedup (Baseline)")};
    QStringList shown;
    for (auto* series : this->series()) {
        const bool show = kinds.contains(series->name()) && !shown.contains(series->name());
        if (show)
            shown << series->name();
        for (auto* marker : legend()->markers(series)) {
            marker->setVisible(show);
            marker->setLabelBrush(style().text);
            if (series->name() == kinds.first()) { // an area series' own legend shape stays empty
                marker->setShape(QLegend::MarkerShapeRectangle);
                marker->setBrush(kBoxColor);
            }
        }
    }
}

void ViolinChart::setNiceRange(double lo, double hi) {
    // Ticks at multiples of a step from 0.25 to 4 (log2 units), five to eleven of them, 0 among them.
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    double step = 0.25;
    while ((hi - lo) / step > 8 && step < 4)
        step *= 2;
    const double first = std::floor(lo / step - 0.25) * step, last = std::ceil(hi / step + 0.25) * step;
    m_y->setRange(first, last);
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    m_y->setTickInterval(step);
    m_y->setLabelFormat(step < 0.5 ? QStringLiteral("%.2f")
                        : step < 1 ? QStringLiteral("%.1f")
                                   : QStringLiteral("%.0f"));
}

QString ViolinChart::groupText(int group) const {
    if (group < 0 || group >= groupCount())
        return {};
    const auto& v = m_data->groups[group].violin;
    return tr("<b>%1</b><br>%2 samples; median speedup %3× (log2 %4)<br>IQR of log2(speedup): [%5, %6]<br>"
              "KDE bandwidth (Silverman): %7")
        .arg(QString::fromStdString(v.group).toHtmlEscaped())
        .arg(v.values.size())
        .arg(std::exp2(v.median), 0, 'f', 3)
        .arg(v.median, 0, 'f', 3)
        .arg(v.q1, 0, 'f', 3)
        .arg(v.q3, 0, 'f', 3)
        .arg(v.bandwidth, 0, 'g', 4);
}

std::unique_ptr<AnalysisChart> ViolinChart::reportCopy() const {
    auto copy = std::make_unique<ViolinChart>(ChartStyle::reportStyle());
    if (m_data)
        copy->setData(m_data);
    return copy;
}

QString ViolinChart::csv() const {
    QStringList rows{
        QStringLiteral("group,sample,run,status,speedup,log2_speedup,group_q1,group_median,group_q3")};
    if (!m_data)
        return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const auto& set = *m_data->set;
    for (const auto& g : m_data->groups) {
        for (const auto ref : g.members) {
            const auto& r = set.result(ref);
            const auto& s = set.speedup == SpeedupKind::E2e ? r.speedupE2e : r.speedupGpu;
            rows << QStringList{csvField(QString::fromStdString(g.violin.group)),
                                csvField(QString::fromStdString(r.samplePath)),
                                csvField(QString::fromStdString(set.run(ref).name)),
                                toQString(statusName(r.status)),
                                csvNumber(*s),
                                csvNumber(std::log2(*s)),
                                csvNumber(g.violin.q1),
                                csvNumber(g.violin.median),
                                csvNumber(g.violin.q3)}
                        .join(QLatin1Char(','));
        }
    }
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gnw::ui
