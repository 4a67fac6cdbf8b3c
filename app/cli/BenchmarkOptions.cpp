#include "app/cli/BenchmarkOptions.h"

#include "core/engine/backends/Backend.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/engine/registry/BackendCatalog.h"
#include "core/store/CostModelStore.h"
#include "core/store/Database.h"
#include "core/store/RunSettingsArguments.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace gnw::cli {

const std::set<std::string>& benchmarkValueOptions() {
    static const std::set<std::string> options = [] {
        std::set<std::string> names{
            "dataset",           "category",       "allow-list",      "filter",
            "backend",           "device",         "threads",         "shard",
            "balance-shards",    "max-memory",     "max-input-bytes", "save-io",
            "against-reference", "python",         "paddle-python",   "backend-options",
            "cache-dir",         "omp-wait-policy"};
        const auto& settings =
            runSettingsOptionNames(); // written and read in core/store/RunSettingsArguments
        names.insert(settings.begin(), settings.end());
        return names;
    }();
    return options;
}

std::optional<engine::BenchmarkConfig> parseBenchmarkConfig(const Args& args, const char* command,
                                                            bool requireDataset) {
    auto problem = [command](const std::string& text) {
        std::fprintf(stderr, "graphnet-bench %s: %s\n", command, text.c_str());
        return std::nullopt;
    };
    engine::BenchmarkConfig c;
    const auto dataset = args.value("dataset");
    if (requireDataset && !dataset)
        return problem("--dataset DIR is required");
    if (dataset) {
        if (!std::filesystem::is_directory(*dataset))
            return problem("--dataset " + *dataset + ": not a directory");
        c.dataset = std::filesystem::absolute(*dataset).lexically_normal();
    }
    c.selection.category = args.valueOr("category", "");
    c.selection.filter = args.valueOr("filter", "");
    if (const auto allow = args.value("allow-list")) {
        auto list = engine::readAllowList(*allow);
        if (!list)
            return problem(list.error().toString());
        c.selection.allowList = std::move(*list);
    }
    if (const auto shard = args.value("shard")) {
        auto parsed = engine::parseShard(*shard);
        if (!parsed)
            return problem(parsed.error().message);
        std::tie(c.selection.shardIndex, c.selection.shardCount) = *parsed;
    }
    if (const auto balance = args.value("balance-shards")) {
        // The newest model's id is kept in the run's settings: a resumed or requeued shard reads the same
        // predictions, so it recomputes the same partition.
        c.selection.balanceStore = std::filesystem::absolute(*balance).string();
        auto db = Database::openReadOnly(c.selection.balanceStore);
        if (!db)
            return problem("--balance-shards: " + db.error().toString());
        const auto model = CostModelStore(*db).latest();
        if (!model)
            return problem("--balance-shards: " + c.selection.balanceStore +
                           " has no cost model (graphnet-bench cost-model train, then predict)");
        c.selection.balanceModel = model->id;
    }
    c.sample.backend = args.valueOr("backend", c.sample.backend);
    if (!engine::findBackend(c.sample.backend)) {
        std::string names;
        for (const auto* b : engine::availableBackends())
            names += (names.empty() ? "" : ", ") + std::string(b->name());
        return problem("unknown backend '" + c.sample.backend + "' (available: " + names + ")");
    }
    auto device = engine::resolveDevice(args.valueOr("device", ""));
    if (!device)
        return problem(device.error().message);
    c.sample.device = *device;
    // The run settings, read where they are also written (core/store/RunSettingsArguments.h), over the one
    // set of defaults (core/store/RunSettings.h). Upstream reads its guard's threshold from the
    // environment; the option overrides it.
    RunSettings defaults;
    if (const char* envThreshold = std::getenv(engine::kFluctuationThresholdEnv))
        defaults.fluctuationThreshold = std::strtod(envThreshold, nullptr);
    auto settings =
        runSettingsFromArguments([&](const std::string& name) { return args.value(name); }, defaults);
    if (!settings)
        return problem(settings.error().message + " (see --help for the options)");
    static_cast<RunSettings&>(c.sample) = *settings;
    const auto threads = intOption(args, "threads", engine::availableCores());
    const auto maxInput = intOption(args, "max-input-bytes", engine::kDefaultMaxInputBytes);
    const auto maxMemory = intOption(args, "max-memory", 0);
    if (!threads || !maxInput || !maxMemory)
        return std::nullopt;
    // What is not a run setting is checked here.
    if (*threads < 1 || *maxInput < 1 || *maxMemory < 0)
        return problem("--threads >= 1 and positive byte counts are required");
    c.sample.maxInputBytes = *maxInput;
    c.threads = static_cast<int>(*threads);
    c.maxMemoryBytes = *maxMemory;
    if (c.maxMemoryBytes > 0 && c.sample.device != "cpu") {
        // CUDA maps far more address space than it uses: an RLIMIT_AS would stop the worker from starting.
        std::fprintf(stderr, "graphnet-bench %s: --max-memory is ignored on %s (it limits address space)\n",
                     command, c.sample.device.c_str());
        c.maxMemoryBytes = 0;
    }
    if (const auto saveIo = args.value("save-io"))
        c.sample.saveIoDir = std::filesystem::absolute(*saveIo);
    if (const auto ref = args.value("against-reference")) {
        if (!std::filesystem::is_directory(*ref))
            return problem("--against-reference " + *ref + ": not a directory");
        c.sample.referenceDir = std::filesystem::absolute(*ref);
    }
    if (const auto options = args.value("backend-options")) {
        const auto parsed = nlohmann::json::parse(*options, nullptr, false);
        if (parsed.is_discarded() || !parsed.is_object())
            return problem("--backend-options must be a JSON object, e.g. '{\"mode\": \"max-autotune-no-cudagraphs\"}', "
                           "not: " + *options);
        c.sample.backendOptions = parsed.dump();
    }
    c.sample.python = args.valueOr("python", "");
    c.sample.paddlePython = args.valueOr("paddle-python", "");
    if (const auto cache = args.value("cache-dir"))
        c.sample.cacheDir = std::filesystem::absolute(*cache);
    c.ompWaitPolicy = args.valueOr("omp-wait-policy", "");
    for (auto& ch : c.ompWaitPolicy)
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (!c.ompWaitPolicy.empty() && c.ompWaitPolicy != "ACTIVE" && c.ompWaitPolicy != "PASSIVE")
        return problem("--omp-wait-policy must be active or passive (default: OpenMP's own, as PyTorch runs)");
    c.isolate = !args.flag("in-process");
    c.deviceLock = !args.flag("no-device-lock");
    std::error_code ec;
    c.executable =
        std::filesystem::read_symlink("/proc/self/exe", ec).parent_path() / "graphnet-bench-worker";
    return c;
}

