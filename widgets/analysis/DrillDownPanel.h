#pragma once
// The samples behind a clicked chart element: a sortable, filterable table; double-click or
// "Open Sample" asks for the sample page.
#include "widgets/analysis/SampleOutcomes.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace gnw::ui {

class SampleOutcomeModel;

class DrillDownPanel : public QWidget {
    Q_OBJECT
public:
    explicit DrillDownPanel(QWidget* parent = nullptr);

    void showSamples(const QString& title, std::vector<OutcomeRow> rows);
    QString title() const;
    SampleOutcomeModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* view() const { return m_view; }

Q_SIGNALS:
    void sampleRequested(const QString& samplePath);

private:
    void requestCurrent();

    QLabel* m_title;
    QLineEdit* m_filter;
    QPushButton* m_open;
    SampleOutcomeModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace gnw::ui
