// graphnet-bench scores (--store FILE --run ID | --log FILE) [--p P] [--b B] [--interpretation I] ...
#include "app/cli/CommandRegistry.h"
#include "app/cli/StoredRunAccess.h"
#include "core/analysis/RunMachines.h"
#include "core/analysis/RunWallTime.h"
#include "core/logs/BlockResult.h"
#include "core/logs/LogParser.h"
#include "core/metrics/AggregateScore.h"
#include "core/metrics/Bootstrap.h"
#include "core/metrics/Breakdown.h"
#include "core/store/ResultStore.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench scores (--store FILE --run ID | --log FILE) [--p P] [--b B]\n"
    "                             [--interpretation default|mismatch_extended] [--speedup e2e|gpu]\n"
    "                             [--by category|heuristic_tag|domain] [--bootstrap N] [--seed S] [--json]\n\n"
    "S(t) and ES(t) of a run (upstream calculate_es_scores), the macro parameters per t, the micro/macro\n"
    "consistency check (disagreements are warnings naming the samples) and aggregate_es_scores' score.\n\n"
    "  --p P            negative-speedup penalty (default 0)\n"
    "  --b B            failure penalty fpdb (default 0.1)\n"
    "  --speedup KIND   e2e (upstream, default) or gpu (device time)\n"
    "  --by KEY         also score each category / heuristic_tag / domain (NLP, CV, other)\n"
    "  --bootstrap N    95% bootstrap band over samples with N resamples (seed --seed, default 123)\n"
    "  --log FILE       score a log directly, all blocks as one curve like upstream";

nlohmann::json number(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

nlohmann::json numbers(const std::vector<double>& values) {
    auto out = nlohmann::json::array();
    for (double v : values)
        out.push_back(number(v));
    return out;
}

nlohmann::json curveJson(const ScoreCurve& curve) {
    nlohmann::json esMacro = nlohmann::json::array(), sMacro = nlohmann::json::array(),
                   macro = nlohmann::json::array();
    for (const auto& m : curve.macro) {
        esMacro.push_back(number(m.es));
        sMacro.push_back(number(m.s));
        nlohmann::json pi = nlohmann::json::object();
        for (std::size_t c = 0; c < m.pi.size(); ++c)
            pi[std::to_string(c + 1)] = m.pi[c];
        macro.push_back({{"t", m.t},
                         {"N", m.samples},
                         {"M", m.correct},
                         {"K", m.slow},
                         {"lambda", m.lambda},
                         {"eta", m.eta},
                         {"alpha", m.alpha},
                         {"beta", m.beta},
                         {"gamma", m.gamma},
                         {"pi", pi}});
    }
    const auto score = aggregateScore(curve);
    return {{"t", curve.t},
            {"S", numbers(curve.s)},
            {"ES", numbers(curve.es)},
            {"ES_macro", esMacro},
            {"S_macro", sMacro},
            {"macro", macro},
            {"warnings", curve.warnings},
            {"samples", curve.samples},
            {"score", score ? number(*score) : nlohmann::json(nullptr)},
            {"score_speedup", score ? number(std::pow(10.0, *score)) : nlohmann::json(nullptr)}};
}

void printCurve(const ScoreCurve& curve) {
    std::printf("%4s %10s %10s %10s %7s %7s %8s %8s %8s  %s\n", "t", "S(t)", "ES(t)", "ES macro", "lambda",
                "eta", "alpha", "beta", "gamma", "pi (c=1..K)");
    for (std::size_t i = 0; i < curve.t.size(); ++i) {
        const auto& m = curve.macro[i];
        std::string pi;
        for (double v : m.pi) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%s%.3f", pi.empty() ? "" : " ", v);
            pi += buf;
        }
        std::printf("%4d %10.6f %10.6f %10.6f %7.4f %7.4f %8.5f %8.5f %8.5f  %s\n", curve.t[i], curve.s[i],
                    curve.es[i], m.es, m.lambda, m.eta, m.alpha, m.beta, m.gamma, pi.c_str());
    }
    if (const auto score = aggregateScore(curve))
        std::printf("aggregated score (weighted mean of log10 ES over t = -10..4): %.6f  (10^score = %.6f)\n",
                    *score, std::pow(10.0, *score));
    else
        std::printf("aggregated score: undefined (needs a positive ES(t) at every t = -10..4)\n");
    for (const auto& w : curve.warnings)
        std::printf("warning: %s\n", w.c_str());
}

struct Loaded {
    std::string title;
    std::vector<SampleResult> results;
    std::vector<std::string> notes;
};

std::optional<Loaded> loadLog(const std::string& file) {
    auto parsed = parseLogFile(file);
    if (!parsed) {
        std::fprintf(stderr, "graphnet-bench scores: %s\n", parsed.error().toString().c_str());
        return std::nullopt;
    }
    Loaded out{std::filesystem::path(file).stem().string(), {}, {}};
    std::set<std::string> compilers;
    for (const auto& block : parsed->blocks) {
        out.results.push_back(resultFromBlock(block, file));
        if (auto it = block.config.find("compiler"); it != block.config.end())
            compilers.insert(it->second);
    }
    if (compilers.size() > 1)
        out.notes.push_back(
            "the log mixes " + std::to_string(compilers.size()) +
            " compilers; scored as one curve like upstream (import-log splits it per compiler)");
    return out;
}

