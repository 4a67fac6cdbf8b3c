#include "core/engine/fault/FaultLocator.h"

#include "core/dataset/MetaParser.h"
#include "core/engine/fault/SampleCutter.h"
#include "core/engine/measure/Tolerances.h"
#include "core/engine/workers/IsolatedRunner.h"
#include "core/fault/CutPoints.h"
#include "core/fault/StandaloneTest.h"
#include "core/util/FileIO.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>

namespace gnw::engine {

namespace {

using fault::ProbeStep;
using fault::UnitRange;

std::string firstLine(const std::string& text, std::size_t limit = 300) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > limit ? line.substr(0, limit) + "..." : line;
}

std::string shapeText(const TensorMeta& m) {
    std::string s = std::string(dtypeName(m.dtype)) + "[";
    for (std::size_t i = 0; i < m.shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(m.shape[i]);
    return s + "]";
}

std::string formatDiff(double d) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", d);
    return buffer;
}

nlohmann::json stepJson(const ProbeStep& s) {
    nlohmann::json j = {{"first", s.range.first}, {"end", s.range.end},   {"faulty", s.faulty},
                        {"verdict", s.verdict},   {"seconds", s.seconds}, {"inputs", s.inputs}};
    if (s.maxDiff)
        j["max_diff"] = *s.maxDiff;
    return j;
}

ProbeStep stepFromJson(const nlohmann::json& j) {
    ProbeStep s;
    s.range = {j.value("first", std::size_t{0}), j.value("end", std::size_t{0})};
    s.faulty = j.value("faulty", false);
    s.verdict = j.value("verdict", std::string());
    s.seconds = j.value("seconds", 0.0);
    s.inputs = j.value("inputs", std::string());
    if (j.contains("max_diff") && j["max_diff"].is_number())
        s.maxDiff = j["max_diff"].get<double>();
    return s;
}

class Locator {
public:
    Locator(const SampleLocation& sample, const LocateOptions& options, const LocateProgress& progress,
            const std::atomic<bool>* cancel)
        : m_sample(sample), m_options(options), m_progress(progress), m_cancel(cancel),
          m_runner(options.worker, options.ompWaitPolicy) {
        m_probeOptions = options.run;
        // A probe asks one question, correct or not: the first call's outputs are compared, nothing timed.
        m_probeOptions.warmup = 0;
        m_probeOptions.trials = 1;
        m_probeOptions.minTimeSeconds = 0;
        m_probeOptions.fluctuationThreshold = 0;
        m_probeOptions.maxRemeasures = 0;
        // One Python for all probes of this search: starting it and importing torch was ~3.7 s of each.
        m_probeOptions.keepBridge = true;
    }

    Result<LocateReport> run();

private:
    void loadState();
    void saveState() const;
    bool cancelled() const { return m_cancel && m_cancel->load(); }
    Result<ProbeStep> probe(UnitRange range, const std::string& kind);
    ProbeStep runProbe(const SampleLocation& location, UnitRange range, const std::string& inputs);
    FaultSite siteOf(std::size_t unit, const std::optional<double>& maxDiff) const;
    Status writeReproducer(UnitRange fault);
    void writeTest();
    void say(const std::string& line) const {
        if (m_progress)
            m_progress(line);
    }

