#pragma once
// Dock with the category tree and its grouping switch (source folder / heuristic_tag / framework).
#include "widgets/dataset/CategoryTreeModel.h"

#include <QDockWidget>

class QComboBox;
class QTreeView;

namespace gnw::ui {

class DatasetDock : public QDockWidget {
    Q_OBJECT
public:
    explicit DatasetDock(QWidget* parent = nullptr);

    void setRecords(const std::vector<SampleRecord>& records);
    CategoryTreeModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QComboBox* groupingBox() const { return m_grouping; }

Q_SIGNALS:
    // role 0 = all samples.
    void groupSelected(int role, const QString& value);

private:
    void rebuild();

    const std::vector<SampleRecord>* m_records = nullptr;
    CategoryTreeModel* m_model;
    QComboBox* m_grouping;
    QTreeView* m_view;
};

} // namespace gnw::ui
