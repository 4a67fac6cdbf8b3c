#include "widgets/run/RunMonitor.h"

#include "core/analysis/LoadedRun.h"
#include "core/logs/LogWriter.h"
#include "widgets/common/RecordTableView.h"
#include "widgets/run/RunQueue.h"
#include "widgets/run/RunSampleModel.h"
#include "widgets/util/Format.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gnw::ui {

namespace {
QString jobStateText(const RunJob& job) {
    switch (job.state) {
    case RunJob::Queued:
        return RunMonitor::tr("queued");
    case RunJob::Running:
        return RunMonitor::tr("running");
    case RunJob::Finished:
        return RunMonitor::tr("finished");
    case RunJob::Cancelled:
        return RunMonitor::tr("cancelled");
    case RunJob::Failed:
        return RunMonitor::tr("failed: %1").arg(job.finish.error);
    }
    return {};
}

} // namespace

RunMonitor::RunMonitor(RunQueue* queue, QWidget* parent)
    : QWidget(parent), m_queue(queue), m_model(new RunSampleModel(queue, this)), m_jobs(new QComboBox(this)),
      m_banner(new QLabel(this)), m_resumeInterrupted(new QPushButton(tr("Resume"), this)),
      m_dismissInterrupted(new QPushButton(tr("Dismiss"), this)), m_progress(new QProgressBar(this)),
      m_eta(new QLabel(this)), m_tick(new QTimer(this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_resume(new QPushButton(tr("Resume"), this)), m_table(new QTableView(this)),
      m_log(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("runMonitor"));
    m_jobs->setObjectName(QStringLiteral("runJobs"));
    // Jobs are named by their runs' names, which can be long: shown from the start, not widening the page.
    m_jobs->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_jobs->setMinimumContentsLength(20);
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_resume->setObjectName(QStringLiteral("resumeRun"));
    m_resumeInterrupted->setObjectName(QStringLiteral("resumeInterrupted"));
    m_dismissInterrupted->setObjectName(QStringLiteral("dismissInterrupted"));
    m_dismissInterrupted->setToolTip(tr("Hide this notice; the runs stay in the history, where they can be "
                                        "resumed later."));
    m_banner->setObjectName(QStringLiteral("interruptedBanner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 6px; }"));
    m_table->setModel(m_model);
    setUpRecordTable(m_table);
    m_log->setObjectName(QStringLiteral("runLog"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMaximumBlockCount(200000);
    m_log->setFont(QFont(QStringLiteral("monospace")));
    m_log->setPlaceholderText(tr("The upstream-format log of the shown run appears here as samples finish."));
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &RunMonitor::updateProgress);

    auto* bannerRow = new QHBoxLayout;
    bannerRow->addWidget(m_banner, 1);
    bannerRow->addWidget(m_resumeInterrupted);
    bannerRow->addWidget(m_dismissInterrupted);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Run:"), this));
    top->addWidget(m_jobs, 1);
    top->addWidget(m_progress, 2);
    top->addWidget(m_eta);
    top->addWidget(m_cancel);
    top->addWidget(m_resume);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_log);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bannerRow);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(m_jobs, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setJob(shownJob());
        m_log->clear();
        if (const auto* job = m_queue->job(shownJob()))
            for (int i = 0; i < int(job->samples.size()); ++i)
                appendLog(job->id, i);
        updateProgress();
    });
    connect(m_queue, &RunQueue::jobQueued, this, [this](int id) {
        rebuildJobList();
        showJob(id);
    });
    connect(m_queue, &RunQueue::jobStarted, this, [this](int id) {
        rebuildJobList();
        showJob(id);
    });
    connect(m_queue, &RunQueue::jobFinished, this, [this] {
        rebuildJobList();
        updateProgress();
    });
    connect(m_queue, &RunQueue::sampleChanged, this, [this](int id) {
        if (id == shownJob())
            updateProgress();
    });
    connect(m_queue, &RunQueue::sampleFinished, this, [this](int id, int index) {
        if (id == shownJob())
            appendLog(id, index);
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_queue->cancel(shownJob()); });
    connect(m_resume, &QPushButton::clicked, this, &RunMonitor::resumeShown);
    connect(m_resumeInterrupted, &QPushButton::clicked, this, &RunMonitor::resumeInterrupted);
    connect(m_dismissInterrupted, &QPushButton::clicked, this, [this] {
        m_dismissed << m_interrupted;
        refreshInterrupted();
    });
    rebuildJobList();
    updateProgress();
    refreshInterrupted();
}

int RunMonitor::shownJob() const {
    return m_jobs->currentData().toInt();
}

void RunMonitor::showJob(int jobId) {
    const int i = m_jobs->findData(jobId);
    if (i >= 0)
        m_jobs->setCurrentIndex(i);
}

