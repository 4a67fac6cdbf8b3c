// graphnet-bench cost-model train|predict: the learned cost model (core/engine/costmodel,
// docs/cost-model.md).
#include "app/cli/CommandRegistry.h"
#include "core/dataset/SampleDiscovery.h"
#include "core/engine/costmodel/CostModelEvaluation.h"
#include "core/engine/device/DeviceInfo.h"
#include "core/store/CostModelStore.h"
#include "core/store/Database.h"
#include "core/store/MachineStore.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench cost-model train --store FILE [--device D] [--folds K] [--group-folds "
    "model|none]\n"
    "                                       [--epochs N] [--hidden H] [--layers L] [--seed S]\n"
    "                                       [--held-out-csv FILE] [--json]\n"
    "       graphnet-bench cost-model predict --store FILE --dataset DIR [--filter TEXT] [--device D] "
    "[--json]\n\n"
    "train: learns a sample's eager time on this machine's device (default cpu) from its graph, on every\n"
    "sample the store has an eager time of (runs on this hardware and device). The model is a graph neural\n"
    "network that corrects the analytical estimate (FLOPs and bytes at the calibrated roofline plus the\n"
    "measured dispatch cost per operator; `graphnet-bench calibrate --store FILE` first). With --folds K\n"
    "(default 5; 0 = none) it first reports K-fold cross-validation: every sample predicted by a model that\n"
    "did not see it, Kendall's tau and the mean absolute percentage error of the learned model, of the\n"
    "analytical estimate and of the analytical estimate times a factor fitted on the training folds;\n"
    "--held-out-csv writes those predictions. --group-folds model (the default) keeps each model's samples\n"
    "in one fold (a Paddle model's subgraphs, a torch architecture family, samples of one graph hash), so\n"
    "that a held-out sample has no twin in training; none splits samples regardless of their model (the\n"
    "optimistic figure of before). Then it trains on all samples and stores the model.\n"
    "predict: the store's newest model predicts the eager time of every sample under DIR and stores the\n"
    "predictions (New Run's estimate and `slurm submit --balance predicted` read them).";

struct Machine {
    std::string hardware, device;
    MachinePeaks peaks;
};

Result<Machine> calibratedMachine(Database& db, const Args& args) {
    Machine m;
    m.device = args.value("device").value_or("cpu");
    m.hardware = engine::hardwareName(m.device);
    auto peaks = MachineStore(db).latest(m.hardware, m.device);
    if (!peaks)
        return Error{db.path().string(), 0, 0,
                     "no calibration of " + m.hardware + " (" + m.device +
                         ") in the store: run `graphnet-bench calibrate --store " + db.path().string() +
                         "` first"};
    if (!peaks->dispatchSeconds)
        std::fprintf(stderr,
                     "note: calibration #%lld predates the dispatch measurement; recalibrate for a "
                     "per-operator cost\n",
                     static_cast<long long>(peaks->id));
    m.peaks = std::move(*peaks);
    return m;
}

bool intOption(const Args& args, const char* name, int& out) {
    const auto v = args.value(name);
    if (!v)
        return true;
    try {
        out = std::stoi(*v);
        return true;
    } catch (const std::exception&) {
        std::fprintf(stderr, "graphnet-bench cost-model: --%s '%s': expected a number\n", name, v->c_str());
        return false;
    }
}

void printMetrics(const char* name, const PredictionMetrics& m) {
    std::printf("  %-22s %8.3f %10.1f%% %12.1f%%\n", name, m.kendallTau, 100 * m.mape, 100 * m.medianApe);
}

