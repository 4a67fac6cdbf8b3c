#pragma once
// The store's runs and their results as the browser's result columns and the sample's Results tab read
// them: each run's results are read once and kept until its result count changes (a run in progress) or
// it is deleted.
#include "core/store/RunRecord.h"
#include "core/store/SampleResult.h"

#include <QString>
#include <map>
#include <vector>

namespace gnw::ui {

class RunResultsCache {
public:
    explicit RunResultsCache(QString storePath) : m_storePath(std::move(storePath)) {}

    // Re-lists the runs; returns false (with error()) when the store cannot be read.
    bool refresh();
    const std::vector<RunRecord>& runs() const { return m_runs; }
    const RunRecord* run(qint64 runId) const;
    // Empty for an unknown run.
    const std::vector<SampleResult>& results(qint64 runId);
    QString error() const { return m_error; }

private:
    QString m_storePath;
    std::vector<RunRecord> m_runs;
    std::map<qint64, std::vector<SampleResult>> m_results;
    QString m_error;
};

// Whether `samplePath` (a result's path: absolute, or from another machine) names the sample whose
// path relative to its dataset is `relPath`: equal, or ending in "/relPath".
bool pathNamesSample(const std::string& samplePath, const std::string& relPath);

} // namespace gnw::ui
