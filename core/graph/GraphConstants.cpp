#include "core/graph/GraphConstants.h"

#include <cstdlib>
#include <limits>

namespace gnw {

GraphArg moduleConstant(std::string_view dottedPath) {
    if (dottedPath == "torch.inf" || dottedPath == "math.inf")
        return GraphArg::realValue(std::numeric_limits<double>::infinity());
    if (dottedPath == "torch.nan" || dottedPath == "math.nan")
        return GraphArg::realValue(std::numeric_limits<double>::quiet_NaN());
    if (dottedPath.starts_with("torch.") || dottedPath.starts_with("paddle."))
        if (const std::optional<DType> d = parseDType(dottedPath))
            return GraphArg::dtype(std::string(dottedPath), *d);
    return GraphArg::symbol(std::string(dottedPath));
}

namespace {

// Positional argument `index` or keyword `name`; nullptr when neither is given.
const GraphArg* argument(const std::vector<GraphArg>& args, const std::vector<KeywordArg>& kwargs,
                         std::size_t index, std::string_view name) {
    if (index < args.size())
        return &args[index];
    for (const KeywordArg& k : kwargs)
        if (k.name == name)
            return &k.value;
    return nullptr;
}

// device("cuda"), device("cuda:1"), device(type="cuda", index=0), device("cpu", 0).
std::optional<GraphArg> deviceCall(const std::vector<GraphArg>& args, const std::vector<KeywordArg>& kwargs) {
    const GraphArg* type = argument(args, kwargs, 0, "type");
    const GraphArg* index = argument(args, kwargs, 1, "index");
    if (!type || type->kind != GraphArg::Kind::String || args.size() + kwargs.size() > 2)
        return std::nullopt;
    std::string name = type->text;
    std::int64_t ordinal = -1;
    if (const std::size_t colon = name.find(':'); colon != std::string::npos) {
        char* end = nullptr;
        ordinal = std::strtoll(name.c_str() + colon + 1, &end, 10);
        if (end == name.c_str() + colon + 1 || *end != '\0')
            return std::nullopt;
        name.resize(colon);
    }
    if (index && index->kind == GraphArg::Kind::Int)
        ordinal = index->integer;
    else if (index && index->kind != GraphArg::Kind::None)
        return std::nullopt;
    return GraphArg::device(std::move(name), ordinal);
}

std::optional<GraphArg> floatCall(const GraphArg& arg, std::string& error) {
    switch (arg.kind) {
    case GraphArg::Kind::Int:
    case GraphArg::Kind::Bool:
        return GraphArg::realValue(static_cast<double>(arg.integer));
    case GraphArg::Kind::Float:
        return arg;
    case GraphArg::Kind::String: {
        // strtod reads "inf", "-inf", "nan", "1e-05" exactly as Python's float() does for these spellings.
        const char* begin = arg.text.c_str();
        char* end = nullptr;
        const double v = std::strtod(begin, &end);
        while (end && (*end == ' ' || *end == '\t' || *end == '\n'))
            ++end;
        if (end == begin || *end != '\0') {
            error = "expected a number inside float(\"...\") but found " + arg.toString();
            return std::nullopt;
        }
        return GraphArg::realValue(v);
    }
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<GraphArg> constantCall(std::string_view callee, const std::vector<GraphArg>& args,
                                     const std::vector<KeywordArg>& kwargs, std::string& error) {
    if (callee == "torch.device")
        return deviceCall(args, kwargs);
    if (callee == "slice" && kwargs.empty() && !args.empty() && args.size() <= 3) {
        if (args.size() == 1)
            return GraphArg::slice(GraphArg::none(), args[0], GraphArg::none());
        return GraphArg::slice(args[0], args[1], args.size() == 3 ? args[2] : GraphArg::none());
    }
    if (callee == "float" && kwargs.empty() && args.size() == 1)
        return floatCall(args[0], error);
    if (args.empty() && kwargs.empty()) {
        if (callee == "paddle.core.CPUPlace" || callee == "paddle.CPUPlace")
            return GraphArg::device("cpu");
        if (callee == "paddle.framework._current_expected_place")
            return GraphArg::device("current_expected_place");
    }
    return std::nullopt;
}

} // namespace gnw
