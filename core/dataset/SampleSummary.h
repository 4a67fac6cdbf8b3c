#pragma once
// Everything the browser shows about a sample without loading its graph: identity, graph_net.json
// fields, meta statistics and validity. Built by summarizeSample(), stored in the `samples` table.
#include "core/dataset/SampleAnalysis.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/util/Result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gnw {

struct SampleSummary {
    std::string relPath;
    std::string framework;
    std::string category;
    std::string displayName;
    std::string heuristicTag;
    std::string source;
    std::string modelName;
    int numInputs = 0;
    int numWeights = 0;
    std::int64_t paramCount = 0;                     // elements over all weights
    std::int64_t paramBytes = 0;
    std::int64_t inputBytes = 0;
    std::map<std::string, std::int64_t> bytesPerDtype; // weights and inputs together
    std::vector<std::string> dtypes;                   // sorted, distinct
    std::int64_t modelPyBytes = 0;
    std::string graphHash;
    std::vector<Error> errors;                         // empty = valid
    std::vector<Error> warnings;                       // upstream defects worked around and broken sample
                                                       // rules (SampleRules.h): shown, still valid
    std::string fileStamps;                            // size+mtime of the files read; see fileStampsOf()
    SampleAnalysis analysis;                           // graph statistics (parser, optional analyzer)
    std::string analysisStamps;                        // fileStamps + "|parser" or "|analyzer:<version>"

    bool valid() const { return errors.empty(); }
};

// Reads graph_net.json, weight_meta.py, input_meta.py and graph_hash.txt of one sample, and parses model.py
// for the graph statistics (running `analyzer` too when given). Never throws: every problem becomes an
// entry in `errors` (meta files; makes the sample invalid) or `analysis.errors` (the graph) naming the file
// and line.
//
// `Depth::MetaOnly` leaves model.py of a valid torch sample for a later call with the analyzer (the index's
// first stage: the browser lists every sample without parsing 690 MB of model.py twice); its analysis stays
// empty and its analysisStamps "", so a re-index reads it again if the analysis never came. Paddle and
// invalid samples, which the analyzer does not touch, are summarised in full either way.
enum class SummaryDepth { Full, MetaOnly };
SampleSummary summarizeSample(const SampleLocation& location, const SampleAnalyzer* analyzer = nullptr,
                              SummaryDepth depth = SummaryDepth::Full);

// Names what the parsers extract (model.py graphs, Paddle comment shapes, meta and graph_net.json rules);
// part of the analysis stamps, so that changing it makes indexing re-read stored samples once.
inline constexpr std::string_view kParserVersion = "parser-4";

// What SampleSummary::analysisStamps is for a sample with these file stamps under this analyzer:
// "<files>|parser-4" or "<files>|parser-4|analyzer:<version>". A row is up to date for the parsers when its
// stamps start with analysisStampsOf(files, nullptr).
std::string analysisStampsOf(const std::string& fileStamps, const SampleAnalyzer* analyzer);

// "file:size:mtime;..." over the files a summary depends on, so an unchanged sample can be skipped.
std::string fileStampsOf(const std::filesystem::path& sampleDir);

} // namespace gnw
