#pragma once
// Fault localisation (docs/fault-localisation.md): from a sample a backend gets wrong or crashes on, the
// first faulty operator, found by running cuts of the sample with the backend (prefix bisection or
// chunks), with a minimal reproducer sample that itself fails and a standalone test for the compiler's
// authors. Every probe runs in a worker process like a benchmark sample, so a crashing compiler is a
// faulty probe, never a failed search. Resumable: probes already run are read back from the output folder.
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/measure/SampleRunner.h"
#include "core/engine/workers/WorkerProcess.h"
#include "core/fault/FaultSearch.h"
#include "core/util/Result.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gnw::engine {

inline constexpr int kDefaultLocateTolerance = -3;

struct LocateOptions {
    SampleRunOptions run; // backend, device, seed, options, Pythons; timing settings are not used
    int tolerance = kDefaultLocateTolerance;
    std::string mode = "prefix"; // prefix | chunks
    int chunks = 8;              // chunk mode: ranges to start from
    std::filesystem::path outDir;
    WorkerSettings worker;
    std::string ompWaitPolicy;
    std::vector<std::string> plugins; // GNW_BRIDGE_PLUGINS files, named in the standalone test
};

// One located operator, with what the eager trace knew about it.
struct FaultSite {
    std::size_t unit = 0;
    std::int32_t node = -1;
    std::string name;   // the value it binds ("conv2d_3")
    std::string target; // "torch.conv2d"
    std::string modulePath;
    int line = 0; // in the sample's model.py
    std::string statement;
    std::vector<std::string> inputs;  // "x: float32[1, 64, 56, 56]"
    std::vector<std::string> outputs; // "float32[1, 64, 56, 56]"
    std::optional<double> maxDiff;    // the probe that pinned it down
};

struct LocateReport {
    std::string sample, backend, mode;
    int tolerance = 0;
    std::size_t units = 0;
    fault::ProbeStep whole; // the sample as it is
    bool faulty = false;    // whole.faulty: nothing to locate otherwise
    std::vector<fault::ProbeStep> steps;
    std::vector<FaultSite> faults;             // single faulty units, first first
    std::vector<fault::UnitRange> faultRanges; // chunks: ranges that fail only as a whole
    std::filesystem::path reproducer;          // a sample folder that fails with the backend
    std::string reproducerKind;                // "operator", "window of N", "prefix"
    std::filesystem::path testFile;            // empty when the backend has no standalone form
    std::string testNote;                      // why there is no test file
    int backendRuns = 0;                       // probes run now (not read back)
    double seconds = 0;
};

using LocateProgress = std::function<void(const std::string& line)>;

Result<LocateReport> locateFault(const SampleLocation& sample, const LocateOptions& options,
                                 const LocateProgress& progress = {},
                                 const std::atomic<bool>* cancel = nullptr);

nlohmann::json toJson(const LocateReport& report);

// The files of GNW_BRIDGE_PLUGINS (absolute), which the bridge runs first: the standalone test names them.
std::vector<std::string> bridgePluginsFromEnvironment();

} // namespace gnw::engine
