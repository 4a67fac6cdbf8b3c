// Indexing throughput: a full index and an unchanged re-index of a dataset tree, with samples/s and MB/s
// against the goal for the full upstream tree (~3,477 samples, ~1.2 GB in <= 10 s on 2 cores; an unchanged
// re-index in <= 1 s).
//
//   bench_index [DATASET_DIR] [--replicate N]
// --replicate copies the tree N times into a temporary folder first, to approach upstream's size.
#include "core/index/Indexer.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/store/Database.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {
constexpr double kGoalSamplesPerSecond = 3477.0 / 10.0;   // full upstream tree in 10 s
constexpr double kGoalMBPerSecond = 1200.0 / 10.0;
constexpr double kGoalReindexSeconds = 1.0;               // for 3,477 unchanged samples

std::uintmax_t treeBytes(const fs::path& root) {
    std::uintmax_t total = 0;
    for (const auto& e : fs::recursive_directory_iterator(root))
        if (e.is_regular_file())
            total += e.file_size();
    return total;
}
} // namespace

int main(int argc, char** argv) {
    std::error_code ec;
    const fs::path given = argc > 1 && argv[1][0] != '-' ? argv[1] : GNW_DEFAULT_BENCH_DATASET;
    const fs::path root = fs::weakly_canonical(given, ec);
    if (ec || !fs::is_directory(root)) {
        std::fprintf(stderr, "bench_index: %s is not a folder\n", given.c_str());
        return 1;
    }
    int replicate = 1;
    for (int i = 1; i + 1 < argc; ++i)
        if (!std::strcmp(argv[i], "--replicate"))
            replicate = std::max(1, std::atoi(argv[i + 1]));

    const fs::path tmp = fs::temp_directory_path() / ("gnw-bench-index-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    fs::path dataset = root;
    if (replicate > 1) {
        dataset = tmp / "data";
        fs::create_directories(dataset);
        for (int i = 0; i < replicate; ++i)
            fs::copy(root, dataset / ("copy" + std::to_string(i)), fs::copy_options::recursive);
    }
    const double mb = static_cast<double>(treeBytes(dataset)) / 1e6;

    auto db = gnw::Database::open(tmp / "store.sqlite");
    if (!db) {
        std::fprintf(stderr, "%s\n", db.error().toString().c_str());
        return 1;
    }
    auto timed = [&](const char* what) {
        const auto t0 = std::chrono::steady_clock::now();
        auto r = gnw::indexDataset(*db, dataset);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (!r) {
            std::fprintf(stderr, "%s\n", r.error().toString().c_str());
            std::exit(1);
        }
        std::printf("%-18s %6zu samples (%zu read, %zu invalid) %8.3f s  %9.1f samples/s  %8.1f MB/s\n", what,
                    r->samples, r->parsed, r->invalid, s, r->samples / s, r->parsed ? mb / s : 0.0);
        return std::pair{*r, s};
    };
    std::printf("dataset: %s (%.1f MB, replicated %dx)\n", dataset.c_str(), mb, replicate);
    const auto [full, fullSeconds] = timed("full index");
    const auto [again, againSeconds] = timed("unchanged reindex");
    const double reindexPer3477 = againSeconds / static_cast<double>(again.samples) * 3477.0;
    std::printf("\nratios against the goals (>= 1 meets the goal):\n");
    std::printf("  samples/s  %.2f   (goal %.0f samples/s)\n", full.samples / fullSeconds / kGoalSamplesPerSecond,
                kGoalSamplesPerSecond);
    std::printf("  MB/s       %.2f   (goal %.0f MB/s)\n", mb / fullSeconds / kGoalMBPerSecond, kGoalMBPerSecond);
    std::printf("  reindex    %.2f   (goal %.1f s for 3,477 samples; extrapolated %.3f s)\n",
                kGoalReindexSeconds / reindexPer3477, kGoalReindexSeconds, reindexPer3477);
    fs::remove_all(tmp);
    return 0;
}