void RunMonitor::rebuildJobList() {
    const int current = shownJob();
    const QSignalBlocker block(m_jobs);
    m_jobs->clear();
    for (const int id : m_queue->jobIds()) {
        const RunJob* job = m_queue->job(id);
        // "#N" is the store's run id everywhere (history, analysis, comparisons); a job not started yet has
        // none, and is named by its place in the queue in words instead.
        const QString text =
            job->runId ? QStringLiteral("#%1 %2 — %3")
                             .arg(job->runId)
                             .arg(job->request.describe(), jobStateText(*job))
                       : tr("queued %1: %2 — %3").arg(id).arg(job->request.describe(), jobStateText(*job));
        m_jobs->addItem(text, id);
    }
    const int i = m_jobs->findData(current);
    m_jobs->setCurrentIndex(i >= 0 ? i : m_jobs->count() - 1);
    if (m_model->jobId() != shownJob())
        m_model->setJob(shownJob());
}

void RunMonitor::updateProgress() {
    const RunJob* job = m_queue->job(shownJob());
    m_cancel->setEnabled(job && job->active());
    m_resume->setEnabled(job && job->state == RunJob::Cancelled && job->runId);
    if (!job || job->samples.empty()) {
        // No run, or one whose samples are not known yet: no count to show (not "0 of 1").
        m_tick->stop();
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        m_progress->setFormat(job ? tr("selecting samples") : tr("no run"));
        m_eta->clear();
        return;
    }
    m_progress->setFormat(tr("%v of %m samples"));
    const int skipped = job->count(RunSampleState::Skipped);
    const int done = job->count(RunSampleState::Done);
    const int total = static_cast<int>(job->samples.size());
    m_progress->setRange(0, total);
    m_progress->setValue(done + skipped);
    if (job->state != RunJob::Running) {
        m_tick->stop();
        m_eta->setText(jobStateText(*job));
        return;
    }
    if (!m_tick->isActive())
        m_tick->start();
    const double elapsed = job->clock.elapsed() / 1000.0;
    m_eta->setText(done == 0
                       ? tr("elapsed %1").arg(clockText(elapsed))
                       : tr("elapsed %1, about %2 left")
                             .arg(clockText(elapsed), clockText(elapsed / done * (total - skipped - done))));
}

void RunMonitor::appendLog(int jobId, int index) {
    const RunJob* job = m_queue->job(jobId);
    if (!job || index < 0 || index >= int(job->samples.size()) || !job->samples[index].result)
        return;
    // The block as upstream's test_compiler prints it, for the run as the store records it.
    RunRecord run;
    run.compiler = job->request.backend.toStdString();
    run.device = job->request.device.toStdString();
    run.warmup = job->request.settings.warmup;
    run.trials = job->request.settings.trials;
    run.seed = static_cast<std::int64_t>(job->request.settings.seed);
    // The log follows the newest sample unless the reader scrolled up to read an older one.
    QScrollBar* bar = m_log->verticalScrollBar();
    const bool following = bar->value() >= bar->maximum();
    m_log->appendPlainText(job->samples[index].line);
    m_log->appendPlainText(
        QString::fromStdString(generateBlock(run, *job->samples[index].result, kDefaultLogPrompt)).trimmed());
    if (following)
        bar->setValue(bar->maximum());
}

void RunMonitor::resumeShown() {
    const RunJob* job = m_queue->job(shownJob());
    if (!job || !job->runId)
        return;
    RunRequest resume = job->request;
    resume.resumeRunId = job->runId;
    m_queue->enqueue(resume);
}

void RunMonitor::refreshInterrupted() {
    m_interrupted.clear();
    QList<qint64> skip = m_queue->activeRunIds();
    // Runs cancelled in this session are resumed from the job's own button.
    for (const int id : m_queue->jobIds())
        if (const RunJob* job = m_queue->job(id); job->state == RunJob::Cancelled)
            skip << job->runId;
    QStringList names;
    if (auto runs = listStoredRuns(m_queue->storePath().toStdString()))
        for (const auto& r : *runs)
            // A run its user cancelled is not news: it was their choice (the history says "cancelled").
            if (r.source == RunSource::Engine && r.finishedAt.empty() && r.cancelledAt.empty() &&
                !skip.contains(r.id) && !m_dismissed.contains(r.id) &&
                r.configJson.find("\"options\"") != std::string::npos) {
                m_interrupted << r.id;
                names << tr("%1 (run %2, %n result(s))", nullptr, r.resultCount)
                             .arg(QString::fromStdString(r.name))
                             .arg(r.id);
            }
    m_banner->setText(tr("Interrupted before the end: %1. Resume runs the samples that have no result yet.")
                          .arg(names.join(QStringLiteral("; "))));
    const bool show = !m_interrupted.isEmpty() && m_queue->executor();
    m_banner->setVisible(show);
    m_resumeInterrupted->setVisible(show);
    m_dismissInterrupted->setVisible(show);
}

QList<int> RunMonitor::resumeInterrupted() {
    QList<int> jobs;
    if (!m_queue->executor())
        return jobs;
    auto runs = listStoredRuns(m_queue->storePath().toStdString());
    for (const qint64 id : m_interrupted) {
        RunRequest r;
        r.resumeRunId = id;
        if (runs)
            for (const auto& run : *runs)
                if (run.id == id) {
                    r.backend = QString::fromStdString(run.compiler);
                    r.device = QString::fromStdString(run.device);
                }
        jobs << m_queue->enqueue(r);
    }
    refreshInterrupted();
    return jobs;
}

} // namespace gnw::ui
