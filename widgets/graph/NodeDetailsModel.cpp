#include "widgets/graph/NodeDetailsModel.h"

#include "widgets/graph/GraphDocument.h"
#include "widgets/util/Format.h"

#include <QFont>
#include <algorithm>

namespace gnw::ui {

using layout::DisplayKind;

NodeDetailsModel::NodeDetailsModel(QObject* parent) : QAbstractItemModel(parent) {}

int NodeDetailsModel::add(int parent, QString name, QString value, int link) {
    const int id = int(m_rows.size());
    m_rows.push_back({std::move(name), std::move(value), parent, link, {}});
    (parent < 0 ? m_top : m_rows[std::size_t(parent)].children).push_back(id);
    return id;
}

void NodeDetailsModel::clear() {
    beginResetModel();
    m_rows.clear();
    m_top.clear();
    endResetModel();
}

namespace {

QString lineText(int line, int endLine) {
    if (line <= 0)
        return {};
    return endLine > line ? QStringLiteral("%1–%2").arg(line).arg(endLine) : QString::number(line);
}

// A single reference to a value: the display node producing it (op or drawn input), else -1.
int producerOf(const GraphDocument& doc, const GraphArg& arg) {
    if (!arg.isRef())
        return -1;
    const Graph& g = doc.graph();
    const GraphValue& v = g.value(arg.ref);
    return v.isInput() ? doc.display().nodeOfInput[std::size_t(v.position)]
                       : doc.display().nodeOfOp[std::size_t(v.producer)];
}

} // namespace

void NodeDetailsModel::showNode(std::shared_ptr<const GraphDocument> doc, int node) {
    beginResetModel();
    m_rows.clear();
    m_top.clear();
    if (doc && node >= 0 && node < doc->nodeCount()) {
        switch (doc->node(node).kind) {
        case DisplayKind::Op:
            fillOp(*doc, node);
            break;
        case DisplayKind::Input:
            fillInput(*doc, node);
            break;
        case DisplayKind::Output: {
            const int section = add(-1, tr("Returns"));
            int i = 0;
            for (const GraphArg& a : doc->graph().outputs)
                add(section, QString::number(i++), QString::fromStdString(a.toString([&](ValueId id) {
                        return doc->graph().displayName(id);
                    })),
                    producerOf(*doc, a));
            break;
        }
        }
        fillNeighbours(*doc, node);
    }
    endResetModel();
}

void NodeDetailsModel::fillOp(const GraphDocument& doc, int node) {
    const auto& d = doc.node(node);
    const Graph& g = doc.graph();
    const GraphNode& op = g.nodes[std::size_t(d.source)];
    const auto text = [&](const GraphArg& a) {
        return QString::fromStdString(a.toString([&](ValueId id) { return g.displayName(id); }));
    };
    const int info = add(-1, tr("Node"));
    add(info, tr("target"), QString::fromStdString(op.target));
    add(info, tr("class"), opClassName(doc.nodeClass(node)));
    if (!d.name.empty())
        add(info, tr("defines"), QString::fromStdString(d.name));
    if (!doc.shape(node).isEmpty())
        add(info, tr("output shape"), doc.shape(node));
    add(info, tr("line"), lineText(d.line, d.endLine));
    add(info, tr("module path"),
        op.modulePath.empty() ? tr("(root)") : QString::fromStdString(op.modulePath));
    if (d.scope != op.modulePath)
        add(info, tr("drawn in"), d.scope.empty() ? tr("(root)") : QString::fromStdString(d.scope));

    int inputs = -1, args = -1;
    const auto addArg = [&](const QString& name, const GraphArg& a) {
        bool hasRef = false;
        a.forEachRef([&](ValueId) { hasRef = true; });
        if (!hasRef) {
            args = args < 0 ? add(-1, tr("Arguments")) : args;
            add(args, name, text(a));
            return;
        }
        inputs = inputs < 0 ? add(-1, tr("Inputs")) : inputs;
        QString value = text(a);
        if (a.isRef() && g.value(a.ref).isInput())
            if (const TensorMeta* m = doc.meta(g.inputs[std::size_t(g.value(a.ref).position)].name))
                value += QStringLiteral("  %1 %2").arg(shapeText(m->shape),
                                                       QString::fromUtf8(dtypeName(m->dtype)));
        add(inputs, name, value, producerOf(doc, a));
    };
    const bool method = op.target.starts_with("Tensor.");
    for (std::size_t i = 0; i < op.args.size(); ++i)
        addArg(method && i == 0 ? QStringLiteral("self") : QString::number(i), op.args[i]);
    for (const KeywordArg& k : op.kwargs)
        addArg(QString::fromStdString(k.name), k.value);
}

void NodeDetailsModel::fillInput(const GraphDocument& doc, int node) {
    const auto& d = doc.node(node);
    const GraphInput& in = doc.graph().inputs[std::size_t(d.source)];
    const int info = add(-1, tr("Input"));
    add(info, tr("name"), QString::fromStdString(in.name));
    if (!in.annotation.empty())
        add(info, tr("annotation"), QString::fromStdString(in.annotation));
    if (const TensorMeta* m = doc.meta(in.name)) {
        add(info, tr("shape"), shapeText(m->shape));
        add(info, tr("dtype"), QString::fromUtf8(dtypeName(m->dtype)));
    }
    add(info, tr("line"), lineText(d.line, d.endLine));
}

void NodeDetailsModel::fillNeighbours(const GraphDocument& doc, int node) {
    const auto describe = [&](int n) {
        const auto& d = doc.node(n);
        const QString where = d.line > 0 ? tr(" (line %1)").arg(d.line) : QString();
        return QString::fromStdString(d.name.empty() ? d.title : d.name) + where;
    };
    if (!doc.consumers(node).empty()) {
        const int section = add(-1, tr("Used by"));
        for (int c : doc.consumers(node))
            add(section, doc.title(c), describe(c), c);
    }
}

void NodeDetailsModel::showGroup(std::shared_ptr<const GraphDocument> doc, int group) {
    beginResetModel();
    m_rows.clear();
    m_top.clear();
    if (doc && group >= 0 && group < doc->tree().groupCount()) {
        const auto& g = doc->tree().group(group);
        const int info = add(-1, tr("Group"));
        add(info, tr("label"), QString::fromStdString(g.label));
        add(info, tr("module path"), g.path.empty() ? tr("(root)") : QString::fromStdString(g.path));
        add(info, tr("ops"), QString::number(g.nodeCount));
        add(info, tr("members"), tr("%1 nodes, %2 groups").arg(g.nodes.size()).arg(g.groups.size()));
        const int classes = add(-1, tr("Op classes"));
        const OpClassCounts& counts = doc->groupClasses(group);
        for (int c = 0; c < kOpClassCount; ++c)
            if (counts[std::size_t(c)] > 0)
                add(classes, opClassName(OpClass(c)), QString::number(counts[std::size_t(c)]));
    }
    endResetModel();
}

void NodeDetailsModel::showSummary(std::shared_ptr<const GraphDocument> doc) {
    beginResetModel();
    m_rows.clear();
    m_top.clear();
    if (doc) {
        const Graph& g = doc->graph();
        const int info = add(-1, tr("Graph"));
        add(info, tr("class"), QString::fromStdString(g.className));
        add(info, tr("framework"),
            g.framework == Framework::Paddle ? QStringLiteral("Paddle") : QStringLiteral("PyTorch"));
        add(info, tr("ops"), QString::number(g.nodes.size()));
        int dataInputs = 0;
        for (int n = 0; n < doc->nodeCount(); ++n)
            dataInputs += doc->node(n).kind == DisplayKind::Input;
        add(info, tr("inputs"), tr("%1 drawn, %2 in forward()").arg(dataInputs).arg(g.inputs.size()));
        add(info, tr("outputs"), QString::number(g.outputs.size()));
        add(info, tr("edges"), QString::number(doc->display().edges.size()));
        add(info, tr("module groups"), QString::number(doc->tree().groupCount() - 1));
        const int classes = add(-1, tr("Op classes"));
        const OpClassCounts& counts = doc->groupClasses(0);
        for (int c = 0; c < kOpClassCount; ++c)
            if (counts[std::size_t(c)] > 0 && OpClass(c) != OpClass::Data)
                add(classes, opClassName(OpClass(c)), QString::number(counts[std::size_t(c)]));
    }
    endResetModel();
}

QString NodeDetailsModel::value(const QString& section, const QString& name) const {
    for (int s : m_top)
        if (m_rows[std::size_t(s)].name == section)
            for (int r : m_rows[std::size_t(s)].children)
                if (m_rows[std::size_t(r)].name == name)
                    return m_rows[std::size_t(r)].value;
    return {};
}

QModelIndex NodeDetailsModel::index(int row, int column, const QModelIndex& parent) const {
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int>& rows =
        parent.isValid() ? m_rows[std::size_t(parent.internalId())].children : m_top;
    if (parent.isValid() && parent.column() != 0)
        return {};
    if (row >= int(rows.size()))
        return {};
    return createIndex(row, column, quintptr(rows[std::size_t(row)]));
}

QModelIndex NodeDetailsModel::parent(const QModelIndex& child) const {
    if (!child.isValid())
        return {};
    const int p = m_rows[std::size_t(child.internalId())].parent;
    if (p < 0)
        return {};
    const std::vector<int>& siblings = m_rows[std::size_t(p)].parent < 0
                                           ? m_top
                                           : m_rows[std::size_t(m_rows[std::size_t(p)].parent)].children;
    const int row = int(std::find(siblings.begin(), siblings.end(), p) - siblings.begin());
    return createIndex(row, 0, quintptr(p));
}

int NodeDetailsModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return int(m_top.size());
    if (parent.column() != 0)
        return 0;
    return int(m_rows[std::size_t(parent.internalId())].children.size());
}

int NodeDetailsModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant NodeDetailsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const Row& r = m_rows[std::size_t(index.internalId())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return index.column() == Name ? r.name : r.value;
    case LinkedNodeRole:
        return r.link;
    case Qt::FontRole:
        if (r.parent < 0 && index.column() == Name) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant NodeDetailsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Name ? tr("Property") : tr("Value");
}

} // namespace gnw::ui
