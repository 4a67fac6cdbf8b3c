#include "widgets/dataset/SampleFilterProxy.h"

#include "widgets/dataset/SampleListModel.h"

namespace gnw::ui {

SampleFilterProxy::SampleFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(SampleListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void SampleFilterProxy::setText(const QString& text) {
    m_terms = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void SampleFilterProxy::setGroup(int role, const QString& value) {
    m_groupRole = role;
    m_groupValue = value;
    invalidateFilter();
}

bool SampleFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_groupRole != 0 && !m_groupValue.isNull()) {
        const auto value = idx.data(m_groupRole).toString();
        const bool prefix = m_groupRole == SampleListModel::GroupRole;
        if (prefix ? !(value == m_groupValue || value.startsWith(m_groupValue + QLatin1Char('/'))) : value != m_groupValue)
            return false;
    }
    if (m_terms.isEmpty())
        return true;
    const auto text = idx.data(SampleListModel::FilterRole).toString();
    for (const auto& t : m_terms)
        if (!text.contains(t))
            return false;
    return true;
}

} // namespace gnw::ui
