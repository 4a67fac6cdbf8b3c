// graphnet-bench validate: is a sample fit to run (core/dataset/SampleValidation.h)?
#include "app/cli/BenchmarkOptions.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/ValidationReport.h"
#include "core/engine/shapes/EngineAnalyzer.h"

#include <cstdio>

namespace gnw::cli {
namespace {

constexpr const char* kUsage =
    "Usage: graphnet-bench validate SAMPLE_DIR... [--json]\n\n"
    "Checks each sample as indexing reads it and more (docs/extract.md): its files parse; the sample rules\n"
    "hold (a batch_norm running variance is not negative, every tensor meta names a forward parameter,\n"
    "input_tensor_constraints.py agrees with the metas); every node of model.py is inferred on LibTorch's\n"
    "meta device from the metas (a wrong shape fails the node that uses it) and every target resolves.\n"
    "Each finding names its file and line. Exit code 0 when every sample is clean, 1 when one has an error\n"
    "or a warning, 2 for bad arguments. --json prints one object per sample, in a list.";

int run(const Args& args) {
    if (args.positionals().empty()) {
        std::fprintf(stderr, "%s\n", kUsage);
        return kExitUsage;
    }
    const auto analyzer = engine::makeEngineAnalyzer();
    auto all = nlohmann::json::array();
    bool clean = true;
    for (const auto& arg : args.positionals()) {
        const auto sample = sampleAt({}, arg, "validate");
        if (!sample)
            return kExitUsage;
        const auto v = validateSample(*sample, analyzer.get());
        clean = clean && v.clean();
        if (args.flag("json"))
            all.push_back(validationJson(v));
        else
            printValidation(v);
    }
    if (args.flag("json"))
        std::printf("%s\n", all.dump(2).c_str());
    return clean ? kExitOk : kExitFailure;
}

RegisterCommand reg(
    "validate",
    Command{
        "check samples are fit to run: files, sample rules, shapes (file:line)", kUsage, {}, {"json"}, run});

} // namespace
} // namespace gnw::cli
