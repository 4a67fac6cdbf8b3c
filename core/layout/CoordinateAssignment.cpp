#include "core/layout/CoordinateAssignment.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <numeric>

namespace gnw::layout {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double separation(const ProperGraph& g, const Spacing& s, int a, int b) {
    const bool da = g.isDummy(a), db = g.isDummy(b);
    const double gap = da && db ? s.edgeSep : (da || db ? (s.nodeSep + s.edgeSep) / 2 : s.nodeSep);
    return (g.width[a] + g.width[b]) / 2 + gap;
}

// Between two classes of blocks: shift[left] <= shift[right] + gap.
struct ClassConstraint {
    int left;
    int right;
    double gap;
};

std::uint64_t segmentKey(int upper, int lower) {
    return (std::uint64_t(std::uint32_t(upper)) << 32) | std::uint32_t(lower);
}

// Type 1 conflicts: segments that cross an inner segment (dummy to dummy). Inner segments win, so long
// edges stay straight. Sorted keys of the losing segments.
std::vector<std::uint64_t> markConflicts(const ProperGraph& g) {
    std::vector<std::uint64_t> marked;
    for (int i = 0; i + 1 < int(g.layers.size()); ++i) {
        const auto& next = g.layers[i + 1];
        int k0 = 0;
        int l = 0;
        for (int l1 = 0; l1 < int(next.size()); ++l1) {
            const int v = next[l1];
            int inner = -1;
            if (g.isDummy(v) && g.upOf(v).size() == 1 && g.isDummy(g.upOf(v)[0]))
                inner = g.upOf(v)[0];
            if (l1 + 1 < int(next.size()) && inner < 0)
                continue;
            const int k1 = inner >= 0 ? g.pos[inner] : int(g.layers[i].size()) - 1;
            for (; l <= l1; ++l)
                for (int u : g.upOf(next[l]))
                    if (g.pos[u] < k0 || g.pos[u] > k1)
                        marked.push_back(segmentKey(u, next[l]));
            k0 = k1;
        }
    }
    std::sort(marked.begin(), marked.end());
    return marked;
}

// One of the four extreme placements. `downward`: blocks align nodes with their upper neighbours (else
// lower ones); `leftToRight`: blocks are pushed left (else right, computed mirrored and negated).
class ExtremePlacement {
public:
    ExtremePlacement(const ProperGraph& g, const Spacing& s, const std::vector<std::uint64_t>& marked,
                     bool downward, bool leftToRight)
        : g(g), s(s), marked(marked), downward(downward), leftToRight(leftToRight) {}

    std::vector<double> run() {
        alignVertically();
        return compact();
    }

private:
    int hpos(int v) const {
        return leftToRight ? g.pos[v] : int(g.layers[g.layerOf[v]].size()) - 1 - g.pos[v];
    }
    int nodeAt(const std::vector<int>& layer, int j) const {
        return leftToRight ? layer[j] : layer[layer.size() - 1 - j];
    }
    int leftOf(int v) const { return nodeAt(g.layers[g.layerOf[v]], hpos(v) - 1); }
    int rightOf(int v) const { return nodeAt(g.layers[g.layerOf[v]], hpos(v) + 1); }
    bool lastInLayer(int v) const { return hpos(v) + 1 == int(g.layers[g.layerOf[v]].size()); }
    bool isMarked(int upper, int lower) const {
        return std::binary_search(marked.begin(), marked.end(), segmentKey(upper, lower));
    }

    void alignVertically() {
        const int n = g.nodeCount();
        const int h = int(g.layers.size());
        root.resize(n);
        align.resize(n);
        std::iota(root.begin(), root.end(), 0);
        std::iota(align.begin(), align.end(), 0);
        std::vector<int> nbrs;
        for (int k = 1; k < h; ++k) {
            const auto& layer = g.layers[downward ? k : h - 1 - k];
            int r = -1;
            for (int j = 0; j < int(layer.size()); ++j) {
                const int v = nodeAt(layer, j);
                const auto adj = downward ? g.upOf(v) : g.downOf(v);
                if (adj.empty())
                    continue;
                nbrs.assign(adj.begin(), adj.end());
                std::sort(nbrs.begin(), nbrs.end(), [&](int a, int b) { return hpos(a) < hpos(b); });
                const int d = int(nbrs.size());
                for (int m : {(d - 1) / 2, d / 2}) {
                    if (align[v] != v)
                        break;
                    const int u = nbrs[m];
                    const bool conflict = downward ? isMarked(u, v) : isMarked(v, u);
                    if (!conflict && r < hpos(u)) {
                        align[u] = v;
                        root[v] = root[u];
                        align[v] = root[v];
                        r = hpos(u);
                    }
                }
            }
        }
    }

