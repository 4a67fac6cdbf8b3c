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
    // Inserts or replaces one sample; call inside a Transaction for batches.
    void upsert(const std::string& datasetRoot, const SampleSummary& summary);
    // Removes rows of this root whose relPath is not in `present`; returns how many.
    int removeMissing(const std::string& datasetRoot, const std::vector<std::string>& present);
    void recordIndexed(const std::string& datasetRoot, double seconds);

    std::vector<SampleRecord> samples(const std::string& datasetRoot);
    std::vector<std::string> datasetRoots();

private:
    Database& m_db;
};

// JSON text helpers for the list-valued columns.
std::string errorsToJson(const std::vector<Error>& errors);
std::vector<Error> errorsFromJson(const std::string& json);

} // namespace gnw
