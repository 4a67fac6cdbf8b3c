#pragma once
// The name a new engine run gets: its backend and device, what it was asked for that a run with the
// defaults is not (protocol, repeats, trials, selection, ...) and when it started, so that three runs of one
// backend read differently in the history, the legends and the comparisons ("inductor on cpu, blocks,
// 3 repeats, 2026-11-28 15:30:12 UTC").
#include "core/engine/run/BenchmarkRun.h"

#include <string>

namespace gnw::engine {

// `startedAtIso` as stored (ISO-8601 UTC, "2026-11-28T15:30:12Z").
std::string runNameOf(const BenchmarkConfig& config, const std::string& startedAtIso);

} // namespace gnw::engine
