#include "widgets/run/NewRunDialog.h"

#include "widgets/common/ScreenFit.h"
#include "widgets/common/WorkbenchSettings.h"
#include "widgets/run/BackendChoiceList.h"
#include "widgets/run/EnvironmentSetupDialog.h"
#include "widgets/run/RunEstimateText.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace gnw::ui {

namespace {
const QString kCategoryPrefix = QStringLiteral("category:");
const QString kTagPrefix = QStringLiteral("tag:");

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

NewRunDialog::NewRunDialog(const RunScopeInput& input, const QList<BackendChoice>& backends,
                           const QStringList& devices, QWidget* parent)
    : QDialog(parent), m_input(input), m_backendChoices(backends), m_scope(new QButtonGroup(this)),
      m_group(new QComboBox(this)), m_backends(new BackendChoiceList(backends, this)),
      m_options(new QPlainTextEdit(this)), m_device(new QComboBox(this)), m_protocol(new QComboBox(this)),
      m_warmup(new QSpinBox(this)), m_trials(new QSpinBox(this)), m_repeats(new QSpinBox(this)),
      m_target(new QComboBox(this)), m_shards(new QSpinBox(this)), m_partition(new QLineEdit(this)),
      m_gres(new QLineEdit(this)), m_time(new QLineEdit(this)), m_minTime(new QDoubleSpinBox(this)),
      m_threads(new QSpinBox(this)), m_seed(new QSpinBox(this)), m_timeout(new QDoubleSpinBox(this)),
      m_fluctuation(new QDoubleSpinBox(this)), m_noisePolicy(new QComboBox(this)),
      m_semantics(new QComboBox(this)), m_python(new QLineEdit(this)), m_name(new QLineEdit(this)),
      m_notes(new QPlainTextEdit(this)), m_problemLabel(new QLabel(this)), m_estimate(new QLabel(this)) {
    setObjectName(QStringLiteral("newRunDialog"));
    setWindowTitle(tr("New Run"));

    // Scope.
    auto* scopeBox = new QGroupBox(tr("Samples"), this);
    auto* scopeLayout = new QVBoxLayout(scopeBox);
    const QStringList scopeNames{tr("Selected in the browser"), tr("Category or tag:"), tr("Current filter"),
                                 tr("All samples of the dataset")};
    for (int i = 0; i < scopeNames.size(); ++i) {
        auto* radio = new QRadioButton(scopeNames[i], scopeBox);
        m_scope->addButton(radio, i);
        if (i == Group) {
            auto* row = new QHBoxLayout;
            row->addWidget(radio);
            row->addWidget(m_group, 1);
            scopeLayout->addLayout(row);
        } else {
            scopeLayout->addWidget(radio);
        }
    }
    QSet<QString> categories, tags;
    if (input.records)
        for (const auto& r : *input.records) {
            categories.insert(fromStd(r.summary.category));
            if (!r.summary.heuristicTag.empty())
                tags.insert(fromStd(r.summary.heuristicTag));
        }
    QStringList groups;
    for (const auto& c : categories)
        groups << kCategoryPrefix + c;
    for (const auto& t : tags)
        groups << kTagPrefix + t;
    groups.sort();
    m_group->addItems(groups);

    // Backends.
    auto* backendBox = new QGroupBox(tr("Backends (one run each, same seed and samples)"), this);
    auto* backendLayout = new QVBoxLayout(backendBox);
    backendLayout->addWidget(m_backends, 1);
    // A backend that only lacks its environment gets a button that creates it.
    for (const auto& b : backends) {
        if (b.available || b.createEnvironment.isEmpty())
            continue;
        auto* create = new QPushButton(tr("Create the environment of %1…").arg(b.name), backendBox);
        create->setObjectName(QStringLiteral("createEnvironment-") + b.name);
        create->setToolTip(b.createEnvironment.join(QLatin1Char(' ')));
        connect(create, &QPushButton::clicked, this, [this, b, create] {
            EnvironmentSetupDialog setup(b.name, b.createEnvironment, this);
            connect(&setup, &EnvironmentSetupDialog::finished, this, [this, b, create](bool ok) {
                if (!ok)
                    return;
                create->setEnabled(false);
                create->setText(
                    tr("%1: environment created (offered the next time New Run opens)").arg(b.name));
                Q_EMIT environmentCreated(b.name);
            });
            setup.exec();
        });
        backendLayout->addWidget(create);
    }
    m_options->setPlaceholderText(tr("Backend options as a JSON object, e.g. {\"mode\": \"max-autotune\"}"));
    m_options->setMaximumHeight(60);
    backendLayout->addWidget(new QLabel(tr("Options:"), backendBox));
    backendLayout->addWidget(m_options);

    // Measuring.
    m_device->addItems(devices);
    m_protocol->addItem(tr("upstream (as test_compiler: all eager trials, then the backend's)"),
                        QStringLiteral("upstream"));
    m_protocol->addItem(tr("interleaved (eager and backend trials alternate)"),
                        QStringLiteral("interleaved"));
    m_protocol->addItem(tr("blocks (blocks of ~50 ms alternate; interval from the block pairs)"),
                        QStringLiteral("blocks"));
    m_warmup->setRange(0, 1000);
    m_trials->setRange(1, 10000);
    m_repeats->setRange(1, 100);
    m_repeats->setToolTip(tr(
        "Each sample measured this many times, each time in fresh processes, the run going over all its "
        "samples once per repeat. The result is the median over the repeats and its interval comes from "
        "their spread, so that it holds for another run; a single run's interval covers one process only."));
    m_minTime->setRange(0, 3600);
    m_minTime->setDecimals(1);
    m_minTime->setSuffix(tr(" s"));
    m_minTime->setToolTip(
        tr("After the timed trials, more until the timed calls add up to this (upstream protocol: each side "
           "half of it; interleaved: both sides' pairs together; at most 200); 0 takes exactly the trials."));
    m_threads->setRange(1, 1024);
    m_threads->setValue(QThread::idealThreadCount());
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_fluctuation->setRange(0, 100);
    m_fluctuation->setDecimals(2);
    m_fluctuation->setToolTip(tr("A phase whose trial times have IQR/median above this is noisy; 0 turns "
                                 "the check off."));
    m_noisePolicy->addItem(tr("re-measure, then keep it flagged noisy"), QStringLiteral("remeasure"));
    m_noisePolicy->addItem(tr("fail it (upstream's guard, class fluctuation)"), QStringLiteral("fail"));
    m_noisePolicy->setToolTip(tr("A noisy phase's trials are taken again, at most three times; a result "
                                 "still noisy is kept with the noisy flag and its IQR/median."));
    // Data: grad mode, dynamo configuration, default device (RunRequest).
    m_semantics->addItem(
        tr("as upstream's test_compiler (grad on, its dynamo flags, default device)"),
        QStringList{QStringLiteral("enabled"), QStringLiteral("upstream"), QStringLiteral("on")});
    m_semantics->addItem(
        tr("strict (no_grad, torch's dynamo defaults, no default device)"),
        QStringList{QStringLiteral("no_grad"), QStringLiteral("default"), QStringLiteral("off")});
    m_semantics->setToolTip(tr("How the Python bridge runs model.py for torch.compile, TVM and other Python "
                               "backends. Upstream's choices make its speedups, and ours comparable with "
                               "them; each is recorded with every result."));
    m_python->setPlaceholderText(tr("default interpreter"));
    auto* measure = new QGroupBox(tr("Measuring"), this);
    auto* form = new QFormLayout(measure);
    form->addRow(tr("Device:"), m_device);
    form->addRow(tr("Protocol:"), m_protocol);
    form->addRow(tr("Warm-up calls:"), m_warmup);
    form->addRow(tr("Timed trials:"), m_trials);
    form->addRow(tr("Repeats:"), m_repeats);
    form->addRow(tr("Minimum timed time:"), m_minTime);
    form->addRow(tr("Timeout per sample:"), m_timeout);
    form->addRow(tr("Threads:"), m_threads);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(tr("Fluctuation guard:"), m_fluctuation);
    form->addRow(tr("When noisy:"), m_noisePolicy);
    form->addRow(tr("Python semantics:"), m_semantics);
    form->addRow(tr("Python for compiler backends:"), m_python);

    // Target: this machine, or a Slurm job array whose shard stores merge into this store as they finish.
    auto* target = new QGroupBox(tr("Run on"), this);
    auto* targetForm = new QFormLayout(target);
    m_target->setObjectName(QStringLiteral("runTarget"));
    m_target->addItem(tr("This machine"));
    m_target->addItem(tr("Slurm cluster (job array)"));
    if (!cluster::slurmAvailable()) {
        auto* model = qobject_cast<QStandardItemModel*>(m_target->model());
        model->item(1)->setEnabled(false);
        m_target->setToolTip(tr("sbatch is not on PATH: no Slurm cluster to submit to."));
    }
    m_shards->setRange(1, 10000);
    m_shards->setValue(3);
    m_partition->setPlaceholderText(tr("the cluster's default"));
    m_gres->setPlaceholderText(tr("e.g. gpu:1"));
    m_time->setPlaceholderText(tr("e.g. 01:00:00"));
    targetForm->addRow(tr("Target:"), m_target);
    targetForm->addRow(tr("Shards:"), m_shards);
    targetForm->addRow(tr("Partition:"), m_partition);
    targetForm->addRow(tr("GPUs (gres):"), m_gres);
    targetForm->addRow(tr("Time limit per shard:"), m_time);
    auto updateTarget = [this] {
        const bool onCluster = m_target->currentIndex() == 1;
        for (QWidget* w : std::initializer_list<QWidget*>{m_shards, m_partition, m_gres, m_time})
            w->setEnabled(onCluster);
    };
    connect(m_target, &QComboBox::currentIndexChanged, this, updateTarget);
    updateTarget();

    auto* label = new QGroupBox(tr("Name and notes"), this);
    auto* labelForm = new QFormLayout(label);
    m_name->setPlaceholderText(tr("default: <backend> on <device> <time>"));
    m_notes->setMaximumHeight(50);
    labelForm->addRow(tr("Name:"), m_name);
    labelForm->addRow(tr("Notes:"), m_notes);

    m_problemLabel->setObjectName(QStringLiteral("runProblem"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(QStringLiteral("QLabel { color: #c0392b; }"));
    m_problemLabel->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewRunDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(scopeBox);
    left->addWidget(backendBox);
    left->addWidget(target);
    left->addWidget(label);
    columns->addLayout(left, 3);
    columns->addWidget(measure, 2);
    auto* layout = new QVBoxLayout(this);
    // The settings scroll on a small screen; the estimate, the problem and Start/Cancel stay in view.
    layout->addWidget(new ScrollBody(columns, this), 1);
    m_estimate->setObjectName(QStringLiteral("runEstimate"));
    m_estimate->setWordWrap(true);
    layout->addWidget(m_estimate);
    layout->addWidget(m_problemLabel);
    layout->addWidget(buttons);

    connect(m_scope, &QButtonGroup::idClicked, this, &NewRunDialog::updateScopeCounts);
    connect(m_group, &QComboBox::currentIndexChanged, this, &NewRunDialog::updateScopeCounts);
    for (QSpinBox* box : {m_warmup, m_trials, m_repeats})
        connect(box, &QSpinBox::valueChanged, this, &NewRunDialog::updateEstimate);
    connect(m_minTime, &QDoubleSpinBox::valueChanged, this, &NewRunDialog::updateEstimate);
    connect(m_backends, &QListWidget::itemChanged, this, &NewRunDialog::updateEstimate);
    restoreChoices();
    // The browser's selection is what a user usually means when there is one.
    setScope(!input.selected.isEmpty() ? Selection : !input.filterText.trimmed().isEmpty() ? Filter : All);
    fitToScreen(this);
}

std::optional<ClusterTarget> NewRunDialog::clusterTarget() const {
    if (m_target->currentIndex() != 1)
        return std::nullopt;
    ClusterTarget t;
    t.shards = m_shards->value();
    t.partition = m_partition->text().trimmed();
    t.gres = m_gres->text().trimmed();
    t.time = m_time->text().trimmed();
    return t;
}

void NewRunDialog::setClusterTarget(const std::optional<ClusterTarget>& target) {
    m_target->setCurrentIndex(target ? 1 : 0);
    if (target) {
        m_shards->setValue(target->shards);
        m_partition->setText(target->partition);
        m_gres->setText(target->gres);
        m_time->setText(target->time);
    }
}

void NewRunDialog::setScope(Scope scope) {
    if (auto* b = m_scope->button(scope))
        b->setChecked(true);
    updateScopeCounts();
}

void NewRunDialog::setBackends(const QStringList& names) {
    m_backends->setCheckedBackends(names);
}

void NewRunDialog::updateScopeCounts() {
    const int all = m_input.records ? static_cast<int>(m_input.records->size()) : 0;
    m_scope->button(Selection)->setText(
        tr("Selected in the browser (%n)", nullptr, int(m_input.selected.size())));
    m_scope->button(Selection)->setEnabled(!m_input.selected.isEmpty());
    m_scope->button(Filter)->setText(
        tr("Current filter “%1” (%n)", nullptr, int(m_input.filtered.size())).arg(m_input.filterText));
    m_scope->button(All)->setText(tr("All samples of the dataset (%n)", nullptr, all));
    updateEstimate();
}

void NewRunDialog::updateEstimate() {
    m_estimate->setText(runEstimateText(m_input.predictedEager, m_input.predictionModel, scopeSamples(),
                                        settings(), int(m_backends->checkedBackends().size())));
}

QStringList NewRunDialog::scopeSamples() const {
    switch (Scope(m_scope->checkedId())) {
    case Selection:
        return m_input.selected;
    case Filter:
        return m_input.filtered;
    case Group: {
        QStringList out;
        const QString g = m_group->currentText();
        if (m_input.records)
            for (const auto& r : *m_input.records)
                if ((g.startsWith(kCategoryPrefix) &&
                     fromStd(r.summary.category) == g.mid(kCategoryPrefix.size())) ||
                    (g.startsWith(kTagPrefix) && fromStd(r.summary.heuristicTag) == g.mid(kTagPrefix.size())))
                    out << fromStd(r.summary.relPath);
        return out;
    }
    case All:
        break;
    }
    QStringList out;
    if (m_input.records)
        for (const auto& r : *m_input.records)
            out << fromStd(r.summary.relPath);
    return out;
}

QList<RunRequest> NewRunDialog::requests() const {
    m_problem.clear();
    const QStringList backends = m_backends->checkedBackends();
    if (backends.isEmpty()) {
        m_problem = tr("Choose at least one backend.");
        return {};
    }
    for (const auto& b : m_backendChoices)
        if (backends.contains(b.name) && !b.available) {
            m_problem = tr("Backend %1 is not available: %2").arg(b.name, b.reason);
            return {};
        }
    const QString options = m_options->toPlainText().trimmed();
    if (!options.isEmpty()) {
        QJsonParseError error{};
        const auto doc = QJsonDocument::fromJson(options.toUtf8(), &error);
        if (!doc.isObject()) {
            m_problem =
                error.error != QJsonParseError::NoError
                    ? tr("Backend options, character %1: %2").arg(error.offset).arg(error.errorString())
                    : tr("Backend options must be a JSON object ({…}).");
            return {};
        }
    }
    const QStringList samples = scopeSamples();
    if (samples.isEmpty()) {
        m_problem = tr("The chosen scope has no samples.");
        return {};
    }
    // Each backend runs one framework's samples (the run leaves the others out and says so): a backend with
    // none of its framework in the scope would be an empty run.
    if (m_input.records) {
        const QSet<QString> chosen(samples.begin(), samples.end());
        QMap<QString, int> perFramework;
        for (const auto& r : *m_input.records)
            if (chosen.contains(fromStd(r.summary.relPath)))
                ++perFramework[fromStd(r.summary.framework)];
        for (const auto& b : m_backendChoices)
            if (backends.contains(b.name) && perFramework.value(b.framework) == 0) {
                m_problem =
                    tr("Backend %1 runs %2 samples; the chosen scope has none.")
                        .arg(b.name, b.framework == QLatin1String("paddle") ? QStringLiteral("Paddle")
                                                                            : QStringLiteral("PyTorch"));
                return {};
            }
    }
    const bool everything = m_input.records && samples.size() == qsizetype(m_input.records->size());
    QList<RunRequest> out;
    for (const auto& b : backends) {
        RunRequest r;
        r.dataset = m_input.datasetRoot;
        r.samples = everything ? QStringList() : samples;
        r.backend = b;
        r.backendOptions = options;
        r.device = m_device->currentText();
        r.pythonPath = m_python->text().trimmed();
        r.settings = settings();
        r.threads = m_threads->value();
        r.name = m_name->text().trimmed();
        if (!r.name.isEmpty() && backends.size() > 1)
            r.name += QStringLiteral(" (%1)").arg(b);
        r.notes = m_notes->toPlainText().trimmed();
        out << r;
    }
    return out;
}

void NewRunDialog::accept() {
    if (requests().isEmpty()) {
        m_problemLabel->setText(m_problem);
        m_problemLabel->show();
        return;
    }
    saveChoices();
    QDialog::accept();
}

void NewRunDialog::saveChoices() const {
    QJsonObject j;
    j[QStringLiteral("backends")] = QJsonArray::fromStringList(m_backends->checkedBackends());
    j[QStringLiteral("options")] = m_options->toPlainText();
    j[QStringLiteral("device")] = m_device->currentText();
    j[QStringLiteral("settings")] = runSettingsJson(settings()); // under the names runs store them with
    j[QStringLiteral("threads")] = m_threads->value();
    j[QStringLiteral("python")] = m_python->text();
    j[QStringLiteral("group")] = m_group->currentText();
    settings::setLastRunChoices(QJsonDocument(j).toJson(QJsonDocument::Compact));
}

void NewRunDialog::restoreChoices() {
    const auto j = QJsonDocument::fromJson(settings::lastRunChoices()).object();
    QStringList backends;
    for (const auto& b : j.value(QStringLiteral("backends")).toArray())
        backends << b.toString();
    if (backends.isEmpty() && m_backends->count() > 0)
        backends << QStringLiteral("nope");
    setBackends(backends);
    m_options->setPlainText(j.value(QStringLiteral("options")).toString());
    if (const int i = m_device->findText(j.value(QStringLiteral("device")).toString()); i >= 0)
        m_device->setCurrentIndex(i);
    if (const int i = m_group->findText(j.value(QStringLiteral("group")).toString()); i >= 0)
        m_group->setCurrentIndex(i);
    m_threads->setValue(j.value(QStringLiteral("threads")).toInt(m_threads->value()));
    // Remembered settings, under the names runs store them with; a key not remembered takes today's
    // default.
    showSettings(runSettingsFromJson(j.value(QStringLiteral("settings")).toObject()));
    m_python->setText(j.value(QStringLiteral("python")).toString());
}

RunSettings NewRunDialog::settings() const {
    RunSettings s; // max trials and max re-measures keep their defaults: the dialog does not offer them
    s.warmup = m_warmup->value();
    s.trials = m_trials->value();
    s.minTimeSeconds = m_minTime->value();
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    s.timeoutSeconds = m_timeout->value();
    s.fluctuationThreshold = m_fluctuation->value();
    s.fluctuationPolicy = m_noisePolicy->currentData().toString().toStdString();
    s.protocol = m_protocol->currentData().toString().toStdString();
    s.repeats = m_repeats->value();
    const QStringList semantics = m_semantics->currentData().toStringList();
    s.semantics = {semantics.value(0).toStdString(), semantics.value(1).toStdString(),
                   semantics.value(2) == QLatin1String("on")};
    return s;
}

void NewRunDialog::showSettings(const RunSettings& s) {
    m_warmup->setValue(s.warmup);
    m_trials->setValue(s.trials);
    m_repeats->setValue(s.repeats);
    m_minTime->setValue(s.minTimeSeconds);
    m_seed->setValue(static_cast<int>(s.seed));
    m_timeout->setValue(s.timeoutSeconds);
    m_fluctuation->setValue(s.fluctuationThreshold);
    if (const int i = m_noisePolicy->findData(QString::fromStdString(s.fluctuationPolicy)); i >= 0)
        m_noisePolicy->setCurrentIndex(i);
    if (const int i = m_protocol->findData(QString::fromStdString(s.protocol)); i >= 0)
        m_protocol->setCurrentIndex(i);
    const QStringList semantics{QString::fromStdString(s.semantics.gradMode),
                                QString::fromStdString(s.semantics.dynamoConfig),
                                s.semantics.defaultDevice ? QStringLiteral("on") : QStringLiteral("off")};
    if (const int i = m_semantics->findData(semantics); i >= 0)
        m_semantics->setCurrentIndex(i);
}

} // namespace gnw::ui
