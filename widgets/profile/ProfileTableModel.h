#pragma once
// The eager profile's nodes as a table (docs/profile.md): one row per graph node in program order, sorted
// by the view's proxy (SortRole holds the raw numbers); the hottest first is how the panel opens it.
#include "widgets/common/ColumnTableModel.h"
#include "widgets/profile/EagerProfileService.h"

namespace gnw::ui {

class ProfileTableModel : public ColumnTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Node,
        Target,
        Module,
        Line,
        EagerMs,
        Share,
        MFlop,
        Intensity,
        GFlops,
        OfRoof,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, NodeIndexRole };

    explicit ProfileTableModel(QObject* parent = nullptr);

    void setOutcome(const ProfileOutcome& outcome);
    void clear();
    const ProfileNode& node(int row) const { return m_nodes[row]; }
    // The row of the node on model.py line `line`, or -1.
    int rowOfLine(int line) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    QList<ProfileNode> m_nodes;
    QList<int> m_rank; // per row: 1 for the hottest
};

} // namespace gnw::ui
