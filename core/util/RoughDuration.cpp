#include "core/util/RoughDuration.h"

#include <cstdio>

namespace gnw {

RoughDuration roughDuration(double seconds) {
    if (seconds < 90)
        return {seconds, seconds < 10 ? 1 : 0, RoughDuration::Unit::Seconds};
    if (seconds < 5400)
        return {seconds / 60, 0, RoughDuration::Unit::Minutes};
    return {seconds / 3600, 1, RoughDuration::Unit::Hours};
}

std::string roughDurationText(double seconds) {
    const RoughDuration d = roughDuration(seconds);
    const char* unit = d.unit == RoughDuration::Unit::Seconds   ? "s"
                       : d.unit == RoughDuration::Unit::Minutes ? "min"
                                                                : "h";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f %s", d.decimals, d.amount, unit);
    return text;
}

} // namespace gnw
