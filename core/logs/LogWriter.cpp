#include "core/logs/LogWriter.h"

#include "core/metrics/ToleranceTable.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>
#include <cmath>
#include <set>

namespace gnw {

namespace {
std::string shortest(double v) {
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, end);
}

// 0/1 flags as ints (like upstream), anything else as a Python float.
std::string listText(const std::vector<double>& values, bool flags) {
    std::string out;
    for (double v : values) {
        if (!out.empty())
            out += ' ';
        if (flags && std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 1e15)
            out += std::to_string(static_cast<long long>(v));
        else
            out += pythonFloat(v);
    }
    return out;
}

std::string words(const std::vector<std::string>& list) {
    std::string out;
    for (const auto& w : list)
        out += (out.empty() ? "" : " ") + w;
    return out;
}

std::string pythonList(const std::vector<std::string>& list) {
    std::string out = "[";
    for (const auto& w : list)
        out += (out.size() > 1 ? ", '" : "'") + w + "'";
    return out + "]";
}

nlohmann::ordered_json statsJson(const TimingStats& s) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (auto [name, v] : {std::pair{"median", s.median},
                           {"iqr", s.iqr},
                           {"mean", s.mean},
                           {"std", s.std},
                           {"min", s.min},
                           {"max", s.max}})
        if (v)
            j[name] = *v;
    return j;
}

std::string performanceJson(const TimingStats& e2e, const TimingStats& gpu) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    if (!e2e.empty())
        j["e2e"] = statsJson(e2e);
    if (!gpu.empty())
        j["gpu"] = statsJson(gpu);
    return j.dump();
}

// The model name test_compiler prints: the directory name, or its parent's for subgraph_N.
std::string modelName(const std::string& path) {
    std::string p = path;
    while (!p.empty() && p.back() == '/')
        p.pop_back();
    auto slash = p.rfind('/');
    std::string name = slash == std::string::npos ? p : p.substr(slash + 1);
    if (name.starts_with("subgraph_") && slash != std::string::npos) {
        const auto parent = p.substr(0, slash);
        const auto ps = parent.rfind('/');
        name = ps == std::string::npos ? parent : parent.substr(ps + 1);
    }
    return name;
}

// Paddle's test_compiler prints diffs as get_format_str does: %.5E outside [1e-5, 1e5], else %.5f.
std::string paddleNumber(double v) {
    char buf[64];
    const bool scientific = (std::fabs(v) > 1e5 || std::fabs(v) < 1e-5) && v != 0.0;
    std::snprintf(buf, sizeof buf, scientific ? "%.5E" : "%.5f", v);
    return buf;
}

std::string paddleList(const std::vector<double>& values) {
    std::string out;
    for (double v : values)
        out += (out.empty() ? "" : " ") + paddleNumber(v);
    return out;
}

// Error messages must not carry the markers the status classifier and the block splitter look for.
std::vector<std::string> messageLines(const std::string& message) {
    std::vector<std::string> out;
    std::string line;
    auto flush = [&] {
        for (auto at = line.find("all_close"); at != std::string::npos; at = line.find("all_close", at))
            line[at + 3] = '-';
        for (char& c : line)
            c = c == '[' ? '(' : c == ']' ? ')' : c;
        out.push_back(line);
        line.clear();
    };
    for (char c : message) {
        if (c == '\n')
            flush();
        else if (c != '\r')
            line += c;
    }
    if (!line.empty() || out.empty())
        flush();
    return out;
}
} // namespace

std::string pythonFloat(double value) {
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    std::string s = shortest(value);
    if (s.find_first_of(".e") == std::string::npos)
        s += ".0";
    return s;
}

