#pragma once
// S(t) and ES(t) of a set of samples (spec 6.2-6.5), computed twice and independently: the micro form
// (geometric mean of per-sample rectified speedups, what upstream reports) and the macro form
// (alpha, beta, lambda, eta, pi_c, gamma_t). Where the two differ by more than upstream's check
// (|micro - macro| <= 1e-3 + 1e-3 |macro|) upstream aborts; here the curve carries a warning that names
// the samples causing it, and the micro values are kept.
#include "core/metrics/Interpretation.h"
#include "core/metrics/ScoredSample.h"

#include <optional>
#include <string>
#include <vector>

namespace gnw {

struct ScoreParams {
    double p = 0.0; // negative-speedup penalty: rect(s) = s^(p+1) for s < 1
    double b = 0.1; // failure penalty ("fpdb")
    Interpretation interpretation = Interpretation::Default;
};

// Macro statistics at one t. For t >= 1 the sets are frozen at t = 1 (as ES is); `s` alone uses the
// sets at t itself, to be compared with the micro S(t).
struct MacroStats {
    int t = 0;
    int samples = 0; // N
    int correct = 0; // M
    int slow = 0;    // K: correct with speedup < 1
    double lambda = 1, eta = 0, alpha = 1, beta = 1, gamma = 0;
    std::vector<double> pi; // pi[c - 1], c = 1..errorCodeCount()
    double s = 0, es = 0;
};

struct ScoreCurve {
    std::vector<int> t;        // -10 .. K+1
    std::vector<double> s, es; // micro values (NaN for an empty sample set)
    std::vector<MacroStats> macro;
    std::vector<std::string> warnings;
    int samples = 0;

    std::optional<double> esAt(int level) const;
};

struct MicroScores {
    std::vector<double> s, es;
};

// A correct sample without a usable speedup (absent, zero, NaN) contributes 1 to the micro form and is
// left out of alpha by the macro form (upstream's micro code crashes on it).
MicroScores microScores(const std::vector<ScoredSample>& samples, const ScoreParams& params);
std::vector<MacroStats> macroScores(const std::vector<ScoredSample>& samples, const ScoreParams& params);

ScoreCurve computeScores(const std::vector<ScoredSample>& samples, const ScoreParams& params);

// upstream's np.allclose(micro, macro, rtol=1e-3, atol=1e-3).
bool microMatchesMacro(double micro, double macro);

} // namespace gnw
