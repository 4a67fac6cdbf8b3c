#include "app/cli/ExpectedSamples.h"

#include "core/engine/run/BenchmarkRun.h"
#include "core/engine/run/SampleSelection.h"

namespace gnw::cli {

cluster::ExpectedSamplesFn expectedSamplesFromDataset() {
    return [](const nlohmann::json& settings) -> std::optional<std::vector<std::string>> {
        auto config = engine::configFromJson(settings);
        std::error_code ec;
        if (config.dataset.empty() || !std::filesystem::is_directory(config.dataset, ec))
            return std::nullopt; // not visible from here: only shards and duplicates are checked
        config.selection.shardIndex = 0;
        config.selection.shardCount = 1;
        auto samples = engine::selectSamples(discoverSamples(config.dataset), config.selection);
        engine::keepBackendFramework(samples, config.sample.backend);
        std::vector<std::string> paths;
        for (const auto& s : samples)
            paths.push_back(s.dir.string());
        return paths;
    };
}

} // namespace gnw::cli
