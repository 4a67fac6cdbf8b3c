// Layout speed: the layered layout on synthetic model-shaped DAGs (flat, grouped and collapsed, grouped
// and fully expanded) and on the largest model.py found. Baseline: Graphviz dot (`dot -Tplain`) on the same
// synthetic graphs, run here when `dot` is on the PATH (Debian: graphviz), else not printed.
// Usage: bench_layout [MODEL_PY_OR_SAMPLE_DIR...]   (default: tests/data/upstream and samples/)
#include "core/graph/ModelGraphLoader.h"
#include "core/layout/DisplayGraph.h"
#include "core/layout/HierarchicalLayout.h"
#include "core/layout/ScopeInference.h"
#include "core/layout/SyntheticGraph.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace gnw::layout;

namespace {

// dot gets this long per graph; a slower one is reported as "over".
constexpr int kDotTimeoutSeconds = 300;
// The graph page opens groups breadth-first while at most this many items are visible.
constexpr int kCollapsedBudget = 160;
constexpr int kRepeats = 5;

double bestOf(const std::function<void()>& run) {
    double best = 1e30;
    for (int i = 0; i < kRepeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        run();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

struct Grouped {
    ModuleTree tree;
    std::vector<Size> groupSizes;
};

Grouped group(std::vector<std::string> scopes, const std::vector<char>& inferable) {
    inferScopes(scopes, inferable);
    Grouped g{ModuleTree::build(scopes), {}};
    for (const auto& grp : g.tree.groups())
        g.groupSizes.push_back({std::clamp(40.0 + 7.5 * double(grp.label.size()), 110.0, 230.0), 50});
    return g;
}

// Layout plus grouping, as the page runs it on every request.
double hierarchical(const Grouped& g, const std::vector<Size>& sizes, const std::vector<Edge>& edges,
                    const Expansion& expansion, HierarchyLayout* out = nullptr) {
    return bestOf([&] {
        const HierarchyInput input{&g.tree, &expansion, sizes, g.groupSizes, edges};
        auto h = layoutHierarchy(input, {});
        if (out && h)
            *out = std::move(*h);
    });
}

// Graphviz dot on the same nodes and edges, one run (it takes seconds to minutes): its wall time, or nullopt
// when dot is missing, failed or took over kDotTimeoutSeconds.
std::optional<double> dotSeconds(std::size_t nodeCount, const std::vector<Edge>& edges) {
    static const bool haveDot = std::system("command -v dot >/dev/null 2>&1") == 0;
    if (!haveDot)
        return std::nullopt;
    const fs::path file = fs::temp_directory_path() / "bench_layout_graph.dot";
    {
        std::ofstream out(file);
        out << "digraph g {\n  node [shape=box, width=1.5, height=0.5];\n";
        for (std::size_t i = 0; i < nodeCount; ++i)
            out << "  n" << i << ";\n";
        for (const Edge& e : edges)
            out << "  n" << e.from << " -> n" << e.to << ";\n";
        out << "}\n";
    }
    const std::string command = "timeout " + std::to_string(kDotTimeoutSeconds) + " dot -Tplain '" +
                                file.string() + "' >/dev/null 2>&1";
    const auto t0 = std::chrono::steady_clock::now();
    const int status = std::system(command.c_str());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fs::remove(file);
    return status == 0 ? std::optional<double>(seconds) : std::nullopt;
}

void syntheticRow(int nodes) {
    const SyntheticGraph s = makeTransformerGraph(nodes, 1);
    LayeredGraph flat;
    flat.nodes = s.sizes;
    flat.edges = s.edges;
    LayeredLayout flatResult;
    const double tFlat = bestOf([&] { flatResult = *layoutLayered(flat, {}); });
    const double tGroup = bestOf([&] { group(s.scopes, s.inferable); });
    const Grouped g = group(s.scopes, s.inferable);
    HierarchyLayout collapsed, expanded;
    const Expansion initial = initialExpansion(g.tree, kCollapsedBudget);
    const double tCollapsed = hierarchical(g, s.sizes, s.edges, initial, &collapsed);
    const double tExpanded = hierarchical(g, s.sizes, s.edges, fullExpansion(g.tree), &expanded);
    std::printf(
        "%6zu nodes %5zu edges | flat %7.1f ms (%d dummies, crossings %lld -> %lld) | grouping %5.1f ms"
        " | collapsed %6.2f ms (%d items) | expanded %7.1f ms (%d group layouts)\n",
        s.sizes.size(), s.edges.size(), tFlat * 1e3, flatResult.dummyCount, flatResult.crossings.before,
        flatResult.crossings.after, tGroup * 1e3, tCollapsed * 1e3, visibleItemCount(g.tree, initial),
        tExpanded * 1e3, expanded.layoutsRun);
    if (nodes == 2000 || nodes == 5000) {
        if (const auto dot = dotSeconds(s.sizes.size(), s.edges))
            std::printf("        dot -Tplain %.1f s here: flat layout is %.0fx faster, expanded %.0fx\n", *dot,
                        *dot / tFlat, *dot / tExpanded);
        else
            std::printf("        dot: not measured (not on the PATH, failed, or over %d s)\n", kDotTimeoutSeconds);
    }
    if (nodes == 6500)
        std::printf("        budget 6.5k: collapsed <= 1 s (%.4f s), expanded <= 3 s (%.3f s)\n",
                    tCollapsed + tGroup, tExpanded + tGroup);
}

void modelRow(const fs::path& modelPy) {
    gnw::ModelGraphLoader loader;
    auto graph = loader.fromFile(modelPy);
    if (!graph) {
        std::printf("%s: %s\n", modelPy.string().c_str(), graph.error().toString().c_str());
        return;
    }
    const DisplayGraph d = makeDisplayGraph(*graph);
    std::vector<Size> sizes;
    std::vector<std::string> scopes;
    for (const auto& n : d.nodes) {
        sizes.push_back(
            {std::clamp(20.0 + 7.0 * double(std::max(n.title.size(), n.name.size())), 76.0, 230.0), 42});
        scopes.push_back(n.scope);
    }
    // Scopes are already inferred by makeDisplayGraph.
    const Grouped g = group(scopes, {});
    const Expansion initial = initialExpansion(g.tree, kCollapsedBudget);
    const double tCollapsed = hierarchical(g, sizes, d.edges, initial);
    const double tExpanded = hierarchical(g, sizes, d.edges, fullExpansion(g.tree));
    std::printf("%s: %zu nodes, %zu edges, %d groups | collapsed %.2f ms | expanded %.2f ms\n",
                modelPy.string().c_str(), d.nodes.size(), d.edges.size(), g.tree.groupCount() - 1,
                tCollapsed * 1e3, tExpanded * 1e3);
}

std::vector<fs::path> findModels(const std::vector<std::string>& roots) {
    std::vector<fs::path> found;
    for (const auto& root : roots) {
        std::error_code ec;
        if (fs::is_regular_file(root, ec)) {
            found.push_back(root);
            continue;
        }
        if (!fs::is_directory(root, ec))
            continue;
        for (auto it = fs::recursive_directory_iterator(root, ec); it != fs::recursive_directory_iterator();
             it.increment(ec))
            if (it->path().filename() == "model.py")
                found.push_back(it->path());
    }
    return found;
}

} // namespace

int main(int argc, char** argv) {
    std::printf("Layered layout (best of %d runs)\n", kRepeats);
    for (int nodes : {500, 2000, 5000, 6500})
        syntheticRow(nodes);
    {
        const SyntheticGraph r = makeRandomDag(6500, 3, 60, 2);
        LayeredGraph flat;
        flat.nodes = r.sizes;
        flat.edges = r.edges;
        LayeredLayout res;
        const double t = bestOf([&] { res = *layoutLayered(flat, {}); });
        std::printf("random DAG 6500 nodes %zu edges, flat: %.1f ms (%d layers, %d dummies, crossings %lld "
                    "-> %lld)\n",
                    r.edges.size(), t * 1e3, res.layerCount, res.dummyCount, res.crossings.before,
                    res.crossings.after);
    }

    std::vector<std::string> roots(argv + 1, argv + argc);
    if (roots.empty())
        roots = {"tests/data/upstream/graphnet-samples", "samples"};
    // "The largest fixture": the model.py with the most op nodes.
    gnw::ModelGraphLoader loader;
    fs::path largest;
    std::size_t most = 0;
    for (const fs::path& model : findModels(roots))
        if (auto graph = loader.fromFile(model); graph && graph->nodes.size() > most) {
            most = graph->nodes.size();
            largest = model;
        }
    if (most > 0)
        modelRow(largest);
    else
        std::printf("no parsable model.py under the given roots\n");
    return 0;
}
