#include "widgets/graph/GraphDocument.h"

#include "core/dataset/MetaParser.h"
#include "core/graph/CommentShapes.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/graph/PirProgram.h"
#include "widgets/util/Format.h"

#include <QCoreApplication>
#include <algorithm>

namespace gnw::ui {

using layout::DisplayKind;

namespace {
GraphDocument::ShapeProvider& shapeProvider() {
    static GraphDocument::ShapeProvider provider;
    return provider;
}

// Tensors as the meta table writes them; numbers, tuples and None as Python would print them.
QString valueText(const ValueShape& v) {
    return v.isTensor() ? shapeText(v.shape) : QString::fromStdString(v.toString());
}
} // namespace

void GraphDocument::setShapeProvider(ShapeProvider provider) {
    shapeProvider() = std::move(provider);
}

Result<std::shared_ptr<GraphDocument>> GraphDocument::load(const QString& sampleDir) {
    ModelGraphLoader loader;
    auto graph =
        loadSampleGraph(loader, sampleDir.toStdString()); // model.py, or graph_net.json's PIR program
    if (!graph)
        return graph.error();
    // Meta files only add shapes to labels; a broken one is reported by the summary page.
    std::vector<TensorMeta> metas;
    if (auto parsed = parseSampleMetas(sampleDir.toStdString()))
        metas = std::move(*parsed);
    std::optional<GraphShapes> shapes;
    if (graph->framework == Framework::Paddle)
        shapes = shapesFromOpComments(*graph, metas); // each statement's pd_op comment has its shapes
    else if (const auto& provider = shapeProvider())
        shapes = provider(*graph, metas);
    return fromGraph(std::move(*graph), std::move(metas), sampleDir, shapes);
}

std::shared_ptr<GraphDocument> GraphDocument::fromGraph(Graph graph, std::vector<TensorMeta> metas,
                                                        QString sampleDir,
                                                        const std::optional<GraphShapes>& shapes) {
    std::shared_ptr<GraphDocument> doc(new GraphDocument);
    doc->m_sampleDir = std::move(sampleDir);
    doc->m_graph = std::move(graph);
    for (TensorMeta& m : metas)
        doc->m_meta.emplace(m.name, std::move(m));
    doc->m_display = layout::makeDisplayGraph(doc->m_graph);
    const auto& nodes = doc->m_display.nodes;

    std::vector<std::string> scopes;
    for (const auto& n : nodes)
        scopes.push_back(n.scope);
    doc->m_tree = layout::ModuleTree::build(scopes);

    for (const auto& n : nodes) {
        const int i = int(doc->m_classes.size());
        const bool isOp = n.kind == DisplayKind::Op;
        const std::string& target = isOp ? doc->m_graph.nodes[std::size_t(n.source)].target : n.title;
        doc->m_classes.push_back(isOp ? classifyTarget(target) : OpClass::Data);
        QString shape, shapeError;
        if (n.kind == DisplayKind::Input) {
            if (const TensorMeta* m = doc->meta(n.title))
                shape = shapeText(m->shape);
        } else if (isOp && shapes && std::size_t(n.source) < shapes->nodes.size()) {
            const NodeShapes& inferred = shapes->nodes[std::size_t(n.source)];
            if (inferred.inferred)
                shape = valueText(inferred.result);
            else
                shapeError = QString::fromStdString(inferred.error.message);
        }
        doc->m_shapes.push_back(shape);
        doc->m_shapeErrors.push_back(shapeError);
        doc->m_titles.push_back(QString::fromStdString(n.title));
        QString sub = !shape.isEmpty() ? shape : QString::fromStdString(n.name);
        if (n.kind == DisplayKind::Output)
            sub = QCoreApplication::translate("GraphDocument", "%n value(s)", nullptr,
                                              int(doc->m_graph.outputs.size()));
        doc->m_subtitles.push_back(sub);
        if (n.line > 0)
            doc->m_byLine.push_back(i);
    }
    doc->m_producers.resize(nodes.size());
    doc->m_consumers.resize(nodes.size());
    for (const layout::Edge& e : doc->m_display.edges) { // sorted by (from, to)
        doc->m_consumers[std::size_t(e.from)].push_back(e.to);
        doc->m_producers[std::size_t(e.to)].push_back(e.from);
    }
    doc->m_groupClasses.assign(std::size_t(doc->m_tree.groupCount()), OpClassCounts{});
    for (int i = 0; i < int(nodes.size()); ++i)
        for (int g = doc->m_tree.groupOf(i); g >= 0; g = doc->m_tree.group(g).parent)
            ++doc->m_groupClasses[std::size_t(g)][std::size_t(doc->m_classes[std::size_t(i)])];
    // Paddle ops under their pd_op name, one per statement (CommentShapes.h); others by target.
    for (const auto& [target, count] : gnw::opHistogram(doc->m_graph))
        doc->m_histogram.push_back({QString::fromStdString(target), count});
    std::sort(doc->m_histogram.begin(), doc->m_histogram.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    std::sort(doc->m_byLine.begin(), doc->m_byLine.end(),
              [&](int a, int b) { return nodes[std::size_t(a)].line < nodes[std::size_t(b)].line; });
    return doc;
}

const TensorMeta* GraphDocument::meta(const std::string& inputName) const {
    const auto it = m_meta.find(inputName);
    return it == m_meta.end() ? nullptr : &it->second;
}

QString GraphDocument::argText(const GraphArg& arg) const {
    return QString::fromStdString(arg.toString([this](ValueId id) { return m_graph.displayName(id); }));
}

QString GraphDocument::signature(int n) const {
    const auto& d = node(n);
    if (d.kind == DisplayKind::Input)
        return QString::fromStdString(d.title);
    if (d.kind == DisplayKind::Output) {
        QStringList values;
        for (const GraphArg& a : m_graph.outputs)
            values << argText(a);
        return QStringLiteral("return (%1)").arg(values.join(QStringLiteral(", ")));
    }
    const GraphNode& op = m_graph.nodes[std::size_t(d.source)];
    QStringList args;
    for (const GraphArg& a : op.args)
        args << argText(a);
    for (const KeywordArg& k : op.kwargs)
        args << QString::fromStdString(k.name) + QLatin1Char('=') + argText(k.value);
    const QString call =
        QStringLiteral("%1(%2)").arg(QString::fromStdString(op.target), args.join(QStringLiteral(", ")));
    return d.name.empty() ? call : QString::fromStdString(d.name) + QStringLiteral(" = ") + call;
}

QString GraphDocument::tooltip(int n) const {
    const auto& d = node(n);
    QString html =
        QStringLiteral("<p style='white-space:pre-wrap'><b>%1</b></p>").arg(signature(n).toHtmlEscaped());
    QStringList facts;
    facts << opClassName(nodeClass(n));
    if (!m_shapes[std::size_t(n)].isEmpty())
        facts << QCoreApplication::translate("GraphDocument", "shape %1").arg(m_shapes[std::size_t(n)]);
    else if (!m_shapeErrors[std::size_t(n)].isEmpty())
        facts << QCoreApplication::translate("GraphDocument", "shape unknown: %1")
                     .arg(m_shapeErrors[std::size_t(n)]);
    const std::string& module =
        d.kind == DisplayKind::Op ? m_graph.nodes[std::size_t(d.source)].modulePath : d.scope;
    if (!module.empty())
        facts
            << QCoreApplication::translate("GraphDocument", "module %1").arg(QString::fromStdString(module));
    if (d.line > 0)
        facts << QCoreApplication::translate("GraphDocument", "model.py line %1").arg(d.line);
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral(" · ")).toHtmlEscaped());
    if (d.kind != DisplayKind::Op)
        return html;
    QStringList shapes;
    const GraphNode& op = m_graph.nodes[std::size_t(d.source)];
    const auto addRef = [&](ValueId id) {
        const GraphValue& v = m_graph.value(id);
        if (!v.isInput())
            return;
        if (const TensorMeta* m = meta(m_graph.inputs[std::size_t(v.position)].name))
            shapes << QStringLiteral("%1: %2 %3")
                          .arg(QString::fromStdString(m->name), shapeText(m->shape),
                               QString::fromUtf8(dtypeName(m->dtype)));
    };
    for (const GraphArg& a : op.args)
        a.forEachRef(addRef);
    for (const KeywordArg& k : op.kwargs)
        k.value.forEachRef(addRef);
    if (!shapes.isEmpty())
        html += QStringLiteral("<p style='white-space:pre'>%1</p>")
                    .arg(shapes.join(QLatin1Char('\n')).toHtmlEscaped());
    return html;
}

int GraphDocument::nodeAtLine(int line) const {
    // Statements do not overlap; the last node starting at or before the line is the only candidate.
    const auto it = std::upper_bound(m_byLine.begin(), m_byLine.end(), line,
                                     [&](int l, int n) { return l < node(n).line; });
    if (it == m_byLine.begin())
        return -1;
    const int n = *(it - 1);
    return line <= std::max(node(n).line, node(n).endLine) ? n : -1;
}

} // namespace gnw::ui
