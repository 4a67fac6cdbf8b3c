#include "app/cli/StoredRunAccess.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace gnw::cli {

std::optional<Database> openExistingStore(const char* command, const std::string& path) {
    if (!std::filesystem::exists(path)) {
        std::fprintf(stderr, "graphnet-bench %s: %s: no such store\n", command, path.c_str());
        return std::nullopt;
    }
    auto db = Database::open(path);
    if (!db) {
        std::fprintf(stderr, "graphnet-bench %s: %s\n", command, db.error().toString().c_str());
        return std::nullopt;
    }
    return std::move(*db);
}

std::optional<RunRecord> findRun(const char* command, ResultStore& results, const std::string& path,
                                 std::int64_t runId) {
    auto run = results.run(runId);
    if (!run)
        std::fprintf(stderr, "graphnet-bench %s: %s has no run #%lld\n", command, path.c_str(),
                     static_cast<long long>(runId));
    return run;
}

bool writeOutput(const char* command, const Args& args, const std::string& text) {
    const auto out = args.value("out");
    if (!out) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return true;
    }
    std::ofstream f(*out, std::ios::binary);
    f << text;
    if (!f.flush()) {
        std::fprintf(stderr, "graphnet-bench %s: cannot write %s\n", command, out->c_str());
        return false;
    }
    return true;
}

} // namespace gnw::cli
