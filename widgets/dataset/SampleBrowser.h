#pragma once
// The sample table with its live filter line and a count of what is shown.
#include <QWidget>

class QComboBox;
class QLineEdit;
class QLabel;
class QTableView;

namespace gnw::ui {

class SampleListModel;
class SampleFilterProxy;

class SampleBrowser : public QWidget {
    Q_OBJECT
public:
    explicit SampleBrowser(SampleListModel* model, QWidget* parent = nullptr);

    void setGroup(int role, const QString& value);
    void selectRelPath(const QString& relPath);
    // Shows every sample again: clears the filter text and the group.
    void resetFilters();
    // Relative paths of the selected rows and of every row the filter shows, in view order.
    QStringList selectedRelPaths() const;
    QStringList shownRelPaths() const;
    QTableView* view() const { return m_view; }
    SampleFilterProxy* proxy() const { return m_proxy; }
    QLineEdit* filterEdit() const { return m_filter; }
    QComboBox* resultRunBox() const { return m_run; }
    // Offers these runs (id, label) for the Status and Speedup columns; keeps the choice when still
    // offered, else picks the newest.
    void setResultRuns(const QList<QPair<qint64, QString>>& runs);
    qint64 resultRun() const;
    void setResultRun(qint64 runId);

Q_SIGNALS:
    // Source-model row of the sample that became current.
    void sampleActivated(int sourceRow);
    void resultRunChanged(qint64 runId);

private:
    void updateCount();

    SampleListModel* m_model;
    SampleFilterProxy* m_proxy;
    QLineEdit* m_filter;
    QComboBox* m_run;
    QLabel* m_count;
    QTableView* m_view;
};

} // namespace gnw::ui
