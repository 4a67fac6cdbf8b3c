#pragma once
// "Slowdown Map…": times the module-group ranges of a sample with a stored run's backend in the background
// (FaultLocatorService::mapSlowdown), lists them with their speedups, and colours the graph by them.
#include "widgets/fault/FaultLocatorService.h"
#include "widgets/graph/NodeOverlay.h"

#include <QDialog>

#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gnw::ui {

class BackgroundJob;

class SlowdownMapDialog : public QDialog {
    Q_OBJECT
public:
    SlowdownMapDialog(LocateRequest request, std::shared_ptr<FaultLocatorService> service,
                      QWidget* parent = nullptr);

    void start();
    bool isRunning() const;
    const std::optional<SlowdownOutcome>& outcome() const { return m_outcome; }
    QTableWidget* rangesView() const { return m_ranges; }
    QPushButton* showButton() const { return m_show; }

Q_SIGNALS:
    void mapFinished();
    // Colour the graph: the speedup per graph node id, titled with the backend and sample.
    void mapRequested(const NodeOverlay& overlay);

private:
    void onFinished(SlowdownOutcome outcome);
    std::vector<std::pair<int, double>> nodeSpeedups() const;

    LocateRequest m_request;
    std::shared_ptr<FaultLocatorService> m_service;
    BackgroundJob* m_job;
    std::optional<SlowdownOutcome> m_outcome;
    QLabel* m_status;
    QListWidget* m_progress;
    QTableWidget* m_ranges;
    QPushButton* m_cancel;
    QPushButton* m_show;
};

} // namespace gnw::ui
