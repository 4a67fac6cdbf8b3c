#pragma once
// Options shared by `graphnet-bench run` and `graphnet-bench reference`: sample selection, measurement
// settings and worker limits, parsed into the engine's BenchmarkConfig.
#include "app/cli/Args.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/run/BenchmarkRun.h"

#include <filesystem>
#include <optional>
#include <set>
#include <string>

namespace gnw::cli {

// Value options understood by parseBenchmarkConfig().
const std::set<std::string>& benchmarkValueOptions();

// Prints "graphnet-bench <command>: <problem>" and returns nullopt on unusable values. `requireDataset`
// is false only when resuming.
std::optional<engine::BenchmarkConfig> parseBenchmarkConfig(const Args& args, const char* command,
                                                            bool requireDataset);

// OpenMP reads OMP_WAIT_POLICY when it loads, before main(): for an in-process run with
// --omp-wait-policy, re-executes this process with that policy. No policy is forced otherwise: timings must
// be what PyTorch users get. Returns only when no re-execution was needed or it failed.
void applyOpenMPWaitPolicy(const std::string& policy);

// Why the configured backend cannot run (not installed in the bridge's Python, needs CUDA, no C++
// compiler for Inductor), asked up front so that a run is refused before minutes pass; nullopt when it can.
// Native backends that need no Python answer at once; the others start the bridge once.
std::optional<std::string> backendUnavailable(const engine::BenchmarkConfig& config);

// Sample REL under `dataset` (REL may be a path of its own when `dataset` is empty); prints "graphnet-bench
// <command>: <folder> is not a sample ..." and returns nullopt when it is none.
std::optional<SampleLocation> sampleAt(const std::filesystem::path& dataset, const std::string& rel,
                                       const char* command);
// The one sample of `locate` and `slowdown`: --sample REL under --dataset, which must be a sample whose
// backend can run; prints "graphnet-bench <command>: <why>" and returns nullopt otherwise.
std::optional<SampleLocation> oneSample(const Args& args, const engine::BenchmarkConfig& config,
                                        const char* command);
// The default output folder of such a command: ./<what>/<sample path>/<backend>, '/' and odd characters
// as '_'.
std::filesystem::path defaultOutDir(const char* what, const std::string& relPath, const std::string& backend);

// This process's arguments joined by spaces (recorded with each run).
std::string currentCommandLine();

} // namespace gnw::cli
