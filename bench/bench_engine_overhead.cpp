// Engine speed against Python PyTorch eager (the venv's torch, same inputs, same thread count):
//   (a) per-op overhead of the interpreter on a synthetic graph of 1,000 tiny ops   (goal: ratio <= 0.5);
//       fastest of the trials on both sides, since on a shared machine noise only ever adds time
//   (b) end-to-end eager time of every bundled sample, ours / Python                (goal: ratio <= 1.05)
//   (c) worker start-up cost: a fresh process, a worker forked from the warm fork server, and the
//       isolation cost per sample of a bundled run                                  (goal: <= 150 ms)
// Usage: bench_engine_overhead [--python PATH] [--samples DIR] [--threads T] [--trials N] [--only abc]
#include "core/dataset/MetaParser.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/backends/Backend.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/measure/InputSynthesizer.h"
#include "core/engine/run/BenchmarkRun.h"
#include "core/engine/tensors/TensorFiles.h"
#include "core/engine/workers/ForkServer.h"
#include "core/engine/workers/WorkerProcess.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/util/Percentile.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace gnw;
using namespace gnw::engine;
namespace fs = std::filesystem;

namespace {

constexpr int kOps = 1000;

// Times model.py's forward in Python on the "inputs" group of a tensor file; prints the median in ms.
constexpr const char* kPythonTimer = R"PY(
import importlib.util, re, sys, time, torch
model_py, tensors, threads, warmup, trials = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
torch.set_num_threads(threads)
code = open(model_py).read()
code = re.sub(r'device\(type="cuda"', 'device(type="cpu"', code).replace('"cuda:0"', '"cpu"')
spec = importlib.util.spec_from_loader("sample", loader=None)
module = importlib.util.module_from_spec(spec)
exec(compile(code, model_py, "exec"), module.__dict__)
model = module.GraphModule()
inputs = torch.load(tensors)["inputs"]
for _ in range(warmup):
    model(**inputs)
times = []
for _ in range(trials):
    t0 = time.perf_counter()
    model(**inputs)
    times.append((time.perf_counter() - t0) * 1000)
import statistics
print(statistics.median(times), min(times))  # the median as ours (core/util/Percentile.h)
)PY";

struct Timing {
    double median = -1;
    double min = -1;
};

Timing pythonTiming(const std::string& python, const fs::path& script, const fs::path& modelPy,
                    const fs::path& tensors, int threads, int warmup, int trials) {
    const std::string cmd = "'" + python + "' '" + script.string() + "' '" + modelPy.string() + "' '" +
                            tensors.string() + "' " + std::to_string(threads) + " " + std::to_string(warmup) +
                            " " + std::to_string(trials);
    FILE* p = popen(cmd.c_str(), "r");
    if (!p)
        return {};
    char buf[256] = {};
    const bool got = std::fgets(buf, sizeof buf, p) != nullptr;
    Timing t;
    if (pclose(p) == 0 && got && std::sscanf(buf, "%lf %lf", &t.median, &t.min) != 2)
        t = Timing{};
    return t;
}

