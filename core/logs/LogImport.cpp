#include "core/logs/LogImport.h"

#include "core/logs/BlockResult.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <map>
#include <set>

namespace gnw {

namespace {
template <typename Int>
std::optional<Int> configInt(const std::map<std::string, std::string>& config, const char* key) {
    const auto it = config.find(key);
    if (it == config.end())
        return std::nullopt;
    Int v{};
    const auto& s = it->second;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::string configText(const std::map<std::string, std::string>& config, const char* key) {
    const auto it = config.find(key);
    return it == config.end() ? std::string() : it->second;
}

RunRecord runFromConfig(const std::map<std::string, std::string>& config) {
    RunRecord run;
    run.source = RunSource::Log;
    run.compiler = configText(config, "compiler");
    run.device = configText(config, "device");
    run.hardware = configText(config, "hardware");
    run.frameworkVersion = configText(config, "compile_framework_version");
    run.warmup = configInt<int>(config, "warmup");
    run.trials = configInt<int>(config, "trials");
    run.seed = configInt<std::int64_t>(config, "seed");
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [key, value] : config)
        if (key != "model") // per sample, not per run
            j[key] = value;
    // Log text is not necessarily UTF-8 (fuzz_log_parser found a stray 0xAD); replace such bytes instead of
    // letting nlohmann throw.
    run.configJson = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return run;
}
} // namespace

std::vector<ImportedRun> runsFromLog(const ParsedLog& log, const std::string& name,
                                     const std::string& digest) {
    std::vector<ImportedRun> runs;
    std::map<std::string, std::size_t> runOfCompiler;
    std::vector<std::map<std::string, int>> pathCounts;
    std::string compiler;
    for (const auto& block : log.blocks) {
        if (auto it = block.config.find("compiler"); it != block.config.end())
            compiler = it->second; // blocks without the line stay with the previous compiler
        auto [slot, inserted] = runOfCompiler.emplace(compiler, runs.size());
        if (inserted) {
            auto& fresh = runs.emplace_back();
            fresh.run = runFromConfig(block.config);
            fresh.run.compiler = compiler;
            fresh.run.sourceFile = log.file;
            fresh.run.sourceDigest = digest;
            pathCounts.emplace_back();
        }
        auto& target = runs[slot->second];
        SampleResult result = resultFromBlock(block, log.file);
        if (!block.modelPath) // named by position in the run, which an export keeps (line numbers shift)
            result.samplePath = "(no-model-path:" + std::to_string(target.results.size() + 1) + ")";
        const int seen = ++pathCounts[slot->second][result.samplePath];
        if (seen > 1) {
            target.notes.push_back(log.file + ":" + std::to_string(block.firstLine) + ": " +
                                   result.samplePath + " logged again; kept as " + result.samplePath + "#" +
                                   std::to_string(seen));
            result.samplePath += "#" + std::to_string(seen);
        }
        if (result.failureClass == "parse_error")
            target.notes.push_back(result.message);
        target.results.push_back(std::move(result));
    }
    for (auto& r : runs)
        r.run.name =
            runs.size() > 1 ? name + " [" + (r.run.compiler.empty() ? "?" : r.run.compiler) + "]" : name;
    return runs;
}

} // namespace gnw
