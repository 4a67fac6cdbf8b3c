// graphnet-bench run: benchmark a backend against the eager interpreter over a dataset.
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "core/cluster/RunIdentity.h"
#include "core/cluster/SlurmProvenance.h"
#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <cstdio>
#include <filesystem>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench run --dataset DIR --backend B --store FILE [options]\n"
    "       graphnet-bench run --store FILE --resume RUN_ID [--log FILE] [--timeout S] [--max-memory B]\n"
    "                      [--redo TEXT[,TEXT]]\n\n"
    "Runs every sample of DIR (a sample is a directory with graph_net.json and model.py) eagerly and with\n"
    "backend B, compares outputs at upstream's 64 tolerance rungs and stores one result per sample in\n"
    "FILE as soon as it is known. Samples run in a graphnet-bench-worker process (forked warm from a\n"
    "fork server), replaced after a timeout, crash or out-of-memory, which then fails only that sample.\n"
    "Backends: `graphnet-bench backends` (inductor, aot_eager, openvino, tvm and torch-compile:NAME run in\n"
    "the Python bridge against Python eager; nope and aot-inductor against the C++ eager; paddle-static,\n"
    "cinn and paddle-nope run Paddle samples in the Paddle bridge). A run takes the samples of its\n"
    "backend's framework and says how many others it left out.\n\n"
    "Selection:  --category C  --allow-list FILE  --filter TEXT  --shard K/N\n"
    "            --balance-shards STORE (shards of about equal predicted time, by STORE's newest cost\n"
    "            model's predictions, `graphnet-bench cost-model predict`; default: equal counts)\n"
    "Measuring:  --device cpu|cuda[:N] (default: cuda when present)  --warmup N (3)  --trials M (5)\n"
    "            --seed S (123)  --threads T (all cores)  --max-input-bytes B (8 GiB)\n"
    "            --fluctuation-threshold R (a phase whose trials have IQR/median > R is noisy; default\n"
    "            $GRAPH_NET_FLUCTUATION_DETECT_THRESHOLD or 0.2; 0 = off)\n"
    "            --on-fluctuation remeasure|fail (default remeasure: a noisy phase's trials are taken\n"
    "            again, at most --max-remeasures N (3) times, and a result still noisy is kept with the\n"
    "            noisy flag; fail: upstream's guard, class fluctuation)\n"
    "            --protocol interleaved|upstream|blocks (default interleaved: both sides warmed up,\n"
    "            then their trials alternate, which repeats from run to run; upstream: as test_compiler,\n"
    "            eager completely, then the backend; blocks: blocks of ~50 ms of calls alternate, at\n"
    "            least max(10, M) block pairs, the interval from the block pairs; docs/backends.md)\n"
    "            --min-time S (1: after --trials calls, more until they add up to S seconds, each side\n"
    "            S/2 under upstream, the pairs or block pairs S under the others, at most --max-trials\n"
    "            N (200) calls or pairs; 0 = exactly M)\n"
    "            --repeats N (1: each sample measured N times, each in fresh processes, the run going\n"
    "            over all its samples once per repeat; the result is the median over the repeats, its\n"
    "            interval from their spread, which holds between runs; every repeat is stored)\n"
    "            --omp-wait-policy active|passive (default: OpenMP's own, as PyTorch runs)\n"
    "Backends:   --backend-options JSON (e.g. '{\"mode\": \"max-autotune-no-cudagraphs\"}')\n"
    "            --python PATH (the bridge's interpreter; default the project venv)\n"
    "            --paddle-python PATH (the Paddle bridge's, for paddle-static, cinn, paddle-nope;\n"
    "            default .venv-paddle; a Python with paddlepaddle-gpu for GPU and CINN)\n"
    "            How the bridge runs model.py, upstream's test_compiler by default (docs/backends.md):\n"
    "            --grad-mode enabled|no_grad|inference_mode (enabled)  --dynamo-config upstream|default\n"
    "            (upstream: graph_net.torch's capture_scalar_outputs etc.)  --default-device on|off (on:\n"
    "            torch.set_default_device(device) as upstream)\n"
    "            --cache-dir DIR (AOTInductor packages; default ~/.cache/graphnet-workbench)\n"
    "Isolation:  --timeout S (600, per sample)  --max-memory B (worker address space; default none)\n"
    "            --in-process (no worker: faster to debug, no isolation)\n"
    "            --no-device-lock (do not wait for other benchmarks on the same device; their timings\n"
    "            and this run's then disturb each other)\n"
    "Output:     --log FILE (upstream test_compiler log, appended)  --save-io DIR (inputs and outputs as\n"
    "            torch.load files)  --against-reference DIR (compare with `graphnet-bench reference`\n"
    "            outputs instead of running eager)\n"
    "Resume:     --resume RUN_ID finishes a killed run with its stored settings; --timeout, --max-memory\n"
    "            and --in-process given with it apply from then on, are stored, and the notes say so.\n"
    "            --redo TEXT[,TEXT] measures again the stored results whose sample path contains a TEXT\n"
    "            (e.g. the samples that timed out under a shorter limit) and replaces them.\n"
    "            --continue resumes the store's run with the same settings if there is one, else starts\n"
    "            one (a rerun or requeued Slurm array task finishes its shard; docs/cluster.md); with\n"
    "            --redo it also measures those stored results again.\n"
    "Under Slurm, the job id, host and GPUs are recorded in the run's notes.";

