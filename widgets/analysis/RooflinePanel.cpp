#include "widgets/analysis/RooflinePanel.h"

#include "core/store/Database.h"
#include "core/store/MachineStore.h"
#include "widgets/analysis/ChartPanel.h"
#include "widgets/charts/RooflineChart.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gnw::ui {

namespace {
// The newest calibration of each run's hardware and device, from one connection.
std::vector<std::optional<MachinePeaks>> calibrationsOf(const QString& storePath, const LoadedRuns& runs) {
    std::vector<std::optional<MachinePeaks>> out(runs.size());
    if (runs.empty() || !QFileInfo::exists(storePath))
        return out;
    auto db = Database::open(storePath.toStdString());
    if (!db)
        return out;
    try {
        MachineStore machines(*db);
        for (std::size_t i = 0; i < runs.size(); ++i)
            out[i] = machines.latest(runs[i]->run.hardware, runs[i]->run.device);
    } catch (const DatabaseError&) {
    }
    return out;
}
} // namespace

RooflinePanel::RooflinePanel(QString storePath, QWidget* parent)
    : QWidget(parent), m_storePath(std::move(storePath)),
      m_chart(new RooflineChart(ChartStyle::screen(palette()))), m_panel(new ChartPanel(m_chart, this)),
      m_calibrate(new QPushButton(tr("Calibrate This Machine"), this)), m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("rooflinePanel"));
    m_calibrate->setToolTip(
        tr("Measures this machine's peak GEMM FLOP/s and memory bandwidth (seconds; waits "
           "for a running benchmark) and keeps them in the store as the roof."));
    m_status->setWordWrap(true);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_calibrate);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_panel, 1);
    connect(m_calibrate, &QPushButton::clicked, this, &RooflinePanel::calibrate);
    connect(&m_process, &QProcess::finished, this, &RooflinePanel::onCalibrationFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onCalibrationFinished(-1, QProcess::CrashExit);
    });
    connect(m_chart, &RooflineChart::pointHovered, m_panel, [this](int run, int point, bool entered) {
        m_panel->showToolTip(entered ? m_chart->pointText(run, point) : QString());
    });
    connect(m_chart, &RooflineChart::pointClicked, this, [this](int run, int point) {
        Q_EMIT sampleRequested(
            QString::fromStdString(m_chart->data()->runs.at(run).roofline.points.at(point).samplePath));
    });
    redraw();
}

void RooflinePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // Qt 6.4 lays out the legend of a chart on a hidden tab without room for its labels and keeps that
    // layout when the tab is shown: build the series again now that the chart has its size.
    if (m_chart->data())
        m_chart->setData(m_chart->data());
}

void RooflinePanel::setRuns(LoadedRuns runs) {
    m_runs = std::move(runs);
    redraw();
}

void RooflinePanel::redraw() {
    auto data = std::make_shared<RooflineChartData>();
    const auto machines = calibrationsOf(m_storePath, m_runs);
    if (!m_runs.empty())
        data->machine = machines.front();
    int withoutCost = 0, points = 0;
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        // Each run against the roof of its own hardware; the chart draws the first run's roof.
        const auto& run = m_runs[i];
        auto roofline = rooflineOf(*run, machines[i]);
        withoutCost += roofline.withoutCost;
        points += static_cast<int>(roofline.points.size());
        data->runs.push_back(
            {run->run.name.empty() ? "#" + std::to_string(run->run.id) : run->run.name, std::move(roofline)});
    }
    m_chart->setData(std::move(data));
    if (m_process.state() != QProcess::NotRunning)
        return;
    QString text = tr("%n point(s)", nullptr, points);
    if (withoutCost > 0)
        text += tr("; %n result(s) without a FLOP/byte estimate (index the dataset into this store to place "
                   "them)",
                   nullptr, withoutCost);
    m_status->setText(text);
}

void RooflinePanel::calibrate() {
    if (m_process.state() != QProcess::NotRunning)
        return;
    const QString device = m_runs.empty() || m_runs.front()->run.device.empty()
                               ? QStringLiteral("cpu")
                               : QString::fromStdString(m_runs.front()->run.device);
    m_calibrate->setEnabled(false);
    m_status->setText(tr("Calibrating %1 (waits for a running benchmark)…").arg(device));
    m_process.start(QCoreApplication::applicationDirPath() + QStringLiteral("/graphnet-bench"),
                    {QStringLiteral("calibrate"), QStringLiteral("--store"), m_storePath,
                     QStringLiteral("--device"), device});
}

void RooflinePanel::onCalibrationFinished(int exitCode, QProcess::ExitStatus status) {
    m_calibrate->setEnabled(true);
    const bool ok = status == QProcess::NormalExit && exitCode == 0;
    redraw();
    if (!ok) {
        const QString err = QString::fromUtf8(m_process.readAllStandardError()).trimmed();
        m_status->setText(tr("Calibration failed: %1").arg(err.isEmpty() ? m_process.errorString() : err));
    } else {
        m_status->setText(m_status->text() + tr("; calibrated: %1")
                                                 .arg(QString::fromUtf8(m_process.readAllStandardOutput())
                                                          .trimmed()
                                                          .split(QLatin1Char('\n'))
                                                          .join(QStringLiteral(", "))));
    }
    Q_EMIT calibrated(ok);
}

} // namespace gnw::ui
