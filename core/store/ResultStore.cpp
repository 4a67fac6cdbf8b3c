#include "core/store/ResultStore.h"

#include "core/store/Database.h"
#include "core/store/OptionalColumns.h"
#include "core/store/ResultJson.h"

#include <array>
#include <unordered_map>

namespace gnw {

namespace {
constexpr std::array<const char*, 4> kSeries{"eager_e2e", "compiled_e2e", "eager_gpu", "compiled_gpu"};
constexpr std::array<const char*, 6> kStats{"median", "iqr", "mean", "std", "min", "max"};

// Columns of `results` written from a SampleResult, in bind order (run_id is bound first).
const std::vector<std::string>& resultColumns() {
    static const std::vector<std::string> columns = [] {
        std::vector<std::string> c{"sample_path", "sample_id", "status", "failure_class", "message"};
        for (const char* series : kSeries)
            for (const char* stat : kStats)
                c.push_back(std::string(series) + "_" + stat);
        for (const char* rest :
             {"compile_ms",      "speedup_e2e",     "speedup_gpu",     "speedup_kernel",
              "dtypes_eager",    "dtypes_compiled", "equal",           "all_close",
              "max_diff",        "mean_diff",       "raw_block",       "backend",
              "backend_version", "backend_options", "baseline",        "protocol",
              "thread_settings", "speedup_ci_low",  "speedup_ci_high", "graph_breaks",
              "recompiles",      "trials",          "semantics",       "rel_iqr",
              "remeasures",      "noisy",           "eager_kernel_ms", "compiled_kernel_ms",
              "machine",         "measured_at",     "contention",      "wall_ms",
              "repeats"})
            c.emplace_back(rest);
        return c;
    }();
    return columns;
}

std::string joinWords(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) {
        if (!out.empty())
            out += ' ';
        out += w;
    }
    return out;
}

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto end = text.find(' ', i);
        const auto stop = end == std::string::npos ? text.size() : end;
        if (stop > i)
            out.push_back(text.substr(i, stop - i));
        i = stop + 1;
    }
    return out;
}

std::array<const TimingStats*, 4> seriesOf(const SampleResult& r) {
    return {&r.eagerE2e, &r.compiledE2e, &r.eagerGpu, &r.compiledGpu};
}

std::array<std::optional<double> TimingStats::*, 6> statMembers() {
    return {&TimingStats::median, &TimingStats::iqr, &TimingStats::mean,
            &TimingStats::std,    &TimingStats::min, &TimingStats::max};
}

constexpr const char* kRunColumns =
    "id, name, compiler, device, hardware, framework_version, threads, warmup, trials, seed, started_at, "
    "finished_at, command_line, source, source_file, source_digest, dataset_root, config, notes, created_at, "
    "(SELECT COUNT(*) FROM results WHERE results.run_id = runs.id), cancelled_at";

RunRecord readRun(const Statement& st) {
    RunRecord r;
    r.id = st.columnInt(0);
    r.name = st.columnText(1);
    r.compiler = st.columnText(2);
    r.device = st.columnText(3);
    r.hardware = st.columnText(4);
    r.frameworkVersion = st.columnText(5);
    r.threads = optSmallInt(st, 6);
    r.warmup = optSmallInt(st, 7);
    r.trials = optSmallInt(st, 8);
    r.seed = optInt(st, 9);
    r.startedAt = st.columnText(10);
    r.finishedAt = st.columnText(11);
    r.commandLine = st.columnText(12);
    r.source = st.columnText(13) == "log" ? RunSource::Log : RunSource::Engine;
    r.sourceFile = st.columnText(14);
    r.sourceDigest = st.columnText(15);
    r.datasetRoot = st.columnText(16);
    r.configJson = st.columnText(17);
    r.notes = st.columnText(18);
    r.createdAt = st.columnText(19);
    r.resultCount = static_cast<int>(st.columnInt(20));
    r.cancelledAt = st.columnText(21);
    return r;
}

std::optional<RunRecord> firstRun(Statement& st) {
    if (!st.step())
        return std::nullopt;
    return readRun(st);
}

