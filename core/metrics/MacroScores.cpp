#include "core/metrics/EsScores.h"

#include <cmath>

namespace gnw {

namespace {
struct SetStats {
    int n = 0, correct = 0, slow = 0, withSpeedup = 0;
    double sumLog = 0, sumLogSlow = 0;
    std::vector<int> failuresByCode; // index c - 1
};

// Statistics of every level at once: one pass over the samples, the levels in the inner loop.
std::vector<SetStats> statsPerLevel(const std::vector<ScoredSample>& samples, int levels,
                                    Interpretation interpretation) {
    const FailTypeCodes codes(interpretation);
    std::vector<SetStats> st(levels);
    for (auto& s : st) {
        s.n = static_cast<int>(samples.size());
        s.failuresByCode.assign(errorCodeCount(interpretation), 0);
    }
    const int codeCount = errorCodeCount(interpretation);
    for (const auto& sample : samples) {
        const bool usable = sample.hasUsableSpeedup();
        const double l = usable ? std::log(sample.speedup) : 0.0;
        const bool slow = usable && sample.speedup < 1.0;
        for (int j = 0; j < levels; ++j) {
            auto& s = st[j];
            const int t = j + kMinTolerance;
            if (sample.correctAt(t)) {
                ++s.correct;
                s.withSpeedup += usable;
                s.sumLog += l;
                s.slow += slow;
                s.sumLogSlow += slow ? l : 0.0;
            } else if (const int code = codes.code[sample.failTypeIndexAt(t)];
                       code >= 1 && code <= codeCount) {
                ++s.failuresByCode[code - 1];
            }
        }
    }
    return st;
}

void fillParameters(const SetStats& st, MacroStats& m) {
    m.samples = st.n;
    m.correct = st.correct;
    m.slow = st.slow;
    m.lambda = st.n ? static_cast<double>(st.correct) / st.n : 1.0;
    m.eta = st.correct ? static_cast<double>(st.slow) / st.correct : 0.0;
    m.alpha = st.withSpeedup ? std::exp(st.sumLog / st.withSpeedup) : 1.0;
    m.beta = st.slow ? std::exp(st.sumLogSlow / st.slow) : 1.0;
    const int failed = st.n - st.correct;
    m.pi.clear();
    for (int count : st.failuresByCode)
        m.pi.push_back(failed ? static_cast<double>(count) / failed : 0.0);
}

double sMacro(const MacroStats& m, double p, double base) {
    return std::pow(m.alpha, m.lambda) * std::pow(m.beta, m.lambda * m.eta * p) *
           std::pow(base, 1.0 - m.lambda);
}
} // namespace

std::vector<MacroStats> macroScores(const std::vector<ScoredSample>& samples, const ScoreParams& params) {
    const auto interpretation = params.interpretation;
    const int tMax = maxScoredTolerance(interpretation);
    const auto stats = statsPerLevel(samples, tMax - kMinTolerance + 1, interpretation);
    const SetStats& atOne = stats[1 - kMinTolerance];
    std::vector<MacroStats> out;
    for (int t = kMinTolerance; t <= tMax; ++t) {
        MacroStats m;
        m.t = t;
        fillParameters(stats[t - kMinTolerance], m);
        m.s = sMacro(m, params.p, params.b);
        if (t <= 0) {
            m.gamma = params.b;
        } else {
            fillParameters(atOne, m);
            double exponent = 0.0;
            for (std::size_t c = 1; c <= m.pi.size(); ++c)
                if (t < toleratedFrom(static_cast<int>(c), interpretation))
                    exponent += m.pi[c - 1];
            m.gamma = std::pow(params.b, exponent);
        }
        m.es = sMacro(m, params.p, m.gamma);
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace gnw
