#pragma once
// Status-bar progress for a background job: label, progress bar, cancel button. Hidden when idle.
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace gnw::ui {

class JobStatusWidget : public QWidget {
    Q_OBJECT
public:
    explicit JobStatusWidget(QWidget* parent = nullptr);

    void start(const QString& what);
    void setProgress(qint64 done, qint64 total, const QString& current);
    void finish();
    QProgressBar* bar() const { return m_bar; }

Q_SIGNALS:
    void cancelRequested();

private:
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
};

} // namespace gnw::ui
