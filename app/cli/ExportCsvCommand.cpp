// graphnet-bench export-csv --store FILE --run ID [--out FILE]
#include "app/cli/CommandRegistry.h"
#include "app/cli/StoredRunAccess.h"
#include "core/analysis/Roofline.h"
#include "core/analysis/TextTable.h"
#include "core/metrics/Breakdown.h"
#include "core/metrics/ScoredSample.h"
#include "core/store/MachineStore.h"
#include "core/store/ResultStore.h"

#include <charconv>
#include <cstdio>
#include <optional>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench export-csv --store FILE --run ID [--out FILE]\n\n"
    "One CSV row per sample of a run (to stdout without --out): status, failure class, the first\n"
    "tolerance t at which it is correct (spec 5.4), speedups, timing medians, dtypes and message; the\n"
    "roofline columns: the graph's estimated FLOPs and bytes, their ratio (FLOP/byte), the FLOP rates\n"
    "eager and compiled achieved, and, where the store holds a calibration of the run's hardware\n"
    "(`graphnet-bench calibrate --store`), the machine's roof at that intensity and each side's fraction of "
    "it; then the machine that measured the result (JSON: host, CPU, CPU id, CPUs, vector ISA), when (UTC), "
    "how many cores other processes kept busy meanwhile (contention), and the sample's wall time in the run "
    "(wall_ms: worker start, compile, warm-up, trials and comparison; with --repeats, summed over them); "
    "then\n"
    "over how many repeats the result is the median (repeats; empty for a single measurement).";

std::string num(const std::optional<double>& v) {
    if (!v)
        return {};
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, *v);
    return std::string(buf, end);
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words)
        out += (out.empty() ? "" : " ") + w;
    return out;
}

std::string count(const std::optional<int>& v) {
    return v ? std::to_string(*v) : std::string();
}

std::string csv(const LoadedRun& run, const std::optional<MachinePeaks>& machine) {
    const std::vector<SampleResult>& results = run.results;
    const Roofline roofline = rooflineOf(run, machine);
    std::vector<const RooflinePoint*> pointOf(results.size(), nullptr);
    for (const auto& p : roofline.points)
        pointOf[p.result] = &p;
    std::string out =
        "sample_path,sample_id,category,heuristic_tag,status,failure_class,first_correct_t,"
        "speedup_e2e,speedup_gpu,speedup_kernel,eager_e2e_median,compiled_e2e_median,"
        "eager_gpu_median,compiled_gpu_median,compile_ms,dtypes_eager,dtypes_compiled,message,"
        "speedup_ci_low,speedup_ci_high,baseline,backend,backend_version,backend_options,protocol,"
        "graph_breaks,recompiles,thread_settings,trials,semantics,rel_iqr,remeasures,noisy,eager_kernel_ms,"
        "compiled_kernel_ms,graph_flops,graph_bytes,intensity,eager_flop_rate,compiled_flop_rate,roof_flop_"
        "rate,"
        "eager_roof_fraction,compiled_roof_fraction,machine,measured_at,contention,wall_ms,repeats\n";
    for (std::size_t i = 0; i < results.size(); ++i) {
        const SampleResult& r = results[i];
        const RooflinePoint* point = pointOf[i];
        auto roofline = [point](auto member) -> std::optional<double> {
            return point ? std::optional<double>(point->*member) : std::nullopt;
        };
        const auto mask = correctnessMask(r);
        std::string firstCorrect;
        for (int t = kMinTolerance; t <= kMaxTolerance && firstCorrect.empty(); ++t)
            if ((mask >> (t - kMinTolerance)) & 1u)
                firstCorrect = std::to_string(t);
        const std::vector<std::string> fields{r.samplePath,
                                              r.sampleId ? std::to_string(*r.sampleId) : std::string(),
                                              categoryOf(r),
                                              r.heuristicTag,
                                              std::string(statusName(r.status)),
                                              r.failureClass,
                                              firstCorrect,
                                              num(r.speedupE2e),
                                              num(r.speedupGpu),
                                              num(r.speedupKernel),
                                              num(r.eagerE2e.median),
                                              num(r.compiledE2e.median),
                                              num(r.eagerGpu.median),
                                              num(r.compiledGpu.median),
                                              num(r.compileMs),
                                              joined(r.dtypesEager),
                                              joined(r.dtypesCompiled),
                                              r.message,
                                              num(r.details.speedupCiLow),
                                              num(r.details.speedupCiHigh),
                                              r.details.baseline,
                                              r.details.backend,
                                              r.details.backendVersion,
                                              r.details.backendOptions,
                                              r.details.protocol,
                                              count(r.details.graphBreaks),
                                              count(r.details.recompiles),
                                              r.details.threadSettings,
                                              count(r.details.trials),
                                              r.details.semantics,
                                              num(r.details.relIqr),
                                              count(r.details.remeasures),
                                              r.details.noisy ? (*r.details.noisy ? "1" : "0") : "",
                                              num(r.details.eagerKernelMs),
                                              num(r.details.compiledKernelMs),
                                              num(r.graphFlops),
                                              num(r.graphBytes),
                                              num(roofline(&RooflinePoint::intensity)),
                                              point ? num(point->eagerRate) : std::string(),
                                              point ? num(point->compiledRate) : std::string(),
                                              point ? num(point->roof) : std::string(),
                                              point ? num(point->eagerFractionOfRoof) : std::string(),
                                              point ? num(point->compiledFractionOfRoof) : std::string(),
                                              r.details.machine,
                                              r.details.measuredAt,
                                              num(r.details.contention),
                                              num(r.details.wallMs),
                                              count(r.details.repeats)};
        for (std::size_t i = 0; i < fields.size(); ++i)
            out += (i ? "," : "") + csvField(fields[i]);
        out += '\n';
    }
    return out;
}

int run(const Args& args) {
    const auto store = args.value("store");
    const auto runId = intOption(args, "run", 0);
    if (!store || !args.value("run") || !runId || !args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto db = openExistingStore("export-csv", *store);
    if (!db)
        return kExitUsage;
    ResultStore results(*db);
    auto run = findRun("export-csv", results, *store, *runId);
    if (!run)
        return kExitUsage;
    LoadedRun loaded;
    loaded.run = std::move(*run);
    loaded.results = results.results(*runId);
    const auto machine = MachineStore(*db).latest(loaded.run.hardware, loaded.run.device);
    if (!writeOutput("export-csv", args, csv(loaded, machine)))
        return kExitFailure;
    return kExitOk;
}

RegisterCommand reg("export-csv",
                    Command{
                        "write a run's per-sample results as CSV", kUsage, {"store", "run", "out"}, {}, run});

} // namespace
} // namespace gnw::cli
