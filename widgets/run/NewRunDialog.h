#pragma once
// "New Run": which samples (the browser's selection, a category or tag, the current filter, or all), one or
// more backends with their options (one run per backend, same seed and samples), the device, the measuring
// protocol and limits, a name and notes. Remembers the last choices. Refuses up front what cannot run: no
// backend, an unavailable one, options that are not a JSON object, a backend with no sample of its
// framework (torch or Paddle) in the scope, an empty scope.
#include "core/store/RunSettings.h"
#include "core/store/SampleStore.h"
#include "widgets/run/ClusterSweeps.h"
#include "widgets/run/RunExecutor.h"

#include <QDialog>
#include <QHash>
#include <vector>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace gnw::ui {

class BackendChoiceList;

struct RunScopeInput {
    QString datasetRoot;
    const std::vector<SampleRecord>* records = nullptr;
    QStringList selected; // relative paths selected in the browser
    QStringList filtered; // relative paths the browser's filter shows
    QString filterText;
    QHash<QString, double> predictedEager; // relative path -> the cost model's eager seconds (may be empty)
    QString predictionModel;               // which model predicted them, for the estimate's text
};

class NewRunDialog : public QDialog {
    Q_OBJECT
public:
    enum Scope { Selection, Group, Filter, All };

    NewRunDialog(const RunScopeInput& input, const QList<BackendChoice>& backends, const QStringList& devices,
                 QWidget* parent = nullptr);

    void setScope(Scope scope);
    void setBackends(const QStringList& names); // checks exactly these
    // One request per checked backend; empty (with problem() set) when the choices cannot run.
    QList<RunRequest> requests() const;
    QString problem() const { return m_problem; }
    // The samples of the chosen scope (relative paths).
    QStringList scopeSamples() const;
    // Where the runs go: nullopt = this machine; a Slurm job array when the cluster target is chosen (only
    // offered when sbatch is on PATH).
    std::optional<ClusterTarget> clusterTarget() const;
    void setClusterTarget(const std::optional<ClusterTarget>& target);

    void accept() override;

Q_SIGNALS:
    // A backend environment was created from the dialog (its backend's availability changed).
    void environmentCreated(const QString& backend);

public:
    QSpinBox* warmupBox() const { return m_warmup; }
    QSpinBox* trialsBox() const { return m_trials; }
    QDoubleSpinBox* minTimeBox() const { return m_minTime; }
    QDoubleSpinBox* fluctuationBox() const { return m_fluctuation; }
    QComboBox* noisePolicyBox() const { return m_noisePolicy; }
    QComboBox* semanticsBox() const { return m_semantics; }
    QPlainTextEdit* optionsEdit() const { return m_options; }
    QLabel* estimateLabel() const { return m_estimate; }
    QLineEdit* nameEdit() const { return m_name; }

private:
    // The measuring settings as the dialog shows them, and back.
    RunSettings settings() const;
    void showSettings(const RunSettings& settings);
    void restoreChoices();
    void saveChoices() const;
    void updateScopeCounts();
    void updateEstimate();

    RunScopeInput m_input;
    QList<BackendChoice> m_backendChoices;
    QButtonGroup* m_scope;
    QComboBox* m_group;
    BackendChoiceList* m_backends;
    QPlainTextEdit* m_options;
    QComboBox* m_device;
    QComboBox* m_protocol;
    QSpinBox* m_warmup;
    QSpinBox* m_trials;
    QSpinBox* m_repeats;
    QComboBox* m_target;
    QSpinBox* m_shards;
    QLineEdit* m_partition;
    QLineEdit* m_gres;
    QLineEdit* m_time;
    QDoubleSpinBox* m_minTime;
    QSpinBox* m_threads;
    QSpinBox* m_seed;
    QDoubleSpinBox* m_timeout;
    QDoubleSpinBox* m_fluctuation;
    QComboBox* m_noisePolicy;
    QComboBox* m_semantics;
    QLineEdit* m_python;
    QLineEdit* m_name;
    QPlainTextEdit* m_notes;
    QLabel* m_problemLabel;
    QLabel* m_estimate;
    mutable QString m_problem;
};

} // namespace gnw::ui
