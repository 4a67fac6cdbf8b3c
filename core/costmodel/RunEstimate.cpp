#include "core/costmodel/RunEstimate.h"

#include <algorithm>
#include <cmath>

namespace gnw {

RunEstimate estimateRun(const std::vector<std::optional<double>>& predictedEagerSeconds,
                        const RunSettings& settings, int backends) {
    RunEstimate out;
    out.samples = static_cast<int>(predictedEagerSeconds.size());
    for (const auto& t : predictedEagerSeconds) {
        if (!t || !(*t > 0))
            continue;
        ++out.predicted;
        out.eagerSeconds += *t;
        int calls = settings.trials;
        if (settings.minTimeSeconds > 0)
            calls = std::max(calls, static_cast<int>(std::ceil(settings.minTimeSeconds / 2 / *t)));
        calls = std::min(calls, std::max(settings.maxTrials, settings.trials));
        out.timedSeconds +=
            2.0 * *t * (settings.warmup + calls) * std::max(backends, 1) * std::max(settings.repeats, 1);
    }
    return out;
}

} // namespace gnw