    // Blocks are placed in a topological order of "left of" (Kahn), each at the leftmost x its class
    // allows; classes (a block joins the class of its first left neighbour) are then shifted against
    // their right neighbours, taking the neighbours' own shifts into account (the 2020 correction).
    std::vector<double> compact() {
        const int n = g.nodeCount();
        std::vector<int> pending(n, 0);
        for (int v = 0; v < n; ++v)
            if (hpos(v) > 0)
                ++pending[root[v]];
        std::vector<int> queue;
        for (int v = 0; v < n; ++v)
            if (root[v] == v && pending[v] == 0)
                queue.push_back(v);

        std::vector<double> x(n, 0), flat(n, 0);
        std::vector<int> sink(n);
        std::iota(sink.begin(), sink.end(), 0);
        std::vector<ClassConstraint> constraints;
        for (std::size_t qi = 0; qi < queue.size(); ++qi) {
            const int b = queue[qi];
            int w = b;
            do {
                if (hpos(w) > 0) {
                    const int u = leftOf(w);
                    const int ub = root[u];
                    const double delta = separation(g, s, u, w);
                    if (sink[b] == b)
                        sink[b] = sink[ub];
                    if (sink[b] == sink[ub])
                        x[b] = std::max(x[b], x[ub] + delta);
                    flat[b] = std::max(flat[b], flat[ub] + delta);
                }
                w = align[w];
            } while (w != b);
            w = b;
            do {
                if (hpos(w) > 0) {
                    const int u = leftOf(w);
                    if (sink[root[u]] != sink[b])
                        constraints.push_back(
                            {sink[root[u]], sink[b], x[b] - x[root[u]] - separation(g, s, u, w)});
                }
                if (!lastInLayer(w) && --pending[root[rightOf(w)]] == 0)
                    queue.push_back(root[rightOf(w)]);
                w = align[w];
            } while (w != b);
        }

        std::vector<double> shift(n, 0);
        int blocks = 0;
        for (int v = 0; v < n; ++v)
            blocks += root[v] == v;
        const bool classesPlaced = int(queue.size()) == blocks && shiftClasses(constraints, shift);
        std::vector<double> result(n);
        for (int v = 0; v < n; ++v) {
            const double at = classesPlaced ? x[root[v]] + shift[sink[root[v]]] : flat[root[v]];
            result[v] = leftToRight ? at : -at;
        }
        return result;
    }

    // Longest path from the right over the class graph. False when it has a cycle (rare), in which case
    // the caller keeps the plain leftmost compaction, which is always valid.
    static bool shiftClasses(const std::vector<ClassConstraint>& constraints, std::vector<double>& shift) {
        const int n = int(shift.size());
        std::vector<int> outgoing(n, 0), inStart(n + 1, 0);
        for (const auto& c : constraints) {
            ++outgoing[c.left];
            ++inStart[c.right + 1];
        }
        for (int v = 0; v < n; ++v)
            inStart[v + 1] += inStart[v];
        std::vector<int> incoming(constraints.size());
        std::vector<int> fill(inStart.begin(), inStart.end() - 1);
        for (int i = 0; i < int(constraints.size()); ++i)
            incoming[fill[constraints[i].right]++] = i;
        std::vector<double> best(n, kInf);
        std::vector<int> queue;
        for (int c = 0; c < n; ++c)
            if (outgoing[c] == 0)
                queue.push_back(c);
        for (std::size_t qi = 0; qi < queue.size(); ++qi) {
            const int c = queue[qi];
            shift[c] = best[c] == kInf ? 0 : best[c];
            for (int k = inStart[c]; k < inStart[c + 1]; ++k) {
                const auto& con = constraints[incoming[k]];
                best[con.left] = std::min(best[con.left], shift[c] + con.gap);
                if (--outgoing[con.left] == 0)
                    queue.push_back(con.left);
            }
        }
        return int(queue.size()) == n;
    }

    const ProperGraph& g;
    const Spacing& s;
    const std::vector<std::uint64_t>& marked;
    const bool downward;
    const bool leftToRight;
    std::vector<int> root, align;
};

} // namespace

std::vector<double> assignCoordinates(const ProperGraph& g, const Spacing& spacing) {
    const int n = g.nodeCount();
    if (n == 0)
        return {};
    const auto marked = markConflicts(g);
    std::array<std::vector<double>, 4> xs;
    std::array<double, 4> lo{}, hi{};
    int narrowest = 0;
    for (int i = 0; i < 4; ++i) {
        const bool leftToRight = i % 2 == 0;
        xs[i] = ExtremePlacement(g, spacing, marked, i < 2, leftToRight).run();
        lo[i] = kInf;
        hi[i] = -kInf;
        for (int v = 0; v < n; ++v) {
            lo[i] = std::min(lo[i], xs[i][v] - g.width[v] / 2);
            hi[i] = std::max(hi[i], xs[i][v] + g.width[v] / 2);
        }
        if (hi[i] - lo[i] < hi[narrowest] - lo[narrowest])
            narrowest = i;
    }
    for (int i = 0; i < 4; ++i) {
        const double offset = i % 2 == 0 ? lo[narrowest] - lo[i] : hi[narrowest] - hi[i];
        for (double& x : xs[i])
            x += offset;
    }
    std::vector<double> result(n);
    for (int v = 0; v < n; ++v) {
        std::array<double, 4> c{xs[0][v], xs[1][v], xs[2][v], xs[3][v]};
        std::sort(c.begin(), c.end());
        result[v] = (c[1] + c[2]) / 2;
    }
    // The average of four valid placements can bring neighbours of different widths too close.
    for (const auto& layer : g.layers)
        for (int j = 1; j < int(layer.size()); ++j)
            result[layer[j]] = std::max(result[layer[j]], result[layer[j - 1]] +
                                                              separation(g, spacing, layer[j - 1], layer[j]));
    return result;
}

} // namespace gnw::layout
