#include "widgets/run/RunResultsCache.h"

#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <QFileInfo>

namespace gnw::ui {

bool RunResultsCache::refresh() {
    m_error.clear();
    if (!QFileInfo::exists(m_storePath)) {
        m_runs.clear();
        m_results.clear();
        return true;
    }
    auto db = Database::open(m_storePath.toStdString());
    if (!db) {
        m_error = QString::fromStdString(db.error().toString());
        return false;
    }
    try {
        m_runs = ResultStore(*db).listRuns();
    } catch (const DatabaseError& e) {
        m_error = QString::fromUtf8(e.what());
        return false;
    }
    for (auto it = m_results.begin(); it != m_results.end();) {
        const RunRecord* r = run(it->first);
        if (!r || r->resultCount != static_cast<int>(it->second.size()))
            it = m_results.erase(it);
        else
            ++it;
    }
    return true;
}

const RunRecord* RunResultsCache::run(qint64 runId) const {
    for (const auto& r : m_runs)
        if (r.id == runId)
            return &r;
    return nullptr;
}

const std::vector<SampleResult>& RunResultsCache::results(qint64 runId) {
    static const std::vector<SampleResult> none;
    if (const auto it = m_results.find(runId); it != m_results.end())
        return it->second;
    if (!run(runId))
        return none;
    auto db = Database::open(m_storePath.toStdString());
    if (!db) {
        m_error = QString::fromStdString(db.error().toString());
        return none;
    }
    try {
        return m_results[runId] = ResultStore(*db).results(runId);
    } catch (const DatabaseError& e) {
        m_error = QString::fromUtf8(e.what());
        return none;
    }
}

bool pathNamesSample(const std::string& samplePath, const std::string& relPath) {
    if (relPath.empty() || samplePath.size() < relPath.size())
        return false;
    if (samplePath.size() == relPath.size())
        return samplePath == relPath;
    return samplePath.compare(samplePath.size() - relPath.size(), relPath.size(), relPath) == 0 &&
           samplePath[samplePath.size() - relPath.size() - 1] == '/';
}

} // namespace gnw::ui
