#include "core/metrics/Interpretation.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace gnw {

namespace {
bool has(const std::string& text, std::string_view what) {
    return text.find(what) != std::string::npos;
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

bool neverToleratedUnderExtended(std::string_view failType) {
    return failType == "eager_fail" || failType == "reference_fail";
}
} // namespace

std::optional<Interpretation> parseInterpretation(std::string_view name) {
    if (name == "default")
        return Interpretation::Default;
    if (name == "mismatch_extended")
        return Interpretation::MismatchExtended;
    return std::nullopt;
}

std::string_view interpretationName(Interpretation interpretation) {
    return interpretation == Interpretation::Default ? "default" : "mismatch_extended";
}

int errorCodeCount(Interpretation interpretation) {
    return interpretation == Interpretation::Default ? 3 : 4;
}

int errorCode(std::string_view failType, Interpretation interpretation) {
    const std::string e = lower(failType);
    if (interpretation == Interpretation::Default) {
        if (has(e, "accuracy"))
            return 1;
        if (has(e, "compile_fail"))
            return 3;
        return 2;
    }
    if (e.empty())
        return 3;
    if (has(e, "accuracy"))
        return 1;
    if (has(e, "nan") || has(e, "inf") || has(e, "type_mismatch") || has(e, "shape_mismatch"))
        return 2;
    if (has(e, "compile_fail"))
        return 4;
    return 3;
}

int toleratedFrom(int code, Interpretation interpretation) {
    if (interpretation == Interpretation::Default) {
        switch (code) {
        case 1:
            return 1;
        case 2:
            return 3;
        case 3:
            return 3;
        default:
            return 999;
        }
    }
    return code >= 1 && code <= 4 ? code : 999;
}

bool isTolerated(std::string_view failType, int t, Interpretation interpretation) {
    if (failType == "correct")
        return true;
    if (interpretation == Interpretation::MismatchExtended && neverToleratedUnderExtended(failType))
        return false;
    return t >= toleratedFrom(errorCode(failType, interpretation), interpretation);
}

int microToleratedFrom(std::string_view failType, Interpretation interpretation) {
    if (failType == "correct")
        return -kNeverTolerated;
    if (interpretation == Interpretation::MismatchExtended && neverToleratedUnderExtended(failType))
        return kNeverTolerated;
    return toleratedFrom(errorCode(failType, interpretation), interpretation);
}

} // namespace gnw
