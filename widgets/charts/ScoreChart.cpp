#include "widgets/charts/ScoreChart.h"

#include "widgets/charts/ScorePoints.h"

#include <QAreaSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace gnw::ui {

struct ScoreChart::Series {
    QLineSeries* line = nullptr;
    QScatterSeries* markers = nullptr;
    QLineSeries* macroLine = nullptr;
    QScatterSeries* macroMarkers = nullptr;
    QAreaSeries* band = nullptr;
    bool visible = true;

    std::vector<QAbstractSeries*> all() const {
        std::vector<QAbstractSeries*> out;
        for (QAbstractSeries* s :
             std::initializer_list<QAbstractSeries*>{band, line, markers, macroLine, macroMarkers})
            if (s)
                out.push_back(s);
        return out;
    }
};

namespace {
QString kindName(ScoreKind kind) {
    return kind == ScoreKind::S ? QStringLiteral("S(t)") : QStringLiteral("ES(t)");
}
} // namespace

ScoreChart::ScoreChart(const ChartStyle& style)
    : AnalysisChart(style), m_x(new QValueAxis), m_y(new QValueAxis) {
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
    for (auto* axis : {m_x, m_y})
        style.applyTo(axis);
    m_x->setTitleText(QStringLiteral("t"));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_x->setTickInterval(1);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_x->setTruncateLabels(false); // "-10", not "-..." when the plot is narrow
    m_y->setLabelFormat(QStringLiteral("%.2f"));
    m_y->setRange(0, 1);
}

ScoreChart::~ScoreChart() = default;

std::vector<std::size_t> ScoreChart::shownLevels(const CurveScores& curve) const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < curve.curve.t.size(); ++i)
        if (m_data->kind == ScoreKind::ES || curve.curve.t[i] <= 0)
            out.push_back(i);
    return out;
}

bool ScoreChart::sameShape(const ScoreChartData& data) const {
    if (!m_data || m_data->kind != data.kind || m_data->macroOverlay != data.macroOverlay ||
        m_data->bands.empty() != data.bands.empty() || m_data->curves.size() != data.curves.size())
        return false;
    for (std::size_t i = 0; i < data.curves.size(); ++i)
        if (m_data->curves[i].name != data.curves[i].name)
            return false;
    return true;
}

void ScoreChart::setData(std::shared_ptr<const ScoreChartData> data) {
    const bool inPlace = sameShape(*data);
    m_data = std::move(data);
    const auto& d = *m_data;
    QString subtitle =
        QStringLiteral("p = %1, b = %2").arg(pythonNumber(d.params.p), pythonNumber(d.params.b));
    if (d.params.interpretation != Interpretation::Default)
        subtitle += QStringLiteral(", %1").arg(toQString(interpretationName(d.params.interpretation)));
    if (!d.speedupLabel.isEmpty())
        subtitle += QStringLiteral(", ") + d.speedupLabel;
    if (!d.bands.empty())
        subtitle += tr("; shaded: 95% bootstrap band");
    setTitle(subtitle);
    setTitleFont(style().subtitleFont);
    m_y->setTitleText(kindName(d.kind));
    if (inPlace)
        updatePoints();
    else
        rebuild();
}

void ScoreChart::rebuild() {
    std::vector<bool> hidden;
    for (const auto& s : m_series)
        hidden.push_back(!s.visible);
    removeAllSeries();
    m_series.clear();
    const auto& d = *m_data;
    int tMin = 0, tMax = 0;
    for (std::size_t c = 0; c < d.curves.size(); ++c) {
        const auto& curve = d.curves[c];
        const QColor color = ChartStyle::curveColor(static_cast<int>(c));
        const QString name = QString::fromStdString(curve.name);
        Series s;
        if (!d.bands.empty()) {
            s.band = new QAreaSeries;
            s.band->setUpperSeries(new QLineSeries(s.band));
            s.band->setLowerSeries(new QLineSeries(s.band));
            QColor fill = color;
            fill.setAlphaF(0.16f);
            s.band->setBrush(fill);
            s.band->setPen(Qt::NoPen); // unnamed: hidden legend entries still widen the legend in Qt 6.4
        }
        s.line = new QLineSeries;
        s.line->setName(name);
        s.line->setPen(QPen(color, style().lineWidth));
        s.markers = new QScatterSeries;
        s.markers->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s.markers->setMarkerSize(style().markerSize);
        s.markers->setColor(color);
        s.markers->setBorderColor(color);
        if (d.macroOverlay) {
            QColor faded = color;
            faded.setAlphaF(0.7f);
            s.macroLine = new QLineSeries;
            s.macroLine->setName(tr("%1 (aggregated)").arg(name));
            s.macroLine->setPen(QPen(faded, style().lineWidth, Qt::DashLine));
            s.macroMarkers = new QScatterSeries;
            s.macroMarkers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
            s.macroMarkers->setMarkerSize(style().markerSize * 0.6); // a square inside the micro circle
            s.macroMarkers->setColor(faded);
            s.macroMarkers->setBorderColor(faded);
        }
        for (auto* series : s.all()) {
            addSeries(series);
            series->attachAxis(m_x);
            series->attachAxis(m_y);
        }
        for (auto* xy : {static_cast<QXYSeries*>(s.line), static_cast<QXYSeries*>(s.markers)})
            connectPointSignals(static_cast<int>(c), xy);
        if (s.macroMarkers)
            connectPointSignals(static_cast<int>(c), s.macroMarkers);
        s.visible = c >= hidden.size() || !hidden[c];
        m_series.push_back(s);
        for (const auto i : shownLevels(curve)) {
            tMin = std::min(tMin, curve.curve.t[i]);
            tMax = std::max(tMax, curve.curve.t[i]);
        }
    }
    if (d.curves.empty())
        tMin = kMinTolerance, tMax = d.kind == ScoreKind::S ? 0 : maxScoredTolerance(d.params.interpretation);
    m_x->setRange(tMin - 0.4, tMax + 0.4);
    for (auto& s : m_series)
        for (auto* series : s.all())
            series->setVisible(s.visible);
    updatePoints();
}

