#include "widgets/charts/RooflineChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <map>

namespace gnw::ui {

namespace {
constexpr double kGiga = 1e9;

QString categoryName(const std::string& category) {
    return category.empty() ? RooflineChart::tr("uncategorised") : QString::fromStdString(category);
}

QString si(double value, const QString& unit) {
    return QStringLiteral("%1 G%2").arg(value / kGiga, 0, 'g', 3).arg(unit);
}
} // namespace

RooflineChart::RooflineChart(const ChartStyle& style)
    : AnalysisChart(style), m_x(new QLogValueAxis), m_y(new QLogValueAxis) {
    for (QLogValueAxis* axis : {m_x, m_y}) {
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%g"));
        style.applyTo(axis);
    }
    m_x->setTitleText(tr("arithmetic intensity (FLOP/byte)"));
    m_y->setTitleText(tr("achieved GFLOP/s"));
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
}

void RooflineChart::setData(std::shared_ptr<const RooflineChartData> data) {
    m_data = std::move(data);
    removeAllSeries();
    double xMin = 1e300, xMax = 0, yMin = 1e300, yMax = 0;
    auto extend = [&](double x, double y) {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    };
    // One colour per category across runs; eager hollow, compiled filled.
    std::map<std::string, int> colorOf;
    int points = 0;
    for (const auto& run : m_data->runs)
        for (const auto& p : run.roofline.points) {
            colorOf.emplace(p.category, static_cast<int>(colorOf.size()));
            ++points;
        }
    const bool segments = points <= kMaxSegments;
    for (int r = 0; r < static_cast<int>(m_data->runs.size()); ++r) {
        const auto& pts = m_data->runs[r].roofline.points;
        std::map<std::string, std::pair<QScatterSeries*, QScatterSeries*>>
            series; // category -> eager, compiled
        std::map<QScatterSeries*, std::vector<int>> drawn;
        for (int i = 0; i < static_cast<int>(pts.size()); ++i) {
            const RooflinePoint& p = pts[i];
            auto& [eager, compiled] = series[p.category];
            const QColor color = ChartStyle::curveColor(colorOf[p.category]);
            if (!eager) {
                eager = new QScatterSeries;
                eager->setName(QStringLiteral("%1, eager").arg(categoryName(p.category)));
                eager->setMarkerSize(style().markerSize + 2);
                eager->setColor(Qt::transparent);
                eager->setBorderColor(color);
                compiled = new QScatterSeries;
                compiled->setName(QStringLiteral("%1, compiled").arg(categoryName(p.category)));
                compiled->setMarkerSize(style().markerSize + 2);
                compiled->setColor(color);
                compiled->setBorderColor(color);
            }
            const QPointF e(p.intensity, *p.eagerRate / kGiga);
            eager->append(e);
            drawn[eager].push_back(i);
            extend(e.x(), e.y());
            if (p.compiledRate) {
                const QPointF c(p.intensity, *p.compiledRate / kGiga);
                compiled->append(c);
                drawn[compiled].push_back(i);
                extend(c.x(), c.y());
                if (segments) {
                    auto* s = new QLineSeries;
                    s->append(e);
                    s->append(c);
                    s->setPen(QPen(color, 1.0));
                    addSeries(s);
                    s->attachAxis(m_x);
                    s->attachAxis(m_y);
                    hideFromLegend(s);
                }
            }
        }
        for (auto& [category, pair] : series)
            for (QScatterSeries* s : {pair.first, pair.second}) {
                if (s->count() == 0) {
                    delete s;
                    continue;
                }
                addSeries(s);
                s->attachAxis(m_x);
                s->attachAxis(m_y);
                // The legend names each category once (from the first run).
                if (r > 0)
                    hideFromLegend(s);
                const bool isCompiled = s == pair.second;
                const std::vector<int> indices = drawn[s];
                connect(s, &QScatterSeries::clicked, this, [this, r, indices, isCompiled](const QPointF& at) {
                    if (const int i = nearestPoint(r, indices, at, isCompiled); i >= 0)
                        Q_EMIT pointClicked(r, i);
                });
                connect(s, &QScatterSeries::hovered, this,
                        [this, r, indices, isCompiled](const QPointF& at, bool entered) {
                            if (const int i = nearestPoint(r, indices, at, isCompiled); i >= 0)
                                Q_EMIT pointHovered(r, i, entered);
                        });
            }
    }
    if (points == 0) {
        xMin = 0.1, xMax = 100, yMin = 0.1, yMax = 100;
    }
    // Room for the roof: from a decade below the lowest intensity to a decade above the ridge.
    if (m_data->machine) {
        const auto peak = m_data->machine->peakFlops();
        const auto bw = m_data->machine->bandwidth();
        if (peak && bw) {
            const double ridge = *peak / *bw;
            xMin = std::min(xMin, ridge / 10);
            xMax = std::max(xMax, ridge * 10);
            yMax = std::max(yMax, *peak / kGiga);
        }
    }
    const auto decadeBelow = [](double v) { return std::pow(10.0, std::floor(std::log10(v))); };
    const auto decadeAbove = [](double v) { return std::pow(10.0, std::ceil(std::log10(v))); };
    m_x->setRange(decadeBelow(xMin), decadeAbove(xMax));
    m_y->setRange(decadeBelow(yMin), decadeAbove(yMax * 1.01));
    addRoof(m_x->min(), m_x->max());
    if (m_data->machine)
        setTitle(tr("%1 (%2), %3 thread(s); roof from graphnet-bench calibrate, %4")
                     .arg(QString::fromStdString(m_data->machine->hardware),
                          QString::fromStdString(m_data->machine->device))
                     .arg(m_data->machine->threads)
                     .arg(QString::fromStdString(m_data->machine->measuredAt).left(10)));
    else
        setTitle(tr("no calibration of this hardware in the store: the roof is missing (Calibrate…)"));
    setTitleFont(style().subtitleFont);
    for (auto* marker : legend()->markers())
        marker->setLabelBrush(style().text); // markers are made with the series, after the style was applied
}

void RooflineChart::addRoof(double xMin, double xMax) {
    if (!m_data->machine)
        return;
    const auto peak = m_data->machine->peakFlops();
    const auto bw = m_data->machine->bandwidth();
    if (!peak || !bw)
        return;
    auto* roof = new QLineSeries;
    const double ridge = *peak / *bw;
    roof->append(xMin, xMin * *bw / kGiga);
    if (ridge > xMin && ridge < xMax)
        roof->append(ridge, *peak / kGiga);
    roof->append(xMax, std::min(*peak, xMax * *bw) / kGiga);
    roof->setPen(QPen(style().baseline, style().report ? 2.2 : 1.8, Qt::DashLine));
    roof->setName(
        tr("roof: %1, %2").arg(si(*peak, QStringLiteral("FLOP/s")), si(*bw, QStringLiteral("B/s"))));
    addSeries(roof);
    roof->attachAxis(m_x);
    roof->attachAxis(m_y);
}

int RooflineChart::nearestPoint(int run, const std::vector<int>& drawn, const QPointF& at,
                                bool compiled) const {
    const auto& pts = m_data->runs[run].roofline.points;
    int best = -1;
    double bestDistance = 1e300;
    for (const int i : drawn) {
        const auto& rate = compiled ? pts[i].compiledRate : pts[i].eagerRate;
        if (!rate)
            continue;
        // Distance in decades: the axes are logarithmic.
        const double dx = std::log10(pts[i].intensity) - std::log10(at.x());
        const double dy = std::log10(*rate / kGiga) - std::log10(at.y());
        if (const double d = dx * dx + dy * dy; d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

QString RooflineChart::pointText(int run, int point) const {
    const auto& p = m_data->runs.at(run).roofline.points.at(point);
    QString html = QStringLiteral("<b>%1</b><br>%2<br>")
                       .arg(QString::fromStdString(p.samplePath).toHtmlEscaped(),
                            QString::fromStdString(m_data->runs[run].name).toHtmlEscaped());
    html += tr("%1 FLOP/byte (%2 GFLOP, %3 MB)")
                .arg(p.intensity, 0, 'g', 3)
                .arg(p.flops / kGiga, 0, 'g', 3)
                .arg(p.bytes / 1e6, 0, 'g', 3);
    const auto line = [&](const QString& side, const std::optional<double>& rate,
                          const std::optional<double>& fraction) {
        if (!rate)
            return;
        html += QStringLiteral("<br>%1: %2").arg(side, si(*rate, QStringLiteral("FLOP/s")));
        if (fraction)
            html += tr(", %1% of the roof").arg(*fraction * 100, 0, 'f', 1);
    };
    line(tr("eager"), p.eagerRate, p.eagerFractionOfRoof);
    line(tr("compiled"), p.compiledRate, p.compiledFractionOfRoof);
    if (p.roof)
        html += QStringLiteral("<br>") + (p.memoryBound ? tr("memory-bound here") : tr("compute-bound here"));
    return html;
}

std::unique_ptr<AnalysisChart> RooflineChart::reportCopy() const {
    auto copy = std::make_unique<RooflineChart>(ChartStyle::reportStyle());
    if (m_data)
        copy->setData(m_data);
    return copy;
}

QString RooflineChart::csv() const {
    QStringList rows{QStringLiteral("run,sample,category,graph_flops,graph_bytes,intensity,eager_flop_rate,"
                                    "compiled_flop_rate,roof_flop_rate,memory_bound")};
    if (!m_data)
        return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const auto opt = [](const std::optional<double>& v) { return v ? csvNumber(*v) : QString(); };
    for (const auto& run : m_data->runs)
        for (const auto& p : run.roofline.points)
            rows << QStringList{csvField(QString::fromStdString(run.name)),
                                csvField(QString::fromStdString(p.samplePath)),
                                csvField(QString::fromStdString(p.category)),
                                csvNumber(p.flops),
                                csvNumber(p.bytes),
                                csvNumber(p.intensity),
                                opt(p.eagerRate),
                                opt(p.compiledRate),
                                opt(p.roof),
                                p.roof ? QString::number(int(p.memoryBound)) : QString()}
                        .join(QLatin1Char(','));
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gnw::ui
