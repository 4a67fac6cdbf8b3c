#include "core/logs/BlockResult.h"

#include "core/util/TextLines.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <tuple>

namespace gnw {

namespace {
bool contains(std::string_view text, std::string_view what) {
    return text.find(what) != std::string_view::npos;
}

bool anyLineContains(const LogBlock& block, std::string_view what) {
    for (const auto& line : block.lines)
        if (contains(line, what))
            return true;
    return false;
}

// Lines that belong to the log's structure rather than to a multi-line error message.
bool isStructural(std::string_view line) {
    static constexpr std::array<std::string_view, 14> markers{
        "[Processing]",          "[Config]",  "[Result]",    "[Fail due",
        "[Performance]",         "[Speedup]", "[Datatype]",  "[DataType]",
        "[Correctness]",         "[Shape]",   "[Profiling]", "--- Full Traceback ---",
        "debug-model-execution", "Trial "};
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return true;
    for (auto m : markers)
        if (contains(line, m))
            return true;
    return false;
}

std::string failureClassOf(const LogBlock& block, SampleStatus status, const std::string& message) {
    if (status == SampleStatus::Correct)
        return {};
    if (contains(message, "out of memory") || anyLineContains(block, "CUDA out of memory"))
        return "oom";
    // Upstream's timing guard (get_timing_stats) raises this; the status stays eager_fail.
    if (contains(message, "Environment fluctuation detected") || anyLineContains(block, "Environment fluctuation detected"))
        return "fluctuation";
    switch (status) {
    case SampleStatus::RuntimeFail:
        return "runtime_error";
    case SampleStatus::TypeMismatch:
        return "dtype_mismatch";
    case SampleStatus::ShapeMismatch:
        for (const auto& line : block.lines)
            if (contains(line, "[DataType]") && contains(line, "match:False"))
                return "dtype_mismatch";
        return "shape_mismatch";
    case SampleStatus::CompileFail:
        return "compile_error";
    default:
        break;
    }
    if (anyLineContains(block, "[Fail due to eager model execution error.]"))
        return "eager_error";
    // The compiled phase compiles inside its first call, so only the backend's own exception type tells
    // a compile error from a crash of the compiled code.
    if (anyLineContains(block, "[Fail due to compiled model execution error.]"))
        return anyLineContains(block, "BackendCompilerFailed") ? "compile_error" : "runtime_error";
    // Without a [Result] line the worker process died (upstream catches only some exception types).
    return anyLineContains(block, "[Result]") ? "eager_error" : "crash";
}

std::optional<double> numberField(const nlohmann::json& obj, const char* key, std::string& bad) {
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return std::nullopt;
    if (!it->is_number()) {
        bad = key;
        return std::nullopt;
    }
    return it->get<double>();
}

// Decodes `[Performance][phase]` into the e2e and gpu series; returns a problem description or "".
std::string decodePerformance(const std::string& raw, TimingStats& e2e, TimingStats& gpu) {
    const auto j = nlohmann::json::parse(raw, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return "expected a JSON object of timing series";
    for (auto [name, target] : {std::pair<const char*, TimingStats*>{"e2e", &e2e}, {"gpu", &gpu}}) {
        const auto it = j.find(name);
        if (it == j.end())
            continue;
        if (!it->is_object())
            return std::string("expected \"") + name + "\" to be an object";
        std::string bad;
        target->median = numberField(*it, "median", bad);
        target->iqr = numberField(*it, "iqr", bad);
        target->mean = numberField(*it, "mean", bad);
        target->std = numberField(*it, "std", bad);
        target->min = numberField(*it, "min", bad);
        target->max = numberField(*it, "max", bad);
        if (!bad.empty())
            return std::string("expected \"") + name + "\"." + bad + " to be a number";
    }
    return {};
}

int lastLineWith(const LogBlock& block, std::string_view what) {
    for (std::size_t i = block.lines.size(); i-- > 0;)
        if (contains(block.lines[i], what))
            return block.firstLine + static_cast<int>(i);
    return block.firstLine;
}

std::vector<double> correctnessList(const LogBlock& block, const std::string& key) {
    const auto it = block.correctness.find(key);
    return it == block.correctness.end() ? std::vector<double>{} : it->second;
}
} // namespace

std::string failureMessage(const LogBlock& block) {
    const auto& lines = block.lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto at = lines[i].find("execution failed: ");
        if (at == std::string::npos)
            continue;
        std::string message(trimmed(std::string_view(lines[i]).substr(at + 18)));
        for (std::size_t j = i + 1; j < lines.size() && !isStructural(lines[j]); ++j)
            message += "\n" + lines[j];
        return message;
    }
    for (std::size_t i = lines.size(); i-- > 0;)
        if (isPythonExceptionLine(lines[i]))
            return std::string(trimmed(lines[i]));
    for (const auto& line : lines)
        if (const auto at = line.find("[Fail due to"); at != std::string::npos)
            return std::string(trimmed(std::string_view(line).substr(at)));
    return {};
}

SampleResult resultFromBlock(const LogBlock& block, const std::string& file) {
    SampleResult r;
    r.samplePath = block.modelPath.value_or("(no-model-path:line-" + std::to_string(block.firstLine) + ")");
    r.status = block.status;
    std::vector<Error> problems = block.problems;
    for (auto [phase, e2e, gpu] : {std::tuple{"eager", &r.eagerE2e, &r.eagerGpu},
                                   std::tuple{"compiled", &r.compiledE2e, &r.compiledGpu}}) {
        const auto it = block.performance.find(phase);
        if (it == block.performance.end())
            continue;
        if (auto what = decodePerformance(it->second, *e2e, *gpu); !what.empty())
            problems.push_back(Error{file, lastLineWith(block, std::string("[Performance][") + phase + "]"),
                                     0, std::string("[Performance][") + phase + "]: " + what});
    }
    if (auto it = block.speedup.find("e2e"); it != block.speedup.end())
        r.speedupE2e = it->second;
    if (auto it = block.speedup.find("gpu"); it != block.speedup.end())
        r.speedupGpu = it->second;
    if (auto it = block.speedup.find("kernel"); it != block.speedup.end())
        r.speedupKernel = it->second;
    if (auto it = block.datatype.find("eager"); it != block.datatype.end())
        r.dtypesEager = it->second;
    if (auto it = block.datatype.find("compiled"); it != block.datatype.end())
        r.dtypesCompiled = it->second;
    r.equal = correctnessList(block, "[equal]");
    r.maxDiff = correctnessList(block, "[max_diff]");
    r.meanDiff = correctnessList(block, "[mean_diff]");
    for (const auto& [key, values] : block.correctness)
        if (key.starts_with("[all_close") && key.size() > 2)
            r.allClose.emplace(key.substr(1, key.size() - 2), values);
    r.rawBlock = block.text();
    // Our own [Config] keys (LogWriter.cpp): how the result was measured, when the log says so.
    const auto configValue = [&block](const char* key) {
        const auto it = block.config.find(key);
        return it == block.config.end() ? std::string() : it->second;
    };
    r.details.baseline = configValue("baseline");
    r.details.protocol = configValue("protocol");
    r.details.semantics = configValue("semantics");
    if (const auto v = configValue("rel_iqr"); !v.empty())
        r.details.relIqr = std::strtod(v.c_str(), nullptr);
    if (const auto v = configValue("remeasures"); !v.empty())
        r.details.remeasures = std::atoi(v.c_str());
    if (const auto v = configValue("noisy"); !v.empty())
        r.details.noisy = v == "True";
    if (const auto v = configValue("contention"); !v.empty())
        r.details.contention = std::strtod(v.c_str(), nullptr);

    if (!problems.empty()) {
        for (const auto& p : problems)
            r.message += (r.message.empty() ? "" : "\n") + p.toString();
        r.failureClass = "parse_error";
        if (r.status == SampleStatus::Correct)
            r.status = SampleStatus::RuntimeFail;
        return r;
    }
    if (r.status != SampleStatus::Correct) {
        r.message = r.status == SampleStatus::RuntimeFail ? std::string() : failureMessage(block);
        if (r.status == SampleStatus::RuntimeFail)
            for (const auto& line : block.lines)
                if (contains(line, "Error:") || contains(line, "Exception:")) {
                    r.message = std::string(trimmed(line));
                    break;
                }
        r.failureClass = failureClassOf(block, r.status, r.message);
    }
    return r;
}

} // namespace gnw