void ScoreChart::connectPointSignals(int curve, QXYSeries* series) {
    connect(series, &QXYSeries::hovered, this, [this, curve](const QPointF& p, bool entered) {
        Q_EMIT pointHovered(curve, qRound(p.x()), entered);
    });
    connect(series, &QXYSeries::clicked, this,
            [this, curve](const QPointF& p) { Q_EMIT pointClicked(curve, qRound(p.x())); });
}

void ScoreChart::updatePoints() {
    const auto& d = *m_data;
    for (std::size_t c = 0; c < d.curves.size(); ++c) {
        const auto& curve = d.curves[c];
        const auto& s = m_series[c];
        const auto shown = shownLevels(curve);
        const auto& values = curve.values(d.kind);
        s.line->replace(polyline(curve.curve.t, values, shown));
        s.markers->replace(markerPoints(curve.curve.t, values, shown));
        if (s.macroLine) {
            const auto macro = macroValues(curve, d.kind);
            s.macroLine->replace(polyline(curve.curve.t, macro, shown));
            s.macroMarkers->replace(markerPoints(curve.curve.t, macro, shown));
        }
        if (s.band) {
            const auto& band = d.bands[c];
            const bool isS = d.kind == ScoreKind::S;
            s.band->upperSeries()->replace(polyline(band.t, isS ? band.sHigh : band.esHigh, shown));
            s.band->lowerSeries()->replace(polyline(band.t, isS ? band.sLow : band.esLow, shown));
        }
    }
    updateYAxis();
    syncLegend();
}

void ScoreChart::updateYAxis() {
    double top = 0;
    const auto& d = *m_data;
    for (std::size_t c = 0; c < d.curves.size(); ++c) {
        if (!m_series[c].visible)
            continue;
        std::vector<const std::vector<double>*> lists{&d.curves[c].values(d.kind)};
        if (!d.bands.empty())
            lists.push_back(d.kind == ScoreKind::S ? &d.bands[c].sHigh : &d.bands[c].esHigh);
        const auto macro = macroValues(d.curves[c], d.kind);
        if (d.macroOverlay)
            lists.push_back(&macro);
        for (const auto* list : lists)
            for (const auto i : shownLevels(d.curves[c]))
                if (i < list->size() && std::isfinite((*list)[i]))
                    top = std::max(top, (*list)[i]);
    }
    m_y->setRange(0, top > 0 ? top * 1.08 : 1.0);
    m_y->applyNiceNumbers();
    m_y->setMin(0);
}

void ScoreChart::syncLegend() {
    for (const auto& s : m_series) {
        for (auto* helper :
             {static_cast<QAbstractSeries*>(s.markers), static_cast<QAbstractSeries*>(s.macroMarkers),
              static_cast<QAbstractSeries*>(s.band)})
            if (helper)
                hideFromLegend(helper);
        for (auto* labelled :
             {static_cast<QAbstractSeries*>(s.line), static_cast<QAbstractSeries*>(s.macroLine)}) {
            if (!labelled)
                continue;
            for (auto* marker : legend()->markers(labelled)) {
                // Qt 6.4 recreates a series' markers when its point count changes: connect every time.
                connect(marker, &QLegendMarker::clicked, this, &ScoreChart::toggleFromLegend,
                        Qt::UniqueConnection);
                // Reports leave hidden curves out; on screen their entry stays, faded, to toggle back.
                marker->setVisible(s.visible || !style().report);
                QColor label = style().text;
                label.setAlphaF(s.visible ? 1.0f : 0.35f);
                marker->setLabelBrush(label);
            }
        }
    }
}

void ScoreChart::toggleFromLegend() {
    auto* marker = qobject_cast<QLegendMarker*>(sender());
    for (int c = 0; marker && c < curveCount(); ++c)
        if (marker->series() == m_series[c].line || marker->series() == m_series[c].macroLine)
            setCurveVisible(c, !isCurveVisible(c));
}

