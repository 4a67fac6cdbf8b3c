#pragma once
// A flat table model whose columns are fixed and titled when the model is made: column count and header
// text are written once here, so a concrete model supplies only its rows and cells (hotspot's TreeModel
// idea for our tables). Titles are passed through tr() in the concrete model's constructor, so they keep
// its translation context; the language only changes on restart, so they never need refreshing.
#include <QAbstractTableModel>
#include <QStringList>

namespace gnw::ui {

class ColumnTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    // `titles` in column order; there must be exactly `columnCount` of them (the concrete model's
    // ColumnCount enumerator), which is checked, because a title list out of step with the enum would
    // label every column after the gap wrongly without any other symptom.
    ColumnTableModel(int columnCount, QStringList titles, QObject* parent);

private:
    QStringList m_titles;
};

} // namespace gnw::ui
