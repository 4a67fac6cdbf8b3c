#include "core/engine/run/RunResume.h"

#include "core/store/Database.h"
#include "core/store/ResultStore.h"
#include "core/util/HostDescription.h"
#include "core/util/UtcTime.h"

#include <algorithm>
#include <cstdio>

namespace gnw::engine {

namespace {

// A resume's new limits replace the stored ones, in the stored configuration too (a later resume keeps them),
// and the returned text (empty when nothing changed) goes into the run's notes: the results committed before
// it ran under the old limits, which a reader of a long run's timeouts needs to know.
std::string applyLimitsGivenAnew(BenchmarkConfig& config, const BenchmarkConfig::LimitsGivenAnew& anew,
                                 nlohmann::json& storedConfig) {
    std::string changes;
    auto change = [&changes](const std::string& what, const std::string& from, const std::string& to) {
        changes += (changes.empty() ? "" : ", ") + what + " " + from + " -> " + to;
    };
    auto seconds = [](double s) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g s", s);
        return std::string(buf);
    };
    auto bytes = [](std::int64_t b) { return b > 0 ? std::to_string(b) + " bytes" : std::string("none"); };
    auto isolation = [](bool isolate) { return std::string(isolate ? "worker process" : "in-process"); };
    if (anew.timeoutSeconds && *anew.timeoutSeconds != config.sample.timeoutSeconds) {
        change("timeout", seconds(config.sample.timeoutSeconds), seconds(*anew.timeoutSeconds));
        config.sample.timeoutSeconds = *anew.timeoutSeconds;
        storedConfig["options"]["timeout_s"] = *anew.timeoutSeconds;
    }
    if (anew.maxMemoryBytes && *anew.maxMemoryBytes != config.maxMemoryBytes) {
        change("memory limit", bytes(config.maxMemoryBytes), bytes(*anew.maxMemoryBytes));
        config.maxMemoryBytes = *anew.maxMemoryBytes;
        storedConfig["max_memory_bytes"] = *anew.maxMemoryBytes;
    }
    if (anew.isolate && *anew.isolate != config.isolate) {
        change("isolation", isolation(config.isolate), isolation(*anew.isolate));
        config.isolate = *anew.isolate;
        storedConfig["isolate"] = *anew.isolate;
    }
    return changes;
}

} // namespace

Result<Resumed> resumeStored(ResultStore& store, Database& db, std::int64_t runId,
                             const BenchmarkConfig& given, BenchmarkConfig& config) {
    Resumed r;
    auto stored = store.run(runId);
    if (!stored)
        return Error{db.path().string(), 0, 0, "no run " + std::to_string(runId) + " in the store"};
    r.run = *stored;
    auto storedConfig = nlohmann::json::parse(r.run.configJson, nullptr, false);
    if (storedConfig.is_discarded() || !storedConfig.contains("options"))
        return Error{db.path().string(), 0, 0,
                     "run " + std::to_string(runId) + " was not made by the engine; cannot resume it"};
    config = configFromJson(storedConfig);
    config.executable = given.executable;
    config.deviceLock = given.deviceLock;
    const auto storedResults = store.results(runId);
    // A run resumed on another machine mixes machines' timings: its notes say where it went on, once the
    // selection shows that it measures anything here.
    const std::string here = toJson(currentHost());
    if (!storedResults.empty() && !storedResults.back().details.machine.empty() &&
        storedResults.back().details.machine != here)
        r.elsewhere = " on another machine (" + machineSummary(here) + ")";
    if (const auto changes = applyLimitsGivenAnew(config, given.resumeLimits, storedConfig);
        !changes.empty()) {
        store.updateRunConfig(runId, storedConfig.dump());
        r.limitsChanged = " with " + changes;
    }
    RepeatStore repeats(db);
    const int requested = std::max(1, config.sample.repeats);
    for (const auto& result : storedResults) {
        const bool redo = std::any_of(given.redo.begin(), given.redo.end(), [&](const std::string& part) {
            return !part.empty() && result.samplePath.find(part) != std::string::npos;
        });
        if (redo)
            ++r.redone;
        else if (requested == 1 || !result.speedupE2e || result.details.repeats.value_or(1) >= requested)
            r.done.insert(result.samplePath);
        else
            r.partial[result.samplePath] = repeats.repeats(runId, result.samplePath);
    }
    return r;
}

void noteResume(ResultStore& store, std::int64_t runId, const Resumed& r, bool measuresAny) {
    if (!r.run.cancelledAt.empty())
        store.markCancelled(runId, false); // going on: no longer a cancelled run
    std::string note = (measuresAny ? r.elsewhere : std::string()) + r.limitsChanged;
    if (r.redone > 0)
        note += (note.empty() ? ": " : "; ") + std::to_string(r.redone) + " stored result(s) measured again";
    if (!note.empty())
        store.updateRunLabel(runId, r.run.name,
                             r.run.notes + (r.run.notes.empty() ? "" : "\n") + "resumed " + nowIsoUtc() +
                                 note);
}

} // namespace gnw::engine