int ScoreChart::curveCount() const {
    return static_cast<int>(m_series.size());
}

bool ScoreChart::isCurveVisible(int curve) const {
    return curve >= 0 && curve < curveCount() && m_series[curve].visible;
}

void ScoreChart::setCurveVisible(int curve, bool visible) {
    if (curve < 0 || curve >= curveCount())
        return;
    m_series[curve].visible = visible;
    for (auto* series : m_series[curve].all())
        series->setVisible(visible);
    updateYAxis();
    syncLegend();
}

QLineSeries* ScoreChart::lineSeries(int curve) const {
    return m_series.at(curve).line;
}
QScatterSeries* ScoreChart::markerSeries(int curve) const {
    return m_series.at(curve).markers;
}
QScatterSeries* ScoreChart::macroMarkerSeries(int curve) const {
    return m_series.at(curve).macroMarkers;
}

QString ScoreChart::pointText(int curve, int t) const {
    if (!m_data || curve < 0 || curve >= static_cast<int>(m_data->curves.size()))
        return {};
    const auto& c = m_data->curves[curve];
    const auto it = std::find(c.curve.t.begin(), c.curve.t.end(), t);
    if (it == c.curve.t.end())
        return {};
    const auto i = static_cast<std::size_t>(it - c.curve.t.begin());
    const auto& n = c.counts(m_data->kind)[i];
    const double macro = macroValues(c, m_data->kind)[i];
    QString text = tr("<b>%1</b>, t = %2<br>%3 = %4 (aggregated %5)")
                       .arg(QString::fromStdString(c.name).toHtmlEscaped())
                       .arg(t)
                       .arg(kindName(m_data->kind))
                       .arg(c.values(m_data->kind)[i], 0, 'f', 6)
                       .arg(macro, 0, 'f', 6);
    if (m_data->kind == ScoreKind::ES && t >= 1)
        text += tr("<br><i>correctness frozen at t = 1</i>");
    text += tr("<br>%1 samples: %2 correct (%3 slower than eager), %4 failed")
                .arg(n.samples)
                .arg(n.correct)
                .arg(n.slower)
                .arg(n.samples - n.correct);
    QStringList failed;
    for (int f = 0; f < kFailTypes; ++f)
        if (n.failed[f] > 0)
            failed << QStringLiteral("%1 %2").arg(QString::fromStdString(failTypeName(f))).arg(n.failed[f]);
    if (!failed.isEmpty())
        text += QStringLiteral("<br>") + failed.join(QStringLiteral(", "));
    if (m_data->kind == ScoreKind::ES && t >= 1)
        text += tr("<br>%1 failures tolerated at t = %2").arg(n.tolerated).arg(t);
    return text;
}

std::unique_ptr<AnalysisChart> ScoreChart::reportCopy() const {
    auto copy = std::make_unique<ScoreChart>(ChartStyle::reportStyle());
    copy->setData(m_data);
    for (int c = 0; c < curveCount(); ++c)
        copy->setCurveVisible(c, isCurveVisible(c));
    return copy;
}

QString ScoreChart::csv() const {
    QStringList rows;
    QString header =
        QStringLiteral("curve,t,%1,%1_aggregated,samples,correct,slower,failed,tolerated")
            .arg(m_data && m_data->kind == ScoreKind::S ? QStringLiteral("S") : QStringLiteral("ES"));
    for (int f = 1; f < kFailTypes; ++f)
        header += QLatin1Char(',') + QString::fromStdString(failTypeName(f));
    if (m_data && !m_data->bands.empty())
        header += QStringLiteral(",band_low,band_high");
    rows << header;
    if (!m_data)
        return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const auto& d = *m_data;
    for (std::size_t c = 0; c < d.curves.size(); ++c) {
        const auto& curve = d.curves[c];
        const auto macro = macroValues(curve, d.kind);
        for (const auto i : shownLevels(curve)) {
            const auto& n = curve.counts(d.kind)[i];
            QStringList f{csvField(QString::fromStdString(curve.name)),
                          QString::number(curve.curve.t[i]),
                          csvNumber(curve.values(d.kind)[i]),
                          csvNumber(macro[i]),
                          QString::number(n.samples),
                          QString::number(n.correct),
                          QString::number(n.slower),
                          QString::number(n.samples - n.correct),
                          QString::number(n.tolerated)};
            for (int t = 1; t < kFailTypes; ++t)
                f << QString::number(n.failed[t]);
            if (!d.bands.empty()) {
                const bool isS = d.kind == ScoreKind::S;
                f << csvNumber((isS ? d.bands[c].sLow : d.bands[c].esLow)[i])
                  << csvNumber((isS ? d.bands[c].sHigh : d.bands[c].esHigh)[i]);
            }
            rows << f.join(QLatin1Char(','));
        }
    }
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString ScoreChart::fileStem() const {
    return m_data && m_data->kind == ScoreKind::S ? QStringLiteral("St_result")
                                                  : QStringLiteral("ESt_result");
}

} // namespace gnw::ui
