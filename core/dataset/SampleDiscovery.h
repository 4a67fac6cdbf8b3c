#pragma once
// Finds samples exactly as upstream does: a sample is a directory holding both graph_net.json and
// model.py; discovery recurses through every directory that is not itself a sample (graphnet-format.md 1).
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace gnw {

struct SampleLocation {
    std::filesystem::path dir;   // absolute
    std::string relPath;         // relative to the dataset root, '/'-separated
};

bool isSampleDir(const std::filesystem::path& dir);

// Sorted by relPath. `keepGoing` is polled between directories; returning false stops early.
std::vector<SampleLocation> discoverSamples(const std::filesystem::path& root,
                                            const std::function<bool()>& keepGoing = {});

// Category = the first folder under the dataset root, skipping upstream's top-level `samples/`,
// `paddle_samples/` and a `paddle/` grouping folder, so a torch category is `timm` and a Paddle one its
// suite (`PaddleX`). The display name is the path below the category.
struct SamplePlace {
    std::string category;
    std::string displayName;
};
SamplePlace placeOf(const std::string& relPath);

} // namespace gnw
