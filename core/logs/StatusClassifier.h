#pragma once
// Upstream's marker-based status of a sample block (graph_net_bench/analysis_util.py
// detect_sample_status, spec 5.3). Each line counts for the first marker it carries (upstream's elif
// chain); `Error:`/`Exception:` anywhere in the block turns a fully compared sample into runtime_fail.
#include "core/store/SampleStatus.h"

#include <string>
#include <vector>

namespace gnw {

SampleStatus classifyStatus(const std::vector<std::string>& lines);

} // namespace gnw
