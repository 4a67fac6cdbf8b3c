#pragma once
// One sample's graph as the graph page shows it: the parsed IR, the drawn nodes and edges, the module
// tree they are grouped by, op classes, the shapes (meta files, inference), and label texts. Built on a
// worker thread, then shared read-only by the page, the layout jobs and the painters.
#include "core/tensor/TensorMeta.h"
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/layout/DisplayGraph.h"
#include "core/layout/ModuleTree.h"
#include "core/util/Result.h"
#include "widgets/graph/OpClass.h"

#include <QString>
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace gnw::ui {

using OpClassCounts = std::array<int, kOpClassCount>;

class GraphDocument {
public:
    // Infers every node's output shape (the application injects the engine's meta-tensor inference; the
    // widgets never link LibTorch). Called on the loading thread; nullopt when inference is unavailable.
    using ShapeProvider = std::function<std::optional<GraphShapes>(const Graph&, const std::vector<TensorMeta>&)>;
    static void setShapeProvider(ShapeProvider provider);

    // Reads model.py (and weight_meta.py / input_meta.py when present) of a sample folder, and infers
    // shapes when a provider is set.
    static Result<std::shared_ptr<GraphDocument>> load(const QString& sampleDir);
    static std::shared_ptr<GraphDocument> fromGraph(Graph graph, std::vector<TensorMeta> metas, QString sampleDir,
                                                    const std::optional<GraphShapes>& shapes = std::nullopt);

    const QString& sampleDir() const { return m_sampleDir; }
    const Graph& graph() const { return m_graph; }
    const layout::DisplayGraph& display() const { return m_display; }
    const layout::ModuleTree& tree() const { return m_tree; }
    int nodeCount() const { return int(m_display.nodes.size()); }
    const layout::DisplayNode& node(int n) const { return m_display.nodes[std::size_t(n)]; }

    OpClass nodeClass(int n) const { return m_classes[std::size_t(n)]; }
    const OpClassCounts& groupClasses(int g) const { return m_groupClasses[std::size_t(g)]; }
    const QString& title(int n) const { return m_titles[std::size_t(n)]; }
    // Output shape when known (inputs: from their meta; ops: inferred), else the defined value's name.
    const QString& subtitle(int n) const { return m_subtitles[std::size_t(n)]; }
    const QString& shape(int n) const { return m_shapes[std::size_t(n)]; }
    const TensorMeta* meta(const std::string& inputName) const;

    // "conv2d = torch.conv2d(l_x_, l_self_..._weight_, None, (2, 2), (3, 3))" for an op.
    QString signature(int n) const;
    // Rich text for a hover: signature, module path, line, and the shapes of the tensors it reads.
    QString tooltip(int n) const;
    // The display node whose statement (or forward parameter) spans `line`, or -1.
    int nodeAtLine(int line) const;
    // Display nodes feeding / reading a node, in program order.
    const std::vector<int>& producers(int n) const { return m_producers[std::size_t(n)]; }
    const std::vector<int>& consumers(int n) const { return m_consumers[std::size_t(n)]; }
    // Targets and their counts, most frequent first.
    const std::vector<std::pair<QString, int>>& opHistogram() const { return m_histogram; }

private:
    GraphDocument() = default;
    QString argText(const GraphArg& arg) const;

    QString m_sampleDir;
    Graph m_graph;
    layout::DisplayGraph m_display;
    layout::ModuleTree m_tree;
    std::vector<OpClass> m_classes;
    std::vector<OpClassCounts> m_groupClasses;
    std::vector<QString> m_titles, m_subtitles, m_shapes;
    std::vector<QString> m_shapeErrors; // why an op's shape is unknown (inference error), per display node
    std::map<std::string, TensorMeta> m_meta;
    std::vector<std::pair<QString, int>> m_histogram;
    std::vector<int> m_byLine; // display nodes with a source line, sorted by it
    std::vector<std::vector<int>> m_producers, m_consumers;
};

} // namespace gnw::ui