int run(const Args& args) {
    const auto storePath = args.value("store");
    const auto resume = args.value("resume");
    if (!storePath || !args.positionals().empty() || (!resume && !args.value("backend"))) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto config = parseBenchmarkConfig(args, "run", !resume);
    if (!config)
        return kExitUsage;
    if (!config->isolate)
        applyOpenMPWaitPolicy(config->ompWaitPolicy);
    std::optional<std::int64_t> resumeId;
    if (resume) {
        const auto id = intOption(args, "resume", 0);
        if (!id)
            return kExitUsage;
        resumeId = *id;
    }
    // A resumed run keeps its stored limits unless they are given anew (then stored with it).
    if (args.value("timeout"))
        config->resumeLimits.timeoutSeconds = config->sample.timeoutSeconds;
    if (args.value("max-memory"))
        config->resumeLimits.maxMemoryBytes = config->maxMemoryBytes;
    if (args.flag("in-process"))
        config->resumeLimits.isolate = false;
    if (const auto redo = args.value("redo")) {
        if (!resume && !args.flag("continue")) {
            std::fprintf(stderr, "graphnet-bench run: --redo needs --resume or --continue\n");
            return kExitUsage;
        }
        config->redo = splitCommas(*redo);
    }
    if (!resume)
        if (auto unavailable = backendUnavailable(*config)) {
            std::fprintf(stderr, "graphnet-bench run: %s\n", unavailable->c_str());
            return kExitUsage;
        }
    config->commandLine = currentCommandLine();
    auto db = Database::open(*storePath);
    if (!db) {
        std::fprintf(stderr, "graphnet-bench run: %s\n", db.error().toString().c_str());
        return kExitUsage;
    }
    if (args.flag("continue") && !resumeId) {
        ResultStore store(*db);
        if (const auto same = cluster::findRunWithSettings(store, engine::toJson(*config))) {
            resumeId = same->id;
            std::printf("continuing run %lld (%d results stored)\n", static_cast<long long>(same->id),
                        same->resultCount);
        }
    }
    // An array task's provenance: a new run stores it, a resumed one appends this attempt.
    if (const auto attempt = cluster::slurmAttemptFromEnvironment()) {
        if (resumeId)
            cluster::recordAttempt(*db, *resumeId, *attempt);
        else
            config->notes = cluster::notesWithAttempt("", *attempt);
    }
    auto summary =
        engine::executeRun(&*db, *config, resumeId, args.valueOr("log", ""), [](const std::string& line) {
            std::printf("%s\n", line.c_str());
            std::fflush(stdout);
        });
    if (!summary) {
        std::fprintf(stderr, "graphnet-bench run: %s\n", summary.error().toString().c_str());
        return kExitFailure;
    }
    std::printf("run %lld: %d samples selected, %d run, %d failed, %d already done%s\n",
                static_cast<long long>(summary->runId), summary->selected, summary->ran, summary->failed,
                summary->skipped,
                summary->otherFramework > 0
                    ? (", " + std::to_string(summary->otherFramework) + " of another framework left out").c_str()
                    : "");
    return kExitOk;
}

Command command() {
    Command c{"benchmark a backend against eager over a dataset",
              kUsage,
              benchmarkValueOptions(),
              {"in-process", "continue", "no-device-lock"},
              run};
    c.valueOptions.insert({"store", "log", "resume", "redo"});
    return c;
}

RegisterCommand reg("run", command());

} // namespace
} // namespace gnw::cli
