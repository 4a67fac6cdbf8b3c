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

// Benchmark runs (engine or imported log) and one row per sample outcome; see core/store/ResultStore.h.
constexpr std::string_view kV2Results = R"sql(
CREATE TABLE runs (
    id                INTEGER PRIMARY KEY,
    name              TEXT NOT NULL DEFAULT '',
    compiler          TEXT NOT NULL DEFAULT '',
    device            TEXT NOT NULL DEFAULT '',
    hardware          TEXT NOT NULL DEFAULT '',
    framework_version TEXT NOT NULL DEFAULT '',
    threads           INTEGER,
    warmup            INTEGER,
    trials            INTEGER,
    seed              INTEGER,
    started_at        TEXT NOT NULL DEFAULT '',
    finished_at       TEXT NOT NULL DEFAULT '',
    command_line      TEXT NOT NULL DEFAULT '',
    source            TEXT NOT NULL DEFAULT 'engine' CHECK (source IN ('engine', 'log')),
    source_file       TEXT NOT NULL DEFAULT '',
    source_digest     TEXT NOT NULL DEFAULT '',
    dataset_root      TEXT NOT NULL DEFAULT '',
    config            TEXT NOT NULL DEFAULT '{}',
    notes             TEXT NOT NULL DEFAULT '',
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX runs_by_digest ON runs(source_digest);
CREATE TABLE results (
    id                    INTEGER PRIMARY KEY,
    run_id                INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    sample_path           TEXT NOT NULL,
    sample_id             INTEGER REFERENCES samples(id) ON DELETE SET NULL,
    status                TEXT NOT NULL CHECK (status IN ('correct', 'eager_fail', 'compile_fail',
                              'shape_mismatch', 'type_mismatch', 'runtime_fail')),
    failure_class         TEXT NOT NULL DEFAULT '',
    message               TEXT NOT NULL DEFAULT '',
    eager_e2e_median      REAL, eager_e2e_iqr REAL, eager_e2e_mean REAL,
    eager_e2e_std         REAL, eager_e2e_min REAL, eager_e2e_max REAL,
    compiled_e2e_median   REAL, compiled_e2e_iqr REAL, compiled_e2e_mean REAL,
    compiled_e2e_std      REAL, compiled_e2e_min REAL, compiled_e2e_max REAL,
    eager_gpu_median      REAL, eager_gpu_iqr REAL, eager_gpu_mean REAL,
    eager_gpu_std         REAL, eager_gpu_min REAL, eager_gpu_max REAL,
    compiled_gpu_median   REAL, compiled_gpu_iqr REAL, compiled_gpu_mean REAL,
    compiled_gpu_std      REAL, compiled_gpu_min REAL, compiled_gpu_max REAL,
    compile_ms            REAL,
    speedup_e2e           REAL,
    speedup_gpu           REAL,
    speedup_kernel        REAL,
    dtypes_eager          TEXT NOT NULL DEFAULT '',
    dtypes_compiled       TEXT NOT NULL DEFAULT '',
    equal                 TEXT NOT NULL DEFAULT '[]',
    all_close             TEXT NOT NULL DEFAULT '{}',
    max_diff              TEXT NOT NULL DEFAULT '[]',
    mean_diff             TEXT NOT NULL DEFAULT '[]',
    raw_block             TEXT NOT NULL DEFAULT '',
    UNIQUE (run_id, sample_path)
);
CREATE INDEX results_by_status ON results(run_id, status);
CREATE INDEX results_by_sample ON results(sample_id);
)sql";

// Graph statistics per sample (core/dataset/SampleAnalysis.h): the parser's node count, the analyzer's
// FLOPs/bytes (NULL = not analysed, so sorting puts unknowns apart), the rest as JSON, the stamps the
// analysis was made from, and the op histogram as rows so "samples that use op X" is an indexed lookup.
constexpr std::string_view kV3SampleGraphs = R"sql(
ALTER TABLE samples ADD COLUMN graph_nodes INTEGER;
ALTER TABLE samples ADD COLUMN graph_flops REAL;
ALTER TABLE samples ADD COLUMN graph_bytes REAL;
ALTER TABLE samples ADD COLUMN analysis TEXT NOT NULL DEFAULT '{}';
ALTER TABLE samples ADD COLUMN analysis_stamps TEXT NOT NULL DEFAULT '';
CREATE TABLE sample_ops (
    sample_id   INTEGER NOT NULL REFERENCES samples(id) ON DELETE CASCADE,
    target      TEXT NOT NULL,
    count       INTEGER NOT NULL,
    PRIMARY KEY (sample_id, target)
);
CREATE INDEX sample_ops_by_target ON sample_ops(target);
)sql";

// How each engine result was measured (SampleResult::details): compiler backends through the Python
// bridge and AOTInductor, the timing protocol and the speedup's bootstrap interval.
constexpr std::string_view kV4MeasurementDetails = R"sql(
ALTER TABLE results ADD COLUMN backend TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN backend_version TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN backend_options TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN baseline TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN protocol TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN thread_settings TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN speedup_ci_low REAL;
ALTER TABLE results ADD COLUMN speedup_ci_high REAL;
ALTER TABLE results ADD COLUMN graph_breaks INTEGER;
ALTER TABLE results ADD COLUMN recompiles INTEGER;
)sql";

// The number of timed trial pairs of a result: the interleaved protocol's time budget makes it vary per
// sample (SampleRunOptions::minTimeSeconds), and a reader weighs a median by it.
constexpr std::string_view kV5TrialCount = R"sql(
ALTER TABLE results ADD COLUMN trials INTEGER;
)sql";