std::optional<std::string> backendUnavailable(const engine::BenchmarkConfig& config) {
    return engine::backendUnavailable(config.sample.backend, [&] {
        return engine::describeBackends(config.sample.python, config.sample.paddlePython);
    });
}

namespace {
std::vector<std::string> processArguments() {
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    const std::string cmdline((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::string> parts;
    std::string current;
    for (char ch : cmdline) {
        if (ch == '\0') {
            parts.push_back(current);
            current.clear();
        } else {
            current += ch;
        }
    }
    return parts;
}
} // namespace

std::string currentCommandLine() {
    std::string out;
    for (const auto& p : processArguments())
        out += (out.empty() ? "" : " ") + p;
    return out;
}

void applyOpenMPWaitPolicy(const std::string& policy) {
    if (policy.empty())
        return;
    const char* current = std::getenv("OMP_WAIT_POLICY");
    if (current && policy == current)
        return;
    std::vector<std::string> parts = processArguments();
    std::vector<char*> argv;
    for (auto& p : parts)
        argv.push_back(p.data());
    argv.push_back(nullptr);
    setenv("OMP_WAIT_POLICY", policy.c_str(), 1);
    execv("/proc/self/exe", argv.data());
}

std::optional<SampleLocation> sampleAt(const std::filesystem::path& dataset, const std::string& rel,
                                       const char* command) {
    const SampleLocation sample{std::filesystem::absolute(dataset / rel).lexically_normal(), rel};
    if (rel.empty() || !isSampleDir(sample.dir)) {
        std::fprintf(stderr, "graphnet-bench %s: %s is not a sample (no model.py and graph_net.json)\n", command,
                     sample.dir.string().c_str());
        return std::nullopt;
    }
    return sample;
}

std::optional<SampleLocation> oneSample(const Args& args, const engine::BenchmarkConfig& config,
                                        const char* command) {
    const auto sample = sampleAt(config.dataset, args.valueOr("sample", ""), command);
    if (!sample)
        return std::nullopt;
    if (auto why = backendUnavailable(config)) {
        std::fprintf(stderr, "graphnet-bench %s: backend %s is unavailable: %s\n", command,
                     config.sample.backend.c_str(), why->c_str());
        return std::nullopt;
    }
    return sample;
}

std::filesystem::path defaultOutDir(const char* what, const std::string& relPath, const std::string& backend) {
    auto slug = [](const std::string& s) {
        std::string out;
        for (char c : s)
            out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' ? c : '_';
        return out;
    };
    return std::filesystem::absolute(std::filesystem::path(what) / slug(relPath) / slug(backend));
}

} // namespace gnw::cli
