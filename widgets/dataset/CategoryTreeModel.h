#pragma once
// The dataset dock's tree: samples grouped by source folder, by heuristic_tag or by framework, with
// counts. A node carries the filter (role + value) that selecting it applies to the sample table.
#include "core/store/SampleStore.h"

#include <QStandardItemModel>
#include <vector>

namespace gnw::ui {

class CategoryTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum class Grouping { SourceFolder, HeuristicTag, Framework };
    enum Role { FilterRoleRole = Qt::UserRole + 1, FilterValueRole, CountRole };

    explicit CategoryTreeModel(QObject* parent = nullptr);

    void rebuild(const std::vector<SampleRecord>& records, Grouping grouping);
    Grouping grouping() const { return m_grouping; }

private:
    Grouping m_grouping = Grouping::SourceFolder;
};

} // namespace gnw::ui
