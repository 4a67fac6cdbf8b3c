#include "core/store/MachineStore.h"

#include <nlohmann/json.hpp>

namespace gnw {

namespace {

constexpr const char* kColumns =
    "id, hardware, device, threads, gemm_flops, copy_bandwidth, triad_bandwidth, software, measured_at, "
    "dispatch_seconds";

MachinePeaks read(const Statement& st) {
    MachinePeaks m;
    m.id = st.columnInt(0);
    m.hardware = st.columnText(1);
    m.device = st.columnText(2);
    m.threads = static_cast<int>(st.columnInt(3));
    const auto gemm = nlohmann::json::parse(st.columnText(4), nullptr, false);
    if (gemm.is_object())
        for (const auto& [dtype, flops] : gemm.items())
            if (flops.is_number())
                m.gemmFlops[dtype] = flops.get<double>();
    m.copyBandwidth = st.columnOptDouble(5);
    m.triadBandwidth = st.columnOptDouble(6);
    m.software = st.columnText(7);
    m.measuredAt = st.columnText(8);
    m.dispatchSeconds = st.columnOptDouble(9);
    return m;
}

} // namespace

std::int64_t MachineStore::add(const MachinePeaks& peaks) {
    nlohmann::json gemm = nlohmann::json::object();
    for (const auto& [dtype, flops] : peaks.gemmFlops)
        gemm[dtype] = flops;
    auto st = m_db.prepare("INSERT INTO machines (hardware, device, threads, gemm_flops, copy_bandwidth, "
                           "triad_bandwidth, software, dispatch_seconds) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    st.bind(1, peaks.hardware)
        .bind(2, peaks.device)
        .bind(3, peaks.threads)
        .bind(4, gemm.dump())
        .bind(5, peaks.copyBandwidth)
        .bind(6, peaks.triadBandwidth)
        .bind(7, peaks.software)
        .bind(8, peaks.dispatchSeconds);
    st.run();
    return m_db.lastInsertId();
}

std::vector<MachinePeaks> MachineStore::list() {
    auto st =
        m_db.prepare(std::string("SELECT ") + kColumns + " FROM machines ORDER BY measured_at DESC, id DESC");
    std::vector<MachinePeaks> out;
    while (st.step())
        out.push_back(read(st));
    return out;
}

std::optional<MachinePeaks> MachineStore::latest(const std::string& hardware, const std::string& device) {
    auto st = m_db.prepare(std::string("SELECT ") + kColumns +
                           " FROM machines WHERE hardware = ?1 AND (?2 = '' OR device = ?2) "
                           "ORDER BY measured_at DESC, id DESC LIMIT 1");
    st.bind(1, hardware).bind(2, device);
    if (!st.step())
        return std::nullopt;
    return read(st);
}

} // namespace gnw
