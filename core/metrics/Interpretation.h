#pragma once
// How ES(t) treats failures at positive tolerance levels (spec 6.1): each fail type maps to an error
// code c, tolerated from t >= tau_c. Upstream: graph_net/*_positive_tolerance_interpretation.py.
#include <optional>
#include <string_view>

namespace gnw {

enum class Interpretation { Default, MismatchExtended };

std::optional<Interpretation> parseInterpretation(std::string_view name); // "default", "mismatch_extended"
std::string_view interpretationName(Interpretation interpretation);

// K: default 3 (accuracy, runtime, compilation), mismatch_extended 4. Scores cover t = -10 .. K+1.
int errorCodeCount(Interpretation interpretation);
inline int maxScoredTolerance(Interpretation interpretation) {
    return errorCodeCount(interpretation) + 1;
}

// Code of a fail type ("accuracy", "eager_fail", ...) by upstream's lower-cased substring tests in order.
int errorCode(std::string_view failType, Interpretation interpretation);
// tau_c of the macro form (and of the micro form, except for the exceptions below); 999 for unknown codes.
int toleratedFrom(int code, Interpretation interpretation);

// The micro form's rule: `correct` always; under mismatch_extended eager_fail/reference_fail never
// (while the macro form still uses tau_3 = 3 for them: the known upstream disagreement); else t >= tau_c.
bool isTolerated(std::string_view failType, int t, Interpretation interpretation);

// The smallest t at which isTolerated() holds for t >= 1 (it is monotone in t); a large value if never.
int microToleratedFrom(std::string_view failType, Interpretation interpretation);
inline constexpr int kNeverTolerated = 1 << 20;

} // namespace gnw
