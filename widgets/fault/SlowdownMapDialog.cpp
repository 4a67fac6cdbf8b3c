#include "widgets/fault/SlowdownMapDialog.h"

#include "widgets/fault/ProgressJob.h"
#include "widgets/graph/NodeOverlay.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gnw::ui {

SlowdownMapDialog::SlowdownMapDialog(LocateRequest request, std::shared_ptr<FaultLocatorService> service,
                                     QWidget* parent)
    : QDialog(parent), m_request(std::move(request)), m_service(std::move(service)),
      m_job(new BackgroundJob(this)), m_status(new QLabel(this)), m_progress(new QListWidget(this)),
      m_ranges(new QTableWidget(0, 6, this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_show(new QPushButton(tr("Colour the graph"), this)) {
    setWindowTitle(tr("Slowdown map: %1 with %2").arg(m_request.samplePath, m_request.backend));
    resize(760, 520);
    m_status->setWordWrap(true);
    m_ranges->setHorizontalHeaderLabels(
        {tr("Group"), tr("Operators"), tr("Lines"), tr("Eager ms"), tr("Compiled ms"), tr("Speedup")});
    m_ranges->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_ranges->verticalHeader()->setVisible(false);
    m_ranges->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_ranges->hide();
    m_show->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    buttons->addWidget(m_show);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_ranges, 1);
    layout->addLayout(buttons);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_job->requestStop();
        m_cancel->setEnabled(false);
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        Q_EMIT mapRequested(NodeOverlay{OverlayScale::Speedup,
                                        tr("%1 on %2").arg(m_request.backend, m_request.samplePath),
                                        nodeSpeedups()});
    });
}

bool SlowdownMapDialog::isRunning() const {
    return m_job->isBusy();
}

void SlowdownMapDialog::start() {
    m_status->setText(
        tr("Timing each module group of %1 in isolation with %2 (the run's warm-up and trials)…")
            .arg(m_request.samplePath, m_request.backend));
    startWithProgress(
        m_job, this,
        [service = m_service, request = m_request](const auto& progress, const std::atomic<bool>& cancel) {
            return service->mapSlowdown(request, progress, cancel);
        },
        [](SlowdownMapDialog* self, const QString& line) { self->m_progress->addItem(line); },
        [this](SlowdownOutcome outcome) { onFinished(std::move(outcome)); });
}

std::vector<std::pair<int, double>> SlowdownMapDialog::nodeSpeedups() const {
    std::vector<std::pair<int, double>> out;
    if (m_outcome)
        for (const auto& r : m_outcome->ranges)
            if (r.speedup > 0)
                for (int n : r.nodes)
                    out.emplace_back(n, r.speedup);
    return out;
}

void SlowdownMapDialog::onFinished(SlowdownOutcome outcome) {
    m_outcome = std::move(outcome);
    const SlowdownOutcome& o = *m_outcome;
    m_cancel->setEnabled(false);
    if (!o.error.isEmpty()) {
        m_status->setText(o.error);
        Q_EMIT mapFinished();
        return;
    }
    m_status->setText(
        tr("Whole sample (%1 operators): eager %2 ms, compiled %3 ms, speedup %4. %5 backend runs, "
           "%6 s. Small ranges pay the backend's per-call overhead alone.")
            .arg(o.operators)
            .arg(o.wholeEagerMs, 0, 'f', 3)
            .arg(o.wholeCompiledMs, 0, 'f', 3)
            .arg(o.wholeSpeedup > 0 ? QString::number(o.wholeSpeedup, 'f', 2) : o.wholeFailure)
            .arg(o.backendRuns)
            .arg(o.seconds, 0, 'f', 1));
    m_ranges->setRowCount(int(o.ranges.size()));
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (int i = 0; i < o.ranges.size(); ++i) {
        const SlowdownRange& r = o.ranges[i];
        const QStringList cells{r.group,
                                QStringLiteral("[%1, %2)").arg(r.first).arg(r.end),
                                QStringLiteral("%1-%2").arg(r.firstLine).arg(r.lastLine),
                                r.eagerMs > 0 ? QString::number(r.eagerMs, 'f', 3) : QStringLiteral("-"),
                                r.compiledMs > 0 ? QString::number(r.compiledMs, 'f', 3)
                                                 : QStringLiteral("-"),
                                r.speedup > 0 ? QString::number(r.speedup, 'f', 2) : r.failure};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 5 && r.speedup > 0)
                item->setBackground(overlayColor(OverlayScale::Speedup, r.speedup, dark));
            m_ranges->setItem(i, c, item);
        }
    }
    m_ranges->resizeColumnsToContents();
    m_ranges->show();
    m_progress->hide();
    m_show->setEnabled(!nodeSpeedups().empty());
    if (m_show->isEnabled())
        m_show->click();
    Q_EMIT mapFinished();
}

} // namespace gnw::ui
