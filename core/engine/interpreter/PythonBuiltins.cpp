// Python builtins a forward() may call on numbers, tuples and 0-d tensors: float(), int(), len(), ...
#include "core/engine/interpreter/detail/StandIns.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/abs.h>

#include <cmath>
#include <unordered_map>

namespace gnw::engine {

namespace {

using namespace standin;

Value builtinFloat(const CallContext&, const Arguments& a) {
    return Value::real(a.positional[0].asDouble());
}
Value builtinInt(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    if (v.kind() == ValueKind::Double || (v.isTensor() && v.toTensor().is_floating_point()))
        return Value::integer(static_cast<std::int64_t>(std::trunc(v.asDouble())));
    return Value::integer(v.asInt());
}
Value builtinBool(const CallContext&, const Arguments& a) {
    return Value::boolean(a.positional[0].asDouble() != 0);
}
Value builtinLen(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    if (v.isTensor())
        return Value::integer(v.toTensor().size(0));
    if (v.kind() == ValueKind::String)
        return Value::integer(static_cast<std::int64_t>(v.toStringRef().size()));
    return Value::integer(static_cast<std::int64_t>(v.items().size()));
}
Value minMax(const Arguments& a, bool max) {
    const std::vector<Value>& items = a.positional.size() == 1
                                          ? a.positional[0].items()
                                          : std::vector<Value>(a.positional.begin(), a.positional.end());
    if (items.empty())
        fail("min()/max() of an empty sequence");
    const Value* best = &items[0];
    for (const auto& v : items)
        if (max ? v.asDouble() > best->asDouble() : v.asDouble() < best->asDouble())
            best = &v;
    return *best;
}
Value builtinMin(const CallContext&, const Arguments& a) {
    return minMax(a, false);
}
Value builtinMax(const CallContext&, const Arguments& a) {
    return minMax(a, true);
}
Value builtinAbs(const CallContext&, const Arguments& a) {
    const Value& v = a.positional[0];
    if (v.isTensor())
        return Value::tensor(at::abs(v.toTensor()));
    return v.kind() == ValueKind::Double ? Value::real(std::abs(v.toDouble()))
                                         : Value::integer(std::abs(v.asInt()));
}
Value builtinSequence(const Arguments& a, bool tuple) {
    std::vector<Value> items;
    if (!a.positional.empty()) {
        const Value& v = a.positional[0];
        if (v.isTensor())
            for (std::int64_t i = 0; i < v.toTensor().size(0); ++i)
                items.push_back(Value::tensor(v.toTensor()[i]));
        else
            items = v.items();
    }
    return tuple ? Value::tuple(std::move(items)) : Value::list(std::move(items));
}
Value builtinTuple(const CallContext&, const Arguments& a) {
    return builtinSequence(a, true);
}
Value builtinList(const CallContext&, const Arguments& a) {
    return builtinSequence(a, false);
}

const std::unordered_map<std::string_view, StandInFn> kBuiltins{
    {"float", builtinFloat}, {"int", builtinInt},     {"bool", builtinBool},
    {"len", builtinLen},     {"min", builtinMin},     {"max", builtinMax},
    {"abs", builtinAbs},     {"tuple", builtinTuple}, {"list", builtinList},
};

} // namespace

StandInFn findBuiltin(std::string_view name) {
    auto it = kBuiltins.find(name);
    return it == kBuiltins.end() ? nullptr : it->second;
}

} // namespace gnw::engine
