#include "core/engine/run/BenchmarkRun.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/device/MallocThresholds.h"
#include "core/engine/registry/BackendCatalog.h"
#include "core/engine/run/DeviceLock.h"
#include "core/engine/run/RunName.h"
#include "core/engine/run/RunResume.h"
#include "core/engine/workers/IsolatedRunner.h"
#include "core/logs/LogWriter.h"
#include "core/metrics/RepeatSummary.h"
#include "core/store/Database.h"
#include "core/store/MeasurementSemantics.h"
#include "core/store/RepeatStore.h"
#include "core/store/ResultStore.h"
#include "core/util/CpuContention.h"
#include "core/util/HostDescription.h"
#include "core/util/Percentile.h"
#include "core/util/TextLines.h"
#include "core/util/UtcTime.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>

namespace gnw::engine {

namespace {

std::string firstLine(const std::string& text) {
    return clipped(std::string_view(text).substr(0, text.find('\n')), 160);
}

std::string ms(const std::vector<double>& trials) {
    if (trials.empty())
        return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f ms", median(trials));
    return buf;
}

std::string progressLine(int index, int total, const std::string& relPath, const SampleOutcome& o,
                         const std::string& backend, WorkMode mode) {
    char head[64];
    std::snprintf(head, sizeof head, "[%d/%d] ", index, total);
    std::string line = head + relPath + ": ";
    if (o.failed())
        return line + "FAILED " + o.failureClass + ": " + firstLine(o.message);
    if (mode == WorkMode::Reference)
        return line + "reference stored, " + ms(o.eagerE2eMs);
    const SampleResult r = toSampleResult(o);
    const int t = o.comparison ? o.comparison->tightestTolerance() : kMaxTolerance + 1;
    line += t <= kMaxTolerance ? "correct at t=" + std::to_string(t) : std::string("not all_close at any t");
    line += ", " + (o.details.baseline.empty() ? std::string("eager") : o.details.baseline) + " " +
            ms(o.eagerE2eMs) + ", " + backend + " " + ms(o.compiledE2eMs);
    if (r.speedupE2e) {
        char buf[96];
        if (r.details.speedupCiLow && r.details.speedupCiHigh)
            std::snprintf(buf, sizeof buf, ", speedup %.3f [95%% CI %.3f, %.3f]", *r.speedupE2e,
                          *r.details.speedupCiLow, *r.details.speedupCiHigh);
        else
            std::snprintf(buf, sizeof buf, ", speedup %.3f", *r.speedupE2e);
        line += buf;
        if (r.details.trials)
            line += " over " + std::to_string(*r.details.trials) + " trials";
    }
    if (o.compileMs && *o.compileMs >= 100) { // a real compilation, not the interpreter's set-up
        char buf[48];
        std::snprintf(buf, sizeof buf, ", compile %.1f s", *o.compileMs / 1000);
        line += buf;
    }
    if (r.details.graphBreaks && *r.details.graphBreaks > 0)
        line += ", " + std::to_string(*r.details.graphBreaks) + " graph break(s)";
    if (const auto noise = noiseSummary(r.details); !noise.empty())
        line += ", " + noise;
    if (const auto semantics = semanticsSummary(r.details); !semantics.empty())
        line += " [" + semantics + "]";
    return line;
}

// Upstream's Paddle test_compiler computes on one core: `import paddle` sets OMP_NUM_THREADS=1 where the
// environment has none. A Paddle run on the CPU at more threads is faster than upstream's tool on the same
// graphs (about 1.3x on 2 cores for the slow static graphs measured), so its notes say so (docs/backends.md).
std::string paddleThreadsNote(const Backend* backend, const BenchmarkConfig& config) {
    if (!backend || backend->framework() != Framework::Paddle || config.sample.device != "cpu" ||
        config.threads <= 1)
        return {};
    return "Paddle at " + std::to_string(config.threads) +
           " OpenMP threads; upstream's test_compiler runs Paddle at 1 (import paddle sets OMP_NUM_THREADS=1 "
           "where unset): run with --threads 1 to compare with its numbers";
}

} // namespace

nlohmann::json toJson(const BenchmarkConfig& c) {
    return {{"dataset", c.dataset.string()},
            {"category", c.selection.category},
            {"allow_list", c.selection.allowList},
            {"filter", c.selection.filter},
            {"shard_index", c.selection.shardIndex},
            {"shard_count", c.selection.shardCount},
            {"balance_store", c.selection.balanceStore},
            {"balance_model", c.selection.balanceModel},
            {"options", toJson(c.sample)},
            {"mode", c.mode == WorkMode::Run ? "run" : "reference"},
            {"reference_out", c.referenceOut.string()},
            {"threads", c.threads},
            {"max_memory_bytes", c.maxMemoryBytes},
            {"isolate", c.isolate},
            {"omp_wait_policy", c.ompWaitPolicy}};
}

BenchmarkConfig configFromJson(const nlohmann::json& j) {
    BenchmarkConfig c;
    c.dataset = j.value("dataset", std::string());
    c.selection.category = j.value("category", std::string());
    c.selection.allowList = j.value("allow_list", std::vector<std::string>{});
    c.selection.filter = j.value("filter", std::string());
    c.selection.shardIndex = j.value("shard_index", 0);
    c.selection.shardCount = j.value("shard_count", 1);
    c.selection.balanceStore = j.value("balance_store", std::string());
    c.selection.balanceModel = j.value("balance_model", std::int64_t(0));
    c.sample = optionsFromJson(j.value("options", nlohmann::json::object()));
    c.sample.timeoutSeconds = storedTimeoutSeconds(j);
    c.mode = j.value("mode", "run") == "reference" ? WorkMode::Reference : WorkMode::Run;
    c.referenceOut = j.value("reference_out", std::string());
    c.threads = j.value("threads", 1);
    c.maxMemoryBytes = j.value("max_memory_bytes", std::int64_t(0));
    c.isolate = j.value("isolate", true);
    c.ompWaitPolicy = j.value("omp_wait_policy", std::string());
    return c;
}

namespace {

// The run's samples: discovered, selected (shards weighted by a cost model where asked), of the backend's
// framework. An empty or wrong folder is an error, not an empty run.
Result<std::vector<SampleLocation>> samplesOfRun(const BenchmarkConfig& config, RunSummary& summary,
                                                 const ProgressFn& progress) {
    SelectionCriteria selection = config.selection;
    if (!selection.balanceStore.empty() && selection.shardWeights.empty()) {
        auto weights = readShardWeights(selection);
        if (!weights)
            return weights.error();
        selection.shardWeights = std::move(*weights);
    }
    auto discovered = discoverSamples(config.dataset);
    if (discovered.empty())
        return Error{config.dataset.string(), 0, 0,
                     "no samples found (a GraphNet sample is a folder with model.py and graph_net.json)"};
    auto samples = selectSamples(std::move(discovered), selection);
    // A backend runs one framework's samples: a mixed selection (the bundled samples, a whole upstream
    // checkout) runs those and says how many it left out, rather than failing the others one by one.
    summary.otherFramework = keepBackendFramework(samples, config.sample.backend);
    if (summary.otherFramework > 0 && progress)
        progress("left out " + std::to_string(summary.otherFramework) +
                 " sample(s) of another framework: " + config.sample.backend + " runs " +
                 std::string(frameworkName(findBackend(config.sample.backend)->framework())) + " samples");
    summary.selected = static_cast<int>(samples.size());
    return samples;
}

RunRecord newRunRecord(const BenchmarkConfig& config, const ProgressFn& progress) {
    const Backend* backend = findBackend(config.sample.backend);
    RunRecord run;
    run.startedAt = nowIsoUtc();
    run.name = runNameOf(config, run.startedAt);
    run.compiler = config.sample.backend;
    run.device = config.sample.device;
    run.hardware = hardwareName(config.sample.device);
    run.frameworkVersion = libtorchVersion();
    if (backend && backend->framework() == Framework::Paddle) {
        const auto answer = askOneBridge(config.sample.paddlePython, Framework::Paddle, 60);
        const auto j = nlohmann::json::parse(answer.json.empty() ? "{}" : answer.json, nullptr, false);
        run.frameworkVersion =
            "paddlepaddle " + (j.is_object() ? j.value("paddle_version", std::string("?")) : "?");
    }
    run.threads = config.threads;
    run.warmup = config.sample.warmup;
    run.trials = config.sample.trials;
    run.seed = static_cast<std::int64_t>(config.sample.seed);
    run.commandLine = config.commandLine;
    run.notes = config.notes;
    if (const std::string note = paddleThreadsNote(backend, config); !note.empty()) {
        run.notes += (run.notes.empty() ? "" : "\n") + note;
        if (progress)
            progress(note);
    }
    run.source = RunSource::Engine;
    run.datasetRoot = std::filesystem::absolute(config.dataset).lexically_normal().string();
    run.configJson = toJson(config).dump();
    return run;
}

// Where a measured sample goes: its line, and in run mode its result into the store and the log.
struct RunOutputs {
    const BenchmarkConfig& config;
    ResultStore* store;
    RepeatStore* repeatStore;
    std::int64_t runId;
    const RunRecord& run;
    std::ofstream& log;
    const ProgressFn& progress;
    RunControl* control;
    int repeats; // asked for (1 in reference mode)
};

std::string repeatsLine(const SampleResult& combined) {
    char buf[160];
    if (combined.details.speedupCiLow && combined.details.speedupCiHigh)
        std::snprintf(buf, sizeof buf,
                      "  median of %d repeats: speedup %.3f [95%% CI over repeats %.3f, %.3f]",
                      combined.details.repeats.value_or(1), *combined.speedupE2e,
                      *combined.details.speedupCiLow, *combined.details.speedupCiHigh);
    else
        std::snprintf(buf, sizeof buf, "  median of %d repeats: speedup %.3f",
                      combined.details.repeats.value_or(1), *combined.speedupE2e);
    return buf;
}

// Reports one measurement of a sample: its line, and in run mode its result into the store (with several
// repeats: the repeat's record, and the sample's result as the median over its repeats so far) and, once
// the sample is complete, its block into the log. Returns whether the sample is complete (its last repeat,
// or a failure).
bool reportSample(const RunOutputs& out, int index, int total, int repeat, const SampleLocation& sample,
                  const SampleOutcome& outcome, std::optional<double> sampleContention,
                  std::chrono::steady_clock::time_point started,
                  std::map<std::string, std::vector<RepeatRecord>>& measuredRepeats) {
    // What counts is the load while the kept trials were timed (the scheduler's, phase by phase); where no
    // phase was timed, the sample's whole time. A sample whose worker died or was killed takes its
    // processes' CPU time along (the orphaned bridge is reaped outside the run's process tree), which would
    // read as others' load: not measured for those.
    const auto othersBusy = outcome.workerLost()         ? std::nullopt
                            : outcome.details.contention ? outcome.details.contention
                                                         : sampleContention;
    const std::string shownPath = out.repeats > 1 ? sample.relPath + " (repeat " + std::to_string(repeat) +
                                                        " of " + std::to_string(out.repeats) + ")"
                                                  : sample.relPath;
    std::string line =
        progressLine(index, total, shownPath, outcome, out.config.sample.backend, out.config.mode);
    if (othersBusy && *othersBusy >= kContendedCores) {
        char busy[128];
        std::snprintf(busy, sizeof busy,
                      " [contended: other processes kept %.1f cores busy while it was timed]", *othersBusy);
        line += busy;
    }
    if (out.progress)
        out.progress(line);
    if (out.config.mode != WorkMode::Run)
        return true;
    SampleResult result = toSampleResult(outcome);
    result.details.machine = toJson(currentHost());
    result.details.measuredAt = nowIsoUtc();
    result.details.wallMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    result.details.contention = othersBusy;
    bool complete = true;
    if (out.repeats > 1) {
        auto& records = measuredRepeats[result.samplePath];
        if (repeat == 1)
            records.clear(); // a sample measured again (--redo) starts over
        records.push_back(repeatRecordOf(result, repeat));
        if (out.repeatStore) {
            if (repeat == 1)
                out.repeatStore->clear(out.runId, result.samplePath);
            out.repeatStore->add(out.runId, result.samplePath, records.back());
        }
        result = combineRepeats(result, records, out.repeats);
        complete = repeat == out.repeats || !result.speedupE2e;
        if (complete && result.speedupE2e) {
            line = repeatsLine(result);
            if (out.progress)
                out.progress(line);
        }
    }
    if (out.store)
        out.store->addResult(out.runId, result);
    if (complete && out.log.is_open()) {
        out.log << generateBlock(out.run, result, kDefaultLogPrompt);
        out.log.flush();
    }
    if (out.control && out.control->onSampleFinished)
        out.control->onSampleFinished(index - 1, sample.relPath, result, line);
    return complete;
}

// One benchmark per device at a time, machine-wide: concurrent runs are each other's noise. An empty
// optional when the run was cancelled while it waited.
Result<std::optional<DeviceLock>> waitForDevice(const BenchmarkConfig& config, const ProgressFn& progress,
                                                RunControl* control) {
    return DeviceLock::acquire(
        config.sample.device, config.commandLine.empty() ? "a graphnet-bench run" : config.commandLine,
        [&](const std::string& holder) {
            if (progress)
                progress("waiting for device " + config.sample.device + ": another benchmark holds it (" + holder +
                         ")");
        },
        [&] { return control && control->cancelled(); });
}

void announceStart(RunControl& control, std::int64_t runId, const std::vector<SampleLocation>& samples,
                   const std::set<std::string>& done) {
    std::vector<std::string> relPaths;
    std::vector<bool> doneFlags;
    for (const auto& sample : samples) {
        relPaths.push_back(sample.relPath);
        doneFlags.push_back(done.count(sample.dir.string()) > 0);
    }
    control.onStart(runId, relPaths, doneFlags);
}

// One sample measured (or its reference recorded) in a worker process, or in this one; an error when the
// worker machinery itself failed (a sample's own failure is its outcome's).
Result<SampleOutcome> measureSample(const BenchmarkConfig& config, IsolatedRunner& isolated,
                                    const SampleLocation& sample, const PhaseCallback& onPhase) {
    if (config.isolate)
        return isolated.run(WorkerRequest{config.mode, sample, config.sample, config.referenceOut}, onPhase);
    return config.mode == WorkMode::Run ? runSample(sample, config.sample, onPhase)
                                        : recordReference(sample, config.sample, config.referenceOut, onPhase);
}

// One repeat over the run's samples: each that is not complete and lacks this repeat is measured and
// reported. Stops early when the run is cancelled (summary.cancelled); an error when the worker machinery
// failed.
Status measurePass(const RunOutputs& out, IsolatedRunner& isolated,
                   const std::vector<SampleLocation>& samples, int repeat, Resumed& resumed,
                   std::set<std::string>& measuredHere, RunSummary& summary) {
    RunControl* control = out.control;
    int index = 0;
    for (const auto& sample : samples) {
        ++index;
        const std::string key = sample.dir.string();
        if (resumed.done.count(key)) {
            if (repeat == 1)
                ++summary.skipped; // complete before the run was resumed
            continue;
        }
        if (const auto part = resumed.partial.find(key);
            part != resumed.partial.end() && static_cast<int>(part->second.size()) >= repeat)
            continue; // this repeat was stored before the run was resumed
        if (control && control->cancelled()) {
            summary.cancelled = true;
            return Ok{};
        }
        if (control && control->onSampleStarted)
            control->onSampleStarted(index - 1, sample.relPath);
        PhaseCallback onPhase;
        if (control && control->onSamplePhase)
            onPhase = [&](const SampleOutcome& o) { control->onSamplePhase(index - 1, phaseName(o.phase)); };
        const CpuContentionMeter contention;
        const auto sampleStart = std::chrono::steady_clock::now();
        auto measured = measureSample(out.config, isolated, sample, onPhase);
        if (!measured)
            return measured.error();
        const SampleOutcome& outcome = *measured;
        // A cancelled sample is abandoned: its outcome (often the crash of its killed worker) is not a
        // result.
        if (control && control->cancelled()) {
            summary.cancelled = true;
            return Ok{};
        }
        measuredHere.insert(key);
        if (outcome.failed())
            ++summary.failed;
        if (reportSample(out, index, summary.selected, repeat, sample, outcome, contention.othersBusyCores(),
                         sampleStart, resumed.partial))
            resumed.done.insert(key);
    }
    return Ok{};
}

} // namespace

Result<RunSummary> executeRun(Database* db, const BenchmarkConfig& given,
                              std::optional<std::int64_t> resumeRunId, const std::filesystem::path& logFile,
                              const ProgressFn& progress, RunControl* control) {
    if (control)
        control->attachRunThread();
    BenchmarkConfig config = given;
    RunSummary summary;
    std::optional<ResultStore> store;
    if (db)
        store.emplace(*db);
    Resumed resumed;
    if (resumeRunId) {
        if (!store)
            return Error{"", 0, 0, "--resume needs --store"};
        auto r = resumeStored(*store, *db, *resumeRunId, given, config);
        if (!r)
            return r.error();
        resumed = std::move(*r);
        summary.runId = *resumeRunId;
    }

    std::optional<DeviceLock> deviceLock;
    if (config.deviceLock) {
        auto acquired = waitForDevice(config, progress, control);
        if (!acquired)
            return acquired.error();
        if (!*acquired) {
            summary.cancelled = true;
            return summary;
        }
        deviceLock = std::move(**acquired);
    }

    WorkerSettings settings{config.executable, config.threads, config.maxMemoryBytes,
                            config.sample.timeoutSeconds, 120};
    // Started before anything else, so that LibTorch's start-up in the fork server overlaps with discovering
    // samples and setting up the store. In-process runs: the CLI re-executes itself with the wait policy.
    IsolatedRunner isolated(settings, config.ompWaitPolicy);
    if (config.isolate)
        if (auto started = isolated.start(); !started)
            return started.error();
    auto samples = samplesOfRun(config, summary, progress);
    if (!samples)
        return samples.error();
    std::set<std::string>& done = resumed.done;
    RunRecord& run = resumed.run;
    if (store && resumeRunId)
        noteResume(*store, *resumeRunId, resumed,
                   std::any_of(samples->begin(), samples->end(),
                               [&](const auto& s) { return !done.count(s.dir.string()); }));
    if (store && !resumeRunId) {
        run = newRunRecord(config, progress);
        summary.runId = store->createRun(run);
        run.id = summary.runId;
    }
    std::ofstream log;
    if (!logFile.empty()) {
        log.open(logFile, std::ios::app);
        if (!log)
            return Error{logFile.string(), 0, 0, "cannot open the log for appending"};
    }
    if (control && control->onStart)
        announceStart(*control, summary.runId, *samples, done);
    if (!config.isolate) {
        configureThreads(config.threads);
        fixMallocThresholds();
    }
    std::optional<RepeatStore> repeatStore;
    if (db)
        repeatStore.emplace(*db);
    const RunOutputs outputs{config,
                             store ? &*store : nullptr,
                             repeatStore ? &*repeatStore : nullptr,
                             summary.runId,
                             run,
                             log,
                             progress,
                             control,
                             config.mode == WorkMode::Run ? std::max(1, config.sample.repeats) : 1};
    // Repeat by repeat over all the samples, so that a sample's repeats fall apart in time.
    std::set<std::string> measuredHere;
    for (int repeat = 1; repeat <= outputs.repeats && !summary.cancelled; ++repeat) {
        auto pass = measurePass(outputs, isolated, *samples, repeat, resumed, measuredHere, summary);
        if (!pass)
            return pass.error();
    }
    summary.ran = static_cast<int>(measuredHere.size());
    summary.workerStartupMs = isolated.workerStartupMs();
    summary.forkServerStartupMs = isolated.forkServerStartupMs();
    if (store && summary.runId) {
        // finished_at says when the last sample was measured: a continued run with nothing left keeps it.
        if (!summary.cancelled && (summary.ran > 0 || run.finishedAt.empty()))
            store->finishRun(summary.runId);
        if (summary.cancelled)
            store->markCancelled(summary.runId);
        store->linkSamples(summary.runId);
    }
    return summary;
}

} // namespace gnw::engine
