#include "widgets/run/EnvironmentSetupDialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace gnw::ui {

EnvironmentSetupDialog::EnvironmentSetupDialog(const QString& backend, const QStringList& command,
                                               QWidget* parent)
    : QDialog(parent), m_backend(backend), m_command(command), m_output(new QPlainTextEdit(this)),
      m_status(new QLabel(this)), m_busy(new QProgressBar(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Create the environment of %1").arg(backend));
    auto* layout = new QVBoxLayout(this);
    auto* commandLabel = new QLabel(tr("Running: %1").arg(command.join(QLatin1Char(' '))), this);
    commandLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    commandLabel->setWordWrap(true);
    layout->addWidget(commandLabel);
    m_output->setReadOnly(true);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setMinimumSize(640, 280);
    m_output->setMaximumBlockCount(5000);
    layout->addWidget(m_output, 1);
    m_busy->setRange(0, 0); // how long pip takes is not known in advance
    layout->addWidget(m_busy);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (m_process.state() != QProcess::NotRunning) {
            m_status->setText(tr("Stopping…"));
            m_process.kill(); // onFinished reports it
        } else {
            reject();
        }
    });
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, [this] {
        // Strip the terminal's colour codes of the script's log lines.
        QString text = QString::fromLocal8Bit(m_process.readAllStandardOutput());
        text.remove(QStringLiteral("\x1b[1m")).remove(QStringLiteral("\x1b[0m"));
        m_output->moveCursor(QTextCursor::End);
        m_output->insertPlainText(text);
        m_output->moveCursor(QTextCursor::End);
    });
    connect(&m_process, &QProcess::finished, this, &EnvironmentSetupDialog::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onFinished(-1, QProcess::CrashExit);
    });
}

void EnvironmentSetupDialog::start() {
    if (m_started || m_command.isEmpty())
        return;
    m_started = true;
    m_status->setText(
        tr("Installing the packages of %1's environment; this can take minutes.").arg(m_backend));
    m_process.start(m_command.first(), m_command.mid(1));
}

int EnvironmentSetupDialog::exec() {
    start();
    return QDialog::exec();
}

void EnvironmentSetupDialog::onFinished(int exitCode, QProcess::ExitStatus status) {
    m_succeeded = status == QProcess::NormalExit && exitCode == 0;
    m_busy->setRange(0, 1);
    m_busy->setValue(1);
    m_status->setText(m_succeeded ? tr("Created. %1 is offered the next time New Run opens.").arg(m_backend)
                      : m_process.error() == QProcess::FailedToStart
                          ? tr("Could not start %1: %2").arg(m_command.first(), m_process.errorString())
                          : tr("Failed (exit code %1): the output above says why.").arg(exitCode));
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    Q_EMIT finished(m_succeeded);
}

} // namespace gnw::ui
