#include "widgets/extract/NewSampleDialog.h"

#include "widgets/common/BackgroundJob.h"
#include "widgets/fault/ProgressJob.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace gnw::ui {

namespace {
QWidget* withBrowse(QLineEdit* edit, QPushButton* browse, QWidget* parent) {
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return row;
}
} // namespace

NewSampleDialog::NewSampleDialog(const QString& defaultOutDir, QWidget* parent)
    : QDialog(parent), m_model(new QLineEdit(this)),
      m_factory(new QLineEdit(QStringLiteral("model_and_inputs"), this)),
      m_outDir(new QLineEdit(defaultOutDir, this)), m_name(new QLineEdit(this)),
      m_static(new QCheckBox(
          tr("Static shapes (torch.compile(dynamic=False); upstream's default is dynamic)"), this)),
      m_extract(new QPushButton(tr("Extract"), this)),
      m_cancel(new QPushButton(tr("Cancel Extraction"), this)), m_busy(new QProgressBar(this)),
      m_status(new QLabel(this)), m_report(new QPlainTextEdit(this)), m_job(new BackgroundJob(this)) {
    setWindowTitle(tr("New Sample from Model"));
    m_model->setPlaceholderText(tr("a Python file whose factory returns a torch.nn.Module and its inputs"));
    m_factory->setToolTip(tr("The function in the model file that returns (module, example inputs)"));
    auto* form = new QFormLayout;
    auto* browseModel = new QPushButton(tr("Browse…"), this);
    auto* browseOut = new QPushButton(tr("Browse…"), this);
    form->addRow(tr("Model file:"), withBrowse(m_model, browseModel, this));
    form->addRow(tr("Factory:"), m_factory);
    form->addRow(tr("Output folder:"), withBrowse(m_outDir, browseOut, this));
    form->addRow(tr("Sample name:"), m_name);
    form->addRow(QString(), m_static);

    m_busy->setRange(0, 0); // an extraction has phases, not a fraction done
    m_busy->setVisible(false);
    m_cancel->setEnabled(false);
    m_status->setWordWrap(true);
    m_report->setReadOnly(true);
    m_report->setPlaceholderText(
        tr("The extraction's report: whether the captured graphs reproduce the model, "
           "and each written sample's errors and warnings with file and line."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_extract, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addWidget(m_report, 1);
    layout->addWidget(buttons);
    resize(720, 480);

    connect(browseModel, &QPushButton::clicked, this, &NewSampleDialog::browseModel);
    connect(browseOut, &QPushButton::clicked, this, &NewSampleDialog::browseOutDir);
    connect(m_model, &QLineEdit::textChanged, this, [this](const QString& path) {
        if (!m_nameEdited) // the name follows the file until the user types one
            m_name->setText(QFileInfo(path).completeBaseName());
    });
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameEdited = true; });
    connect(m_extract, &QPushButton::clicked, this, &NewSampleDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job->requestStop();
        m_cancel->setEnabled(false);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void NewSampleDialog::setModelFile(const QString& path) {
    m_model->setText(path);
}

void NewSampleDialog::setFactory(const QString& factory) {
    m_factory->setText(factory);
}

void NewSampleDialog::setOutDir(const QString& dir) {
    m_outDir->setText(dir);
}

bool NewSampleDialog::isRunning() const {
    return m_job->isBusy();
}

void NewSampleDialog::browseModel() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Model File"), QFileInfo(m_model->text()).absolutePath(), tr("Python files (*.py)"));
    if (!path.isEmpty())
        m_model->setText(path);
}

void NewSampleDialog::browseOutDir() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Output Folder"), m_outDir->text());
    if (!dir.isEmpty())
        m_outDir->setText(dir);
}

bool NewSampleDialog::start() {
    auto service = SampleExtractionService::defaultService();
    if (!service) {
        m_status->setText(tr("This build has no extraction engine (LibTorch and the Python bridge)."));
        return false;
    }
    ExtractionRequest request;
    request.modelFile = QFileInfo(m_model->text().trimmed()).absoluteFilePath();
    request.factory = m_factory->text().trimmed();
    request.outDir = QDir(m_outDir->text().trimmed()).absolutePath();
    request.name = m_name->text().trimmed();
    request.dynamic = !m_static->isChecked();
    if (m_model->text().trimmed().isEmpty() || !QFileInfo(request.modelFile).isFile()) {
        m_status->setText(tr("Choose the model file (a Python file)."));
        return false;
    }
    if (request.factory.isEmpty() || request.name.isEmpty() || m_outDir->text().trimmed().isEmpty()) {
        m_status->setText(tr("The factory, the output folder and the sample name are needed."));
        return false;
    }
    m_outcome.reset();
    m_runningOutDir = request.outDir;
    m_report->clear();
    m_extract->setEnabled(false);
    m_cancel->setEnabled(true);
    m_busy->setVisible(true);
    m_status->setText(tr("Extracting %1 from %2…").arg(request.name, request.modelFile));
    startWithProgress(
        m_job, this,
        [service, request](const auto& progress, const std::atomic<bool>& cancel) {
            return service->extract(request, progress, cancel);
        },
        [](NewSampleDialog* self, const QString& line) {
            if (self->m_job->isBusy())
                self->m_status->setText(line);
        },
        [this](ExtractionOutcome outcome) { onFinished(std::move(outcome)); });
    return true;
}

void NewSampleDialog::onFinished(ExtractionOutcome outcome) {
    m_extract->setEnabled(true);
    m_cancel->setEnabled(false);
    m_busy->setVisible(false);
    m_outcome = std::move(outcome);
    const ExtractionOutcome& o = *m_outcome;
    m_report->setPlainText(o.reportText());
    if (!o.error.isEmpty())
        m_status->setText(tr("The extraction failed."));
    else if (o.clean)
        m_status->setText(tr("Extracted %n sample(s); every check holds.", nullptr, int(o.samples.size())));
    else
        m_status->setText(
            tr("Extracted %n sample(s) with findings: see the report.", nullptr, int(o.samples.size())));
    if (!o.samples.isEmpty())
        Q_EMIT extracted(o.samples.front().dir, m_runningOutDir);
    Q_EMIT extractionFinished();
}

} // namespace gnw::ui
