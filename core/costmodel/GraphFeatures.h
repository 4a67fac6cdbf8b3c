#pragma once
// A graph as a learner sees it, in TpuGraphs' layout (github.com/google-research-datasets/tpu_graphs,
// "Dataset File Description"): nodes in topological order (the graph's inputs as parameter nodes, then the
// ops in program order), an op code per node, a 140-column float feature vector per node, and edges
// [consumer, producer]. Columns keep TpuGraphs' meaning where our IR has the same fact (is_root, element
// type one-hot, output dimensions, tuple size, parameter number); columns 120-139 hold GraphNet's own
// (docs/cost-model.md lists every column).
#include "core/graph/FlopEstimator.h"
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gnw {

inline constexpr int kNodeFeatures = 140;

// Op codes by name, shared by every graph of one export (index 0 is "parameter": a graph input).
class OpVocabulary {
public:
    OpVocabulary();
    std::int32_t code(const std::string& target); // adds an unseen target
    const std::vector<std::string>& names() const { return m_names; }

private:
    std::map<std::string, std::int32_t> m_codes;
    std::vector<std::string> m_names;
};

struct GraphFeatures {
    std::int64_t nodes = 0;
    std::vector<float> nodeFeat;          // nodes x kNodeFeatures, row-major
    std::vector<std::int32_t> nodeOpcode; // nodes
    std::vector<std::int32_t> edgeIndex;  // edges x 2: [consumer, producer]
    std::int64_t edges() const { return static_cast<std::int64_t>(edgeIndex.size() / 2); }
};

GraphFeatures graphFeatures(const Graph& graph, const GraphShapes& shapes, const GraphCost& cost,
                            OpVocabulary& vocabulary);

} // namespace gnw