std::optional<Loaded> loadRun(const std::string& store, long long runId) {
    auto db = openExistingStore("scores", store);
    if (!db)
        return std::nullopt;
    ResultStore rs(*db);
    const auto run = findRun("scores", rs, store, runId);
    if (!run)
        return std::nullopt;
    Loaded out{"run #" + std::to_string(runId) + " '" + run->name + "' (" + run->compiler + ")",
               rs.results(runId),
               {}};
    if (auto mixed = mixedMachinesNote(out.results))
        out.notes.push_back(std::move(*mixed));
    if (auto contended = contendedResultsNote(out.results))
        out.notes.push_back(std::move(*contended));
    return out;
}

int run(const Args& args) {
    const auto p = doubleOption(args, "p", 0.0);
    const auto b = doubleOption(args, "b", 0.1);
    const auto runId = intOption(args, "run", 0);
    const auto resamples = intOption(args, "bootstrap", 0);
    const auto seed = intOption(args, "seed", 123);
    const auto interpretation = parseInterpretation(args.valueOr("interpretation", "default"));
    const std::string speedup = args.valueOr("speedup", "e2e"), by = args.valueOr("by", "");
    const bool fromStore = args.value("store") && args.value("run") && !args.value("log");
    const bool fromLog = args.value("log") && !args.value("store");
    if (!p || !b || !runId || !resamples || !seed || !interpretation ||
        (speedup != "e2e" && speedup != "gpu") ||
        (!by.empty() && by != "category" && by != "heuristic_tag" && by != "domain") || (!fromStore && !fromLog) || !(*b > 0)) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto loaded = fromLog ? loadLog(*args.value("log")) : loadRun(*args.value("store"), *runId);
    if (!loaded)
        return kExitUsage;
    // What the run's samples took, where they record it (engine runs; imported logs record none).
    const RunWallTime wallTime = wallTimeOf(loaded->results);
    const ScoreParams params{*p, *b, *interpretation};
    const SpeedupKind kind = speedup == "gpu" ? SpeedupKind::Gpu : SpeedupKind::E2e;
    const auto samples = scoredSamples(loaded->results, kind);
    ScoreCurve curve = computeScores(samples, params);
    for (auto& note : loaded->notes)
        curve.warnings.insert(curve.warnings.begin(), note);

    nlohmann::json out = curveJson(curve);
    out["p"] = params.p;
    out["b"] = params.b;
    out["interpretation"] = std::string(interpretationName(params.interpretation));
    out["speedup"] = speedup;
    out["source"] = loaded->title;
    if (wallTime.timed > 0)
        out["wall_time"] = {
            {"total_ms", wallTime.totalMs}, {"timed", wallTime.timed}, {"untimed", wallTime.untimed}};
    std::optional<BootstrapBand> band;
    if (*resamples > 0) {
        band = bootstrapScores(samples, params,
                               {static_cast<int>(*resamples), static_cast<std::uint64_t>(*seed), 0.95});
        out["bootstrap"] = {{"resamples", *resamples},
                            {"seed", *seed},
                            {"confidence", 0.95},
                            {"S_low", numbers(band->sLow)},
                            {"S_high", numbers(band->sHigh)},
                            {"ES_low", numbers(band->esLow)},
                            {"ES_high", numbers(band->esHigh)}};
    }
    std::map<std::string, ScoreCurve> groups;
    if (!by.empty())
        groups =
            scoresByGroup(loaded->results,
                          by == "category" ? GroupKey(categoryOf)
                          : by == "domain" ? GroupKey(domainOf)
                                           : GroupKey(heuristicTagOf),
                          params, kind);
    if (args.flag("json")) {
        if (!groups.empty()) {
            out["groups"] = nlohmann::json::object();
            for (const auto& [name, g] : groups)
                out["groups"][name] = curveJson(g);
        }
        std::printf("%s\n", out.dump(2).c_str());
        return kExitOk;
    }
    std::printf("%s: %d samples; p = %g, b = %g, interpretation %s, %s speedup\n\n", loaded->title.c_str(),
                curve.samples, params.p, params.b,
                std::string(interpretationName(params.interpretation)).c_str(), speedup.c_str());
    if (const auto wall = wallTimeNote(wallTime))
        std::printf("wall time: %s\n\n", wall->c_str());
    printCurve(curve);
    if (band) {
        std::printf("\n95%% bootstrap band (%lld resamples, seed %lld):\n%4s %21s %21s\n", *resamples, *seed,
                    "t", "S(t)", "ES(t)");
        for (std::size_t i = 0; i < band->t.size(); ++i)
            std::printf("%4d  [%8.5f, %8.5f]  [%8.5f, %8.5f]\n", band->t[i], band->sLow[i], band->sHigh[i],
                        band->esLow[i], band->esHigh[i]);
    }
    for (const auto& [name, g] : groups) {
        std::printf("\n== %s %s: %d samples\n", by.c_str(), name.c_str(), g.samples);
        printCurve(g);
    }
    return kExitOk;
}

RegisterCommand reg("scores", Command{"S(t), ES(t) and the aggregated score of a run or log",
                                      kUsage,
                                      {"store", "run", "log", "p", "b", "interpretation", "speedup", "by",
                                       "bootstrap", "seed"},
                                      {"json"},
                                      run});

} // namespace
} // namespace gnw::cli
