#pragma once
// Creates a backend environment (`workbench env NAME`) from the New Run dialog: runs the command, shows its
// output as it comes and whether it succeeded; Cancel stops it. The process runs outside the GUI thread's
// work (QProcess), so the window stays responsive during the minutes a large environment takes.
#include <QDialog>
#include <QProcess>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;

namespace gnw::ui {

class EnvironmentSetupDialog : public QDialog {
    Q_OBJECT
public:
    // `command`: program first, then its arguments.
    EnvironmentSetupDialog(const QString& backend, const QStringList& command, QWidget* parent = nullptr);

    // Starts the command (exec() starts it too).
    void start();
    bool succeeded() const { return m_succeeded; }
    QPlainTextEdit* output() const { return m_output; }
    QLabel* statusLabel() const { return m_status; }

    int exec() override;

Q_SIGNALS:
    // The command ended: succeeded or not.
    void finished(bool succeeded);

private:
    void onFinished(int exitCode, QProcess::ExitStatus status);

    QString m_backend;
    QStringList m_command;
    QProcess m_process;
    QPlainTextEdit* m_output;
    QLabel* m_status;
    QProgressBar* m_busy;
    QDialogButtonBox* m_buttons;
    bool m_succeeded = false;
    bool m_started = false;
};

} // namespace gnw::ui
