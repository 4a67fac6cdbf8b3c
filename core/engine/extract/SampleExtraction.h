#pragma once
// Bring your own model (docs/extract.md): the torch bridge captures a researcher's model with TorchDynamo as
// upstream's extractor does and writes a GraphNet sample (app/bridge/sample_extractor.py); here each
// written sample is then validated as indexing reads it (core/dataset/SampleValidation.h). Plain C++: the
// capture runs in Python, in a child process, so a model that crashes or hangs fails the extraction only.
#include "core/dataset/SampleValidation.h"
#include "core/util/Result.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace gnw::engine {

struct ExtractionRequest {
    std::filesystem::path modelFile;          // a Python file defining `factory`
    std::string factory = "model_and_inputs"; // returns (torch.nn.Module, example inputs)
    std::filesystem::path outDir;             // the sample is written to outDir/name
    std::string name;
    bool dynamic = true;      // torch.compile(dynamic=True), upstream's default
    std::string source;       // graph_net.json "source" (default "user")
    std::string heuristicTag; // graph_net.json "heuristic_tag" (default: from the graph's ops)
    std::string python;       // the bridge's interpreter (bridgePython's rules when empty)
    double timeoutSeconds = 1800;
};

struct ExtractedSample {
    std::filesystem::path dir;
    std::string graphHash;
    int placeholders = 0;
    bool reproducesGraph = false; // the written model.py, loaded back, gives its graph's outputs
    double maxAbsDiff = 0;
    std::string heuristicTag;
    std::vector<std::string> dtypePasses;
    SampleValidation validation;
};

struct Extraction {
    std::vector<ExtractedSample> samples; // one, or one per subgraph when the forward breaks
    bool reproducesModel = false;         // the captured graphs give the model's own outputs
    double modelMaxAbsDiff = 0;
    std::string torchVersion;

    bool clean() const;
};

// The capture's failure (the model file's line when it lies there) or the samples written and checked.
// `analyzer` validates each written sample (null: files and rules only); `progress` hears of each phase.
Result<Extraction> extractSample(const ExtractionRequest& request, const SampleAnalyzer* analyzer,
                                 const std::function<void(const std::string&)>& progress = {});

} // namespace gnw::engine
