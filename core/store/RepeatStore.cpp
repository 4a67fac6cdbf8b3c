#include "core/store/RepeatStore.h"

#include "core/store/Database.h"
#include "core/store/OptionalColumns.h"

namespace gnw {

void RepeatStore::add(std::int64_t runId, const std::string& samplePath, const RepeatRecord& r) {
    auto st = m_db.prepare(
        "INSERT OR REPLACE INTO result_repeats (run_id, sample_path, repeat, status, failure_class, message, "
        "eager_e2e_median, compiled_e2e_median, speedup_e2e, speedup_ci_low, speedup_ci_high, trials, "
        "rel_iqr, "
        "noisy, contention, measured_at, wall_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, "
        "?13, ?14, ?15, ?16, ?17)");
    st.bind(1, runId).bind(2, samplePath).bind(3, r.repeat).bind(4, statusName(r.status));
    st.bind(5, r.failureClass).bind(6, r.message);
    st.bind(7, r.eagerMs).bind(8, r.compiledMs).bind(9, r.speedup).bind(10, r.ciLow).bind(11, r.ciHigh);
    bindOptInt(st, 12, r.trials);
    st.bind(13, r.relIqr);
    bindOptInt(st, 14, r.noisy ? std::optional<std::int64_t>(*r.noisy ? 1 : 0) : std::nullopt);
    st.bind(15, r.contention).bind(16, r.measuredAt).bind(17, r.wallMs);
    st.run();
}

void RepeatStore::clear(std::int64_t runId, const std::string& samplePath) {
    auto st = m_db.prepare("DELETE FROM result_repeats WHERE run_id = ?1 AND sample_path = ?2");
    st.bind(1, runId).bind(2, samplePath);
    st.run();
}

std::vector<RepeatRecord> RepeatStore::repeats(std::int64_t runId, const std::string& samplePath) {
    auto st = m_db.prepare(
        "SELECT repeat, status, failure_class, message, eager_e2e_median, compiled_e2e_median, speedup_e2e, "
        "speedup_ci_low, speedup_ci_high, trials, rel_iqr, noisy, contention, measured_at, wall_ms FROM "
        "result_repeats WHERE run_id = ?1 AND sample_path = ?2 ORDER BY repeat");
    st.bind(1, runId).bind(2, samplePath);
    std::vector<RepeatRecord> out;
    while (st.step()) {
        RepeatRecord r;
        r.repeat = static_cast<int>(st.columnInt(0));
        r.status = parseStatus(st.columnText(1)).value_or(SampleStatus::EagerFail);
        r.failureClass = st.columnText(2);
        r.message = st.columnText(3);
        r.eagerMs = st.columnOptDouble(4);
        r.compiledMs = st.columnOptDouble(5);
        r.speedup = st.columnOptDouble(6);
        r.ciLow = st.columnOptDouble(7);
        r.ciHigh = st.columnOptDouble(8);
        r.trials = optSmallInt(st, 9);
        r.relIqr = st.columnOptDouble(10);
        if (const auto noisy = optSmallInt(st, 11))
            r.noisy = *noisy != 0;
        r.contention = st.columnOptDouble(12);
        r.measuredAt = st.columnText(13);
        r.wallMs = st.columnOptDouble(14);
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace gnw
