#include "core/analysis/LoadedRun.h"

#include "core/store/Database.h"
#include "core/store/ResultStore.h"

#include <algorithm>
#include <filesystem>

namespace gnw {

Result<std::vector<RunRecord>> listStoredRuns(const std::string& storePath) {
    if (!std::filesystem::exists(storePath))
        return std::vector<RunRecord>{};
    auto db = Database::open(storePath);
    if (!db)
        return db.error();
    try {
        return ResultStore(*db).listRuns();
    } catch (const DatabaseError& e) {
        return Error{storePath, 0, 0, e.what()};
    }
}

Result<LoadedRuns> loadStoredRuns(const std::string& storePath, const std::vector<std::int64_t>& runIds) {
    if (!std::filesystem::exists(storePath))
        return Error{storePath, 0, 0, "no such results store"};
    auto db = Database::open(storePath);
    if (!db)
        return db.error();
    LoadedRuns out;
    try {
        ResultStore store(*db);
        for (const auto id : runIds) {
            auto record = store.run(id);
            if (!record)
                return Error{storePath, 0, 0, "the store has no run #" + std::to_string(id)};
            auto loaded = std::make_shared<LoadedRun>();
            loaded->run = std::move(*record);
            loaded->results = store.results(id);
            out.push_back(std::move(loaded));
        }
    } catch (const DatabaseError& e) {
        return Error{storePath, 0, 0, e.what()};
    }
    return out;
}

std::string runLabel(const RunRecord& run, const std::vector<RunRecord>& runs) {
    const auto sameName =
        std::count_if(runs.begin(), runs.end(), [&](const RunRecord& r) { return r.name == run.name; });
    return sameName > 1 ? run.name + " #" + std::to_string(run.id) : run.name;
}

} // namespace gnw
