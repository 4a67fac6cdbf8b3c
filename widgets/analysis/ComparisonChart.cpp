#include "widgets/analysis/ComparisonChart.h"
#include "widgets/util/ResultText.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <cmath>
#include <limits>

namespace gnw::ui {

namespace {
enum Kind { BothCorrect, Changed, BothFailed, KindCount };

Kind kindOf(const ComparedSample& s) {
    if (s.statusChanged())
        return Changed;
    return s.a->status == SampleStatus::Correct ? BothCorrect : BothFailed;
}
} // namespace

ComparisonChart::ComparisonChart(const ChartStyle& style)
    : AnalysisChart(style), m_x(new QLogValueAxis), m_y(new QLogValueAxis) {
    for (auto* axis : {m_x, m_y}) {
        axis->setBase(2);
        axis->setLabelFormat(QStringLiteral("%g"));
        style.applyTo(axis);
    }
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
}

void ComparisonChart::setComparison(std::shared_ptr<const RunComparison> comparison) {
    m_comparison = std::move(comparison);
    removeAllSeries();
    m_series.clear();
    m_samples.assign(KindCount, {});
    const QString names[KindCount] = {tr("correct in both"), tr("status changed"), tr("failed in both")};
    const QColor colors[KindCount] = {ChartStyle::curveColor(0), ChartStyle::curveColor(1),
                                      ChartStyle::curveColor(7)};
    for (int k = 0; k < KindCount; ++k) {
        auto* s = new QScatterSeries;
        s->setName(names[k]);
        s->setMarkerSize(style().report ? 10 : 8);
        s->setColor(colors[k]);
        s->setBorderColor(colors[k].darker(130));
        m_series.push_back(s);
    }
    double lo = 0.5, hi = 2.0;
    const auto& samples = m_comparison->samples;
    for (int i = 0; i < static_cast<int>(samples.size()); ++i) {
        const auto& s = samples[i];
        if (!s.a || !s.b)
            continue;
        const auto sa = usableSpeedup(*s.a), sb = usableSpeedup(*s.b);
        if (!sa || !sb)
            continue;
        const int k = kindOf(s);
        m_series[k]->append(*sa, *sb);
        m_samples[k].push_back(i);
        lo = std::min({lo, *sa, *sb});
        hi = std::max({hi, *sa, *sb});
    }
    lo = std::exp2(std::floor(std::log2(lo)));
    hi = std::exp2(std::ceil(std::log2(hi)));
    auto* diagonal = new QLineSeries;
    diagonal->setName(tr("equal speedup"));
    diagonal->append(lo, lo);
    diagonal->append(hi, hi);
    diagonal->setPen(QPen(style().baseline, style().report ? 1.8 : 1.2, Qt::DashLine));
    addSeries(diagonal);
    diagonal->attachAxis(m_x);
    diagonal->attachAxis(m_y);
    for (int k = 0; k < KindCount; ++k) {
        auto* s = m_series[k];
        addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        connect(s, &QXYSeries::clicked, this, [this, k](const QPointF& p) {
            if (const int i = sampleAt(k, p); i >= 0)
                Q_EMIT sampleClicked(i);
        });
        connect(s, &QXYSeries::hovered, this, [this, k](const QPointF& p, bool entered) {
            if (const int i = sampleAt(k, p); i >= 0)
                Q_EMIT sampleHovered(i, entered);
        });
    }
    for (auto* series : this->series())
        for (auto* marker : legend()->markers(series)) {
            marker->setVisible(!static_cast<QXYSeries*>(series)->points().isEmpty() || series == diagonal);
            marker->setLabelBrush(style().text);
        }
    m_x->setRange(lo, hi);
    m_y->setRange(lo, hi);
    const auto name = [](const std::shared_ptr<const LoadedRun>& r) {
        return QString::fromStdString(r->run.name);
    };
    m_x->setTitleText(tr("speedup, A: %1").arg(name(m_comparison->a)));
    m_y->setTitleText(tr("speedup, B: %1").arg(name(m_comparison->b)));
    const auto ratio = m_comparison->geomeanRatio();
    setTitle(ratio ? tr("%1 common samples; geometric mean of speedup B / A = %2")
                         .arg(m_comparison->common())
                         .arg(*ratio, 0, 'f', 4)
                   : tr("%1 common samples; none with a speedup in both runs").arg(m_comparison->common()));
    setTitleFont(style().subtitleFont);
}

int ComparisonChart::pointCount() const {
    int n = 0;
    for (const auto* s : m_series)
        n += static_cast<int>(s->count());
    return n;
}

int ComparisonChart::sampleAt(int series, const QPointF& point) const {
    const auto points = m_series[series]->points();
    int best = -1;
    double bestDistance = 0;
    for (int i = 0; i < points.size(); ++i) {
        const double d =
            std::hypot(std::log2(points[i].x() / point.x()), std::log2(points[i].y() / point.y()));
        if (best < 0 || d < bestDistance)
            best = i, bestDistance = d;
    }
    return best < 0 ? -1 : m_samples[series][best];
}

QString ComparisonChart::sampleText(int sample) const {
    if (!m_comparison || sample < 0 || sample >= static_cast<int>(m_comparison->samples.size()))
        return {};
    const auto& s = m_comparison->samples[sample];
    const auto status = [](const SampleResult* r) {
        return r ? toQString(statusName(r->status)) : QStringLiteral("absent");
    };
    const auto speed = [](const SampleResult* r) {
        const auto v = r ? usableSpeedup(*r) : std::nullopt;
        return speedupText(v);
    };
    return tr("<b>%1</b><br>A: %2, speedup %3<br>B: %4, speedup %5")
        .arg(QString::fromStdString(s.key).toHtmlEscaped(), status(s.a), speed(s.a), status(s.b), speed(s.b));
}

std::unique_ptr<AnalysisChart> ComparisonChart::reportCopy() const {
    auto copy = std::make_unique<ComparisonChart>(ChartStyle::reportStyle());
    if (m_comparison)
        copy->setComparison(m_comparison);
    return copy;
}

QString ComparisonChart::csv() const {
    QStringList rows{QStringLiteral("sample,status_a,status_b,speedup_a,speedup_b,ratio_b_over_a")};
    if (!m_comparison)
        return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
    for (const auto& s : m_comparison->samples) {
        const double none = std::numeric_limits<double>::quiet_NaN();
        const double sa = s.a ? usableSpeedup(*s.a).value_or(none) : none;
        const double sb = s.b ? usableSpeedup(*s.b).value_or(none) : none;
        rows << QStringList{csvField(QString::fromStdString(s.key)),
                            s.a ? toQString(statusName(s.a->status)) : QString(),
                            s.b ? toQString(statusName(s.b->status)) : QString(),
                            csvNumber(sa),
                            csvNumber(sb),
                            csvNumber(sb / sa)}
                    .join(QLatin1Char(','));
    }
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gnw::ui
