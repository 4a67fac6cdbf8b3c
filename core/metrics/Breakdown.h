#pragma once
// Scores per group of samples (category, heuristic_tag, or any key of a result).
#include "core/metrics/EsScores.h"
#include "core/store/SampleResult.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gnw {

using GroupKey = std::function<std::string(const SampleResult&)>;

// The linked sample's category; else the directory after "samples/" or "paddle_samples/" in the path
// (`.../samples/timm/x` -> "timm", `paddle_samples/PaddleX/X/subgraph_7` -> "PaddleX"); else the parent
// directory's name.
std::string categoryOf(const SampleResult& result);
// The linked sample's heuristic_tag, or "(untagged)".
std::string heuristicTagOf(const SampleResult& result);
// The paper's split of GraphNet by domain: "NLP", "CV" or "other", from the heuristic_tag (nlp,
// computer_vision) or, untagged, from the path (a Paddle suite PaddleNLP / PaddleX, or a folder nlp / cv),
// so that torch and Paddle results fall into the same three groups (docs/dataset.md, "Domain").
std::string domainOf(const SampleResult& result);

// Indices of `results` per key, keys sorted.
std::map<std::string, std::vector<std::size_t>> groupResults(const std::vector<SampleResult>& results,
                                                             const GroupKey& key);

std::map<std::string, ScoreCurve> scoresByGroup(const std::vector<SampleResult>& results, const GroupKey& key,
                                                const ScoreParams& params,
                                                SpeedupKind kind = SpeedupKind::E2e);

} // namespace gnw
