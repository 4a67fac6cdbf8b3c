#pragma once
// The Analysis page's roofline tab: the checked runs on the roofline of their hardware (the newest
// calibration of it in the store), and a button that calibrates this machine (`graphnet-bench calibrate
// --store`, a process: it takes the device's lock and seconds) and redraws with the new roof.
#include "core/analysis/LoadedRun.h"

#include <QProcess>
#include <QWidget>

class QLabel;
class QPushButton;

namespace gnw::ui {

class ChartPanel;
class RooflineChart;

class RooflinePanel : public QWidget {
    Q_OBJECT
public:
    explicit RooflinePanel(QString storePath, QWidget* parent = nullptr);

    // Draws these runs (the checked ones, in order).
    void setRuns(LoadedRuns runs);
    RooflineChart* chart() const { return m_chart; }
    ChartPanel* chartPanel() const { return m_panel; }
    QPushButton* calibrateButton() const { return m_calibrate; }
    QLabel* statusLabel() const { return m_status; }
    // Runs the calibration of `device` (the first run's, else cpu).
    void calibrate();

Q_SIGNALS:
    void sampleRequested(const QString& samplePath);
    // The calibration process ended (its figures are in the store when it succeeded).
    void calibrated(bool succeeded);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void redraw();
    void onCalibrationFinished(int exitCode, QProcess::ExitStatus status);

    QString m_storePath;
    LoadedRuns m_runs;
    RooflineChart* m_chart;
    ChartPanel* m_panel;
    QPushButton* m_calibrate;
    QLabel* m_status;
    QProcess m_process;
};

} // namespace gnw::ui
