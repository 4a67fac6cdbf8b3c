#include "core/dataset/SampleRules.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

namespace gnw {

namespace {

std::string formatNumber(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

std::string shapeText(const std::vector<std::int64_t>& shape) {
    std::string out = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        out += (i ? ", " : "") + std::to_string(shape[i]);
    return out + "]";
}

// What makes a running variance negative, or "" when nothing does.
std::string negativeVariance(const TensorMeta& m) {
    if (m.mean && *m.mean < 0)
        return "its mean is " + formatNumber(*m.mean);
    if (m.minVal && *m.minVal < 0)
        return "its min_val is " + formatNumber(*m.minVal);
    const auto negative =
        std::find_if(m.floatData.begin(), m.floatData.end(), [](double v) { return v < 0; });
    if (negative != m.floatData.end())
        return "its data holds " + formatNumber(*negative);
    return {};
}

bool isIdentifierChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

} // namespace

std::optional<std::vector<std::string>> forwardParameterNames(std::string_view text) {
    const auto def = text.find("def forward(");
    if (def == std::string_view::npos)
        return std::nullopt;
    std::vector<std::string> names;
    int depth = 0;
    bool expectName = true; // at the start of a parameter
    for (std::size_t i = def + 12; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            if (depth-- == 0)
                break;
        } else if (c == ',' && depth == 0) {
            expectName = true;
        } else if (expectName && (std::isalpha(static_cast<unsigned char>(c)) || c == '_')) {
            std::size_t end = i;
            while (end < text.size() && isIdentifierChar(text[end]))
                ++end;
            names.emplace_back(text.substr(i, end - i));
            i = end - 1;
            expectName = false;
        } else if (c == '*' && expectName) {
            continue; // *args, **kwargs: the name follows
        }
    }
    if (!names.empty() && names.front() == "self")
        names.erase(names.begin());
    return names;
}

std::vector<Error> checkSampleRules(const std::vector<MetaFile>& metaFiles,
                                    const std::optional<std::vector<std::string>>& forwardParameters,
                                    const InputConstraints* constraints,
                                    const std::filesystem::path& constraintsPath) {
    std::vector<Error> out;
    std::map<std::string, const TensorMeta*> byName;
    const std::set<std::string> parameters =
        forwardParameters ? std::set<std::string>(forwardParameters->begin(), forwardParameters->end())
                          : std::set<std::string>{};
    for (const auto& file : metaFiles) {
        for (const auto& m : file.metas) {
            byName.emplace(m.name, &m);
            if (m.name.find("running_var") != std::string::npos) {
                if (const auto why = negativeVariance(m); !why.empty())
                    out.push_back(Error{file.path.string(), m.line, 0,
                                        "'" + m.name + "' is a batch_norm running variance but " + why +
                                            " (< 0): batch_norm in eval mode takes its square root, NaN"});
            }
            if (forwardParameters && !parameters.count(m.name))
                out.push_back(
                    Error{file.path.string(), m.line, 0,
                          "tensor meta '" + m.name +
                              "' names no parameter of model.py's forward() (renamed or removed?)"});
        }
    }
    if (!constraints)
        return out;
    for (const auto& c : constraints->tensors) {
        const auto meta = byName.find(c.name);
        if (meta == byName.end()) {
            out.push_back(Error{constraintsPath.string(), c.line, 0,
                                "constrained tensor '" + c.name + "' has no tensor meta"});
            continue;
        }
        std::vector<std::int64_t> concrete;
        std::string unknown;
        for (const auto& d : c.dims) {
            if (const auto* size = std::get_if<std::int64_t>(&d)) {
                concrete.push_back(*size);
            } else if (const auto value = constraints->exampleValues.find(std::get<std::string>(d));
                       value != constraints->exampleValues.end()) {
                concrete.push_back(value->second);
            } else {
                unknown = std::get<std::string>(d);
                break;
            }
        }
        if (!unknown.empty())
            out.push_back(
                Error{constraintsPath.string(), c.line, 0,
                      "symbol " + unknown + " in the shape of '" + c.name + "' has no example size"});
        else if (concrete != meta->second->shape)
            out.push_back(Error{constraintsPath.string(), c.line, 0,
                                "'" + c.name + "' has shape " + shapeText(concrete) +
                                    " at the example sizes but its tensor meta says " +
                                    shapeText(meta->second->shape)});
    }
    return out;
}

} // namespace gnw