    const SampleLocation& m_sample;
    const LocateOptions& m_options;
    const LocateProgress& m_progress;
    const std::atomic<bool>* m_cancel;
    SampleRunOptions m_probeOptions;
    IsolatedRunner m_runner;
    std::optional<SampleCutter> m_cutter;
    nlohmann::json m_probes = nlohmann::json::object(); // key -> step: what a resumed search reads back
    std::map<std::string, std::filesystem::path> m_probeDirs;
    LocateReport m_report;
};

// The probes of an earlier search with the same question are its answers: a resumed search replays them.
void Locator::loadState() {
    const auto path = m_options.outDir / "locate-state.json";
    auto text = readFile(path);
    if (!text)
        return;
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (!j.is_object() || j.value("sample", std::string()) != m_sample.dir.string() ||
        j.value("backend", std::string()) != m_options.run.backend ||
        j.value("options", std::string()) != m_options.run.backendOptions ||
        j.value("tolerance", 0) != m_options.tolerance ||
        j.value("seed", std::uint64_t{0}) != m_options.run.seed)
        return;
    m_probes = j.value("probes", nlohmann::json::object());
}

void Locator::saveState() const {
    const nlohmann::json j = {{"sample", m_sample.dir.string()},
                              {"backend", m_options.run.backend},
                              {"options", m_options.run.backendOptions},
                              {"tolerance", m_options.tolerance},
                              {"seed", m_options.run.seed},
                              {"probes", m_probes}};
    const auto path = m_options.outDir / "locate-state.json";
    const auto tmp = m_options.outDir / "locate-state.json.tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << j.dump(2) << "\n";
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
}

ProbeStep Locator::runProbe(const SampleLocation& location, UnitRange range, const std::string& inputs) {
    ProbeStep step;
    step.range = range;
    step.inputs = inputs;
    const auto started = std::chrono::steady_clock::now();
    auto ran = m_runner.run(WorkerRequest{WorkMode::Run, location, m_probeOptions, {}});
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    ++m_report.backendRuns;
    if (!ran) {
        step.faulty = false;
        step.verdict = "not run: " + ran.error().toString();
        return step;
    }
    const SampleOutcome& o = *ran;
    const std::string t = "t=" + std::to_string(m_options.tolerance);
    if (o.comparison && !o.comparison->maxDiff.empty())
        step.maxDiff = *std::max_element(o.comparison->maxDiff.begin(), o.comparison->maxDiff.end());
    if (o.failureClass == failure::kEagerError) {
        // The cut itself failed without the backend: nothing the backend can be blamed for.
        step.verdict = "eager failed: " + firstLine(o.message);
    } else if (o.failed()) {
        step.faulty = true;
        step.verdict = o.failureClass + ": " + firstLine(o.message);
    } else if (!o.comparison || !o.comparison->compared()) {
        step.faulty = true;
        step.verdict = "outputs differ in dtype or shape";
    } else if (o.comparison->correctAt(m_options.tolerance)) {
        step.verdict = "correct at " + t;
    } else {
        step.faulty = true;
        step.verdict =
            "incorrect at " + t + (step.maxDiff ? " (max |diff| " + formatDiff(*step.maxDiff) + ")" : "");
    }
    return step;
}

Result<ProbeStep> Locator::probe(UnitRange range, const std::string& kind) {
    const std::string key = kind + "_" + std::to_string(range.first) + "_" + std::to_string(range.end);
    const auto dir = m_options.outDir / "probes" / key;
    m_probeDirs[key] = dir;
    if (m_probes.contains(key) && std::filesystem::exists(dir / "model.py"))
        return stepFromJson(m_probes[key]);
    auto cut = m_cutter->write(range, dir, kind);
    if (!cut)
        return cut.error();
    ProbeStep step = runProbe(cut->location, range, cut->isolated ? "isolated" : "original");
    m_probes[key] = stepJson(step);
    saveState();
    return step;
}

FaultSite Locator::siteOf(std::size_t unit, const std::optional<double>& maxDiff) const {
    FaultSite site;
    site.unit = unit;
    site.node = m_cutter->body().nodeOfUnit(unit);
    const GraphNode& node = m_cutter->graph().nodes[static_cast<std::size_t>(site.node)];
    const std::size_t statement = m_cutter->body().opStatements[unit];
    const fault::BodyStatement& st = m_cutter->body().statements[statement];
    site.name = node.outputs.empty() ? std::string() : m_cutter->graph().displayName(node.outputs[0]);
    site.target = node.target;
    site.modulePath = node.modulePath;
    site.line = st.span.line;
    site.statement = firstLine(st.text, 200);
    site.maxDiff = maxDiff;
    if (m_cutter->trace()) {
        for (const auto& name : st.reads) {
            const auto origin =
                m_cutter->trace()->originBefore(m_cutter->body(), m_cutter->graph(), statement, name);
            std::string shape = "?";
            if (origin.traced && origin.traced->kind != fault::TracedKind::Other)
                shape = shapeText(origin.traced->meta);
            for (const auto& m : m_cutter->metas())
                if (!origin.param.empty() && m.name == origin.param)
                    shape = shapeText(m);
            site.inputs.push_back(name + ": " + shape);
        }
        if (static_cast<std::size_t>(site.node) < m_cutter->trace()->nodeOutputs.size())
            for (const auto& v : m_cutter->trace()->nodeOutputs[static_cast<std::size_t>(site.node)])
                site.outputs.push_back(v.kind == fault::TracedKind::Other ? "(not a tensor)"
                                                                          : shapeText(v.meta));
    }
    return site;
}

// The smallest cut around the fault that still fails: the operator alone on inputs recorded in eager, then
// windows reaching further back, then the prefix up to it (which failed in the search).
Status Locator::writeReproducer(UnitRange fault) {
    std::vector<std::pair<UnitRange, std::string>> candidates;
    if (m_cutter->trace()) {
        for (std::size_t w = fault.size(); w <= fault.size() + 16 && w <= fault.end; w = w * 2) {
            const UnitRange r{fault.end - w, fault.end};
            if (m_cutter->canCutAt(r.first))
                candidates.push_back({r, w == 1 ? "operator" : "window of " + std::to_string(w)});
        }
    }
    candidates.push_back({UnitRange{0, fault.end}, "prefix"});
    for (const auto& [range, kind] : candidates) {
        if (cancelled())
            return Ok{};
        auto step = probe(range, "repro");
        if (!step)
            return step.error();
        m_report.steps.push_back(*step);
        say("reproducer [" + std::to_string(range.first) + ", " + std::to_string(range.end) +
            "): " + (step->faulty ? "fails" : "passes") + " (" + step->verdict + ")");
        if (!step->faulty)
            continue;
        const auto key = "repro_" + std::to_string(range.first) + "_" + std::to_string(range.end);
        const auto target = m_options.outDir / "reproducer";
        removeTree(target);
        std::error_code ec;
        std::filesystem::copy(m_probeDirs[key], target, std::filesystem::copy_options::recursive, ec);
        if (ec)
            return Error{target.string(), 0, 0, "cannot copy the reproducer: " + ec.message()};
        m_report.reproducer = target;
        m_report.reproducerKind = kind;
        return Ok{};
    }
    return Ok{};
}

void Locator::writeTest() {
    const auto& dir = m_report.reproducer;
    auto model = readFile(dir / "model.py");
    if (!model) {
        m_report.testNote = model.error().toString();
        return;
    }
    fault::StandaloneTestSpec spec;
    spec.framework = m_cutter->graph().framework;
    spec.modelPy = *model;
    auto metas = parseSampleMetas(dir);
    if (!metas) {
        m_report.testNote = metas.error().toString();
        return;
    }
    spec.inputs = std::move(*metas);
    spec.backend = m_options.run.backend;
    spec.backendOptions = m_options.run.backendOptions;
    spec.plugins = m_options.plugins;
    spec.tolerance = m_options.tolerance;
    for (const char* dtype : {"float16", "bfloat16", "float32", "float64"}) {
        const int rung = rungIndex(m_options.tolerance, dtype);
        if (rung >= 0)
            spec.atolRtol[dtype] = {toleranceRungs()[static_cast<std::size_t>(rung)].atol,
                                    toleranceRungs()[static_cast<std::size_t>(rung)].rtol};
    }
    spec.description = m_options.run.backend + " fault located by GraphNet Workbench in " + m_sample.relPath;
    if (!m_report.faults.empty()) {
        const FaultSite& f = m_report.faults.front();
        spec.description += "\nfirst faulty operator: " + f.target +
                            " at model.py:" + std::to_string(f.line) +
                            (f.modulePath.empty() ? "" : " (" + f.modulePath + ")") + "\n    " + f.statement;
    }
    spec.description += "\nreproducer: " + m_report.reproducerKind;
    auto text = fault::standaloneTestText(spec);
    if (!text) {
        m_report.testNote = text.error().message + "; run the reproducer sample with graphnet-bench run";
        return;
    }
    std::string slug;
    for (char c : m_options.run.backend)
        slug += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    m_report.testFile = m_options.outDir / ("test_" + slug + "_fault.py");
    std::ofstream out(m_report.testFile, std::ios::trunc);
    out << *text;
}

Result<LocateReport> Locator::run() {
    const auto started = std::chrono::steady_clock::now();
    m_report.sample = m_sample.relPath;
    m_report.backend = m_options.run.backend;
    m_report.mode = m_options.mode;
    m_report.tolerance = m_options.tolerance;
    if (m_options.mode != "prefix" && m_options.mode != "chunks")
        return Error{"", 0, 0, "unknown mode '" + m_options.mode + "' (prefix or chunks)"};
    if (auto started = m_runner.start(); !started)
        return started.error();
    auto cutter = SampleCutter::prepare(m_sample, m_options.run);
    if (!cutter)
        return cutter.error();
    m_cutter = std::move(*cutter);
    if (!m_cutter->trace() && m_options.mode == "chunks")
        return Error{
            (m_sample.dir / "model.py").string(), 0, 0,
            "chunk mode runs ranges on metas recorded in eager, which the workbench records for torch "
            "samples only; use --mode prefix for Paddle"};
    std::error_code ec;
    std::filesystem::create_directories(m_options.outDir, ec);
    if (ec)
        return Error{m_options.outDir.string(), 0, 0, "cannot create: " + ec.message()};
    loadState();
    const std::size_t units = m_cutter->body().opCount();
    m_report.units = units;

    // The sample as it is first: nothing to locate when it is correct at t.
    m_report.whole = runProbe(m_sample, UnitRange{0, units}, "original");
    m_report.faulty = m_report.whole.faulty;
    say("whole sample (" + std::to_string(units) + " operators): " + m_report.whole.verdict);
    auto finish = [&] {
        m_report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return m_report;
    };
    if (!m_report.faulty)
        return finish();

    auto report = [&](const ProbeStep& s) {
        m_report.steps.push_back(s);
        say("[" + std::to_string(s.range.first) + ", " + std::to_string(s.range.end) + ") " +
            (s.faulty ? "faulty" : "ok") + ": " + s.verdict);
    };
    std::optional<UnitRange> first;
    if (m_options.mode == "prefix") {
        fault::PrefixBisection search(units);
        while (auto next = search.next()) {
            if (cancelled())
                return finish();
            auto step = probe(*next, "prefix");
            if (!step)
                return step.error();
            report(*step);
            search.record(*step);
        }
        if (auto culprit = search.culprit()) {
            std::optional<double> diff;
            for (const auto& s : m_report.steps)
                if (s.faulty && s.range.end == *culprit + 1)
                    diff = s.maxDiff;
            if (!diff)
                diff = m_report.whole.maxDiff;
            m_report.faults.push_back(siteOf(*culprit, diff));
            first = UnitRange{*culprit, *culprit + 1};
        }
    } else {
        fault::ChunkSearch search(
            fault::chainableParts(m_cutter->body(), m_cutter->graph(), *m_cutter->trace(), m_options.chunks));
        while (auto next = search.next()) {
            if (cancelled())
                return finish();
            auto step = probe(*next, "range");
            if (!step)
                return step.error();
            report(*step);
            std::optional<std::size_t> split;
            if (step->faulty)
                split = fault::splitPoint(m_cutter->body(), m_cutter->graph(), *m_cutter->trace(), *next);
            search.record(*step, split);
        }
        for (const auto& r : search.faults()) {
            if (r.size() == 1) {
                std::optional<double> diff;
                for (const auto& s : m_report.steps)
                    if (s.range == r)
                        diff = s.maxDiff;
                m_report.faults.push_back(siteOf(r.first, diff));
            } else {
                m_report.faultRanges.push_back(r);
            }
            if (!first)
                first = r;
        }
    }
    if (first) {
        if (auto written = writeReproducer(*first); !written)
            return written.error();
        if (!m_report.reproducer.empty())
            writeTest();
    }
    return finish();
}

} // namespace