// How a result was measured beyond the protocol (the bridge's Python semantics, the fluctuation policy) and
// how noisy it was: a noisy phase is re-measured and, if it stays noisy, kept with the flag.
constexpr std::string_view kV6SemanticsAndNoise = R"sql(
ALTER TABLE results ADD COLUMN semantics TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN rel_iqr REAL;
ALTER TABLE results ADD COLUMN remeasures INTEGER;
ALTER TABLE results ADD COLUMN noisy INTEGER;
ALTER TABLE results ADD COLUMN eager_kernel_ms REAL;
ALTER TABLE results ADD COLUMN compiled_kernel_ms REAL;
)sql";

// What a machine can do at most (core/store/MachinePeaks.h): dense GEMM FLOP/s per dtype and memory
// bandwidth, measured by `graphnet-bench calibrate`; the roofline's roof.
constexpr std::string_view kV7Machines = R"sql(
CREATE TABLE machines (
    id              INTEGER PRIMARY KEY,
    hardware        TEXT NOT NULL,
    device          TEXT NOT NULL,
    threads         INTEGER NOT NULL DEFAULT 0,
    gemm_flops      TEXT NOT NULL DEFAULT '{}',
    copy_bandwidth  REAL,
    triad_bandwidth REAL,
    software        TEXT NOT NULL DEFAULT '',
    measured_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE INDEX machines_by_hardware ON machines(hardware, device);
)sql";

// The cost model (core/engine/costmodel): the least time an operator costs on a machine (its dispatch,
// measured by calibration), trained models with their held-out evaluation, and each model's predicted eager
// time per indexed sample (what New Run's estimate and balanced Slurm shards read).
constexpr std::string_view kV8CostModels = R"sql(
ALTER TABLE machines ADD COLUMN dispatch_seconds REAL;
CREATE TABLE cost_models (
    id          INTEGER PRIMARY KEY,
    hardware    TEXT NOT NULL,
    device      TEXT NOT NULL,
    examples    INTEGER NOT NULL,
    vocabulary  TEXT NOT NULL,
    parameters  BLOB NOT NULL,
    evaluation  TEXT NOT NULL DEFAULT '{}',
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE TABLE cost_predictions (
    model_id        INTEGER NOT NULL REFERENCES cost_models(id) ON DELETE CASCADE,
    sample_path     TEXT NOT NULL,
    eager_seconds   REAL NOT NULL,
    analytical_seconds REAL NOT NULL,
    PRIMARY KEY (model_id, sample_path)
);
)sql";

// Where and when each result was measured (core/util/HostDescription.h), and how busy other processes kept
// the machine meanwhile (core/util/CpuContention.h): a run resumed over days can span machines, and share
// them, with timings that differ by several times.
constexpr std::string_view kV9MachineOfResult = R"sql(
ALTER TABLE results ADD COLUMN machine TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN measured_at TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN contention REAL;
)sql";

// How long each sample took in its run, end to end: a sweep resumed over sessions has no single start and
// end time to subtract.
constexpr std::string_view kV10WallTime = R"sql(
ALTER TABLE results ADD COLUMN wall_ms REAL;
)sql";

// Repeats (RunSettings::repeats): one row per measurement of a sample, in its own fresh processes; the
// sample's row in `results` is their median (core/metrics/RepeatSummary.h) and says over how many. And when
// a run was cancelled by its user, which an unfinished run killed by a crash or a reboot was not.
constexpr std::string_view kV11RepeatsAndCancel = R"sql(
ALTER TABLE runs ADD COLUMN cancelled_at TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN repeats INTEGER;
CREATE TABLE result_repeats (
    run_id              INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    sample_path         TEXT NOT NULL,
    repeat              INTEGER NOT NULL,
    status              TEXT NOT NULL,
    failure_class       TEXT NOT NULL DEFAULT '',
    message             TEXT NOT NULL DEFAULT '',
    eager_e2e_median    REAL,
    compiled_e2e_median REAL,
    speedup_e2e         REAL,
    speedup_ci_low      REAL,
    speedup_ci_high     REAL,
    trials              INTEGER,
    rel_iqr             REAL,
    noisy               INTEGER,
    contention          REAL,
    measured_at         TEXT NOT NULL DEFAULT '',
    wall_ms             REAL,
    PRIMARY KEY (run_id, sample_path, repeat)
);
)sql";

const std::vector<Migration> kMigrations{
    {1, kV1Samples},
    {2, kV2Results},
    {3, kV3SampleGraphs},
    {4, kV4MeasurementDetails},
    {5, kV5TrialCount},
    {6, kV6SemanticsAndNoise},
    {7, kV7Machines},
    {8, kV8CostModels},
    {9, kV9MachineOfResult},
    {10, kV10WallTime},
    {11, kV11RepeatsAndCancel},
};
} // namespace

const std::vector<Migration>& migrations() {
    return kMigrations;
}

int latestSchemaVersion() {
    return kMigrations.empty() ? 0 : kMigrations.back().version;
}

Status migrate(Database& db) {
    const int current = db.userVersion();
    if (current > latestSchemaVersion())
        return Error{db.path().string(), 0, 0,
                     "store schema version " + std::to_string(current) +
                         " is newer than this build supports (" + std::to_string(latestSchemaVersion()) +
                         "); refusing to modify it"};
    for (const auto& m : kMigrations) {
        if (m.version <= current)
            continue;
        try {
            Transaction tx(db);
            // Another connection may have migrated since `current` was read (two opens of a new store at
            // once: the workbench reads its run history off the GUI thread while the GUI thread opens the
            // store); BEGIN IMMEDIATE holds the write lock, so this re-read is the truth.
            if (db.userVersion() >= m.version)
                continue;
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
