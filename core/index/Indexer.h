#pragma once
// Indexes a dataset tree into the store: discovery, then summaries on a thread pool, written by the
// calling thread (SQLite has one writer). Unchanged samples (same size+mtime of their files) are reused.
#include "core/dataset/SampleAnalysis.h"
#include "core/util/Result.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gnw {

class Database;

// Indexing has two stages: Reading (discovery, then every new or changed sample's summary, node count and op
// histogram; the browser is usable once it ends) and Analysing (the analyzer's shapes, FLOPs and bytes,
// streamed into the store sample by sample afterwards).
enum class IndexStage { Reading, Analysing };

struct IndexProgress {
    std::size_t done = 0;
    std::size_t total = 0;     // 0 while discovering
    std::string current;       // relPath last finished
    IndexStage stage = IndexStage::Reading; // done/total count the stage's samples
};

struct IndexError {
    std::string relPath;
    std::string message;       // the first error of the sample, "file:line:col: ..."
};

struct IndexReport {
    std::string root;          // canonical absolute path, the store's key
    std::size_t samples = 0;
    std::size_t invalid = 0;
    std::size_t parsed = 0;    // read from disk this time
    std::size_t reused = 0;    // unchanged since the last index
    std::size_t removed = 0;   // rows of samples no longer on disk
    int linkedResults = 0;     // results of runs without a sample row, linked to one after this index
    std::vector<IndexError> errors;
    std::vector<IndexError> warnings; // every warning of every sample: broken sample rules, upstream defects
    std::size_t withWarnings = 0;     // samples with at least one
    std::map<std::string, int> categories;
    std::map<std::string, int> tags;   // "" = no heuristic_tag
    std::size_t analyzed = 0;          // samples whose stored summary carries an analyzer's results
    std::size_t analyzedNow = 0;       // of those, analysed in this run
    double analysisSeconds = 0;        // analyzer time summed over the threads (CPU-side cost)
    double browsableSeconds = 0;       // until every sample's summary was stored (the Reading stage)
    double seconds = 0;
    bool cancelled = false;
};

struct IndexOptions {
    int threads = 0;           // 0 = all cores
    bool force = false;        // re-read every sample
    // Runs on the indexing threads for every valid torch sample. A sample whose stored analysis came from
    // the same files and analyzer version is not analysed again; nullptr keeps what is stored.
    std::shared_ptr<const SampleAnalyzer> analyzer;
};

// `progress` runs on the calling thread; returning false cancels (what is done so far stays stored). The
// first report with stage Analysing means every summary is in the store.
using IndexProgressFn = std::function<bool(const IndexProgress&)>;

Result<IndexReport> indexDataset(Database& db, const std::filesystem::path& root, const IndexOptions& options = {},
                                 const IndexProgressFn& progress = {});

// The canonical key a dataset folder is stored under.
std::string datasetKey(const std::filesystem::path& root);

} // namespace gnw