int train(const Args& args, Database& db) {
    auto machine = calibratedMachine(db, args);
    if (!machine) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s\n", machine.error().toString().c_str());
        return kExitUsage;
    }
    engine::GnnOptions options;
    int folds = 5, seed = 1;
    if (!intOption(args, "folds", folds) || !intOption(args, "epochs", options.epochs) ||
        !intOption(args, "hidden", options.hidden) || !intOption(args, "layers", options.layers) ||
        !intOption(args, "seed", seed))
        return kExitUsage;
    options.seed = static_cast<std::uint64_t>(seed);
    const auto grouping = engine::parseFoldGrouping(args.value("group-folds").value_or("model"));
    if (!grouping) {
        std::fprintf(stderr, "graphnet-bench cost-model: --group-folds '%s': expected model or none\n",
                     args.value("group-folds")->c_str());
        return kExitUsage;
    }
    ResultStore results(db);
    const auto measured = engine::measuredEagerSeconds(results, machine->hardware, machine->device);
    std::fprintf(stderr, "%zu sample(s) with an eager time on %s (%s); reading their graphs\n",
                 measured.size(), machine->hardware.c_str(), machine->device.c_str());
    const auto set = engine::costExamples(measured, machine->peaks, [](int done, int total) {
        if (done % 50 == 0)
            std::fprintf(stderr, "  graphs %d/%d\n", done, total);
        return true;
    });
    for (const auto& e : set.skipped)
        std::fprintf(stderr, "skipped: %s\n", e.toString().c_str());
    nlohmann::json evaluation = nlohmann::json::object();
    if (folds > 0) {
        auto cv =
            engine::crossValidate(set, folds, *grouping, options, [](int fold, int k, int epoch, int epochs) {
                if (epoch == epochs)
                    std::fprintf(stderr, "  fold %d/%d trained\n", fold + 1, k);
                return true;
            });
        if (!cv) {
            std::fprintf(stderr, "graphnet-bench cost-model: %s\n", cv.error().toString().c_str());
            return kExitFailure;
        }
        evaluation = engine::toJson(*cv, options);
        if (const auto csv = args.value("held-out-csv")) {
            std::ofstream out(*csv);
            out << "sample_path,group,fold,measured_s,learned_s,analytical_s,analytical_scaled_s\n";
            for (const auto& p : cv->predictions)
                out << p.samplePath << "," << p.group << "," << p.fold << "," << p.measured << ","
                    << p.learned << "," << p.analytical << "," << p.analyticalScaled << "\n";
        }
        if (!args.flag("json")) {
            std::printf(
                "%d-fold cross-validation over %zu samples (each predicted by a model that did not "
                "see it), folds %s: %d model groups, %d samples with a sample of their group in another "
                "fold:\n",
                folds, cv->predictions.size(),
                cv->grouping == engine::FoldGrouping::Model ? "grouped by model" : "not grouped", cv->groups,
                cv->siblingsInOtherFolds);
            std::printf("  %-22s %8s %11s %13s\n", "", "tau", "MAPE", "median APE");
            printMetrics("learned (GNN)", cv->learned);
            printMetrics("analytical", cv->analytical);
            printMetrics("analytical x fitted k", cv->analyticalScaled);
            std::fflush(stdout); // the model on all samples takes minutes more
        }
    }
    std::vector<const engine::CostExample*> all;
    for (const auto& e : set.examples)
        all.push_back(&e);
    auto model = engine::GnnCostModel::train(all, set.vocabulary.names(), options);
    if (!model) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s\n", model.error().toString().c_str());
        return kExitFailure;
    }
    CostModelRecord record;
    record.hardware = machine->hardware;
    record.device = machine->device;
    record.examples = static_cast<int>(all.size());
    record.vocabulary = model->vocabulary();
    record.parameters = model->serialize();
    record.evaluation = evaluation.dump();
    const auto id = CostModelStore(db).add(record);
    if (args.flag("json")) {
        evaluation["model_id"] = id;
        evaluation["trained_on"] = all.size();
        evaluation["skipped"] = set.skipped.size();
        std::printf("%s\n", evaluation.dump(2).c_str());
    } else {
        std::printf("stored cost model #%lld, trained on %zu samples (%zu skipped)\n",
                    static_cast<long long>(id), all.size(), set.skipped.size());
    }
    return kExitOk;
}

int predict(const Args& args, Database& db) {
    const auto dataset = args.value("dataset");
    if (!dataset) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto machine = calibratedMachine(db, args);
    if (!machine) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s\n", machine.error().toString().c_str());
        return kExitUsage;
    }
    CostModelStore models(db);
    const auto record = models.latest(machine->hardware, machine->device);
    if (!record) {
        std::fprintf(stderr,
                     "graphnet-bench cost-model: no cost model for %s (%s) in the store: run "
                     "`graphnet-bench cost-model train` first\n",
                     machine->hardware.c_str(), machine->device.c_str());
        return kExitUsage;
    }
    auto model = engine::GnnCostModel::deserialize(record->parameters, record->vocabulary);
    if (!model) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s\n", model.error().toString().c_str());
        return kExitFailure;
    }
    const std::string filter = args.value("filter").value_or("");
    std::map<std::string, CostPrediction> predictions;
    OpVocabulary vocabulary;
    int skipped = 0;
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& s : discoverSamples(*dataset)) {
        if (!filter.empty() && s.relPath.find(filter) == std::string::npos)
            continue;
        auto e = engine::costExample(s.dir, machine->peaks, vocabulary);
        if (!e) {
            std::fprintf(stderr, "skipped: %s\n", e.error().toString().c_str());
            ++skipped;
            continue;
        }
        const CostPrediction p{model->predictSeconds(*e, vocabulary.names()), e->analyticalSeconds};
        predictions[s.dir.string()] = p;
        if (args.flag("json"))
            rows.push_back({{"sample", s.relPath},
                            {"eager_seconds", p.eagerSeconds},
                            {"analytical_seconds", p.analyticalSeconds}});
        else
            std::printf("%-60s %10.3f ms  (analytical %.3f ms)\n", s.relPath.c_str(), p.eagerSeconds * 1e3,
                        p.analyticalSeconds * 1e3);
    }
    models.setPredictions(record->id, predictions);
    double total = 0;
    for (const auto& [path, p] : predictions)
        total += p.eagerSeconds;
    if (args.flag("json"))
        std::printf("%s\n", nlohmann::json{{"model_id", record->id},
                                           {"samples", rows},
                                           {"skipped", skipped},
                                           {"total_eager_seconds", total}}
                                .dump(2)
                                .c_str());
    else
        std::printf("%zu sample(s) predicted by cost model #%lld (%d skipped): %.3f s of eager time in all\n",
                    predictions.size(), static_cast<long long>(record->id), skipped, total);
    return kExitOk;
}

int run(const Args& args) {
    const auto& pos = args.positionals();
    const std::string sub = pos.size() == 1 ? pos[0] : "";
    const auto store = args.value("store");
    if ((sub != "train" && sub != "predict") || !store) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    auto db = Database::open(*store);
    if (!db) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s\n", db.error().toString().c_str());
        return kExitUsage;
    }
    try {
        return sub == "train" ? train(args, *db) : predict(args, *db);
    } catch (const DatabaseError& e) {
        std::fprintf(stderr, "graphnet-bench cost-model: %s: %s\n", store->c_str(), e.what());
        return kExitFailure;
    }
}

RegisterCommand reg("cost-model",
                    Command{
                        "learn and predict a sample's eager time from its graph (a GNN over the analytical "
                        "estimate)",
                        kUsage,
                        {"store", "device", "folds", "group-folds", "epochs", "hidden", "layers", "seed",
                         "held-out-csv", "dataset", "filter"},
                        {"json"},
                        run});

} // namespace
} // namespace gnw::cli
