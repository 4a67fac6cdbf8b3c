#include "core/analysis/RunWallTime.h"

#include "core/util/RoughDuration.h"

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

std::optional<std::string> wallTimeNote(const RunWallTime& wall) {
    if (wall.timed == 0)
        return std::nullopt;
    std::string note =
        (wall.timed == 1 ? std::string("the sample") : "the " + std::to_string(wall.timed) + " samples") +
        " took " + roughDurationText(wall.totalMs / 1000) +
        " of wall time (sum of each sample's: worker start, compile, warm-up, trials, comparison)";
    if (wall.untimed > 0)
        note += "; " + std::to_string(wall.untimed) + " more results record no wall time (measured before " +
                "schema 10, or imported)";
    return note;
}

} // namespace gnw
