#include "core/dataset/SampleDiscovery.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace fs = std::filesystem;

namespace gnw {

bool isSampleDir(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "graph_net.json", ec) && fs::is_regular_file(dir / "model.py", ec);
}

namespace {
void walk(const fs::path& root, const fs::path& dir, std::vector<SampleLocation>& out,
          const std::function<bool()>& keepGoing) {
    if (keepGoing && !keepGoing())
        return;
    if (isSampleDir(dir)) {
        out.push_back({dir, fs::relative(dir, root).generic_string()});
        return;
    }
    std::error_code ec;
    std::vector<fs::path> children;
    for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
        const auto name = it->path().filename().string();
        if (name.empty() || name.front() == '.' || name == "__pycache__")
            continue;
        std::error_code dec;
        if (it->is_directory(dec) && !it->is_symlink(dec))
            children.push_back(it->path());
    }
    for (const auto& child : children)
        walk(root, child, out, keepGoing);
}
} // namespace

std::vector<SampleLocation> discoverSamples(const fs::path& root, const std::function<bool()>& keepGoing) {
    std::vector<SampleLocation> out;
    std::error_code ec;
    const fs::path absRoot = fs::weakly_canonical(fs::absolute(root, ec), ec);
    if (fs::is_directory(absRoot, ec))
        walk(absRoot, absRoot, out, keepGoing);
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.relPath < b.relPath; });
    return out;
}

SamplePlace placeOf(const std::string& relPath) {
    static constexpr std::array<std::string_view, 3> kGrouping{"samples", "paddle_samples", "paddle"};
    std::string_view rest = relPath;
    while (true) {
        const auto slash = rest.find('/');
        if (slash == std::string_view::npos)
            return {std::string(rest), std::string(rest)};
        const auto head = rest.substr(0, slash);
        if (std::find(kGrouping.begin(), kGrouping.end(), head) != kGrouping.end()) {
            rest.remove_prefix(slash + 1);
            continue;
        }
        return {std::string(head), std::string(rest.substr(slash + 1))};
    }
}

} // namespace gnw
