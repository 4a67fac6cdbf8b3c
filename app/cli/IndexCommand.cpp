// graphnet-bench index DATASET_DIR --store FILE [--json] [--threads N] [--force] [--no-analyze]
#include "app/cli/CommandRegistry.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/index/Indexer.h"
#include "core/store/Database.h"
#ifdef GNW_HAVE_ENGINE
#include "core/engine/shapes/EngineAnalyzer.h"
#endif

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace gnw::cli {
namespace {

void printText(const IndexReport& r) {
    std::printf(
        "dataset   %s\nsamples   %zu (%zu invalid; %zu read, %zu unchanged, %zu removed)\nseconds   %.3f\n",
        r.root.c_str(), r.samples, r.invalid, r.parsed, r.reused, r.removed, r.seconds);
    std::printf("analysed  %zu (%zu this time, %.3f s of analysis)\nbrowsable after %.3f s\n", r.analyzed,
                r.analyzedNow, r.analysisSeconds, r.browsableSeconds);
    if (r.linkedResults > 0)
        std::printf("linked    %d result(s) of earlier runs to their samples\n", r.linkedResults);
    std::printf("\ncategories:\n");
    for (const auto& [name, n] : r.categories)
        std::printf("  %-32s %d\n", name.c_str(), n);
    std::printf("\nheuristic tags:\n");
    for (const auto& [name, n] : r.tags)
        std::printf("  %-32s %d\n", name.empty() ? "(none)" : name.c_str(), n);
    if (!r.errors.empty()) {
        std::printf("\ninvalid samples:\n");
        for (const auto& e : r.errors)
            std::printf("  %s\n    %s\n", e.relPath.c_str(), e.message.c_str());
    }
    if (!r.warnings.empty()) {
        // A full upstream tree can hold hundreds; the JSON lists every one.
        constexpr std::size_t kShown = 20;
        std::printf("\nwarnings (%zu in %zu samples):\n", r.warnings.size(), r.withWarnings);
        for (std::size_t i = 0; i < r.warnings.size() && i < kShown; ++i)
            std::printf("  %s\n    %s\n", r.warnings[i].relPath.c_str(), r.warnings[i].message.c_str());
        if (r.warnings.size() > kShown)
            std::printf("  ... and %zu more (--json lists them all)\n", r.warnings.size() - kShown);
    }
}

nlohmann::json toJson(const IndexReport& r) {
    auto errors = nlohmann::json::array();
    for (const auto& e : r.errors)
        errors.push_back({{"path", e.relPath}, {"message", e.message}});
    auto warnings = nlohmann::json::array();
    for (const auto& w : r.warnings)
        warnings.push_back({{"path", w.relPath}, {"message", w.message}});
    return {{"dataset", r.root},
            {"samples", r.samples},
            {"invalid", r.invalid},
            {"parsed", r.parsed},
            {"reused", r.reused},
            {"removed", r.removed},
            {"linked_results", r.linkedResults},
            {"errors", errors},
            {"warnings", warnings},
            {"samples_with_warnings", r.withWarnings},
            {"categories", r.categories},
            {"tags", r.tags},
            {"seconds", r.seconds},
            {"cancelled", r.cancelled},
            {"analyzed", r.analyzed},
            {"analyzed_now", r.analyzedNow},
            {"analysis_seconds", r.analysisSeconds},
            {"browsable_seconds", r.browsableSeconds}};
}

int run(const Args& args) {
    if (args.positionals().size() != 1 || !args.value("store")) {
        std::fprintf(stderr,
                     "usage: graphnet-bench index DATASET_DIR --store FILE [--json] [--threads N] [--force] "
                     "[--no-analyze]\n");
        return kExitUsage;
    }
    const auto threads = intOption(args, "threads", 0);
    if (!threads)
        return kExitUsage;
    // Nothing to index is an error, found before the store is opened (an index of nothing would also
    // drop the samples a store indexed before).
    const std::string dataset = args.positionals().front();
    std::error_code ec;
    if (std::filesystem::is_directory(dataset, ec) && discoverSamples(dataset).empty()) {
        std::fprintf(
            stderr,
            "graphnet-bench index: %s: no samples found (a GraphNet sample is a folder with model.py and "
            "graph_net.json)\n",
            dataset.c_str());
        return kExitFailure;
    }
    auto db = Database::open(*args.value("store"));
    if (!db) {
        std::fprintf(stderr, "graphnet-bench index: %s\n", db.error().toString().c_str());
        return kExitUsage;
    }
    IndexOptions options;
    options.threads = static_cast<int>(*threads);
    options.force = args.flag("force");
#ifdef GNW_HAVE_ENGINE
    if (!args.flag("no-analyze"))
        options.analyzer = engine::makeEngineAnalyzer();
#endif
    auto report = indexDataset(*db, dataset, options);
    if (!report) {
        std::fprintf(stderr, "graphnet-bench index: %s\n", report.error().toString().c_str());
        return kExitUsage;
    }
    if (args.flag("json"))
        std::printf("%s\n", toJson(*report).dump(2).c_str());
    else
        printText(*report);
    return kExitOk;
}

const RegisterCommand reg(
    "index",
    Command{
        "index a GraphNet samples tree into the store",
        "usage: graphnet-bench index DATASET_DIR --store FILE [--json] [--threads N] [--force] "
        "[--no-analyze]\n\n"
        "Finds every sample (a folder with graph_net.json and model.py), reads its meta files and stores a\n"
        "summary with the graph's node count and op histogram. Torch samples are also analysed on "
        "LibTorch's\n"
        "meta device: unresolved targets, inferred output shapes, FLOPs and bytes (--no-analyze skips that;\n"
        "what is stored stays). Unchanged samples (same file sizes and times, same analyzer) are not read\n"
        "again unless --force is given. --json adds `analyzed` (samples with an analysis in the store),\n"
        "`analyzed_now`, `analysis_seconds` (summed over threads) and `browsable_seconds` (every summary\n"
        "stored: the analysis runs after that).\n"
        "Exit code 0 when the run completed, even with invalid samples; 2 for unusable arguments or root.",
        {"store", "threads"},
        {"json", "force", "no-analyze"},
        run});

} // namespace
} // namespace gnw::cli
