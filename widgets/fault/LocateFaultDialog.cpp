#include "widgets/fault/LocateFaultDialog.h"

#include "widgets/fault/ProgressJob.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace gnw::ui {

LocateFaultDialog::LocateFaultDialog(LocateRequest request, std::shared_ptr<FaultLocatorService> service,
                                     QWidget* parent)
    : QDialog(parent), m_request(std::move(request)), m_service(std::move(service)),
      m_job(new BackgroundJob(this)), m_status(new QLabel(this)), m_progress(new QListWidget(this)),
      m_steps(new QTableWidget(0, 4, this)), m_result(new QLabel(this)),
      m_cancel(new QPushButton(tr("Cancel search"), this)),
      m_show(new QPushButton(tr("Show in graph"), this)),
      m_reproducer(new QPushButton(tr("Open reproducer folder"), this)),
      m_test(new QPushButton(tr("Open test"), this)) {
    setWindowTitle(tr("Locate fault: %1 with %2").arg(m_request.samplePath, m_request.backend));
    resize(760, 560);
    m_status->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_steps->setHorizontalHeaderLabels({tr("Operators"), tr("Faulty"), tr("Verdict"), tr("Seconds")});
    m_steps->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_steps->verticalHeader()->setVisible(false);
    m_steps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_steps->hide();
    for (auto* b : {m_show, m_reproducer, m_test})
        b->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    buttons->addWidget(m_show);
    buttons->addWidget(m_reproducer);
    buttons->addWidget(m_test);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_steps, 1);
    layout->addWidget(m_result);
    layout->addLayout(buttons);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job->requestStop(); // the search stops after the probe in flight and reports what it found
        m_cancel->setEnabled(false);
        m_status->setText(tr("Stopping after the probe in flight…"));
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (m_outcome && m_outcome->located)
            Q_EMIT showLineRequested(m_outcome->line);
    });
    connect(m_reproducer, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_outcome->reproducerDir)); });
    connect(m_test, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_outcome->testFile)); });
}

bool LocateFaultDialog::isRunning() const {
    return m_job->isBusy();
}

void LocateFaultDialog::start() {
    m_status->setText(tr("Running cuts of %1 with %2 (tolerance t = %3, %4 mode): each probe is one worker "
                         "process.")
                          .arg(m_request.samplePath, m_request.backend)
                          .arg(m_request.tolerance)
                          .arg(m_request.mode));
    startWithProgress(
        m_job, this,
        [service = m_service, request = m_request](const auto& progress, const std::atomic<bool>& cancel) {
            return service->locate(request, progress, cancel);
        },
        [](LocateFaultDialog* self, const QString& line) { self->onProgress(line); },
        [this](LocateOutcome outcome) { onFinished(std::move(outcome)); });
}

void LocateFaultDialog::onProgress(const QString& line) {
    m_progress->addItem(line);
    m_progress->scrollToBottom();
}

void LocateFaultDialog::onFinished(LocateOutcome outcome) {
    m_outcome = std::move(outcome);
    const LocateOutcome& o = *m_outcome;
    m_cancel->setEnabled(false);
    if (!o.error.isEmpty()) {
        m_status->setText(tr("The search could not run."));
        m_result->setText(o.error);
        Q_EMIT searchFinished();
        return;
    }
    m_status->setText(tr("%1 backend runs, %2 s. The whole sample (%3 operators): %4")
                          .arg(o.backendRuns)
                          .arg(o.seconds, 0, 'f', 1)
                          .arg(o.operators)
                          .arg(o.wholeVerdict));
    m_steps->setRowCount(int(o.steps.size()));
    for (int i = 0; i < o.steps.size(); ++i) {
        const LocateStep& s = o.steps[i];
        const QStringList cells{QStringLiteral("[%1, %2)").arg(s.first).arg(s.end),
                                s.faulty ? tr("yes") : tr("no"), s.verdict,
                                QString::number(s.seconds, 'f', 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (s.faulty)
                item->setForeground(QColor(0xc0, 0x39, 0x2b));
            m_steps->setItem(i, c, item);
        }
    }
    m_steps->resizeColumnsToContents();
    m_steps->show();
    m_progress->hide();
    if (!o.faulty) {
        m_result->setText(tr("Not faulty at t = %1: nothing to locate.").arg(m_request.tolerance));
    } else if (!o.located) {
        m_result->setText(tr("No single operator was found (see the steps)."));
    } else {
        QString text =
            tr("<b>First faulty operator</b>: %1 = %2 at model.py:%3%4<br><code>%5</code>")
                .arg(o.name.toHtmlEscaped(), o.target.toHtmlEscaped())
                .arg(o.line)
                .arg(o.modulePath.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(o.modulePath))
                .arg(o.statement.toHtmlEscaped());
        if (!o.inputs.isEmpty())
            text += tr("<br>inputs: %1").arg(o.inputs.join(QStringLiteral(", ")).toHtmlEscaped());
        if (!o.outputs.isEmpty())
            text += tr("<br>outputs: %1").arg(o.outputs.join(QStringLiteral(", ")).toHtmlEscaped());
        if (!o.reproducerDir.isEmpty())
            text += tr("<br>reproducer (%1): %2").arg(o.reproducerKind, o.reproducerDir.toHtmlEscaped());
        text += o.testFile.isEmpty() ? tr("<br>no test file: %1").arg(o.testNote.toHtmlEscaped())
                                     : tr("<br>test: %1").arg(o.testFile.toHtmlEscaped());
        m_result->setText(text);
        m_show->setEnabled(true);
        m_reproducer->setEnabled(!o.reproducerDir.isEmpty());
        m_test->setEnabled(!o.testFile.isEmpty());
        Q_EMIT showLineRequested(o.line);
    }
    Q_EMIT searchFinished();
}

} // namespace gnw::ui
