// Parses every sample of a dataset tree the way indexing does (graph_net.json, meta files, model.py into a
// graph) and prints how many model.py files fail, grouped by message, with one example each; so "0 parse
// errors over the valid samples" can be re-measured after any parser change. Also prints the Paddle
// comment-shape coverage and the model.py throughput.
//
// usage: bench_dataset_parse [DATASET_DIR] [--threads N]   (default tests/data/upstream/graphnet-samples)
//   e.g. build/bin/bench_dataset_parse /work/upstream/GraphNet --threads 2
#include "core/dataset/SampleDiscovery.h"
#include "core/dataset/SampleSummary.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

// Groups messages that differ only in names and numbers: quoted text becomes '…', digit runs become N.
std::string messageKind(const std::string& message) {
    std::string out;
    for (std::size_t i = 0; i < message.size(); ++i) {
        const char c = message[i];
        if (c == '\'' && message.find('\'', i + 1) != std::string::npos && i + 1 < message.size() &&
            message[i + 1] != ' ') {
            const std::size_t close = message.find('\'', i + 1);
            out += "'…'";
            i = close;
        } else if (c >= '0' && c <= '9') {
            while (i + 1 < message.size() && message[i + 1] >= '0' && message[i + 1] <= '9')
                ++i;
            out += 'N';
        } else {
            out += c;
        }
    }
    return out;
}

struct Tally {
    int count = 0;
    std::string example;
};

struct Totals {
    int samples = 0, valid = 0, parsed = 0, validParseErrors = 0, invalidParseErrors = 0, warnings = 0;
    int paddle = 0, paddleAnalyzed = 0;
    long long paddleNodes = 0, paddleShaped = 0;
    double paddleFlops = 0;
    std::uintmax_t modelBytes = 0;
    std::map<std::string, Tally> validErrors, invalidErrors, invalidSamples, warningKinds;
};

void add(std::map<std::string, Tally>& m, const gnw::Error& e) {
    Tally& t = m[messageKind(e.message)];
    if (t.count++ == 0)
        t.example = e.toString();
}

void print(const char* title, const std::map<std::string, Tally>& m) {
    std::vector<std::pair<std::string, Tally>> rows(m.begin(), m.end());
    std::sort(rows.begin(), rows.end(),
              [](const auto& a, const auto& b) { return a.second.count > b.second.count; });
    std::printf("%s\n", title);
    if (rows.empty())
        std::printf("  (none)\n");
    for (const auto& [kind, t] : rows)
        std::printf("  %6d  %s\n          e.g. %s\n", t.count, kind.c_str(), t.example.c_str());
}

} // namespace

int main(int argc, char** argv) {
    std::filesystem::path root = GNW_DEFAULT_BENCH_DATASET;
    int threads = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
            threads = std::max(1, std::atoi(argv[++i]));
        else if (argv[i][0] == '-') {
            std::fprintf(stderr, "usage: bench_dataset_parse [DATASET_DIR] [--threads N]\n");
            return 2;
        } else
            root = argv[i];
    }
    std::error_code ec;
    if (!std::filesystem::is_directory(root, ec)) {
        std::fprintf(stderr, "bench_dataset_parse: %s is not a directory\n", root.c_str());
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::vector<gnw::SampleLocation> samples = gnw::discoverSamples(root);
    Totals totals;
    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < samples.size(); i = next++) {
            const gnw::SampleSummary s = gnw::summarizeSample(samples[i]);
            std::lock_guard lock(mutex);
            ++totals.samples;
            totals.modelBytes += static_cast<std::uintmax_t>(std::max<std::int64_t>(0, s.modelPyBytes));
            for (const gnw::Error& w : s.warnings)
                add(totals.warningKinds, w), ++totals.warnings;
            const bool parseError = !s.analysis.parsed && !s.analysis.errors.empty();
            if (s.valid()) {
                ++totals.valid;
                totals.parsed += s.analysis.parsed ? 1 : 0;
                if (parseError)
                    add(totals.validErrors, s.analysis.errors.front()), ++totals.validParseErrors;
            } else {
                add(totals.invalidSamples, s.errors.front());
                if (parseError)
                    add(totals.invalidErrors, s.analysis.errors.front()), ++totals.invalidParseErrors;
            }
            if (s.framework == "paddle" && s.valid()) {
                ++totals.paddle;
                totals.paddleNodes += s.analysis.nodes;
                if (s.analysis.analyzed) {
                    ++totals.paddleAnalyzed;
                    totals.paddleShaped += s.analysis.inferredNodes;
                    totals.paddleFlops += s.analysis.flops;
                }
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto& t : pool)
        t.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::printf("dataset    %s\n", root.c_str());
    std::printf("samples    %d (valid %d, invalid %d)\n", totals.samples, totals.valid,
                totals.samples - totals.valid);
    std::printf("model.py   %d of the %d valid samples parse into a graph; %d parse errors\n", totals.parsed,
                totals.valid, totals.validParseErrors);
    std::printf(
        "paddle     %d valid samples, %lld nodes; %d with comment shapes, %lld nodes shaped, %.4g FLOPs\n",
        totals.paddle, totals.paddleNodes, totals.paddleAnalyzed, totals.paddleShaped, totals.paddleFlops);
    std::printf("time       %.1f s for %.1f MB of model.py (%d threads, all files of a sample read)\n",
                seconds, static_cast<double>(totals.modelBytes) / 1e6, threads);
    print("parse errors of valid samples, by message:", totals.validErrors);
    print("parse errors of invalid samples, by message:", totals.invalidErrors);
    print("invalid samples, by first error:", totals.invalidSamples);
    print("warnings, by message:", totals.warningKinds);
    return totals.validParseErrors == 0 ? 0 : 1;
}
