#include "widgets/dataset/SampleFilterProxy.h"

#include "widgets/dataset/SampleListModel.h"

#include <algorithm>

namespace gnw::ui {

SampleFilterProxy::SampleFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(SampleListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void SampleFilterProxy::setText(const QString& text) {
    m_terms.clear();
    m_opTerms.clear();
    m_statusTerms.clear();
    m_backendTerms.clear();
    for (const auto& term : text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (term.startsWith(kOpPrefix)) {
            if (term.size() > kOpPrefix.size()) // a bare "op:" while typing filters nothing yet
                m_opTerms << term.mid(kOpPrefix.size());
        } else if (term.startsWith(kStatusPrefix)) {
            if (term.size() > kStatusPrefix.size())
                m_statusTerms << term.mid(kStatusPrefix.size());
        } else if (term.startsWith(kBackendPrefix)) {
            if (term.size() > kBackendPrefix.size())
                m_backendTerms << term.mid(kBackendPrefix.size());
        } else {
            m_terms << term;
        }
    }
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
        if (prefix ? !(value == m_groupValue || value.startsWith(m_groupValue + QLatin1Char('/')))
                   : value != m_groupValue)
            return false;
    }
    if (!m_opTerms.isEmpty()) {
        const QStringList ops = idx.data(SampleListModel::OpsRole).toStringList();
        for (const auto& t : m_opTerms)
            if (!std::any_of(ops.begin(), ops.end(),
                             [&](const QString& op) { return op.contains(t, Qt::CaseInsensitive); }))
                return false;
    }
    if (!m_statusTerms.isEmpty()) {
        const QString status = idx.data(SampleListModel::StatusRole).toString().toLower();
        for (const auto& t : m_statusTerms) {
            const bool failedTerm = t == QLatin1String("failed") || t == QLatin1String("fail");
            if (status.isEmpty() ||
                (failedTerm ? status.startsWith(QLatin1String("correct")) : !status.contains(t)))
                return false;
        }
    }
    if (!m_backendTerms.isEmpty()) {
        const QStringList backends = idx.data(SampleListModel::BackendsRole).toStringList();
        for (const auto& t : m_backendTerms)
            if (!backends.contains(t, Qt::CaseInsensitive))
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
