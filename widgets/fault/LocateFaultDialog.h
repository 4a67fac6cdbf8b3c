#pragma once
// "Locate fault…": runs the search for the first faulty operator of a sample a backend got wrong in the
// background (FaultLocatorService), shows each probe as it is answered and then the step timeline, and
// offers the culprit in the graph, the reproducer folder and the standalone test.
#include "widgets/fault/FaultLocatorService.h"

#include <QDialog>

#include <memory>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gnw::ui {

class BackgroundJob;

class LocateFaultDialog : public QDialog {
    Q_OBJECT
public:
    LocateFaultDialog(LocateRequest request, std::shared_ptr<FaultLocatorService> service,
                      QWidget* parent = nullptr);

    void start();
    bool isRunning() const;
    const std::optional<LocateOutcome>& outcome() const { return m_outcome; }
    const LocateRequest& request() const { return m_request; }

    QListWidget* progressView() const { return m_progress; }
    QTableWidget* stepsView() const { return m_steps; }
    QLabel* resultLabel() const { return m_result; }
    QPushButton* showButton() const { return m_show; }
    QPushButton* reproducerButton() const { return m_reproducer; }
    QPushButton* testButton() const { return m_test; }

Q_SIGNALS:
    // The search ended (outcome() is set).
    void searchFinished();
    // Select the culprit's line in the graph and in model.py.
    void showLineRequested(int line);

private:
    void onProgress(const QString& line);
    void onFinished(LocateOutcome outcome);

    LocateRequest m_request;
    std::shared_ptr<FaultLocatorService> m_service;
    BackgroundJob* m_job;
    std::optional<LocateOutcome> m_outcome;
    QLabel* m_status;
    QListWidget* m_progress;
    QTableWidget* m_steps;
    QLabel* m_result;
    QPushButton* m_cancel;
    QPushButton* m_show;
    QPushButton* m_reproducer;
    QPushButton* m_test;
};

} // namespace gnw::ui
