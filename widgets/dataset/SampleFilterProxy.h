#pragma once
// Live filter over the sample table: every whitespace-separated term must occur in the sample's name,
// tag, model name or dtypes; a term `op:NAME` instead requires a node whose target contains NAME
// (`op:scaled_dot_product_attention` keeps the samples that call torch._C._nn.scaled_dot_product_attention,
// `op:conv2d` those with torch.conv2d or F.conv2d); `status:WORD` keeps the samples whose result in the
// browser's chosen run has that status or class (`status:failed` = any status but correct, `status:correct`,
// `status:compile`, `status:timeout`); `backend:NAME` those with a result from backend NAME in any run;
// plus an optional group chosen in the category tree.
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

    // The prefix of op terms.
    static constexpr QLatin1StringView kOpPrefix{"op:"};
    static constexpr QLatin1StringView kStatusPrefix{"status:"};
    static constexpr QLatin1StringView kBackendPrefix{"backend:"};

private:
    QStringList m_terms;
    QStringList m_opTerms;
    QStringList m_statusTerms;
    QStringList m_backendTerms;
    int m_groupRole = 0;
    QString m_groupValue;
};

} // namespace gnw::ui
