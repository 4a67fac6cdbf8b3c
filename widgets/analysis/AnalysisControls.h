#pragma once
// The analysis parameters: curve grouping, speedup kind, p, b, interpretation, macro overlay,
// bootstrap band, and the violin options. Every change emits changed() at once: the metrics are fast
// enough to recompute on each step of a spin box.
#include "core/analysis/CurveSet.h"
#include "core/metrics/EsScores.h"
#include "widgets/charts/ViolinChartData.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QListWidget;

namespace gnw::ui {

class AnalysisControls : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisControls(QWidget* parent = nullptr);

    ScoreParams params() const;
    CurveGrouping grouping() const;
    SpeedupKind speedup() const;
    FlaggedResults flaggedResults() const;
    bool macroOverlay() const;
    int bootstrapResamples() const; // 0 when the band is off
    bool violinCorrectOnly() const;
    ViolinOrder violinOrder() const;
    QStringList violinCustomOrder() const;
    // Offers the groups for the custom violin order, keeping the order the user already chose.
    void setViolinGroups(const QStringList& groups);

    QDoubleSpinBox* pBox() const { return m_p; }
    QDoubleSpinBox* bBox() const { return m_b; }
    QComboBox* interpretationBox() const { return m_interpretation; }
    QComboBox* groupingBox() const { return m_grouping; }
    QCheckBox* macroBox() const { return m_macro; }
    QCheckBox* bootstrapBox() const { return m_bootstrap; }
    QCheckBox* correctOnlyBox() const { return m_correctOnly; }
    QCheckBox* excludeFlaggedBox() const { return m_excludeFlagged; }
    QComboBox* violinOrderBox() const { return m_violinOrder; }

Q_SIGNALS:
    void changed();

private:
    QComboBox* m_grouping;
    QComboBox* m_speedup;
    QDoubleSpinBox* m_p;
    QDoubleSpinBox* m_b;
    QComboBox* m_interpretation;
    QCheckBox* m_macro;
    QCheckBox* m_bootstrap;
    QCheckBox* m_correctOnly;
    QCheckBox* m_excludeFlagged;
    QComboBox* m_violinOrder;
    QListWidget* m_customOrder;
};

} // namespace gnw::ui
