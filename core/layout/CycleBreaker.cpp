#include "core/layout/CycleBreaker.h"

namespace gnw::layout {

std::vector<char> findBackEdges(int nodeCount, std::span<const Edge> edges) {
    std::vector<int> start(nodeCount + 1, 0);
    for (const Edge& e : edges)
        ++start[e.from + 1];
    for (int v = 0; v < nodeCount; ++v)
        start[v + 1] += start[v];
    std::vector<int> outEdge(edges.size());
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 0; i < int(edges.size()); ++i)
        outEdge[fill[edges[i].from]++] = i;

    enum : char { Unseen, OnStack, Done };
    std::vector<char> state(nodeCount, Unseen);
    std::vector<char> back(edges.size(), 0);
    // Iterative, so that a 100k-node chain cannot overflow a worker thread's stack.
    std::vector<std::pair<int, int>> stack; // node, next out-edge slot
    for (int root = 0; root < nodeCount; ++root) {
        if (state[root] != Unseen)
            continue;
        state[root] = OnStack;
        stack.push_back({root, start[root]});
        while (!stack.empty()) {
            auto& [v, slot] = stack.back();
            if (slot == start[v + 1]) {
                state[v] = Done;
                stack.pop_back();
                continue;
            }
            const int e = outEdge[slot++];
            const int w = edges[e].to;
            if (state[w] == OnStack)
                back[e] = 1;
            else if (state[w] == Unseen) {
                state[w] = OnStack;
                stack.push_back({w, start[w]});
            }
        }
    }
    return back;
}

} // namespace gnw::layout
