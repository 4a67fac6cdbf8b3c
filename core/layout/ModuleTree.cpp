#include "core/layout/ModuleTree.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace gnw::layout {

namespace {

// The scope trie exactly as written, before any readability rules.
struct RawGroup {
    std::string name; // last segment, "#2" added for a module's second call
    std::string path;
    int parent = -1;
    int last = -1; // the latest node added to the subtree
    std::vector<int> children;
    std::vector<int> nodes;
    int count = 0;
    int first = 0;
};

struct Member {
    bool isGroup = false;
    int index = 0;
    int first = 0; // program order key
};

class TreeBuilder {
public:
    TreeBuilder(std::span<const std::string> scopes, const ModuleTreeOptions& options) : m_options(options) {
        m_raw.push_back({});
        m_byPath.emplace("", 0);
        for (int i = 0; i < int(scopes.size()); ++i)
            m_raw[rawGroupFor(scopes[i], i)].nodes.push_back(i);
        for (auto& g : m_raw)
            g.first = g.nodes.empty() ? int(scopes.size()) : g.nodes.front();
        // Children are created after their parents, so reverse creation order is a post-order.
        for (int g = int(m_raw.size()) - 1; g >= 0; --g) {
            m_raw[g].count += int(m_raw[g].nodes.size());
            for (int c : m_raw[g].children) {
                m_raw[g].count += m_raw[c].count;
                m_raw[g].first = std::min(m_raw[g].first, m_raw[c].first);
            }
        }
    }

    std::vector<ModuleGroup> run() {
        m_out.push_back({});
        emit(0, 0);
        return std::move(m_out);
    }

private:
    // The group of `path` that node `node` joins. A module's forward is one contiguous stretch of program
    // order; when other modules ran since its last node, this is another call (a block reused, weights
    // tied to the head) and gets a group of its own, so that no group spans half the graph.
    int rawGroupFor(const std::string& path, int node) {
        if (path.empty())
            return 0;
        const auto dot = path.rfind('.');
        const int parent = rawGroupFor(dot == std::string::npos ? std::string() : path.substr(0, dot), node);
        bool again = false; // under the same parent group: number the call (a new parent group is numbered)
        if (const auto it = m_byPath.find(path); it != m_byPath.end()) {
            RawGroup& current = m_raw[std::size_t(it->second)];
            if (current.parent == parent && current.last == node - 1) {
                current.last = node;
                return it->second;
            }
            again = current.parent == parent;
        }
        const int call = ++m_calls[path];
        std::string name = dot == std::string::npos ? path : path.substr(dot + 1);
        if (again)
            name += " #" + std::to_string(call);
        const int g = int(m_raw.size());
        m_raw.push_back({std::move(name), path, parent, node, {}, {}, 0, 0});
        m_raw[std::size_t(parent)].children.push_back(g);
        m_byPath[path] = g;
        return g;
    }

    void emit(int raw, int out) {
        std::vector<Member> members;
        for (int node : m_raw[raw].nodes)
            members.push_back({false, node, node});
        for (int child : m_raw[raw].children) {
            std::string label = m_raw[child].name;
            while (m_raw[child].nodes.empty() && m_raw[child].children.size() == 1) {
                child = m_raw[child].children.front();
                label += '.' + m_raw[child].name;
            }
            if (m_raw[child].count == 1) {
                members.push_back({false, m_raw[child].first, m_raw[child].first});
                continue;
            }
            const int g = int(m_out.size());
            ModuleGroup group;
            group.label = std::move(label);
            group.path = m_raw[child].path;
            group.parent = out;
            m_out.push_back(std::move(group));
            members.push_back({true, g, m_raw[child].first});
            emit(child, g);
        }
        std::sort(members.begin(), members.end(),
                  [](const Member& a, const Member& b) { return a.first < b.first; });
        members = chunked(out, std::move(members));
        for (const Member& m : members)
            (m.isGroup ? m_out[out].groups : m_out[out].nodes).push_back(m.index);
    }

