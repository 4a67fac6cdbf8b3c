#pragma once
// The `samples` table: one row per (dataset root, relative path) with the indexed summary.
#include "core/dataset/SampleSummary.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace gnw {

class Database;

struct SampleRecord {
    std::int64_t id = 0;
    std::string datasetRoot;
    SampleSummary summary;
};

class SampleStore {
public:
    explicit SampleStore(Database& db) : m_db(db) {}

    // relPath -> file stamps of what is stored for this root (to skip unchanged samples).
    std::unordered_map<std::string, std::string> stampsFor(const std::string& datasetRoot);
    struct Stamps {
        std::string files;    // SampleSummary::fileStamps
        std::string analysis; // SampleSummary::analysisStamps
    };
    std::unordered_map<std::string, Stamps> storedStamps(const std::string& datasetRoot);
    // Inserts or replaces one sample; call inside a Transaction for batches.
    void upsert(const std::string& datasetRoot, const SampleSummary& summary);
    // Removes rows of this root whose relPath is not in `present`; returns how many.
    int removeMissing(const std::string& datasetRoot, const std::vector<std::string>& present);
    void recordIndexed(const std::string& datasetRoot, double seconds);

    std::vector<SampleRecord> samples(const std::string& datasetRoot);
    // Relative paths of this root's samples whose graph calls `target` (a normalised node target), sorted.
    std::vector<std::string> samplesUsing(const std::string& datasetRoot, const std::string& target);

private:
    Database& m_db;
};

// Node errors kept per sample in the `analysis` column (the total count is kept too).
inline constexpr int kStoredAnalysisErrors = 20;

// JSON text helpers for the list-valued columns. The `errors` column holds a sample's warnings too, marked
// "warning": true (they do not make it invalid; `valid` is stored on its own).
std::string errorsToJson(const std::vector<Error>& errors, const std::vector<Error>& warnings = {});
std::vector<Error> errorsFromJson(const std::string& json, std::vector<Error>* warnings = nullptr);

} // namespace gnw
