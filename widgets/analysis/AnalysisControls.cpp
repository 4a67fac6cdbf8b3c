#include "widgets/analysis/AnalysisControls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QListWidget>
#include <QVBoxLayout>

namespace gnw::ui {

namespace {
constexpr int kBootstrapResamples = 400;
}

AnalysisControls::AnalysisControls(QWidget* parent)
    : QWidget(parent), m_grouping(new QComboBox(this)), m_speedup(new QComboBox(this)),
      m_p(new QDoubleSpinBox(this)), m_b(new QDoubleSpinBox(this)), m_interpretation(new QComboBox(this)),
      m_macro(new QCheckBox(tr("Macro overlay (aggregated)"), this)),
      m_bootstrap(new QCheckBox(tr("95% bootstrap band"), this)),
      m_correctOnly(new QCheckBox(tr("Correct samples only"), this)),
      m_excludeFlagged(new QCheckBox(tr("Leave out flagged results (noisy, contended)"), this)),
      m_violinOrder(new QComboBox(this)), m_customOrder(new QListWidget(this)) {
    m_grouping->addItem(tr("per run"), QStringLiteral("run"));
    m_grouping->addItem(tr("per backend"), QStringLiteral("backend"));
    m_grouping->addItem(tr("per category"), QStringLiteral("category"));
    m_grouping->addItem(tr("per domain (NLP / CV / other)"), QStringLiteral("domain"));
    m_speedup->addItem(tr("end-to-end (upstream)"), int(SpeedupKind::E2e));
    m_speedup->addItem(tr("device (gpu) time"), int(SpeedupKind::Gpu));
    m_p->setRange(0.0, 10.0);
    m_p->setSingleStep(0.05);
    m_p->setDecimals(3);
    m_p->setValue(0.0);
    m_p->setToolTip(tr("Negative-speedup penalty: a correct sample with speedup s < 1 counts as s^(p+1)"));
    m_b->setRange(0.001, 1.0);
    m_b->setSingleStep(0.01);
    m_b->setDecimals(3);
    m_b->setValue(0.1);
    m_b->setToolTip(tr("Failure penalty (fpdb): the factor of a failed sample"));
    m_interpretation->addItem(QStringLiteral("default"), int(Interpretation::Default));
    m_interpretation->addItem(QStringLiteral("mismatch_extended"), int(Interpretation::MismatchExtended));
    m_interpretation->setToolTip(
        tr("How failures are tolerated at positive t (error codes and their levels)"));
    m_macro->setToolTip(tr("Draw the macro form (alpha, beta, lambda, eta, gamma) dashed over each curve"));
    m_bootstrap->setToolTip(
        tr("Percentile band from %1 resamples of the samples (seeded)").arg(kBootstrapResamples));
    m_excludeFlagged->setToolTip(tr(
        "Results whose timings stayed noisy after the re-measures, or were taken while other processes kept "
        "cores busy; off by default, as upstream's curves take every result"));
    m_correctOnly->setToolTip(
        tr("Upstream's violins take every sample with a positive speedup, whatever its status"));
    m_violinOrder->addItem(tr("by name"), int(ViolinOrder::Name));
    m_violinOrder->addItem(tr("by median speedup"), int(ViolinOrder::Median));
    m_violinOrder->addItem(tr("custom (drag to reorder)"), int(ViolinOrder::Custom));
    m_customOrder->setDragDropMode(QAbstractItemView::InternalMove);
    m_customOrder->setVisible(false);
    m_customOrder->setMaximumHeight(140);

    auto* scores = new QGroupBox(tr("Scores"), this);
    auto* form = new QFormLayout(scores);
    form->addRow(tr("Curves"), m_grouping);
    form->addRow(tr("Speedup"), m_speedup);
    form->addRow(tr("p"), m_p);
    form->addRow(tr("b"), m_b);
    form->addRow(tr("Interpretation"), m_interpretation);
    form->addRow(m_macro);
    form->addRow(m_bootstrap);
    form->addRow(m_excludeFlagged);
    auto* violins = new QGroupBox(tr("Violins"), this);
    auto* violinForm = new QFormLayout(violins);
    violinForm->addRow(m_correctOnly);
    violinForm->addRow(tr("Order"), m_violinOrder);
    violinForm->addRow(m_customOrder);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scores);
    layout->addWidget(violins);
    layout->addStretch(1);

    for (auto* combo : {m_grouping, m_speedup, m_interpretation, m_violinOrder})
        connect(combo, &QComboBox::currentIndexChanged, this, &AnalysisControls::changed);
    for (auto* spin : {m_p, m_b})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &AnalysisControls::changed);
    for (auto* box : {m_macro, m_bootstrap, m_correctOnly, m_excludeFlagged})
        connect(box, &QCheckBox::toggled, this, &AnalysisControls::changed);
    connect(m_violinOrder, &QComboBox::currentIndexChanged, this,
            [this] { m_customOrder->setVisible(violinOrder() == ViolinOrder::Custom); });
    connect(m_customOrder->model(), &QAbstractItemModel::rowsMoved, this, &AnalysisControls::changed);
}

ScoreParams AnalysisControls::params() const {
    return {m_p->value(), m_b->value(), static_cast<Interpretation>(m_interpretation->currentData().toInt())};
}

CurveGrouping AnalysisControls::grouping() const {
    return parseCurveGrouping(m_grouping->currentData().toString().toStdString())
        .value_or(CurveGrouping::Run);
}

SpeedupKind AnalysisControls::speedup() const {
    return static_cast<SpeedupKind>(m_speedup->currentData().toInt());
}
FlaggedResults AnalysisControls::flaggedResults() const {
    return m_excludeFlagged->isChecked() ? FlaggedResults::Excluded : FlaggedResults::Included;
}
bool AnalysisControls::macroOverlay() const {
    return m_macro->isChecked();
}
int AnalysisControls::bootstrapResamples() const {
    return m_bootstrap->isChecked() ? kBootstrapResamples : 0;
}
bool AnalysisControls::violinCorrectOnly() const {
    return m_correctOnly->isChecked();
}
ViolinOrder AnalysisControls::violinOrder() const {
    return static_cast<ViolinOrder>(m_violinOrder->currentData().toInt());
}

QStringList AnalysisControls::violinCustomOrder() const {
    QStringList order;
    for (int i = 0; i < m_customOrder->count(); ++i)
        order << m_customOrder->item(i)->text();
    return order;
}

void AnalysisControls::setViolinGroups(const QStringList& groups) {
    QStringList order;
    for (const auto& name : violinCustomOrder())
        if (groups.contains(name))
            order << name;
    for (const auto& name : groups)
        if (!order.contains(name))
            order << name;
    if (order == violinCustomOrder())
        return;
    const QSignalBlocker block(m_customOrder->model());
    m_customOrder->clear();
    m_customOrder->addItems(order);
}

} // namespace gnw::ui