    // Wraps runs of consecutive members into chunk groups until the group is small enough to read.
    std::vector<Member> chunked(int out, std::vector<Member> members) {
        const int maxMembers = std::max(2, m_options.maxMembers);
        const int size = std::max(2, m_options.chunkSize);
        while (int(members.size()) > maxMembers) {
            const int chunks = (int(members.size()) + size - 1) / size;
            const std::string base = m_out[out].label.empty() ? std::string("part") : m_out[out].label;
            std::vector<Member> next;
            for (int k = 0; k < chunks; ++k) {
                const auto begin = members.begin() + k * size;
                const auto end = members.begin() + std::min(int(members.size()), (k + 1) * size);
                if (end - begin == 1) {
                    next.push_back(*begin);
                    continue;
                }
                const int c = int(m_out.size());
                ModuleGroup chunk;
                chunk.label = base + ' ' + std::to_string(k + 1) + '/' + std::to_string(chunks);
                chunk.path = m_out[out].path;
                chunk.parent = out;
                chunk.chunk = true;
                for (auto it = begin; it != end; ++it) {
                    if (it->isGroup) {
                        m_out[it->index].parent = c;
                        chunk.groups.push_back(it->index);
                    } else {
                        chunk.nodes.push_back(it->index);
                    }
                }
                m_out.push_back(std::move(chunk));
                next.push_back({true, c, begin->first});
            }
            members = std::move(next);
        }
        return members;
    }

    const ModuleTreeOptions& m_options;
    std::vector<RawGroup> m_raw;
    std::unordered_map<std::string, int> m_byPath; // the latest call's group of each path
    std::unordered_map<std::string, int> m_calls;
    std::vector<ModuleGroup> m_out;
};

} // namespace

ModuleTree ModuleTree::build(std::span<const std::string> scopes, const ModuleTreeOptions& options) {
    std::vector<ModuleGroup> built = TreeBuilder(scopes, options).run();

    // Renumber breadth-first so parents precede children, then fill in the derived fields.
    std::vector<int> order{0};
    for (std::size_t i = 0; i < order.size(); ++i)
        for (int c : built[order[i]].groups)
            order.push_back(c);
    std::vector<int> newIndex(built.size(), -1);
    for (int i = 0; i < int(order.size()); ++i)
        newIndex[order[i]] = i;

    ModuleTree tree;
    tree.m_groupOf.assign(scopes.size(), 0);
    tree.m_groups.resize(order.size());
    for (int i = 0; i < int(order.size()); ++i) {
        ModuleGroup g = std::move(built[order[i]]);
        g.parent = i == 0 ? -1 : newIndex[g.parent];
        g.depth = i == 0 ? 0 : tree.m_groups[g.parent].depth + 1;
        for (int& c : g.groups)
            c = newIndex[c];
        for (int node : g.nodes)
            tree.m_groupOf[node] = i;
        g.nodeCount = int(g.nodes.size());
        g.firstNode = g.nodes.empty() ? int(scopes.size()) : g.nodes.front();
        tree.m_groups[i] = std::move(g);
    }
    for (int i = int(order.size()) - 1; i > 0; --i) {
        ModuleGroup& parent = tree.m_groups[tree.m_groups[i].parent];
        parent.nodeCount += tree.m_groups[i].nodeCount;
        parent.firstNode = std::min(parent.firstNode, tree.m_groups[i].firstNode);
    }
    return tree;
}

int visibleItemCount(const ModuleTree& tree, const Expansion& expanded) {
    std::vector<char> open(std::size_t(tree.groupCount()), 0);
    int count = 0;
    for (int g = 0; g < tree.groupCount(); ++g) {
        const ModuleGroup& group = tree.group(g);
        open[std::size_t(g)] = g == 0 || (expanded[std::size_t(g)] && open[std::size_t(group.parent)]);
        if (!open[std::size_t(g)])
            continue;
        count += int(group.nodes.size());
        for (int child : group.groups)
            count += !expanded[std::size_t(child)];
    }
    return count;
}

Expansion initialExpansion(const ModuleTree& tree, int budget) {
    Expansion expanded(tree.groupCount(), 0);
    expanded[0] = 1;
    const auto members = [&](int g) { return int(tree.group(g).nodes.size() + tree.group(g).groups.size()); };
    int visible = members(0);
    std::deque<int> queue(tree.group(0).groups.begin(), tree.group(0).groups.end());
    while (!queue.empty()) {
        const int g = queue.front();
        queue.pop_front();
        if (visible + members(g) - 1 > budget)
            continue;
        expanded[g] = 1;
        visible += members(g) - 1;
        queue.insert(queue.end(), tree.group(g).groups.begin(), tree.group(g).groups.end());
    }
    return expanded;
}

Expansion fullExpansion(const ModuleTree& tree) {
    return Expansion(tree.groupCount(), 1);
}

bool revealNode(const ModuleTree& tree, Expansion& expanded, int node) {
    bool changed = false;
    for (int g = tree.groupOf(node); g > 0; g = tree.group(g).parent) {
        changed |= !expanded[g];
        expanded[g] = 1;
    }
    return changed;
}

} // namespace gnw::layout
