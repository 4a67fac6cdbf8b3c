#pragma once
// The node panel: a two-column tree (name, value) describing the selected node — target, class, module
// path, source line; its inputs (with their producers or weight shapes), constant arguments, outputs and
// the nodes reading them — or the selected group. Rows naming another node carry it in LinkedNodeRole.
#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace gnw::ui {

class GraphDocument;

class NodeDetailsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Name, Value, ColumnCount };
    enum Role { LinkedNodeRole = Qt::UserRole + 1 };

    explicit NodeDetailsModel(QObject* parent = nullptr);

    void showNode(std::shared_ptr<const GraphDocument> doc, int node);
    void showGroup(std::shared_ptr<const GraphDocument> doc, int group);
    // What the panel shows while nothing is selected: the graph's totals.
    void showSummary(std::shared_ptr<const GraphDocument> doc);
    void clear();
    // Text of the row whose name is `name` under the section `section` (tests, copy).
    QString value(const QString& section, const QString& name) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row {
        QString name;
        QString value;
        int parent = -1;
        int link = -1;
        std::vector<int> children;
    };
    int add(int parent, QString name, QString value = {}, int link = -1);
    void fillOp(const GraphDocument& doc, int node);
    void fillInput(const GraphDocument& doc, int node);
    void fillNeighbours(const GraphDocument& doc, int node);

    std::vector<Row> m_rows;
    std::vector<int> m_top;
};

} // namespace gnw::ui