// A duplicate-path suffix added by the importer ("path#2") is not part of the sample's location.
std::string_view withoutOccurrenceSuffix(std::string_view path) {
    const auto hash = path.rfind('#');
    if (hash == std::string_view::npos || hash + 1 == path.size())
        return path;
    for (std::size_t i = hash + 1; i < path.size(); ++i)
        if (path[i] < '0' || path[i] > '9')
            return path;
    return path.substr(0, hash);
}
} // namespace

std::int64_t ResultStore::insertRun(const RunRecord& run) {
    auto st = m_db.prepare(
        "INSERT INTO runs (name, compiler, device, hardware, framework_version, threads, warmup, trials, "
        "seed, "
        "started_at, finished_at, command_line, source, source_file, source_digest, dataset_root, config, "
        "notes) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)");
    st.bind(1, run.name).bind(2, run.compiler).bind(3, run.device).bind(4, run.hardware);
    st.bind(5, run.frameworkVersion);
    bindOptInt(st, 6, run.threads);
    bindOptInt(st, 7, run.warmup);
    bindOptInt(st, 8, run.trials);
    bindOptInt(st, 9, run.seed);
    st.bind(10, run.startedAt).bind(11, run.finishedAt).bind(12, run.commandLine);
    st.bind(13, run.source == RunSource::Log ? "log" : "engine");
    st.bind(14, run.sourceFile).bind(15, run.sourceDigest).bind(16, run.datasetRoot);
    st.bind(17, run.configJson.empty() ? std::string("{}") : run.configJson).bind(18, run.notes);
    st.run();
    return m_db.lastInsertId();
}

std::int64_t ResultStore::insertResult(std::int64_t runId, const SampleResult& r) {
    static const std::string sql = [] {
        const auto& cols = resultColumns();
        std::string names = "run_id", values = "?1", updates;
        for (std::size_t i = 0; i < cols.size(); ++i) {
            names += ", " + cols[i];
            values += ", ?" + std::to_string(i + 2);
            updates += (i ? ", " : "") + cols[i] + " = excluded." + cols[i];
        }
        return "INSERT INTO results (" + names + ") VALUES (" + values +
               ") ON CONFLICT (run_id, sample_path) DO UPDATE SET " + updates + " RETURNING id";
    }();
    auto st = m_db.prepare(sql);
    int i = 1;
    st.bind(i++, runId);
    st.bind(i++, r.samplePath);
    bindOptInt(st, i++, r.sampleId);
    st.bind(i++, statusName(r.status));
    st.bind(i++, r.failureClass);
    st.bind(i++, r.message);
    for (const TimingStats* series : seriesOf(r))
        for (auto member : statMembers())
            st.bind(i++, series->*member);
    st.bind(i++, r.compileMs);
    st.bind(i++, r.speedupE2e);
    st.bind(i++, r.speedupGpu);
    st.bind(i++, r.speedupKernel);
    st.bind(i++, joinWords(r.dtypesEager));
    st.bind(i++, joinWords(r.dtypesCompiled));
    st.bind(i++, numbersToJson(r.equal));
    st.bind(i++, numberListsToJson(r.allClose));
    st.bind(i++, numbersToJson(r.maxDiff));
    st.bind(i++, numbersToJson(r.meanDiff));
    st.bind(i++, r.rawBlock);
    const MeasurementDetails& d = r.details;
    for (const std::string* text :
         {&d.backend, &d.backendVersion, &d.backendOptions, &d.baseline, &d.protocol, &d.threadSettings})
        st.bind(i++, *text);
    st.bind(i++, d.speedupCiLow);
    st.bind(i++, d.speedupCiHigh);
    bindOptInt(st, i++, d.graphBreaks);
    bindOptInt(st, i++, d.recompiles);
    bindOptInt(st, i++, d.trials);
    st.bind(i++, d.semantics);
    st.bind(i++, d.relIqr);
    bindOptInt(st, i++, d.remeasures);
    bindOptInt(st, i++, d.noisy ? std::optional<std::int64_t>(*d.noisy ? 1 : 0) : std::nullopt);
    st.bind(i++, d.eagerKernelMs);
    st.bind(i++, d.compiledKernelMs);
    st.bind(i++, d.machine);
    st.bind(i++, d.measuredAt);
    st.bind(i++, d.contention);
    st.bind(i++, d.wallMs);
    bindOptInt(st, i++, d.repeats);
    st.step();
    return st.columnInt(0);
}

