#include "core/logs/StatusClassifier.h"

#include <string_view>

namespace gnw {

namespace {
bool contains(std::string_view line, std::string_view what) {
    return line.find(what) != std::string_view::npos;
}
} // namespace

SampleStatus classifyStatus(const std::vector<std::string>& lines) {
    bool eager = false, compiled = false, shapeMatch = false, typeMatch = false, errorText = false;
    for (const std::string& line : lines) {
        if (contains(line, "[Datatype][eager]")) {
            eager = true;
        } else if (contains(line, "[Datatype][compiled]")) {
            compiled = true;
        } else if (contains(line, "[Shape]") && contains(line, "match:True")) {
            shapeMatch = true;
        } else if (contains(line, "[DataType]") && contains(line, "match:True")) {
            typeMatch = true;
        } else if (contains(line, "all_close")) {
            // all_close lines exist only when both phases ran and the outputs were compared.
            eager = compiled = shapeMatch = true;
        }
        if (contains(line, "Exception:") || contains(line, "Error:"))
            errorText = true;
    }
    if (!eager)
        return SampleStatus::EagerFail;
    if (!compiled)
        return SampleStatus::CompileFail;
    if (!shapeMatch)
        return SampleStatus::ShapeMismatch;
    if (!typeMatch)
        return SampleStatus::TypeMismatch;
    if (errorText)
        return SampleStatus::RuntimeFail;
    return SampleStatus::Correct;
}

} // namespace gnw
