// What the engine analysis (shape inference on meta tensors + FLOP estimates) adds to indexing: a full index
// without the analyzer (`graphnet-bench index --no-analyze`), a full index with it into a fresh store, an
// unchanged re-index with it (must analyse nothing), and the per-sample analysis times stored in the index.
// Links the engine, hence the bench_engine_ name (bench_index.cpp measures core-only indexing). Each index
// prints its wall time, the time until every summary was stored (the browser is usable; the analysis
// streams in after that) and its peak RSS (VmHWM, reset before each index). Then what the analysis found:
// clean analyses, unresolved targets and the kinds of the inference errors that stopped nodes.
//
//   bench_engine_index [DATASET_DIR] [--threads N]
#include "core/engine/shapes/EngineAnalyzer.h"
#include "core/graph/ModelGraphLoader.h"
#include "core/index/Indexer.h"
#include "core/store/Database.h"
#include "core/store/SampleStore.h"
#include "core/util/Percentile.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

struct Timed {
    gnw::IndexReport report;
    double seconds;
    long peakKb;
};

// Linux: writing 5 to clear_refs resets the peak resident set size, so each index reports its own.
void resetPeakRss() {
    if (FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
        std::fputs("5", f);
        std::fclose(f);
    }
}

long peakRssKb() {
    long kb = 0;
    if (FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, f))
            if (std::sscanf(line, "VmHWM: %ld kB", &kb) == 1)
                break;
        std::fclose(f);
    }
    return kb;
}

Timed index(const fs::path& store, const fs::path& dataset, const gnw::IndexOptions& options) {
    auto db = gnw::Database::open(store);
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().toString().c_str());
        std::exit(1);
    }
    resetPeakRss();
    const auto t0 = std::chrono::steady_clock::now();
    auto r = gnw::indexDataset(*db, dataset, options);
    const double s = secondsSince(t0);
    if (!r) {
        std::fprintf(stderr, "%s\n", r.error().toString().c_str());
        std::exit(1);
    }
    return {*r, s, peakRssKb()};
}

void print(const char* what, const Timed& t) {
    std::printf("%-34s %5zu samples %8.3f s  browsable after %6.3f s  peak RSS %6.0f MB  (%zu read, %zu "
                "analysed now, analysis %.3f s summed over threads)\n",
                what, t.report.samples, t.seconds, t.report.browsableSeconds, double(t.peakKb) / 1024.0,
                t.report.parsed, t.report.analyzedNow, t.report.analysisSeconds);
}

