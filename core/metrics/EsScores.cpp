#include "core/metrics/EsScores.h"

#include <cmath>
#include <cstdio>

namespace gnw {

namespace {
constexpr std::size_t kNamesShown = 8;

// The first few names of a possibly long list, and how many there are.
struct NameList {
    std::vector<std::string> shown;
    std::size_t count = 0;

    void add(const std::string& name, std::string_view detail = {}) {
        if (count++ < kNamesShown)
            shown.push_back(detail.empty() ? name : name + " (" + std::string(detail) + ")");
    }
    bool empty() const { return count == 0; }
    std::string text() const {
        std::string out;
        for (std::size_t i = 0; i < shown.size(); ++i)
            out += (i ? ", " : "") + shown[i];
        if (count > shown.size())
            out += ", ... and " + std::to_string(count - shown.size()) + " more";
        return out;
    }
};

std::string formatted(const char* format, double a, double b, double c, double d) {
    char buf[160];
    std::snprintf(buf, sizeof buf, format, a, b, c, d);
    return buf;
}

// Samples whose micro and macro treatment differ at level t: correct ones without a usable speedup
// (micro 1, macro left out of alpha), and failures the micro rule does not tolerate although their code's
// tau says so (eager_fail under mismatch_extended).
std::string culprits(const std::vector<ScoredSample>& samples, int t, bool frozen,
                     Interpretation interpretation) {
    const FailTypeCodes codes(interpretation);
    const int level = frozen && t >= 1 ? 1 : t;
    NameList noSpeedup, untolerated;
    for (const auto& sample : samples) {
        if (sample.correctAt(level)) {
            if (!sample.hasUsableSpeedup())
                noSpeedup.add(sample.name);
        } else if (frozen && t >= 1) {
            const int type = sample.failTypeIndexAt(1);
            if ((t >= codes.microFrom[type]) != (t >= codes.macroFrom[type]))
                untolerated.add(sample.name, sample.failTypeAt(1));
        }
    }
    std::string out;
    if (!untolerated.empty())
        out += " caused by " + std::to_string(untolerated.count) +
               " sample(s) the micro form never tolerates under " +
               std::string(interpretationName(interpretation)) +
               " while the macro form tolerates their error code: " + untolerated.text();
    if (!noSpeedup.empty())
        out += std::string(out.empty() ? " caused by " : "; and by ") + std::to_string(noSpeedup.count) +
               " correct sample(s) without a usable speedup: " + noSpeedup.text();
    return out.empty() ? " (no single sample explains it)" : out;
}
} // namespace

bool microMatchesMacro(double micro, double macro) {
    return std::fabs(micro - macro) <= 1e-3 + 1e-3 * std::fabs(macro);
}

std::optional<double> ScoreCurve::esAt(int level) const {
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i] == level)
            return es[i];
    return std::nullopt;
}

ScoreCurve computeScores(const std::vector<ScoredSample>& samples, const ScoreParams& params) {
    ScoreCurve curve;
    curve.samples = static_cast<int>(samples.size());
    for (int t = kMinTolerance; t <= maxScoredTolerance(params.interpretation); ++t)
        curve.t.push_back(t);
    auto micro = microScores(samples, params);
    curve.s = std::move(micro.s);
    curve.es = std::move(micro.es);
    curve.macro = macroScores(samples, params);
    if (samples.empty()) {
        curve.warnings.push_back("no results: S(t) and ES(t) are undefined");
        return curve;
    }
    NameList noSpeedup;
    for (const auto& sample : samples)
        if (sample.correctMask && !sample.hasUsableSpeedup())
            noSpeedup.add(sample.name);
    if (!noSpeedup.empty())
        curve.warnings.push_back(
            std::to_string(noSpeedup.count) +
            " correct sample(s) have no usable speedup (upstream's scorer crashes on them); "
            "counted as speedup 1 by the micro form, left out of alpha by the macro form: " +
            noSpeedup.text());
    for (std::size_t i = 0; i < curve.t.size(); ++i) {
        const int t = curve.t[i];
        const auto& m = curve.macro[i];
        if (!microMatchesMacro(curve.es[i], m.es))
            curve.warnings.push_back("t=" + std::to_string(t) +
                                     formatted(": ES micro %.6f != macro %.6f (|diff| %.2e > %.2e);",
                                               curve.es[i], m.es, std::fabs(curve.es[i] - m.es),
                                               1e-3 + 1e-3 * std::fabs(m.es)) +
                                     culprits(samples, t, true, params.interpretation));
        if (t >= 1 && !microMatchesMacro(curve.s[i], m.s))
            curve.warnings.push_back("t=" + std::to_string(t) +
                                     formatted(": S micro %.6f != macro %.6f (|diff| %.2e > %.2e);",
                                               curve.s[i], m.s, std::fabs(curve.s[i] - m.s),
                                               1e-3 + 1e-3 * std::fabs(m.s)) +
                                     culprits(samples, t, false, params.interpretation));
    }
    return curve;
}

} // namespace gnw
