#include "core/store/Migrations.h"

#include "core/store/Database.h"

namespace gnw {

namespace {
// Append new migrations at the end; never edit one that has shipped.
constexpr std::string_view kV1Samples = R"sql(
CREATE TABLE samples (
    id              INTEGER PRIMARY KEY,
    dataset_root    TEXT NOT NULL,
    rel_path        TEXT NOT NULL,
    framework       TEXT NOT NULL DEFAULT '',
    category        TEXT NOT NULL DEFAULT '',
    display_name    TEXT NOT NULL DEFAULT '',
    heuristic_tag   TEXT NOT NULL DEFAULT '',
    source          TEXT NOT NULL DEFAULT '',
    model_name      TEXT NOT NULL DEFAULT '',
    num_inputs      INTEGER NOT NULL DEFAULT 0,
    num_weights     INTEGER NOT NULL DEFAULT 0,
    param_count     INTEGER NOT NULL DEFAULT 0,
    param_bytes     INTEGER NOT NULL DEFAULT 0,
    input_bytes     INTEGER NOT NULL DEFAULT 0,
    bytes_per_dtype TEXT NOT NULL DEFAULT '{}',
    dtypes          TEXT NOT NULL DEFAULT '',
    model_py_bytes  INTEGER NOT NULL DEFAULT 0,
    graph_hash      TEXT NOT NULL DEFAULT '',
    valid           INTEGER NOT NULL DEFAULT 1,
    errors          TEXT NOT NULL DEFAULT '[]',
    file_stamps     TEXT NOT NULL DEFAULT '',
    indexed_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
    UNIQUE (dataset_root, rel_path)
);
CREATE INDEX samples_by_category ON samples(dataset_root, category);
CREATE INDEX samples_by_tag ON samples(dataset_root, heuristic_tag);
CREATE TABLE datasets (
    root        TEXT PRIMARY KEY,
    indexed_at  TEXT NOT NULL,
    seconds     REAL NOT NULL DEFAULT 0
);
)sql";

const std::vector<Migration> kMigrations{
    {1, kV1Samples},
};
} // namespace

const std::vector<Migration>& migrations() { return kMigrations; }

int latestSchemaVersion() { return kMigrations.empty() ? 0 : kMigrations.back().version; }

Status migrate(Database& db) {
    const int current = db.userVersion();
    if (current > latestSchemaVersion())
        return Error{db.path().string(), 0, 0,
                     "store schema version " + std::to_string(current) + " is newer than this build supports (" +
                         std::to_string(latestSchemaVersion()) + "); refusing to modify it"};
    for (const auto& m : kMigrations) {
        if (m.version <= current)
            continue;
        try {
            Transaction tx(db);
            db.exec(m.sql);
            db.exec("PRAGMA user_version = " + std::to_string(m.version));
            tx.commit();
        } catch (const DatabaseError& e) {
            return Error{db.path().string(), 0, 0,
                         "migration to schema " + std::to_string(m.version) + " failed: " + e.what()};
        }
    }
    return Ok{};
}

} // namespace gnw
