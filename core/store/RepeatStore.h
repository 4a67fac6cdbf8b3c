#pragma once
// The repeats of a sample in a run (`result_repeats`, schema 11): one row per measurement, each in fresh
// processes, kept beside the sample's row in `results`, which is their median (core/metrics/RepeatSummary.h).
// A run killed between repeats keeps those committed; resuming it measures only the missing ones.
#include "core/store/SampleStatus.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gnw {

class Database;

struct RepeatRecord {
    int repeat = 1; // 1-based, in the order measured
    SampleStatus status = SampleStatus::EagerFail;
    std::string failureClass, message;
    std::optional<double> eagerMs, compiledMs; // medians of the repeat's timed calls
    std::optional<double> speedup, ciLow, ciHigh;
    std::optional<int> trials;
    std::optional<double> relIqr;
    std::optional<bool> noisy;
    std::optional<double> contention;
    std::string measuredAt;
    std::optional<double> wallMs;
};

class RepeatStore {
public:
    explicit RepeatStore(Database& db) : m_db(db) {}

    // Stores one repeat (replacing a stored one of the same number): one statement, committed at once
    // outside a transaction, with it inside one (a shard merge).
    void add(std::int64_t runId, const std::string& samplePath, const RepeatRecord& record);
    // Forgets a sample's repeats in a run (it is measured again from its first).
    void clear(std::int64_t runId, const std::string& samplePath);
    // A sample's repeats in a run, by repeat number.
    std::vector<RepeatRecord> repeats(std::int64_t runId, const std::string& samplePath);

private:
    Database& m_db;
};

} // namespace gnw