Result<LocateReport> locateFault(const SampleLocation& sample, const LocateOptions& options,
                                 const LocateProgress& progress, const std::atomic<bool>* cancel) {
    Locator locator(sample, options, progress, cancel);
    return locator.run();
}

std::vector<std::string> bridgePluginsFromEnvironment() {
    std::vector<std::string> out;
    const char* env = std::getenv("GNW_BRIDGE_PLUGINS");
    const std::string list = env ? env : "";
    for (std::size_t start = 0; start < list.size();) {
        const std::size_t end = std::min(list.find(':', start), list.size());
        if (end > start)
            out.push_back(std::filesystem::absolute(list.substr(start, end - start)).string());
        start = end + 1;
    }
    return out;
}

nlohmann::json toJson(const LocateReport& r) {
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& s : r.steps)
        steps.push_back({{"k", s.range.end},
                         {"first", s.range.first},
                         {"faulty", s.faulty},
                         {"verdict", s.verdict},
                         {"seconds", s.seconds},
                         {"inputs", s.inputs}});
    auto site = [](const FaultSite& f) {
        nlohmann::json j = {{"index", f.node},
                            {"unit", f.unit},
                            {"name", f.name},
                            {"target", f.target},
                            {"module_path", f.modulePath},
                            {"line", f.line},
                            {"statement", f.statement},
                            {"inputs", f.inputs},
                            {"outputs", f.outputs}};
        j["max_diff"] = f.maxDiff ? nlohmann::json(*f.maxDiff) : nlohmann::json(nullptr);
        return j;
    };
    nlohmann::json faults = nlohmann::json::array();
    for (const auto& f : r.faults)
        faults.push_back(site(f));
    nlohmann::json ranges = nlohmann::json::array();
    for (const auto& u : r.faultRanges)
        ranges.push_back({u.first, u.end});
    return {
        {"sample", r.sample},
        {"backend", r.backend},
        {"mode", r.mode},
        {"tolerance", r.tolerance},
        {"operators", r.units},
        {"faulty", r.faulty},
        {"whole", {{"faulty", r.whole.faulty}, {"verdict", r.whole.verdict}, {"seconds", r.whole.seconds}}},
        {"first_faulty_node", r.faults.empty() ? nlohmann::json(nullptr) : site(r.faults.front())},
        {"faults", faults},
        {"fault_ranges", ranges},
        {"steps", steps},
        {"reproducer",
         r.reproducer.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.reproducer.string())},
        {"reproducer_kind", r.reproducerKind},
        {"test_file", r.testFile.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.testFile.string())},
        {"test_note", r.testNote},
        {"backend_runs", r.backendRuns},
        {"seconds", r.seconds}};
}

} // namespace gnw::engine
