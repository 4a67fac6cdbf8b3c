#include "widgets/analysis/SampleOutcomes.h"

#include "widgets/charts/AnalysisChart.h"

namespace gnw::ui {

namespace {
OutcomeRow baseRow(const CurveSet& set, ResultRef ref) {
    const auto& r = set.result(ref);
    OutcomeRow row;
    row.samplePath = QString::fromStdString(r.samplePath);
    row.run = QString::fromStdString(set.run(ref).name);
    row.status = toQString(statusName(r.status));
    row.failureClass = QString::fromStdString(r.failureClass);
    row.message = QString::fromStdString(r.message);
    const auto& s = set.speedup == SpeedupKind::E2e ? r.speedupE2e : r.speedupGpu;
    if (s)
        row.speedup = *s;
    return row;
}
} // namespace

std::vector<OutcomeRow> pointOutcomes(const CurveSet& set, int curve, ScoreKind kind, int t,
                                      const ScoreParams& params) {
    std::vector<OutcomeRow> rows;
    if (curve < 0 || curve >= static_cast<int>(set.curves.size()))
        return rows;
    const auto& source = set.curves[curve];
    for (std::size_t i = 0; i < source.members.size(); ++i) {
        auto row = baseRow(set, source.members[i]);
        const auto o = outcomeAt(source.scored[i], kind, t, params);
        if (o.correct)
            row.state = o.slower ? QStringLiteral("correct, slower") : QStringLiteral("correct");
        else
            row.state = QString::fromStdString(failTypeName(o.failType)) +
                        (o.tolerated ? QStringLiteral(" (tolerated)") : QString());
        row.factor = o.factor;
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<OutcomeRow> violinOutcomes(const CurveSet& set, const ViolinGroup& group) {
    std::vector<OutcomeRow> rows;
    for (const auto ref : group.members) {
        auto row = baseRow(set, ref);
        row.state = row.status;
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace gnw::ui
