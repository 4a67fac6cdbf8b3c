#include "app/gui/engine/EngineFaultLocator.h"

#include "core/engine/fault/FaultLocator.h"
#include "core/engine/run/BenchmarkRun.h"

namespace gnw::app {

ui::LocateOutcome EngineFaultLocator::locate(const ui::LocateRequest& request,
                                             const std::function<void(const QString&)>& progress,
                                             const std::atomic<bool>& cancel) {
    engine::LocateOptions o;
    const auto config = nlohmann::json::parse(request.runConfigJson.toStdString(), nullptr, false);
    if (config.is_object() && config.contains("options")) { // an engine run, not an imported log
        try {
            const engine::BenchmarkConfig run = engine::configFromJson(config);
            o.run = run.sample;
            o.ompWaitPolicy = run.ompWaitPolicy;
        } catch (const nlohmann::json::exception& e) {
            return {QStringLiteral("the run's stored configuration is unreadable: %1").arg(QString::fromUtf8(e.what()))};
        }
    } else {
        o.run.backend = request.backend.toStdString();
        o.run.backendOptions = request.backendOptions.toStdString();
        o.run.device = request.device.toStdString();
        o.run.seed = static_cast<std::uint64_t>(request.seed);
    }
    o.tolerance = request.tolerance;
    o.mode = request.mode.toStdString();
    o.outDir = request.outDir.toStdString();
    o.worker = {m_worker, 1, 0, request.timeoutSeconds, 120};
    o.plugins = engine::bridgePluginsFromEnvironment();
    const SampleLocation sample{request.sampleDir.toStdString(), request.samplePath.toStdString()};
    auto report = engine::locateFault(
        sample, o, [&](const std::string& line) { progress(QString::fromStdString(line)); }, &cancel);
    ui::LocateOutcome out;
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

} // namespace gnw::app