// "TARGET: what" with numbers and quoted names masked, cut after the first clause: one line per kind.
std::string errorKind(const std::string& message) {
    std::string out;
    bool quoted = false;
    for (char c : message) {
        if (c == '\'') {
            quoted = !quoted;
            out += quoted ? "'…" : "'";
            continue;
        }
        if (quoted)
            continue;
        if (c >= '0' && c <= '9') {
            if (out.empty() || out.back() != '#')
                out += '#';
            continue;
        }
        out += c;
        if (out.size() > 110)
            break;
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    std::error_code ec;
    const fs::path given = argc > 1 && argv[1][0] != '-' ? argv[1] : GNW_DEFAULT_BENCH_DATASET;
    const fs::path dataset = fs::weakly_canonical(given, ec);
    if (ec || !fs::is_directory(dataset)) {
        std::fprintf(stderr, "bench_engine_index: %s is not a folder\n", given.c_str());
        return 1;
    }
    gnw::IndexOptions plain;
    for (int i = 1; i + 1 < argc; ++i)
        if (!std::strcmp(argv[i], "--threads"))
            plain.threads = std::max(1, std::atoi(argv[i + 1]));
    gnw::IndexOptions analysed = plain;
    analysed.analyzer = gnw::engine::makeEngineAnalyzer();

    const fs::path tmp = fs::temp_directory_path() / ("gnw-bench-engine-index-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    std::printf("dataset: %s (threads %s)\n\n", dataset.c_str(),
                plain.threads ? std::to_string(plain.threads).c_str() : "all cores");

    // First use registers the meta kernels LibTorch lacks (once per process); timed apart.
    {
        gnw::ModelGraphLoader loader;
        auto g =
            loader.fromSource("import torch\n\n\nclass GraphModule(torch.nn.Module):\n"
                              "    def forward(self, L_x_: torch.Tensor):\n        return (L_x_.relu(),)\n",
                              "model.py");
        gnw::TensorMeta x;
        x.name = "L_x_";
        x.shape = {2};
        const auto t0 = std::chrono::steady_clock::now();
        gnw::SampleAnalysis a;
        analysed.analyzer->analyze(*g, {x}, a);
        std::printf("first analysis in the process (meta kernel registration): %.1f ms\n\n",
                    1000.0 * secondsSince(t0));
    }

    const Timed without = index(tmp / "plain.sqlite", dataset, plain);
    print("full index, --no-analyze", without);
    const Timed with = index(tmp / "analysed.sqlite", dataset, analysed);
    print("full index, with analysis", with);
    const Timed again = index(tmp / "analysed.sqlite", dataset, analysed);
    print("unchanged re-index, with analysis", again);

    auto db = gnw::Database::open(tmp / "analysed.sqlite");
    std::vector<double> ms;
    int nodes = 0, inferred = 0, complete = 0, clean = 0, withUnresolved = 0, withErrors = 0;
    std::map<std::string, int> unresolved, errorKinds; // samples per target / per kind of first root error
    for (const auto& r : gnw::SampleStore(*db).samples(with.report.root)) {
        const auto& a = r.summary.analysis;
        if (!a.analyzed)
            continue;
        ms.push_back(a.milliseconds);
        nodes += a.nodes;
        inferred += a.inferredNodes;
        complete += a.inferredNodes == a.nodes ? 1 : 0;
        for (const auto& t : a.unresolved)
            ++unresolved[t];
        withUnresolved += a.unresolved.empty() ? 0 : 1;
        const auto root = std::find_if(a.errors.begin(), a.errors.end(), [](const gnw::Error& e) {
            return e.message.find(": not inferred: its input") == std::string::npos;
        });
        if (root != a.errors.end() && a.unresolved.empty()) {
            ++withErrors;
            ++errorKinds[errorKind(root->message)];
        }
        clean += a.unresolved.empty() && a.errors.empty() ? 1 : 0;
    }
    std::sort(ms.begin(), ms.end());
    if (!ms.empty()) {
        double sum = 0;
        for (double v : ms)
            sum += v;
        std::printf(
            "\nanalysis per sample (%zu analysed, %d fully inferred, %d/%d nodes): median %.2f ms, mean %.2f "
            "ms, max %.2f ms\n",
            ms.size(), complete, inferred, nodes, gnw::median(ms), sum / double(ms.size()), ms.back());
    }
    std::printf("\nanalyses: %zu, clean (no unresolved target, no node error) %d (%.1f%%), with unresolved "
                "targets %d, with inference errors (and no unresolved target) %d\n",
                ms.size(), clean, 100.0 * clean / double(std::max<size_t>(1, ms.size())), withUnresolved,
                withErrors);
    std::printf("unresolved targets (samples):\n");
    for (const auto& [t, n] : unresolved)
        std::printf("  %5d  %s\n", n, t.c_str());
    std::vector<std::pair<int, std::string>> kinds;
    for (const auto& [k, n] : errorKinds)
        kinds.emplace_back(n, k);
    std::sort(kinds.rbegin(), kinds.rend());
    std::printf("first inference error by kind (samples):\n");
    for (const auto& [n, k] : kinds)
        std::printf("  %5d  %s\n", n, k.c_str());
    const double added = (with.seconds - without.seconds) / double(std::max<size_t>(1, with.report.samples));
    std::printf("added wall time per sample: %.2f ms (%.2fx the --no-analyze index)\n", 1000.0 * added,
                with.seconds / without.seconds);
    fs::remove_all(tmp);
    return 0;
}