// Our eager timing (ms) and the Python one for a model.py on inputs synthesized from `metas`.
std::pair<Timing, Timing> compare(const std::string& python, const fs::path& script, const fs::path& modelPy,
                                  const std::vector<TensorMeta>& metas, const fs::path& tmp, int threads,
                                  int trials) {
    ModelGraphLoader loader;
    auto graph = loader.fromFile(modelPy);
    if (!graph) {
        std::fprintf(stderr, "%s\n", graph.error().toString().c_str());
        return {};
    }
    auto inputs = synthesizeInputs(metas, {});
    auto prepared = findBackend("eager")->prepare(*graph, PrepareContext{});
    if (!inputs || !prepared) {
        std::fprintf(stderr, "%s\n", (!inputs ? inputs.error() : prepared.error()).toString().c_str());
        return {};
    }
    const fs::path tensors = tmp / "inputs.pt";
    if (!saveTensorFile(tensors, {{"inputs", &*inputs}}))
        return {};
    const int warmup = 3;
    for (int i = 0; i < warmup; ++i)
        (*prepared)->run(*inputs);
    std::vector<double> ours;
    for (int i = 0; i < trials; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        (*prepared)->run(*inputs);
        ours.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    return {Timing{median(ours), *std::min_element(ours.begin(), ours.end())},
            pythonTiming(python, script, modelPy, tensors, threads, warmup, trials)};
}

std::string syntheticModel() {
    std::string s = "import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                    "    def forward(self, L_x_: torch.Tensor, L_y_: torch.Tensor):\n"
                    "        v0 = L_x_\n";
    // A mix of the node kinds real graphs use most: Python operators, torch functions, tensor methods.
    for (int i = 1; i <= kOps; ++i) {
        const std::string prev = "v" + std::to_string(i - 1), cur = "v" + std::to_string(i);
        switch (i % 5) {
        case 1:
            s += "        " + cur + " = " + prev + " + L_y_\n";
            break;
        case 2:
            s += "        " + cur + " = " + prev + " * 0.5\n";
            break;
        case 3:
            s += "        " + cur + " = torch.tanh(" + prev + ")\n";
            break;
        case 4:
            s += "        " + cur + " = " + prev + ".neg()\n";
            break;
        default:
            s += "        " + cur + " = torch.nn.functional.relu(" + prev + ")\n";
            break;
        }
    }
    return s + "        return (v" + std::to_string(kOps) + ",)\n";
}

} // namespace

struct Setup {
    std::string python;
    fs::path samples, script, tmp;
    int threads = 1, trials = 50;
};

void benchOps(const Setup& b) {
    [[maybe_unused]] const auto& [python, samples, script, tmp, threads, trials] = b;
    const fs::path synthetic = tmp / "model.py";
    std::ofstream(synthetic) << syntheticModel();
    std::vector<TensorMeta> metas(2);
    metas[0].name = "L_x_";
    metas[1].name = "L_y_";
    for (auto& m : metas) {
        m.shape = {16};
        m.mean = 0;
        m.std = 1;
    }
    const auto [oursOps, pyOps] =
        compare(python, script, synthetic, metas, tmp, threads, std::max(trials, 50));
    std::printf(
        "(a) %d tiny ops ([16] float32), fastest trial: ours %.2f us/op, Python %.2f us/op, ratio %.3f "
        "(goal <= 0.5); medians %.2f / %.2f us/op\n\n",
        kOps, oursOps.min * 1000 / kOps, pyOps.min * 1000 / kOps, oursOps.min / pyOps.min,
        oursOps.median * 1000 / kOps, pyOps.median * 1000 / kOps);
}

void benchSamples(const Setup& b) {
    [[maybe_unused]] const auto& [python, samples, script, tmp, threads, trials] = b;
    std::printf("(b) eager forward per bundled sample     median: ours ms  Python ms  ratio (goal <= 1.05)   "
                "fastest: ratio\n");
    std::vector<double> ratios, fastest;
    const auto bundled = discoverSamples(samples);
    for (const auto& s : bundled) {
        auto m = parseMetaFile(s.dir / "weight_meta.py");
        if (!m) {
            std::printf("    %-40s %s\n", s.relPath.c_str(), m.error().toString().c_str());
            continue;
        }
        const auto [ours, py] = compare(python, script, s.dir / "model.py", *m, tmp, threads, trials);
        ratios.push_back(ours.median / py.median);
        fastest.push_back(ours.min / py.min);
        std::printf("    %-40s %9.3f %10.3f %7.3f %29.3f\n", s.relPath.c_str(), ours.median, py.median,
                    ratios.back(), fastest.back());
    }
    auto geomean = [](const std::vector<double>& v) {
        double logSum = 0;
        for (double r : v)
            logSum += std::log(r);
        return v.empty() ? 0 : std::exp(logSum / double(v.size()));
    };
    auto worst = [](const std::vector<double>& v) {
        return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
    };
    std::printf("    medians: geometric mean ratio %.3f, worst %.3f; fastest trials: geometric mean %.3f, "
                "worst %.3f\n\n",
                geomean(ratios), worst(ratios), geomean(fastest), worst(fastest));
}

