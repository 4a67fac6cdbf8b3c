#pragma once
// One benchmark run as stored in the `runs` table: either measured by the workbench's engine or
// imported from an upstream test_compiler log (one run per log file and compiler).
#include <cstdint>
#include <optional>
#include <string>

namespace gnw {

enum class RunSource : std::uint8_t { Engine, Log };

struct RunRecord {
    std::int64_t id = 0; // assigned by the store
    std::string name;
    std::string compiler; // backend: inductor, nope, tvm, ...
    std::string device;   // cuda, cpu, cuda:1
    std::string hardware; // "NVIDIA A100-SXM4-40GB", CPU model, "unknown"
    std::string frameworkVersion;
    std::optional<int> threads;
    std::optional<int> warmup;
    std::optional<int> trials;
    std::optional<std::int64_t> seed;
    std::string startedAt;  // ISO-8601 UTC; empty when unknown (logs carry no time stamps)
    std::string finishedAt; // empty while the run is in progress
    // When its user cancelled it (schema 11), empty otherwise: an unfinished run without it was interrupted
    // (killed, crashed, the machine went down). Cleared when the run is resumed.
    std::string cancelledAt;
    std::string commandLine;
    RunSource source = RunSource::Engine;
    std::string sourceFile;   // the imported log's path
    std::string sourceDigest; // SHA-256 of the imported log's bytes: detects a second import
    std::string datasetRoot;
    std::string configJson = "{}"; // free-form settings (the log's [Config] lines, engine options)
    std::string notes;

    // Filled when read back from the store.
    std::string createdAt;
    int resultCount = 0;
};

} // namespace gnw
