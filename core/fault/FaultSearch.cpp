#include "core/fault/FaultSearch.h"

#include <algorithm>

namespace gnw::fault {

std::optional<UnitRange> PrefixBisection::next() const {
    if (m_hi - m_lo <= 1)
        return std::nullopt;
    return UnitRange{0, m_lo + (m_hi - m_lo) / 2};
}

void PrefixBisection::record(const ProbeStep& step) {
    m_steps.push_back(step);
    if (step.faulty)
        m_hi = std::min(m_hi, step.range.end);
    else
        m_lo = std::max(m_lo, step.range.end);
}

std::optional<std::size_t> PrefixBisection::culprit() const {
    if (m_hi == 0 || m_hi - m_lo != 1)
        return std::nullopt;
    return m_hi - 1;
}

ChunkSearch::ChunkSearch(const std::vector<UnitRange>& chunks) {
    for (const auto& c : chunks) {
        if (c.size() == 0)
            continue;
        m_queue.push_back(static_cast<int>(m_nodes.size()));
        m_nodes.push_back(Node{c});
    }
}

std::optional<UnitRange> ChunkSearch::next() const {
    if (m_queue.empty())
        return std::nullopt;
    return m_nodes[static_cast<std::size_t>(m_queue.front())].range;
}

void ChunkSearch::record(const ProbeStep& step, std::optional<std::size_t> split) {
    if (m_queue.empty())
        return;
    const int index = m_queue.front();
    m_queue.erase(m_queue.begin());
    m_steps.push_back(step);
    Node& node = m_nodes[static_cast<std::size_t>(index)];
    if (!step.faulty) {
        node.state = Node::State::Passed;
        finishChild(node.parent, false);
        return;
    }
    if (node.range.size() > 1 && split && *split > node.range.first && *split < node.range.end) {
        node.state = Node::State::Split;
        node.childrenLeft = 2;
        const UnitRange left{node.range.first, *split}, right{*split, node.range.end};
        // Depth first, so that a fault is pinned down before the next chunk is looked at.
        const int l = static_cast<int>(m_nodes.size());
        m_nodes.push_back(Node{left, index});
        m_nodes.push_back(Node{right, index});
        m_queue.insert(m_queue.begin(), {l, l + 1});
        return;
    }
    node.state = Node::State::Faulty;
    m_faults.push_back(node.range);
    finishChild(node.parent, true);
}

void ChunkSearch::finishChild(int parent, bool faulty) {
    if (parent < 0)
        return;
    Node& p = m_nodes[static_cast<std::size_t>(parent)];
    p.childFaulty = p.childFaulty || faulty;
    if (--p.childrenLeft > 0)
        return;
    // Both halves pass alone: the fault needs the whole range (a fusion across the cut, say).
    if (!p.childFaulty) {
        p.state = Node::State::Faulty;
        m_faults.push_back(p.range);
    }
    finishChild(p.parent, true);
}

std::vector<UnitRange> ChunkSearch::faults() const {
    auto out = m_faults;
    std::sort(out.begin(), out.end(),
              [](const UnitRange& a, const UnitRange& b) { return a.first < b.first; });
    return out;
}

} // namespace gnw::fault
