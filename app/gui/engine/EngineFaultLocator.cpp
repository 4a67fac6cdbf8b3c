#include "app/gui/engine/EngineFaultLocator.h"

#include "core/engine/fault/FaultLocator.h"
#include "core/engine/fault/SlowdownMap.h"
#include "core/engine/run/BenchmarkRun.h"

namespace gnw::app {

namespace {

// The stored run's engine configuration, or (an imported log) the request's fields with default timing.
Result<engine::BenchmarkConfig> runOf(const ui::LocateRequest& request) {
    const auto config = nlohmann::json::parse(request.runConfigJson.toStdString(), nullptr, false);
    if (config.is_object() && config.contains("options")) {
        try {
            return engine::configFromJson(config);
        } catch (const nlohmann::json::exception& e) {
            return Error{"", 0, 0, std::string("the run's stored configuration is unreadable: ") + e.what()};
        }
    }
    engine::BenchmarkConfig c;
    c.sample.backend = request.backend.toStdString();
    c.sample.backendOptions = request.backendOptions.toStdString();
    c.sample.device = request.device.toStdString();
    c.sample.seed = static_cast<std::uint64_t>(request.seed);
    return c;
}

} // namespace

ui::LocateOutcome EngineFaultLocator::locate(const ui::LocateRequest& request,
                                             const std::function<void(const QString&)>& progress,
                                             const std::atomic<bool>& cancel) {
    ui::LocateOutcome out;
    auto run = runOf(request);
    if (!run) {
        out.error = QString::fromStdString(run.error().message);
        return out;
    }
    engine::LocateOptions o;
    o.run = run->sample;
    o.ompWaitPolicy = run->ompWaitPolicy;
    o.tolerance = request.tolerance;
    o.mode = request.mode.toStdString();
    o.outDir = request.outDir.toStdString();
    o.worker = {m_worker, 1, 0, request.timeoutSeconds, 120};
    o.plugins = engine::bridgePluginsFromEnvironment();
    const SampleLocation sample{request.sampleDir.toStdString(), request.samplePath.toStdString()};
    auto report = engine::locateFault(
        sample, o, [&](const std::string& line) { progress(QString::fromStdString(line)); }, &cancel);
    if (!report) {
        out.error = QString::fromStdString(report.error().toString());
        return out;
    }
    const engine::LocateReport& r = *report;
    out.faulty = r.faulty;
    out.wholeVerdict = QString::fromStdString(r.whole.verdict);
    out.operators = static_cast<int>(r.units);
    for (const auto& s : r.steps)
        out.steps.push_back({static_cast<int>(s.range.first), static_cast<int>(s.range.end), s.faulty,
                             QString::fromStdString(s.verdict), s.seconds});
    if (!r.faults.empty()) {
        const engine::FaultSite& f = r.faults.front();
        out.located = true;
        out.node = f.node;
        out.line = f.line;
        out.target = QString::fromStdString(f.target);
        out.name = QString::fromStdString(f.name);
        out.modulePath = QString::fromStdString(f.modulePath);
        out.statement = QString::fromStdString(f.statement);
        for (const auto& i : f.inputs)
            out.inputs << QString::fromStdString(i);
        for (const auto& i : f.outputs)
            out.outputs << QString::fromStdString(i);
    }
    out.reproducerDir = QString::fromStdString(r.reproducer.string());
    out.reproducerKind = QString::fromStdString(r.reproducerKind);
    out.testFile = QString::fromStdString(r.testFile.string());
    out.testNote = QString::fromStdString(r.testNote);
    out.backendRuns = r.backendRuns;
    out.seconds = r.seconds;
    return out;
}

ui::SlowdownOutcome EngineFaultLocator::mapSlowdown(const ui::LocateRequest& request,
                                                    const std::function<void(const QString&)>& progress,
                                                    const std::atomic<bool>& cancel) {
    ui::SlowdownOutcome out;
    auto run = runOf(request);
    if (!run) {
        out.error = QString::fromStdString(run.error().message);
        return out;
    }
    engine::SlowdownOptions o;
    o.run = run->sample;
    o.ompWaitPolicy = run->ompWaitPolicy;
    o.outDir = request.outDir.toStdString();
    o.worker = {m_worker, run->threads, 0, request.timeoutSeconds, 120};
    const SampleLocation sample{request.sampleDir.toStdString(), request.samplePath.toStdString()};
    auto report = engine::mapSlowdown(
        sample, o, [&](const std::string& line) { progress(QString::fromStdString(line)); }, &cancel);
    if (!report) {
        out.error = QString::fromStdString(report.error().toString());
        return out;
    }
    out.operators = static_cast<int>(report->units);
    out.wholeEagerMs = report->wholeEagerMs.value_or(0);
    out.wholeCompiledMs = report->wholeCompiledMs.value_or(0);
    out.wholeSpeedup = report->wholeSpeedup.value_or(0);
    out.wholeFailure = QString::fromStdString(report->wholeFailure);
    for (const auto& t : report->ranges) {
        ui::SlowdownRange r;
        r.first = static_cast<int>(t.range.first);
        r.end = static_cast<int>(t.range.end);
        r.group = QString::fromStdString(t.group);
        r.firstLine = t.firstLine;
        r.lastLine = t.lastLine;
        for (auto n : t.nodes)
            r.nodes << n;
        r.eagerMs = t.eagerMs.value_or(0);
        r.compiledMs = t.compiledMs.value_or(0);
        r.speedup = t.speedup.value_or(0);
        r.failure = QString::fromStdString(t.failure);
        out.ranges << r;
    }
    out.backendRuns = report->backendRuns;
    out.seconds = report->seconds;
    return out;
}

} // namespace gnw::app
