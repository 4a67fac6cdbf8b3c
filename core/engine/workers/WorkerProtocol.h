#pragma once
// The line-delimited JSON spoken between `graphnet-bench run` and `graphnet-bench worker` over pipes.
// Runner -> worker, one line per sample:
//   {"mode": "run"|"reference", "dir": ..., "rel_path": ..., "options": {...}, "reference_out": ...}
// Worker -> runner: {"event": "ready"} once, then per sample a {"event": "phase", "outcome": {...}} line
// on entering each phase (the outcome so far) and exactly one {"event": "result", "outcome": {...}}. The
// worker exits at end of input.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

namespace gnw::engine {

enum class WorkMode : std::uint8_t { Run, Reference };

struct WorkerRequest {
    WorkMode mode = WorkMode::Run;
    SampleLocation sample;
    SampleRunOptions options;
    std::filesystem::path referenceOut; // Reference mode: where the outputs go
};

nlohmann::json toJson(const SampleRunOptions& options);
SampleRunOptions optionsFromJson(const nlohmann::json& j);

std::string requestLine(const WorkerRequest& request);
Result<WorkerRequest> parseRequestLine(const std::string& line);

std::string readyLine();
std::string phaseLine(const SampleOutcome& soFar);
std::string resultLine(const SampleOutcome& outcome);

// One parsed worker line.
struct WorkerEvent {
    enum class Kind : std::uint8_t { Ready, Phase, Result, Garbage } kind = Kind::Garbage;
    SampleOutcome outcome; // Phase: the outcome so far (its phase is the one entered)
};
WorkerEvent parseWorkerLine(const std::string& line);

} // namespace gnw::engine
