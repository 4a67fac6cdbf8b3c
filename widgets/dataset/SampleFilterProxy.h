#pragma once
// Live filter over the sample table: every whitespace-separated term must occur in the sample's name,
// tag, model name or dtypes; plus an optional group chosen in the category tree.
#include <QSortFilterProxyModel>

namespace gnw::ui {

class SampleFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit SampleFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    // role = SampleListModel::CategoryRole/TagRole/FrameworkRole/GroupRole; empty value = everything.
    // GroupRole matches the group and everything below it.
    void setGroup(int role, const QString& value);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_terms;
    int m_groupRole = 0;
    QString m_groupValue;
};

} // namespace gnw::ui
