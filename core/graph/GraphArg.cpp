#include "core/graph/GraphArg.h"

#include <charconv>
#include <cmath>

namespace gnw {

GraphArg GraphArg::boolean(bool v) {
    GraphArg a;
    a.kind = Kind::Bool;
    a.integer = v ? 1 : 0;
    return a;
}

GraphArg GraphArg::integerValue(std::int64_t v) {
    GraphArg a;
    a.kind = Kind::Int;
    a.integer = v;
    return a;
}

GraphArg GraphArg::realValue(double v) {
    GraphArg a;
    a.kind = Kind::Float;
    a.real = v;
    return a;
}

GraphArg GraphArg::string(std::string v) {
    GraphArg a;
    a.kind = Kind::String;
    a.text = std::move(v);
    return a;
}

GraphArg GraphArg::dtype(std::string name, DType d) {
    GraphArg a;
    a.kind = Kind::DType;
    a.text = std::move(name);
    a.integer = static_cast<std::int64_t>(d);
    return a;
}

GraphArg GraphArg::device(std::string type, std::int64_t index) {
    GraphArg a;
    a.kind = Kind::Device;
    a.text = std::move(type);
    a.integer = index;
    return a;
}

GraphArg GraphArg::symbol(std::string dottedName) {
    GraphArg a;
    a.kind = Kind::Symbol;
    a.text = std::move(dottedName);
    return a;
}

GraphArg GraphArg::ellipsis() {
    GraphArg a;
    a.kind = Kind::Ellipsis;
    return a;
}

GraphArg GraphArg::slice(GraphArg start, GraphArg stop, GraphArg step) {
    GraphArg a;
    a.kind = Kind::Slice;
    a.items = {std::move(start), std::move(stop), std::move(step)};
    return a;
}

GraphArg GraphArg::tuple(std::vector<GraphArg> items) {
    GraphArg a;
    a.kind = Kind::Tuple;
    a.items = std::move(items);
    return a;
}

GraphArg GraphArg::list(std::vector<GraphArg> items) {
    GraphArg a;
    a.kind = Kind::List;
    a.items = std::move(items);
    return a;
}

GraphArg GraphArg::reference(ValueId id) {
    GraphArg a;
    a.kind = Kind::Ref;
    a.ref = id;
    return a;
}

bool GraphArg::isConstant() const {
    if (kind == Kind::Ref)
        return false;
    for (const GraphArg& item : items)
        if (!item.isConstant())
            return false;
    return true;
}

void GraphArg::forEachRef(const std::function<void(ValueId)>& fn) const {
    if (kind == Kind::Ref)
        fn(ref);
    for (const GraphArg& item : items)
        item.forEachRef(fn);
}

std::string formatPythonFloat(double v) {
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[64];
    const auto result = std::to_chars(buf, buf + sizeof buf, v);
    std::string out(buf, result.ptr);
    if (out.find_first_of(".eEn") == std::string::npos)
        out += ".0";
    return out;
}

namespace {

// Python's repr: single quotes unless the text contains one and no double quote.
std::string quoted(const std::string& s) {
    const char quote = s.find('\'') != std::string::npos && s.find('"') == std::string::npos ? '"' : '\'';
    std::string out(1, quote);
    for (const char c : s) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c == quote)
                out += '\\';
            out += c;
        }
    }
    return out + quote;
}

} // namespace

std::string GraphArg::toString(const std::function<std::string(ValueId)>& refName) const {
    auto joined = [&](const char* open, const char* close, bool singleTupleComma) {
        std::string out = open;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i > 0)
                out += ", ";
            out += items[i].toString(refName);
        }
        if (singleTupleComma && items.size() == 1)
            out += ",";
        return out + close;
    };
    switch (kind) {
    case Kind::None:
        return "None";
    case Kind::Bool:
        return integer ? "True" : "False";
    case Kind::Int:
        return std::to_string(integer);
    case Kind::Float:
        return formatPythonFloat(real);
    case Kind::String:
        return quoted(text);
    case Kind::DType:
    case Kind::Symbol:
        return text;
    case Kind::Device:
        return "device(type=" + quoted(text) + (integer >= 0 ? ", index=" + std::to_string(integer) : "") +
               ")";
    case Kind::Ellipsis:
        return "Ellipsis";
    case Kind::Slice:
        return joined("slice(", ")", false);
    case Kind::Tuple:
        return joined("(", ")", true);
    case Kind::List:
        return joined("[", "]", false);
    case Kind::Ref:
        return refName ? refName(ref) : "%" + std::to_string(ref.index);
    }
    return {};
}

} // namespace gnw
