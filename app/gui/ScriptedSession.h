#pragma once
// The workbench started by a script rather than a person (graphnet-workbench's --run-request,
// --resume-interrupted, --quit-when-idle and --screenshot): queue runs from a JSON file, resume the store's
// interrupted runs, print each finished sample and run, take a documentation screenshot once the page shows
// what it is meant to show, and quit. Each step waits for the signal that says its input is ready (indexing
// finished, the queue idle, the graph laid out), never for a fixed time. The window itself knows nothing of
// scripts.
#include <QObject>
#include <QString>

#include <memory>

namespace gnw::ui {
class MainWindow;
class NewRunDialog;
} // namespace gnw::ui

namespace gnw::app {

class ScriptedSession : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString screenshotPath; // non-empty: save a screenshot of the page once it is ready, then quit
        QString screenshotPage; // samples | graph | profile | new-run | runs | analysis | compare | roofline
        QString sample;         // the sample to show once the dataset is indexed (relative path)
        QString runRequestPath; // JSON array of New Run requests to queue at start
        bool resumeInterrupted = false; // resume the store's interrupted runs at start without asking
        bool quitWhenIdle = false;      // quit once the queued runs have ended
        bool printProgress = false;     // each finished sample's line and each run's summary on stdout

        bool any() const {
            return !screenshotPath.isEmpty() || !sample.isEmpty() || !runRequestPath.isEmpty() ||
                   resumeInterrupted || quitWhenIdle || printProgress;
        }
    };

    // Starts once the event loop runs (the window's dataset is then being indexed).
    ScriptedSession(ui::MainWindow* window, Options options);
    ~ScriptedSession() override;

private:
    void start();
    bool runsQueued() const { return !m_options.runRequestPath.isEmpty() || m_options.resumeInterrupted; }
    // Shows the page the screenshot is of; once it is ready, shoot().
    void showPage();
    void shoot();

    ui::MainWindow* m_window;
    Options m_options;
    std::unique_ptr<ui::NewRunDialog> m_dialog; // the new-run page's dialog while it is shown
    bool m_shooting = false;
};

} // namespace gnw::app