std::int64_t ResultStore::createRun(const RunRecord& run) {
    Transaction tx(m_db);
    const auto id = insertRun(run);
    tx.commit();
    return id;
}

std::int64_t ResultStore::addResult(std::int64_t runId, const SampleResult& result) {
    Transaction tx(m_db);
    const auto id = insertResult(runId, result);
    tx.commit();
    return id;
}

std::int64_t ResultStore::importRun(const RunRecord& run, const std::vector<SampleResult>& results) {
    Transaction tx(m_db);
    const auto id = insertRun(run);
    for (const auto& r : results)
        insertResult(id, r);
    tx.commit();
    return id;
}

void ResultStore::finishRun(std::int64_t runId, const std::string& finishedAt) {
    auto st =
        m_db.prepare(finishedAt.empty()
                         ? "UPDATE runs SET finished_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?1"
                         : "UPDATE runs SET finished_at = ?2 WHERE id = ?1");
    st.bind(1, runId);
    if (!finishedAt.empty())
        st.bind(2, finishedAt);
    st.run();
}

void ResultStore::markCancelled(std::int64_t runId, bool cancelled) {
    auto st = m_db.prepare(
        cancelled ? "UPDATE runs SET cancelled_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?1"
                  : "UPDATE runs SET cancelled_at = '' WHERE id = ?1");
    st.bind(1, runId);
    st.run();
}

std::vector<RunRecord> ResultStore::listRuns() {
    auto st = m_db.prepare(std::string("SELECT ") + kRunColumns + " FROM runs ORDER BY id");
    std::vector<RunRecord> out;
    while (st.step())
        out.push_back(readRun(st));
    return out;
}

std::optional<RunRecord> ResultStore::run(std::int64_t runId) {
    auto st = m_db.prepare(std::string("SELECT ") + kRunColumns + " FROM runs WHERE id = ?1");
    st.bind(1, runId);
    return firstRun(st);
}

std::optional<RunRecord> ResultStore::findRunByDigest(const std::string& digest) {
    auto st = m_db.prepare(std::string("SELECT ") + kRunColumns +
                           " FROM runs WHERE source_digest = ?1 ORDER BY id");
    st.bind(1, digest);
    return firstRun(st);
}

bool ResultStore::deleteRun(std::int64_t runId) {
    auto st = m_db.prepare("DELETE FROM runs WHERE id = ?1");
    st.bind(1, runId);
    st.run();
    return m_db.changes() > 0;
}

bool ResultStore::updateRunLabel(std::int64_t runId, const std::string& name, const std::string& notes) {
    auto st = m_db.prepare("UPDATE runs SET name = ?2, notes = ?3 WHERE id = ?1");
    st.bind(1, runId).bind(2, name).bind(3, notes);
    st.run();
    return m_db.changes() > 0;
}

bool ResultStore::updateRunConfig(std::int64_t runId, const std::string& configJson) {
    auto st = m_db.prepare("UPDATE runs SET config = ?2 WHERE id = ?1");
    st.bind(1, runId).bind(2, configJson);
    st.run();
    return m_db.changes() > 0;
}

