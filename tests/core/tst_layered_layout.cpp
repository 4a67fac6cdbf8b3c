// The layered layout engine (core/layout): layering, crossing reduction, coordinates, module grouping
// and the hierarchical layout, on hand-made and generated graphs.
#include "TestMain.h"
#include "core/layout/CrossingReduction.h"
#include "core/layout/HierarchicalLayout.h"
#include "core/layout/LayeredLayout.h"
#include "core/layout/ModuleTree.h"
#include "core/layout/ProperGraph.h"
#include "core/layout/ScopeInference.h"
#include "core/layout/SyntheticGraph.h"

#include <QtTest>
#include <algorithm>
#include <set>

using namespace gnw::layout;

namespace {

LayeredGraph fromSynthetic(const SyntheticGraph& g) {
    LayeredGraph lg;
    lg.nodes = g.sizes;
    lg.edges = g.edges;
    return lg;
}

// Every pair of nodes sharing a layer is apart by at least their half widths plus the node gap.
QString firstOverlap(const LayeredLayout& r, const std::vector<Size>& sizes, double gap) {
    std::vector<std::vector<int>> byLayer(std::size_t(r.layerCount));
    for (int v = 0; v < int(r.layers.size()); ++v)
        byLayer[std::size_t(r.layers[std::size_t(v)])].push_back(v);
    for (auto& layer : byLayer) {
        std::sort(layer.begin(), layer.end(),
                  [&](int a, int b) { return r.centers[std::size_t(a)].x < r.centers[std::size_t(b)].x; });
        for (std::size_t i = 1; i < layer.size(); ++i) {
            const int a = layer[i - 1], b = layer[i];
            const double need = (sizes[std::size_t(a)].width + sizes[std::size_t(b)].width) / 2 + gap - 1e-6;
            if (r.centers[std::size_t(b)].x - r.centers[std::size_t(a)].x < need)
                return QStringLiteral("nodes %1 and %2 overlap in layer %3")
                    .arg(a)
                    .arg(b)
                    .arg(r.layers[std::size_t(a)]);
        }
    }
    return {};
}

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.right() - 1e-6 && b.x < a.right() - 1e-6 && a.y < b.bottom() - 1e-6 &&
           b.y < a.bottom() - 1e-6;
}

} // namespace

class TestLayeredLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void randomDags_data() {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("maxInputs");
        QTest::addColumn<int>("window");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("chain-like") << 60 << 1 << 3 << 1u;
        QTest::newRow("sparse") << 120 << 2 << 8 << 2u;
        QTest::newRow("dense local") << 150 << 4 << 6 << 3u;
        QTest::newRow("wide") << 200 << 3 << 40 << 4u;
        QTest::newRow("long skips") << 300 << 3 << 120 << 5u;
        QTest::newRow("large") << 1500 << 3 << 30 << 6u;
    }
    void randomDags() {
        QFETCH(int, nodes);
        QFETCH(int, maxInputs);
        QFETCH(int, window);
        QFETCH(unsigned, seed);
        const SyntheticGraph g = makeRandomDag(nodes, maxInputs, window, seed);
        const LayeredGraph input = fromSynthetic(g);
        const LayoutOptions options;
        const auto r = layoutLayered(input, options);
        QVERIFY(r.has_value());

        // Program order is topological, so nothing needs reversing and every edge points down.
        for (std::size_t e = 0; e < g.edges.size(); ++e) {
            QVERIFY(!r->reversed[e]);
            QVERIFY2(r->layers[std::size_t(g.edges[e].from)] < r->layers[std::size_t(g.edges[e].to)],
                     qPrintable(QStringLiteral("edge %1 -> %2").arg(g.edges[e].from).arg(g.edges[e].to)));
            const Polyline& path = r->edgePaths[e];
            QVERIFY(path.size() >= 2);
            QVERIFY(path.front().y < path.back().y);
            QCOMPARE(path.back().y, r->centers[std::size_t(g.edges[e].to)].y -
                                        g.sizes[std::size_t(g.edges[e].to)].height / 2);
        }
        const QString overlap = firstOverlap(*r, g.sizes, options.spacing.nodeSep);
        QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
        QVERIFY2(r->crossings.after <= r->crossings.before,
                 qPrintable(QStringLiteral("%1 > %2").arg(r->crossings.after).arg(r->crossings.before)));
        for (const Point& c : r->centers) {
            QVERIFY(c.x >= 0 && c.x <= r->size.width);
            QVERIFY(c.y >= 0 && c.y <= r->size.height);
        }
    }

    void crossingCountIsExact() {
        // Two layers, edges a0-b1 and a1-b0 cross once; a2-b2 crosses nothing.
        const std::vector<int> layer{0, 0, 0, 1, 1, 1};
        const std::vector<Size> sizes(6, Size{10, 10});
        const std::vector<Edge> edges{{0, 4}, {1, 3}, {2, 5}};
        ProperGraph g = buildProperGraph(layer, sizes, edges, {});
        QCOMPARE(countCrossings(g), 1LL);
        const auto report = reduceCrossings(g, {});
        QCOMPARE(report.before, 1LL);
        QCOMPARE(report.after, 0LL);
    }

    void reductionNeverWorsens() {
        for (unsigned seed = 10; seed < 30; ++seed) {
            const SyntheticGraph s = makeRandomDag(80 + int(seed) * 7, 3, 25, seed);
            const auto r = layoutLayered(fromSynthetic(s), {});
            QVERIFY(r);
            QVERIFY2(r->crossings.after <= r->crossings.before, qPrintable(QString::number(seed)));
        }
    }

    void deterministic() {
        const SyntheticGraph s = makeRandomDag(400, 3, 30, 77);
        const auto a = layoutLayered(fromSynthetic(s), {});
        const auto b = layoutLayered(fromSynthetic(s), {});
        QVERIFY(a && b);
        QCOMPARE(a->layers, b->layers);
        for (std::size_t v = 0; v < a->centers.size(); ++v) {
            QCOMPARE(a->centers[v].x, b->centers[v].x);
            QCOMPARE(a->centers[v].y, b->centers[v].y);
        }
    }

    void longEdgesShareOneChain() {
        // A mask read by ten nodes far below: one dummy per layer, not one per use.
        LayeredGraph g;
        const int chain = 30;
        for (int i = 0; i <= chain; ++i)
            g.nodes.push_back({80, 30});
        for (int i = 1; i <= chain; ++i)
            g.edges.push_back({i - 1, i});
        g.nodes.push_back({60, 30}); // the mask, a source
        const int mask = chain + 1;
        for (int i = 3; i <= chain; i += 3)
            g.edges.push_back({mask, i});
        const auto r = layoutLayered(g, {});
        QVERIFY(r);
        QCOMPARE(r->layers[std::size_t(mask)], 2); // pulled down to just above its first reader
        QVERIFY2(r->dummyCount <= chain, qPrintable(QString::number(r->dummyCount)));
    }

    void cyclesAreBrokenAndDrawn() {
        LayeredGraph g;
        g.nodes.assign(4, Size{50, 20});
        g.edges = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 3}};
        const auto r = layoutLayered(g, {});
        QVERIFY(r);
        QCOMPARE(std::count(r->reversed.begin(), r->reversed.end(), 1), 1L);
        QVERIFY(r->reversed[2]);
        QVERIFY(r->edgePaths[4].empty()); // self-loop
        // A reversed edge still runs from its source to its target: here upwards.
        QVERIFY(r->edgePaths[2].front().y > r->edgePaths[2].back().y);
    }

    void pinsAndPorts() {
        LayeredGraph g;
        g.nodes = {{8, 0}, {60, 30}, {60, 30}, {8, 0}};
        g.pins = {LayerPin::First, LayerPin::Free, LayerPin::Free, LayerPin::Last};
        g.edges = {{0, 2}, {1, 2}, {1, 3}};
        const auto r = layoutLayered(g, {});
        QVERIFY(r);
        QCOMPARE(r->layers[0], 0);
        QCOMPARE(r->layers[3], r->layerCount - 1);
        QVERIFY(r->layers[2] < r->layers[3]);
    }

    void scopesFollowProgramOrder_data() {
        QTest::addColumn<QStringList>("scopes");
        QTest::addColumn<QString>("inferable"); // '1' per inferable node
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("between two convs of a block")
            << QStringList{"", "l1.0.conv1", "", "l1.0.conv2", ""} << "00101"
            << QStringList{"", "l1.0.conv1", "l1.0", "l1.0.conv2", ""};
        QTest::newRow("between blocks")
            << QStringList{"l.0.fc", "", "l.1.fc"} << "010" << QStringList{"l.0.fc", "l", "l.1.fc"};
        QTest::newRow("after the last module")
            << QStringList{"head", "", ""} << "010" << QStringList{"head", "", ""};
        QTest::newRow("segment boundary")
            << QStringList{"layer1.0", "", "layer10.0"} << "010" << QStringList{"layer1.0", "", "layer10.0"};
        QTest::newRow("nothing known") << QStringList{"", ""} << "11" << QStringList{"", ""};
    }
    void scopesFollowProgramOrder() {
        QFETCH(QStringList, scopes);
        QFETCH(QString, inferable);
        QFETCH(QStringList, expected);
        std::vector<std::string> s;
        std::vector<char> inf;
        for (int i = 0; i < scopes.size(); ++i) {
            s.push_back(scopes[i].toStdString());
            inf.push_back(inferable[i] == QLatin1Char('1'));
        }
        inferScopes(s, inf);
        QStringList got;
        for (const auto& x : s)
            got << QString::fromStdString(x);
        QCOMPARE(got, expected);
    }

    void moduleTreeRules_data() {
        QTest::addColumn<QStringList>("scopes");
        QTest::addColumn<QString>("expected"); // groups as "label:nodeCount" breadth-first
        QTest::newRow("single-op groups dissolve")
            << QStringList{"conv1", "bn1", "layer1.0.conv1", "layer1.0.bn1", "layer1.0", "fc"}
            << "layer1.0:3";
        QTest::newRow("chains merge")
            << QStringList{"encoder.layer.0.a", "encoder.layer.0.b", "encoder.layer.0"}
            << "encoder.layer.0:3";
        QTest::newRow("nested") << QStringList{"a.x", "a.x", "a.y", "a.y", "b", "b"} << "a:4 b:2 x:2 y:2";
        QTest::newRow("root only") << QStringList{"", "", ""} << "";
        QTest::newRow("second call is its own group")
            << QStringList{"enc.0", "enc.0", "mid", "mid", "enc.0", "enc.0", "enc.0"}
            << "enc.0:2 mid:2 enc #2.0:3";
        QTest::newRow("tied weights dissolve") << QStringList{"wte", "h.0", "h.0", "wte"} << "h.0:2";
    }
    void moduleTreeRules() {
        QFETCH(QStringList, scopes);
        QFETCH(QString, expected);
        std::vector<std::string> s;
        for (const QString& x : scopes)
            s.push_back(x.toStdString());
        const ModuleTree tree = ModuleTree::build(s);
        QStringList got;
        for (int g = 1; g < tree.groupCount(); ++g)
            got << QStringLiteral("%1:%2")
                       .arg(QString::fromStdString(tree.group(g).label))
                       .arg(tree.group(g).nodeCount);
        QCOMPARE(got.join(QLatin1Char(' ')), expected);
        int total = 0;
        for (int g = 0; g < tree.groupCount(); ++g)
            total += int(tree.group(g).nodes.size());
        QCOMPARE(total, int(s.size())); // every node in exactly one group
        QCOMPARE(tree.group(0).nodeCount, int(s.size()));
    }

    void hugeGroupsAreSplit() {
        std::vector<std::string> scopes(500, "blocks");
        ModuleTreeOptions options;
        const ModuleTree tree = ModuleTree::build(scopes, options);
        for (int g = 0; g < tree.groupCount(); ++g) {
            const auto& group = tree.group(g);
            QVERIFY(int(group.nodes.size() + group.groups.size()) <= options.maxMembers);
        }
        QVERIFY(tree.groupCount() > 2);
        QVERIFY(tree.group(2).chunk);
        QCOMPARE(tree.group(1).nodeCount, 500);
    }

    void expandCollapseCounts() {
        SyntheticGraph g = makeTransformerGraph(1200, 3);
        inferScopes(g.scopes, g.inferable);
        const ModuleTree tree = ModuleTree::build(g.scopes);
        Expansion closed(std::size_t(tree.groupCount()), 0);
        closed[0] = 1;
        QCOMPARE(visibleItemCount(tree, closed),
                 int(tree.group(0).nodes.size() + tree.group(0).groups.size()));
        QCOMPARE(visibleItemCount(tree, fullExpansion(tree)), tree.nodeCount());
        const Expansion initial = initialExpansion(tree, 120);
        QVERIFY(visibleItemCount(tree, initial) <= 120);
        QVERIFY(visibleItemCount(tree, initial) > visibleItemCount(tree, closed));
        // Opening one group shows its members instead of its box.
        Expansion one = closed;
        const int first = tree.group(0).groups.front();
        one[std::size_t(first)] = 1;
        const auto& gr = tree.group(first);
        QCOMPARE(visibleItemCount(tree, one),
                 visibleItemCount(tree, closed) - 1 + int(gr.nodes.size() + gr.groups.size()));
        // Revealing a deep node opens exactly its ancestors.
        Expansion reveal = closed;
        const int deep = tree.nodeCount() / 2;
        QVERIFY(revealNode(tree, reveal, deep));
        for (int grp = tree.groupOf(deep); grp > 0; grp = tree.group(grp).parent)
            QVERIFY(reveal[std::size_t(grp)]);
        QVERIFY(!revealNode(tree, reveal, deep));
    }

    void hierarchyLayout_data() {
        QTest::addColumn<bool>("expandAll");
        QTest::newRow("collapsed") << false;
        QTest::newRow("expanded") << true;
    }
    void hierarchyLayout() {
        QFETCH(bool, expandAll);
        SyntheticGraph g = makeTransformerGraph(900, 5);
        inferScopes(g.scopes, g.inferable);
        const ModuleTree tree = ModuleTree::build(g.scopes);
        const Expansion expanded = expandAll ? fullExpansion(tree) : initialExpansion(tree, 60);
        const std::vector<Size> groupSizes(std::size_t(tree.groupCount()), Size{150, 50});
        const HierarchyInput input{&tree, &expanded, g.sizes, groupSizes, g.edges};
        const auto h = layoutHierarchy(input, {});
        QVERIFY(h);
        // Visible items: exactly what the expansion says, each node shown by exactly one item.
        int shown = 0;
        for (const auto& item : h->items)
            shown += item.kind != ItemKind::OpenGroup;
        QCOMPARE(shown, visibleItemCount(tree, expanded));
        for (int v = 0; v < tree.nodeCount(); ++v)
            QVERIFY(h->itemOfNode[std::size_t(v)] >= 0);
        // Items directly inside the same container do not overlap and lie inside their container.
        std::vector<std::vector<int>> byContainer(std::size_t(tree.groupCount()));
        for (int i = 0; i < int(h->items.size()); ++i) {
            const auto& it = h->items[std::size_t(i)];
            const int container =
                it.kind == ItemKind::Node ? tree.groupOf(it.index) : tree.group(it.index).parent;
            byContainer[std::size_t(container)].push_back(i);
            if (container > 0) {
                const Rect outer = h->items[std::size_t(h->itemOfGroup[std::size_t(container)])].rect;
                QVERIFY(it.rect.x >= outer.x && it.rect.right() <= outer.right() + 1e-6);
                QVERIFY(it.rect.y >= outer.y && it.rect.bottom() <= outer.bottom() + 1e-6);
            }
        }
        for (const auto& siblings : byContainer)
            for (std::size_t a = 0; a < siblings.size(); ++a)
                for (std::size_t b = a + 1; b < siblings.size(); ++b)
                    QVERIFY(!overlaps(h->items[std::size_t(siblings[a])].rect,
                                      h->items[std::size_t(siblings[b])].rect));
        // Edges are continuous from their source item to their target item.
        for (const auto& e : h->edges) {
            QVERIFY(!e.pieces.empty());
            if (e.reversed)
                continue;
            QCOMPARE(int(e.pieces.size()), 1);
            const Rect from = h->items[std::size_t(e.from)].rect, to = h->items[std::size_t(e.to)].rect;
            QVERIFY(std::abs(e.pieces.front().front().y - from.bottom()) < 1e-6);
            QVERIFY(std::abs(e.pieces.back().back().y - to.y) < 1e-6);
        }
    }

    void cancelledLayoutReturnsNothing() {
        const SyntheticGraph g = makeRandomDag(2000, 3, 30, 9);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!layoutLayered(fromSynthetic(g), {}, stop.get_token()).has_value());
    }
};

GNW_TEST_GUILESS_MAIN(TestLayeredLayout)
#include "tst_layered_layout.moc"
