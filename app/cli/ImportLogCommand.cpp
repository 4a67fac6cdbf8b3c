// graphnet-bench import-log LOG... --store FILE [--name NAME] [--json]
#include "app/cli/CommandRegistry.h"
#include "core/logs/LogFileImport.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <map>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench import-log LOG... --store FILE [--name NAME] [--json]\n\n"
    "Imports upstream test_compiler / test_device logs into the results store: one run per log file and\n"
    "compiler ([Config] compiler). A log whose content was imported before is skipped (exit 0).\n\n"
    "  --store FILE   results store (created if missing)\n"
    "  --name NAME    run name (default: the log's file stem; with several logs: NAME: <stem>)\n"
    "  --json         print a JSON report";

std::string countsText(const std::map<std::string, int>& counts) {
    std::string out;
    for (const auto& [status, n] : counts)
        out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + status;
    return out;
}

int run(const Args& args) {
    const auto store = args.value("store");
    if (args.positionals().empty() || !store) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto db = Database::open(*store);
    if (!db) {
        std::fprintf(stderr, "graphnet-bench import-log: %s\n", db.error().toString().c_str());
        return kExitUsage;
    }
    ResultStore results(*db);
    const bool json = args.flag("json");
    const bool several = args.positionals().size() > 1;
    nlohmann::json imported = nlohmann::json::array(), skipped = nlohmann::json::array(),
                   errors = nlohmann::json::array();
    int rc = kExitOk;
    for (const auto& file : args.positionals()) {
        const std::string stem = std::filesystem::path(file).stem().string();
        const auto name = args.value("name");
        auto outcome = importLogFile(results, file, !name ? stem : several ? *name + ": " + stem : *name);
        if (!outcome) {
            errors.push_back(outcome.error().toString());
            std::fprintf(stderr, "graphnet-bench import-log: %s\n", outcome.error().toString().c_str());
            rc = kExitUsage;
            continue;
        }
        if (const auto& prior = outcome->duplicateOf) {
            skipped.push_back({{"file", file}, {"run_id", prior->id}, {"name", prior->name}});
            if (!json)
                std::printf("skipped %s: the same content was already imported as run #%lld '%s'\n",
                            file.c_str(), static_cast<long long>(prior->id), prior->name.c_str());
            continue;
        }
        for (const auto& r : outcome->runs) {
            imported.push_back({{"file", file},
                                {"run_id", r.id},
                                {"name", r.name},
                                {"compiler", r.compiler},
                                {"samples", r.samples},
                                {"statuses", r.statuses},
                                {"linked", r.linked},
                                {"notes", r.notes}});
            if (json)
                continue;
            std::printf(
                "imported %s: run #%lld '%s' (compiler %s): %zu samples (%s); %d linked to indexed samples\n",
                file.c_str(), static_cast<long long>(r.id), r.name.c_str(),
                r.compiler.empty() ? "?" : r.compiler.c_str(), r.samples, countsText(r.statuses).c_str(),
                r.linked);
            for (const auto& note : r.notes)
                std::printf("  note: %s\n", note.c_str());
        }
    }
    if (json)
        std::printf(
            "%s\n",
            nlohmann::json{{"imported", imported}, {"skipped", skipped}, {"errors", errors}}.dump(2).c_str());
    return rc;
}

RegisterCommand reg("import-log", Command{"import upstream benchmark logs into the results store",
                                          kUsage,
                                          {"store", "name"},
                                          {"json"},
                                          run});

} // namespace
} // namespace gnw::cli