std::vector<SampleResult> ResultStore::results(std::int64_t runId) {
    std::string sql = "SELECT r.id";
    for (const auto& c : resultColumns())
        sql += ", r." + c;
    sql += ", COALESCE(s.category, ''), COALESCE(s.heuristic_tag, ''), s.graph_flops, s.graph_bytes FROM results r "
           "LEFT JOIN samples s ON s.id = r.sample_id WHERE r.run_id = ?1 ORDER BY r.id";
    auto st = m_db.prepare(sql);
    st.bind(1, runId);
    std::vector<SampleResult> out;
    while (st.step()) {
        SampleResult r;
        int c = 0;
        r.id = st.columnInt(c++);
        r.samplePath = st.columnText(c++);
        r.sampleId = optInt(st, c++);
        r.status = parseStatus(st.columnText(c++)).value_or(SampleStatus::EagerFail);
        r.failureClass = st.columnText(c++);
        r.message = st.columnText(c++);
        for (TimingStats* series : {&r.eagerE2e, &r.compiledE2e, &r.eagerGpu, &r.compiledGpu})
            for (auto member : statMembers())
                series->*member = st.columnOptDouble(c++);
        r.compileMs = st.columnOptDouble(c++);
        r.speedupE2e = st.columnOptDouble(c++);
        r.speedupGpu = st.columnOptDouble(c++);
        r.speedupKernel = st.columnOptDouble(c++);
        r.dtypesEager = splitWords(st.columnText(c++));
        r.dtypesCompiled = splitWords(st.columnText(c++));
        r.equal = numbersFromJson(st.columnText(c++));
        r.allClose = numberListsFromJson(st.columnText(c++));
        r.maxDiff = numbersFromJson(st.columnText(c++));
        r.meanDiff = numbersFromJson(st.columnText(c++));
        r.rawBlock = st.columnText(c++);
        MeasurementDetails& d = r.details;
        for (std::string* text :
             {&d.backend, &d.backendVersion, &d.backendOptions, &d.baseline, &d.protocol, &d.threadSettings})
            *text = st.columnText(c++);
        d.speedupCiLow = st.columnOptDouble(c++);
        d.speedupCiHigh = st.columnOptDouble(c++);
        for (std::optional<int>* count : {&d.graphBreaks, &d.recompiles, &d.trials})
            if (const auto v = optInt(st, c++))
                *count = static_cast<int>(*v);
        d.semantics = st.columnText(c++);
        d.relIqr = st.columnOptDouble(c++);
        if (const auto v = optInt(st, c++))
            d.remeasures = static_cast<int>(*v);
        if (const auto v = optInt(st, c++))
            d.noisy = *v != 0;
        d.eagerKernelMs = st.columnOptDouble(c++);
        d.compiledKernelMs = st.columnOptDouble(c++);
        d.machine = st.columnText(c++);
        d.measuredAt = st.columnText(c++);
        d.contention = st.columnOptDouble(c++);
        d.wallMs = st.columnOptDouble(c++);
        d.repeats = optSmallInt(st, c++);
        r.category = st.columnText(c++);
        r.heuristicTag = st.columnText(c++);
        r.graphFlops = st.columnOptDouble(c++);
        r.graphBytes = st.columnOptDouble(c++);
        out.push_back(std::move(r));
    }
    return out;
}

int ResultStore::linkSamples(std::int64_t runId) {
    const auto owner = run(runId);
    if (!owner)
        return 0;
    struct Candidate {
        std::int64_t id;
        std::string root;
    };
    std::unordered_map<std::string, std::vector<Candidate>> byRelPath;
    {
        auto st = m_db.prepare("SELECT id, dataset_root, rel_path FROM samples ORDER BY id");
        while (st.step())
            byRelPath[st.columnText(2)].push_back({st.columnInt(0), st.columnText(1)});
    }
    std::vector<std::pair<std::int64_t, std::optional<std::int64_t>>> links;
    {
        auto st = m_db.prepare("SELECT id, sample_path FROM results WHERE run_id = ?1");
        st.bind(1, runId);
        while (st.step()) {
            const std::string path = st.columnText(1);
            const std::string_view p = withoutOccurrenceSuffix(path);
            std::optional<std::int64_t> match;
            // Tails from the longest: "/a/samples/timm/x", "a/samples/timm/x", "samples/timm/x", ...
            for (std::size_t start = 0; start < p.size() && !match;) {
                const auto it = byRelPath.find(std::string(p.substr(start)));
                if (it != byRelPath.end()) {
                    match = it->second.front().id;
                    for (const auto& c : it->second)
                        if (c.root == owner->datasetRoot)
                            match = c.id;
                }
                const auto slash = p.find('/', start);
                if (slash == std::string_view::npos)
                    break;
                start = slash + 1;
            }
            links.emplace_back(st.columnInt(0), match);
        }
    }
    Transaction tx(m_db);
    auto update = m_db.prepare("UPDATE results SET sample_id = ?2 WHERE id = ?1");
    int linked = 0;
    for (const auto& [resultId, sampleId] : links) {
        update.bind(1, resultId);
        bindOptInt(update, 2, sampleId);
        update.run();
        linked += sampleId.has_value();
    }
    tx.commit();
    return linked;
}

} // namespace gnw
