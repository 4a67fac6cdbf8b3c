#pragma once
// What indexing learns from a sample's graph: node count and op histogram from the parser (core, always),
// and, when an analyzer is given (the LibTorch engine implements one), unresolved targets, inferred output
// shapes, FLOPs and bytes. Core defines the interface so the indexer, the CLI and the GUI stay free of ATen.
#include "core/tensor/TensorMeta.h"
#include "core/graph/FlopEstimator.h"
#include "core/graph/Graph.h"
#include "core/graph/InferredShapes.h"
#include "core/util/Result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct OutputShape {
    bool known = false;              // false: the node producing it could not be inferred
    std::vector<std::int64_t> shape; // [] for a 0-d tensor or a number
    std::string dtype;               // "float32"; "int" / "float" / "bool" for a Python number

    bool operator==(const OutputShape&) const = default;
};

struct SampleAnalysis {
    bool parsed = false; // model.py parsed: nodes and ops are meaningful
    int nodes = 0;
    std::map<std::string, int> ops; // normalised target (GraphNode::target) -> count

    bool analyzed = false;               // shapes known (the analyzer ran, or Paddle comments): all below is
                                         // meaningful
    int inferredNodes = 0;               // nodes whose shapes were inferred
    std::vector<std::string> unresolved; // distinct targets the engine cannot resolve, sorted
    double flops = 0;
    double bytes = 0;
    std::vector<OutputShape> outputs; // one per returned value
    double milliseconds = 0;          // analysis time (not the parse)

    std::vector<Error> errors; // the parse error, or per-node inference errors (line, column)
    int errorCount = 0;        // errors before the store capped the list

    bool operator==(const SampleAnalysis&) const = default;
};

class SampleAnalyzer {
public:
    virtual ~SampleAnalyzer() = default;
    // Stored with each analysis: a different version (a newer engine) makes indexing redo it.
    virtual std::string version() const = 0;
    // Fills the analyzer's part of `out` (its parser part is already set). Called from several indexing
    // threads at once; must not throw.
    virtual void analyze(const Graph& graph, const std::vector<TensorMeta>& metas,
                         SampleAnalysis& out) const = 0;
};

// Parses model.py (reusing a per-thread parser) into nodes and ops; then, for a torch sample with an
// analyzer, runs it. `metas` are the sample's weight and input metas.
SampleAnalysis analyzeSample(const std::filesystem::path& modelPy, const std::vector<TensorMeta>& metas,
                             const SampleAnalyzer* analyzer);

// The parser part alone, from a graph already built: node count and the op histogram (Paddle statements
// under their pd_op name, see CommentShapes.h).
void countOps(const Graph& graph, SampleAnalysis& out);

// The analyzer part from known shapes and costs (Paddle: from the pd_op comments, in analyzeSample).
void fillAnalysisFromShapes(const GraphShapes& shapes, const GraphCost& cost, SampleAnalysis& out);
OutputShape outputShapeOf(const std::optional<ValueShape>& value);

} // namespace gnw
