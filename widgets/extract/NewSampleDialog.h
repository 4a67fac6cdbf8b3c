#pragma once
// File → New Sample from Model… (docs/extract.md): which Python file and factory make the model, where the
// sample goes and under which name; the extraction runs off the GUI thread through the installed
// SampleExtractionService with a busy bar and Cancel, and its report (each sample's errors and warnings with
// file:line) stays in the dialog. A written sample is announced with `extracted`, which the main window
// answers by indexing it and selecting it in the browser.
#include "widgets/extract/SampleExtractionService.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace gnw::ui {

class BackgroundJob;

class NewSampleDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewSampleDialog(const QString& defaultOutDir, QWidget* parent = nullptr);

    void setModelFile(const QString& path);
    void setFactory(const QString& factory);
    void setOutDir(const QString& dir);
    // Starts the extraction with the fields' values; false (and says why) when one is missing or no
    // service is installed.
    bool start();
    bool isRunning() const;
    const std::optional<ExtractionOutcome>& outcome() const { return m_outcome; }

Q_SIGNALS:
    // The first written sample's folder and the output folder it lies in, once the extraction wrote one
    // (clean or with findings).
    void extracted(const QString& sampleDir, const QString& outDir);
    void extractionFinished();

private:
    void onFinished(ExtractionOutcome outcome);
    void browseModel();
    void browseOutDir();

    QLineEdit* m_model;
    QLineEdit* m_factory;
    QLineEdit* m_outDir;
    QLineEdit* m_name;
    QCheckBox* m_static;
    QPushButton* m_extract;
    QPushButton* m_cancel;
    QProgressBar* m_busy;
    QLabel* m_status;
    QPlainTextEdit* m_report;
    BackgroundJob* m_job;
    bool m_nameEdited = false;
    QString m_runningOutDir;
    std::optional<ExtractionOutcome> m_outcome;
};

} // namespace gnw::ui