// Returns false when no worker could be started.
bool benchStartup(const Setup& b) {
    [[maybe_unused]] const auto& [python, samples, script, tmp, threads, trials] = b;
    const auto bundled = discoverSamples(samples);
    // (c) worker start-up: a fresh process (exec + LibTorch start-up: what the fork server pays once per run
    // and every worker paid before), a worker forked from the warm server, and the whole isolation cost per
    // sample of a bundled run (isolated minus in-process).
    const fs::path exe = fs::path(GNW_BINARY_DIR) / "bin" / "graphnet-bench-worker";
    std::vector<double> fresh, forked;
    for (int i = 0; i < 5; ++i) {
        auto server = ForkServer::start(exe, threads);
        if (!server) {
            std::printf("(c) cannot start %s: %s\n", exe.c_str(), server.error().toString().c_str());
            return false;
        }
        if (auto ready = (*server)->waitReady(); !ready) {
            std::printf("(c) cannot start %s: %s\n", exe.c_str(), ready.error().toString().c_str());
            return false;
        }
        fresh.push_back((*server)->startupMs());
        for (int k = 0; k < 4; ++k) {
            auto w = WorkerProcess::start(**server, WorkerSettings{exe, threads, 0, 600, 120});
            if (!w) {
                std::printf("(c) cannot fork a worker: %s\n", w.error().toString().c_str());
                return false;
            }
            forked.push_back((*w)->startupMs());
        }
    }
    BenchmarkConfig run;
    run.dataset = samples;
    run.sample.backend = "nope";
    run.sample.warmup = 1;
    run.sample.trials = 3;
    run.sample.fluctuationThreshold = 0;
    run.threads = threads;
    run.executable = exe;
    auto timed = [&](bool isolate) {
        run.isolate = isolate;
        const auto t0 = std::chrono::steady_clock::now();
        executeRun(nullptr, run, std::nullopt, {}, {});
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    };
    std::vector<double> perSample;
    for (int i = 0; i < 3; ++i) {
        const double inProcess = timed(false);
        const double isolated = timed(true);
        perSample.push_back((isolated - inProcess) / double(bundled.size()));
    }
    std::printf(
        "(c) fresh worker process (exec to initialised, as the fork server): median %.1f ms over %zu\n",
        median(fresh), fresh.size());
    std::printf("    worker forked from the warm server (request to ready): median %.1f ms over %zu "
                "(goal <= 150 ms)\n",
                median(forked), forked.size());
    std::printf("    bundled run (%zu samples, nope), isolated minus in-process: median %.1f ms per sample "
                "over 3 runs (goal <= 150 ms)\n",
                bundled.size(), median(perSample));
    return true;
}

int main(int argc, char** argv) {
    std::string python = std::string(GNW_SOURCE_DIR) + "/.venv/bin/python";
    fs::path samples = fs::path(GNW_SOURCE_DIR) / "samples";
    int threads = 1, trials = 50;
    std::string parts = "abc";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--python")
            python = argv[i + 1];
        else if (a == "--samples")
            samples = argv[i + 1];
        else if (a == "--threads")
            threads = std::atoi(argv[i + 1]);
        else if (a == "--trials")
            trials = std::atoi(argv[i + 1]);
        else if (a == "--only")
            parts = argv[i + 1];
    }
    setenv("OMP_NUM_THREADS", std::to_string(threads).c_str(), 1);
    configureThreads(threads);
    const fs::path tmp = fs::temp_directory_path() / ("gnw-bench-engine-" + std::to_string(getpid()));
    fs::create_directories(tmp);
    const fs::path script = tmp / "timer.py";
    std::ofstream(script) << kPythonTimer;
    std::printf(
        "baseline: Python PyTorch eager (%s), %d thread(s), median of %d trials after 3 warm-up calls\n\n",
        python.c_str(), threads, trials);

    const Setup setup{python, samples, script, tmp, threads, trials};
    if (parts.find('a') != std::string::npos)
        benchOps(setup);
    if (parts.find('b') != std::string::npos)
        benchSamples(setup);
    const bool started = parts.find('c') == std::string::npos || benchStartup(setup);
    fs::remove_all(tmp);
    return started ? 0 : 1;
}
