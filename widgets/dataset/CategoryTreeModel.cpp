#include "widgets/dataset/CategoryTreeModel.h"

#include "widgets/dataset/SampleListModel.h"

#include <map>

namespace gnw::ui {

namespace {
QStandardItem* makeItem(const QString& label, int count, int role, const QString& value) {
    auto* item = new QStandardItem(QStringLiteral("%1  (%2)").arg(label).arg(count));
    item->setEditable(false);
    item->setData(role, CategoryTreeModel::FilterRoleRole);
    item->setData(value, CategoryTreeModel::FilterValueRole);
    item->setData(count, CategoryTreeModel::CountRole);
    return item;
}
} // namespace

CategoryTreeModel::CategoryTreeModel(QObject* parent) : QStandardItemModel(parent) {
    setHorizontalHeaderLabels({tr("Samples")});
}

void CategoryTreeModel::rebuild(const std::vector<SampleRecord>& records, Grouping grouping) {
    m_grouping = grouping;
    clear();
    setHorizontalHeaderLabels({tr("Samples")});
    auto* all = makeItem(tr("All samples"), static_cast<int>(records.size()), 0, QString());
    invisibleRootItem()->appendRow(all);

    if (grouping == Grouping::SourceFolder) {
        // category -> (sub-folder -> count); a sub-folder appears only when it groups several samples.
        std::map<QString, std::map<QString, int>> tree;
        std::map<QString, int> totals;
        for (const auto& r : records) {
            const auto category = QString::fromStdString(r.summary.category);
            ++totals[category];
            const auto group = sourceGroupOf(r.summary);
            if (group != category)
                ++tree[category][group];
        }
        for (const auto& [category, count] : totals) {
            auto* item = makeItem(category, count, SampleListModel::GroupRole, category);
            for (const auto& [group, n] : tree[category])
                item->appendRow(
                    makeItem(group.mid(category.size() + 1), n, SampleListModel::GroupRole, group));
            all->appendRow(item);
        }
        return;
    }
    const int role =
        grouping == Grouping::HeuristicTag ? SampleListModel::TagRole : SampleListModel::FrameworkRole;
    std::map<QString, int> counts;
    for (const auto& r : records)
        ++counts[QString::fromStdString(grouping == Grouping::HeuristicTag ? r.summary.heuristicTag
                                                                           : r.summary.framework)];
    for (const auto& [value, count] : counts)
        all->appendRow(makeItem(value.isEmpty() ? tr("(none)") : value, count, role,
                                value.isEmpty() ? QLatin1String("") : value));
}

} // namespace gnw::ui
