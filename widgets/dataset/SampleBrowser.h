#pragma once
// The sample table with its live filter line and a count of what is shown.
#include <QWidget>

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
    QTableView* view() const { return m_view; }
    SampleFilterProxy* proxy() const { return m_proxy; }
    QLineEdit* filterEdit() const { return m_filter; }

Q_SIGNALS:
    // Source-model row of the sample that became current.
    void sampleActivated(int sourceRow);

private:
    void updateCount();

    SampleListModel* m_model;
    SampleFilterProxy* m_proxy;
    QLineEdit* m_filter;
    QLabel* m_count;
    QTableView* m_view;
};

} // namespace gnw::ui
