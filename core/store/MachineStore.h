#pragma once
// The store's `machines` table: every calibration kept (a machine re-measured after a BIOS or driver change
// keeps its history); readers take the newest for a hardware and device.
#include "core/store/Database.h"
#include "core/store/MachinePeaks.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

class MachineStore {
public:
    explicit MachineStore(Database& db) : m_db(db) {}

    std::int64_t add(const MachinePeaks& peaks);
    std::vector<MachinePeaks> list(); // newest first
    // The newest calibration of `hardware` on `device` ("" matches any device).
    std::optional<MachinePeaks> latest(const std::string& hardware, const std::string& device = {});

private:
    Database& m_db;
};

} // namespace gnw