std::string generateBlock(const RunRecord& run, const SampleResult& r, std::string_view prompt) {
    const std::string p = std::string(prompt) + " ";
    std::string out;
    auto line = [&](const std::string& text) { out += p + text + "\n"; };
    auto config = [&](const char* key, const std::string& value) {
        if (!value.empty())
            line(std::string("[Config] ") + key + ": " + value);
    };
    line("[Processing] " + r.samplePath);
    config("model", modelName(r.samplePath));
    config("device", run.device);
    config("hardware", run.hardware);
    config("compiler", run.compiler);
    config("warmup", run.warmup ? std::to_string(*run.warmup) : std::string());
    config("trials", run.trials ? std::to_string(*run.trials) : std::string());
    config("compile_framework_version", run.frameworkVersion);
    config("seed", run.seed ? std::to_string(*run.seed) : std::string());
    // How this result was measured (ours; upstream's readers take [Config] lines as key/value pairs and
    // ignore keys they do not know), so that an exported log says what its numbers mean.
    const MeasurementDetails& d = r.details;
    config("baseline", d.baseline);
    config("protocol", d.protocol);
    config("semantics", d.semantics);
    config("rel_iqr", d.relIqr ? pythonFloat(*d.relIqr) : std::string());
    config("remeasures", d.remeasures ? std::to_string(*d.remeasures) : std::string());
    config("noisy", d.noisy ? (*d.noisy ? "True" : "False") : std::string());
    config("contention", d.contention ? pythonFloat(*d.contention) : std::string());

    const bool compared = r.status == SampleStatus::Correct || r.status == SampleStatus::RuntimeFail;
    const bool bothRan =
        compared || r.status == SampleStatus::ShapeMismatch || r.status == SampleStatus::TypeMismatch;
    // Paddle's test_compiler (graph_net_bench/paddle) prints its status line before the comparison, a
    // [Shape] line for every compared sample, diffs in its own format and no [Fail due to ...] lines.
    const bool paddle = d.baseline.starts_with("paddle");
    if (paddle)
        line(std::string("[Result][status] eager:") + (r.status == SampleStatus::EagerFail ? "failed" : "success") +
             " compiled:" + (bothRan ? "success" : "failed"));
    if (r.status != SampleStatus::EagerFail)
        line("[Datatype][eager]: " + words(r.dtypesEager));
    if (bothRan) {
        line("[Datatype][compiled]: " + words(r.dtypesCompiled));
        const bool dtypesMatch =
            r.status != SampleStatus::TypeMismatch &&
            (r.status != SampleStatus::ShapeMismatch || r.dtypesEager == r.dtypesCompiled);
        if (r.status == SampleStatus::TypeMismatch || (compared && (r.allClose.empty() || paddle)))
            line("[Shape] eager:[] compiled:[] match:True");
        line("[DataType] eager:" + pythonList(r.dtypesEager) + " compiled:" + pythonList(r.dtypesCompiled) +
             " match:" + (dtypesMatch ? "True" : "False"));
    }
    if (compared) {
        line("[Correctness][equal]: " + listText(r.equal, true));
        std::set<std::string> written;
        for (int t = kMinTolerance; t <= kMaxTolerance; ++t)
            for (int k = 0; k < kFloatKinds; ++k) {
                const std::string key(allCloseKey(t, static_cast<FloatKind>(k)));
                if (auto it = r.allClose.find(key); it != r.allClose.end()) {
                    line("[Correctness][" + key + "]: " + listText(it->second, true));
                    written.insert(key);
                }
            }
        for (const auto& [key, values] : r.allClose)
            if (!written.count(key))
                line("[Correctness][" + key + "]: " + listText(values, true));
        if (!r.maxDiff.empty())
            line("[Correctness][max_diff]: " + (paddle ? paddleList(r.maxDiff) : listText(r.maxDiff, false)));
        if (!r.meanDiff.empty())
            line("[Correctness][mean_diff]: " + (paddle ? paddleList(r.meanDiff) : listText(r.meanDiff, false)));
    }
    if (r.status == SampleStatus::RuntimeFail) {
        const bool named = r.message.find("Error:") != std::string::npos ||
                           r.message.find("Exception:") != std::string::npos;
        for (const auto& m : messageLines(named ? r.message : "RuntimeError: " + r.message))
            out += m + "\n";
    }
    if (!paddle)
        line(std::string("[Result] status: ") + (r.status == SampleStatus::Correct ? "success" : "failed"));
    if (paddle && (r.status == SampleStatus::EagerFail || r.status == SampleStatus::CompileFail)) {
        const auto lines = messageLines(r.message);
        out += std::string("Run model in ") + (r.status == SampleStatus::EagerFail ? "eager" : "compiled") +
               " mode failed: " + lines.front() + "\n";
        for (std::size_t i = 1; i < lines.size(); ++i)
            out += lines[i] + "\n";
    } else if (r.status == SampleStatus::EagerFail || r.status == SampleStatus::CompileFail) {
        const bool eager = r.status == SampleStatus::EagerFail;
        line(eager ? "[Fail due to eager model execution error.]"
                   : "[Fail due to compiled model execution error.]");
        const auto lines = messageLines(r.message);
        out +=
            (eager ? "Eager" : "Compiled") + std::string(" model execution failed: ") + lines.front() + "\n";
        for (std::size_t i = 1; i < lines.size(); ++i)
            out += lines[i] + "\n";
    } else if (r.status == SampleStatus::ShapeMismatch || r.status == SampleStatus::TypeMismatch) {
        for (const auto& m : messageLines(r.message))
            if (!m.empty())
                out += m + "\n";
    }
    if (!r.eagerE2e.empty() || !r.eagerGpu.empty())
        line("[Performance][eager]: " + performanceJson(r.eagerE2e, r.eagerGpu));
    if (!r.compiledE2e.empty() || !r.compiledGpu.empty())
        line("[Performance][compiled]: " + performanceJson(r.compiledE2e, r.compiledGpu));
    const auto speedupText = [&](double v) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.5f", v);
        return paddle ? std::string(buf) : shortest(v);
    };
    if (r.speedupE2e)
        line("[Speedup][e2e]: " + speedupText(*r.speedupE2e));
    if (r.speedupGpu)
        line("[Speedup][gpu]: " + shortest(*r.speedupGpu));
    if (r.speedupKernel)
        line("[Speedup][kernel]: " + shortest(*r.speedupKernel));
    return out;
}

std::string writeLog(const RunRecord& run, const std::vector<SampleResult>& results,
                     std::string_view prompt) {
    std::string out;
    for (const auto& r : results)
        out += r.rawBlock.empty() ? generateBlock(run, r, prompt) : r.rawBlock;
    return out;
}

} // namespace gnw
