#include "core/analysis/RunWallTime.h"

#include <cmath>

namespace gnw {

RunWallTime wallTimeOf(const std::vector<SampleResult>& results) {
    RunWallTime out;
    for (const auto& r : results) {
        if (r.details.wallMs) {
            out.totalMs += *r.details.wallMs;
            ++out.timed;
        } else {
            ++out.untimed;
        }
    }
    return out;
}

namespace {

std::string hoursMinutes(double ms) {
    const auto minutes = static_cast<long long>(std::llround(ms / 60000.0));
    if (minutes < 1)
        return std::to_string(static_cast<long long>(std::llround(ms / 1000.0))) + " s";
    if (minutes < 60)
        return std::to_string(minutes) + " min";
    return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

} // namespace

std::optional<std::string> wallTimeNote(const RunWallTime& wall) {
    if (wall.timed == 0)
        return std::nullopt;
    std::string note =
        (wall.timed == 1 ? std::string("the sample") : "the " + std::to_string(wall.timed) + " samples") +
        " took " + hoursMinutes(wall.totalMs) +
        " of wall time (sum of each sample's: worker start, compile, warm-up, trials, comparison)";
    if (wall.untimed > 0)
        note += "; " + std::to_string(wall.untimed) + " more results record no wall time (measured before " +
                "schema 10, or imported)";
    return note;
}

} // namespace gnw
