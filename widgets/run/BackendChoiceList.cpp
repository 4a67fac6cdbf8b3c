#include "widgets/run/BackendChoiceList.h"

#include <algorithm>
#include <vector>

namespace gnw::ui {

BackendChoiceList::BackendChoiceList(const QList<BackendChoice>& backends, QWidget* parent)
    : QListWidget(parent) {
    setObjectName(QStringLiteral("backendList"));
    std::vector<BackendChoice> grouped(backends.begin(), backends.end());
    std::stable_sort(grouped.begin(), grouped.end(), [](const BackendChoice& a, const BackendChoice& b) {
        return (a.framework == QLatin1String("torch")) > (b.framework == QLatin1String("torch"));
    });
    // A heading is an item that is not a backend: no name in Qt::UserRole, not selectable or checkable.
    QString framework;
    for (const auto& b : grouped) {
        if (b.framework != framework) {
            framework = b.framework;
            auto* heading = new QListWidgetItem(
                framework == QLatin1String("paddle") ? tr("For Paddle samples") : tr("For PyTorch samples"),
                this);
            heading->setFlags(Qt::ItemIsEnabled); // drawn as text, not greyed
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
        }
        auto* item = new QListWidgetItem(b.available ? QStringLiteral("%1 — %2").arg(b.name, b.summary)
                                                     : tr("%1 — unavailable: %2").arg(b.name, b.reason),
                                         this);
        item->setData(Qt::UserRole, b.name);
        item->setFlags(b.available ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemFlags());
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(b.available ? b.summary : b.reason);
    }
    // Every backend visible with its whole description: wrapped, no sideways scrolling, as tall as its rows
    // up to about sixteen of them.
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setResizeMode(QListView::Adjust);
    const int rowHeight = fontMetrics().height() + 6;
    setMinimumHeight(std::min(count(), 16) * rowHeight + 2 * frameWidth());
}

QStringList BackendChoiceList::checkedBackends() const {
    QStringList names;
    for (int i = 0; i < count(); ++i)
        if (item(i)->checkState() == Qt::Checked)
            names << item(i)->data(Qt::UserRole).toString();
    return names;
}

void BackendChoiceList::setCheckedBackends(const QStringList& names) {
    for (int i = 0; i < count(); ++i) {
        auto* it = item(i);
        if (it->data(Qt::UserRole).isNull())
            continue; // a heading
        const bool enabled = it->flags() & Qt::ItemIsEnabled;
        it->setCheckState(enabled && names.contains(it->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                       : Qt::Unchecked);
    }
}

} // namespace gnw::ui
