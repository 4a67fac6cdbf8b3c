#include "core/engine/fault/SlowdownMap.h"

#include "core/engine/fault/SampleCutter.h"
#include "core/engine/workers/IsolatedRunner.h"
#include "core/fault/CutPoints.h"

#include <chrono>
#include <cstdio>

namespace gnw::engine {

namespace {

// The first `depth` components of a module path ("h.0.attn.c_attn", 2 -> "h.0").
std::string groupKey(const std::string& modulePath, int depth) {
    if (modulePath.empty())
        return "(root)";
    std::size_t end = 0;
    for (int d = 0; d < depth; ++d) {
        end = modulePath.find('.', d == 0 ? 0 : end + 1);
        if (end == std::string::npos)
            return modulePath;
    }
    return modulePath.substr(0, end);
}

// Contiguous units of one group, each range starting where the sample can be cut (otherwise it joins the
// range before it).
std::vector<std::pair<fault::UnitRange, std::string>> moduleRanges(const SampleCutter& cutter, int depth) {
    std::vector<std::pair<fault::UnitRange, std::string>> out;
    const auto& body = cutter.body();
    for (std::size_t u = 0; u < body.opCount(); ++u) {
        const std::string key =
            groupKey(cutter.graph().nodes[static_cast<std::size_t>(body.nodeOfUnit(u))].modulePath, depth);
        if (!out.empty() && (out.back().second == key || !cutter.canCutAt(u)))
            out.back().first.end = u + 1;
        else
            out.push_back({{u, u + 1}, key});
    }
    return out;
}

void fillTimes(const SampleOutcome& o, std::optional<double>& eager, std::optional<double>& compiled,
               std::optional<double>& speedup, std::string& failure) {
    if (o.failed()) {
        failure = o.failureClass + ": " + o.message.substr(0, o.message.find('\n'));
        return;
    }
    const SampleResult r = toSampleResult(o);
    eager = r.eagerE2e.median;
    compiled = r.compiledE2e.median;
    speedup = r.speedupE2e;
}

std::string formatMs(const std::optional<double>& v) {
    if (!v)
        return "-";
    char b[32];
    std::snprintf(b, sizeof b, "%.3f", *v);
    return b;
}

} // namespace

Result<SlowdownReport> mapSlowdown(const SampleLocation& sample, const SlowdownOptions& options,
                                   const std::function<void(const std::string&)>& progress,
                                   const std::atomic<bool>* cancel) {
    const auto started = std::chrono::steady_clock::now();
    if (options.by != "module" && options.by != "chunks")
        return Error{"", 0, 0, "unknown grouping '" + options.by + "' (module or chunks)"};
    IsolatedRunner runner(options.worker, options.ompWaitPolicy);
    if (auto s = runner.start(); !s)
        return s.error();
    auto cutter = SampleCutter::prepare(sample, options.run);
    if (!cutter)
        return cutter.error();
    if (!cutter->trace())
        return Error{
            (sample.dir / "model.py").string(), 0, 0,
            "the slowdown map runs ranges on metas recorded in eager, which the workbench records for "
            "torch samples only"};
    SlowdownReport report;
    report.sample = sample.relPath;
    report.backend = options.run.backend;
    report.by = options.by;
    report.units = cutter->body().opCount();
    auto say = [&](const std::string& line) {
        if (progress)
            progress(line);
    };

    std::vector<std::pair<fault::UnitRange, std::string>> ranges;
    if (options.by == "module") {
        report.depth = options.depth;
        // Auto: the finest grouping that still reads as a table (at most kAutoRanges ranges).
        constexpr std::size_t kAutoRanges = 16;
        if (report.depth <= 0) {
            report.depth = 1;
            for (int d = 2; d <= 6 && moduleRanges(*cutter, d).size() <= kAutoRanges; ++d)
                report.depth = d;
        }
        ranges = moduleRanges(*cutter, report.depth);
    } else {
        for (const auto& r :
             fault::chainableParts(cutter->body(), cutter->graph(), *cutter->trace(), options.chunks))
            ranges.push_back({r, "[" + std::to_string(r.first) + ", " + std::to_string(r.end) + ")"});
    }

    auto runOne = [&](const SampleLocation& location) -> Result<SampleOutcome> {
        ++report.backendRuns;
        return runner.run(WorkerRequest{WorkMode::Run, location, options.run, {}});
    };
    auto whole = runOne(sample);
    if (!whole)
        return whole.error();
    fillTimes(*whole, report.wholeEagerMs, report.wholeCompiledMs, report.wholeSpeedup, report.wholeFailure);
    say("whole sample: eager " + formatMs(report.wholeEagerMs) + " ms, " + options.run.backend + " " +
        formatMs(report.wholeCompiledMs) + " ms" +
        (report.wholeFailure.empty() ? "" : " (" + report.wholeFailure + ")"));

    for (const auto& [range, group] : ranges) {
        if (cancel && cancel->load())
            break;
        RangeTiming t;
        t.range = range;
        t.group = group;
        const auto& body = cutter->body();
        for (std::size_t u = range.first; u < range.end; ++u)
            for (auto n : body.statements[body.opStatements[u]].nodes)
                t.nodes.push_back(n);
        t.firstLine = body.statements[body.opStatements[range.first]].span.line;
        t.lastLine = body.statements[body.opStatements[range.end - 1]].span.line;
        const auto dir = options.outDir / "ranges" /
                         ("range_" + std::to_string(range.first) + "_" + std::to_string(range.end));
        auto cut = cutter->write(range, dir, "range");
        if (!cut) {
            t.failure = "not cut: " + cut.error().toString();
        } else {
            auto ran = runOne(cut->location);
            if (!ran)
                return ran.error();
            fillTimes(*ran, t.eagerMs, t.compiledMs, t.speedup, t.failure);
        }
        say(group + " [" + std::to_string(range.first) + ", " + std::to_string(range.end) + "): eager " +
            formatMs(t.eagerMs) + " ms, compiled " + formatMs(t.compiledMs) + " ms" +
            (t.failure.empty() ? "" : " (" + t.failure + ")"));
        report.ranges.push_back(std::move(t));
    }
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

nlohmann::json toJson(const SlowdownReport& r) {
    auto num = [](const std::optional<double>& v) {
        return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
    };
    nlohmann::json ranges = nlohmann::json::array();
    for (const auto& t : r.ranges)
        ranges.push_back({{"first", t.range.first},
                          {"end", t.range.end},
                          {"group", t.group},
                          {"first_line", t.firstLine},
                          {"last_line", t.lastLine},
                          {"nodes", t.nodes},
                          {"eager_ms", num(t.eagerMs)},
                          {"compiled_ms", num(t.compiledMs)},
                          {"speedup", num(t.speedup)},
                          {"failure", t.failure}});
    return {{"sample", r.sample},
            {"backend", r.backend},
            {"by", r.by},
            {"depth", r.depth},
            {"operators", r.units},
            {"whole",
             {{"eager_ms", num(r.wholeEagerMs)},
              {"compiled_ms", num(r.wholeCompiledMs)},
              {"speedup", num(r.wholeSpeedup)},
              {"failure", r.wholeFailure}}},
            {"ranges", ranges},
            {"backend_runs", r.backendRuns},
            {"seconds", r.seconds}};
}

} // namespace gnw::engine
