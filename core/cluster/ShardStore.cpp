#include "core/cluster/ShardStore.h"

#include "core/store/ResultStore.h"

namespace gnw::cluster {

std::vector<std::string> tableColumns(Database& db, const std::string& table) {
    auto st = db.prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid");
    st.bind(1, table);
    std::vector<std::string> out;
    while (st.step())
        out.push_back(st.columnText(0));
    return out;
}

Result<ShardStore> openShardStore(const std::filesystem::path& path, bool checkPages) {
    auto db = Database::openReadOnly(path);
    if (!db)
        return db.error();
    try {
        // quick_check reads every page: a truncated or overwritten file fails here, not halfway through a
        // merge. A file that is not SQLite at all fails at the first statement ("file is not a database").
        auto check =
            db->prepare(checkPages ? "PRAGMA quick_check(1)" : "SELECT 'ok' FROM sqlite_master LIMIT 1");
        if (check.step() && check.columnText(0) != "ok")
            return Error{path.string(), 0, 0, "damaged store: " + check.columnText(0)};
        for (const char* table : {"runs", "results"})
            if (tableColumns(*db, table).empty())
                return Error{path.string(), 0, 0,
                             std::string("not a results store (no table ") + table + ")"};
        ShardStore shard{path, std::move(*db), {}};
        shard.runs = ResultStore(shard.db).listRuns();
        return shard;
    } catch (const DatabaseError& e) {
        return Error{path.string(), 0, 0, std::string("unreadable store: ") + e.what()};
    }
}

} // namespace gnw::cluster
