// Binding a call to an ATen overload the way Python's argument parser would (see OpBinder.h); replaying the
// binding is OpCall.cpp.
#include "core/engine/interpreter/detail/OpBinder.h"

#include <ATen/core/function_schema.h>

#include <algorithm>
#include <limits>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace gnw::engine {

namespace {

// NumPy spellings that PyTorch's Python argument parser accepts for its own names
// (torch/csrc/utils/python_arg_parser.cpp, numpy_compatibility_arg_names): torch.cat(xs, axis=1),
// x.mean(axis=-1, keepdims=True). The samples record them as written.
std::string_view schemaNameOf(std::string_view keyword) {
    if (keyword == "axis")
        return "dim";
    if (keyword == "keepdims")
        return "keepdim";
    if (keyword == "x" || keyword == "a" || keyword == "x1")
        return "input";
    if (keyword == "x2")
        return "other";
    return keyword;
}

// An op whose schema spells out TensorOptions (dtype, layout, device, pin_memory): a factory or *_like.
bool hasTensorOptions(const std::vector<c10::Argument>& params) {
    return std::any_of(params.begin(), params.end(), [](const c10::Argument& a) {
        return a.name() == "dtype" || a.name() == "layout" || a.name() == "pin_memory";
    });
}

using Conversion = BoundOp::Conversion;
constexpr std::int32_t kSelf = BoundOp::kSelf;
constexpr std::int32_t kDefault = BoundOp::kDefault;
constexpr std::int32_t kKeywordBase = BoundOp::kKeywordBase;
constexpr int kReject = std::numeric_limits<int>::max();

struct Match {
    Conversion conversion = Conversion::Direct;
    int penalty = kReject;
};

c10::TypeKind elementKind(const c10::TypePtr& list) {
    return list->castRaw<c10::ListType>()->getElementType()->kind();
}

bool isIntKind(c10::TypeKind k) {
    return k == c10::TypeKind::IntType || k == c10::TypeKind::SymIntType;
}

bool isIntList(const c10::TypePtr& t) {
    return t->kind() == c10::TypeKind::ListType && isIntKind(elementKind(t));
}

bool isTensorList(const c10::TypePtr& t) {
    return t->kind() == c10::TypeKind::ListType && elementKind(t) == c10::TypeKind::TensorType;
}

bool allItems(const Value& v, bool (*pred)(const Value&)) {
    for (const auto& item : v.items())
        if (!pred(item))
            return false;
    return true;
}

bool intLike(const Value& v) {
    return v.isIntLike();
}
bool numberLike(const Value& v) {
    return v.isNumberLike() && !v.isTensor();
}
bool isBool(const Value& v) {
    return v.kind() == ValueKind::Bool;
}
bool isTensor(const Value& v) {
    return v.isTensor();
}
bool tensorOrNone(const Value& v) {
    return v.isTensor() || v.isNone();
}

// How (and at what cost) Python's argument parser would accept `v` for a parameter of type `type`.
Match accept(const Value& v, const c10::Argument& arg) {
    c10::TypePtr type = arg.real_type();
    if (type->kind() == c10::TypeKind::OptionalType) {
        if (v.isNone())
            return {Conversion::Direct, 0};
        type = type->castRaw<c10::OptionalType>()->getElementType();
    } else if (v.isNone()) {
        // Python binds None to a defaulted parameter as "use the default" (F.max_pool2d's stride=None).
        return arg.default_value() ? Match{Conversion::Default, 1} : Match{};
    }
    const ValueKind k = v.kind();
    switch (type->kind()) {
    case c10::TypeKind::TensorType:
        if (k == ValueKind::Tensor)
            return {Conversion::Direct, 0};
        if (v.isNumber())
            return {Conversion::WrappedNumber, 3};
        return {};
    case c10::TypeKind::IntType:
    case c10::TypeKind::SymIntType:
        if (k == ValueKind::Int)
            return {Conversion::Direct, 0};
        if (v.isIntLike())
            return {Conversion::IntFromAny, k == ValueKind::Bool ? 1 : 2};
        return {};
    case c10::TypeKind::FloatType:
    case c10::TypeKind::SymFloatType:
        if (k == ValueKind::Double)
            return {Conversion::Direct, 0};
        if (v.isNumberLike())
            return {Conversion::DoubleFromAny, k == ValueKind::Tensor ? 2 : 1};
        return {};
    case c10::TypeKind::BoolType:
        return k == ValueKind::Bool ? Match{Conversion::Direct, 0} : Match{};
    case c10::TypeKind::NumberType:
        if (v.isNumber())
            return {Conversion::Direct, 0};
        if (k == ValueKind::Tensor && v.toTensor().dim() == 0)
            return {Conversion::ScalarFromAny, 3};
        return {};
    case c10::TypeKind::StringType:
        return k == ValueKind::String ? Match{Conversion::Direct, 0} : Match{};
    case c10::TypeKind::DeviceObjType:
        if (k == ValueKind::Device)
            return {Conversion::DeviceMapped, 0};
        if (k == ValueKind::String)
            return {Conversion::DeviceFromString, 1};
        return {};
    case c10::TypeKind::ScalarTypeType:
        return k == ValueKind::Dtype ? Match{Conversion::Direct, 0} : Match{};
    case c10::TypeKind::LayoutType:
        return k == ValueKind::Layout ? Match{Conversion::Direct, 0} : Match{};
    case c10::TypeKind::MemoryFormatType:
        return k == ValueKind::MemoryFormat ? Match{Conversion::Direct, 0} : Match{};
    case c10::TypeKind::ListType: {
        const c10::TypeKind e = elementKind(type);
        if (isIntKind(e)) {
            if (v.isSequence() && allItems(v, intLike))
                return {Conversion::IntList, 0};
            if (v.isIntLike())
                return {Conversion::IntList, 1};
            return {};
        }
        if (e == c10::TypeKind::FloatType)
            return v.isSequence() && allItems(v, numberLike) ? Match{Conversion::DoubleList, 0} : Match{};
        if (e == c10::TypeKind::BoolType)
            return v.isSequence() && allItems(v, isBool) ? Match{Conversion::BoolList, 0} : Match{};
        if (e == c10::TypeKind::TensorType)
            return v.isSequence() && allItems(v, isTensor) ? Match{Conversion::TensorList, 0} : Match{};
        if (e == c10::TypeKind::OptionalType)
            return v.isSequence() && allItems(v, tensorOrNone) ? Match{Conversion::OptionalTensorList, 0}
                                                               : Match{};
        return {};
    }
    default:
        return {};
    }
}

bool unsupportedSchema(const c10::FunctionSchema& s) {
    for (const auto& a : s.arguments()) {
        if (a.is_out())
            return true;
        // Named-tensor overloads would accept strings meant for other overloads.
        if (a.real_type()->annotation_str().find("Dimname") != std::string::npos)
            return true;
    }
    return false;
}

c10::IValue normalizedDefault(const c10::Argument& arg) {
    if (!arg.default_value())
        return {};
    const c10::IValue& d = *arg.default_value();
    if (isIntList(arg.real_type()) && d.isList()) { // "int[2] stride=[]" arrives as a generic list
        c10::List<std::int64_t> out;
        for (const auto& e : d.toListRef())
            out.push_back(e.toInt());
        return out;
    }
    return d;
}

std::vector<ValueKind> kindsOf(const Value* self, const Arguments& args) {
    std::vector<ValueKind> kinds;
    kinds.reserve(1 + args.positional.size() + args.keywordValues.size());
    kinds.push_back(self ? self->kind() : ValueKind::None);
    for (const auto& v : args.positional)
        kinds.push_back(v.kind());
    for (const auto& v : args.keywordValues)
        kinds.push_back(v.kind());
    return kinds;
}

} // namespace

const std::vector<c10::OperatorHandle>& operatorOverloads(std::string_view qualifiedName) {
    static const auto table = [] {
        std::unordered_map<std::string, std::vector<c10::OperatorHandle>> t;
        auto& dispatcher = c10::Dispatcher::singleton();
        for (const auto& name : dispatcher.getAllOpNames()) {
            auto handle = dispatcher.findOp(name);
            if (!handle || !handle->hasSchema() || unsupportedSchema(handle->schema()))
                continue;
            t[name.name].push_back(*handle);
        }
        return t;
    }();
    static const std::vector<c10::OperatorHandle> none;
    auto it = table.find(std::string(qualifiedName));
    return it == table.end() ? none : it->second;
}

struct Binder {
    const Value* self;
    const Arguments& args;
    const DeviceMapping& devices;

    const Value& source(std::int32_t s) const { return BoundOp::source(s, self, args); }

    // Total penalty, or kReject; fills `slots`.
    int tryBind(const c10::FunctionSchema& schema, std::vector<BoundOp::Slot>& slots) const {
        const auto& params = schema.arguments();
        slots.assign(params.size(), BoundOp::Slot{Conversion::Default, kDefault, 0, 0, {}});
        std::vector<bool> assigned(params.size(), false);
        int penalty = 0;
        auto assign = [&](size_t j, std::int32_t src) {
            const Match m = accept(source(src), params[j]);
            if (m.penalty == kReject)
                return false;
            penalty += m.penalty;
            auto& slot = slots[j];
            slot.conversion = m.conversion;
            slot.source = m.conversion == Conversion::Default ? kDefault : src;
            slot.listSize = params[j].N() ? *params[j].N() : 0;
            if (m.conversion == Conversion::Default)
                slot.defaultValue = normalizedDefault(params[j]);
            assigned[j] = true;
            return true;
        };
        // The parameter of that name; a keyword `input` also names a first parameter called `self`.
        auto position = [&](std::string_view n) {
            for (size_t p = 0; p < params.size(); ++p)
                if (params[p].name() == n || (n == "input" && p == 0 && params[p].name() == "self"))
                    return p;
            return params.size();
        };
        // A method's receiver is the parameter named `self`, which is not always the first: `x.where(c, y)`
        // is where.self(Tensor condition, Tensor self, Tensor other), and the positional arguments fill the
        // other parameters in order, as Python's generated bindings do.
        size_t selfParam = params.size();
        if (self) {
            selfParam = position("self");
            if (selfParam == params.size()) // no parameter named self: the receiver is the first
                selfParam = 0;
            if (params.empty() || params[selfParam].kwarg_only() || !assign(selfParam, kSelf))
                return kReject;
        }
        size_t lastPositional = 0; // one past the last parameter that can be given positionally
        for (size_t p = 0; p < params.size(); ++p)
            if (!params[p].kwarg_only())
                lastPositional = p + 1;
        const size_t n = args.positional.size();
        size_t j = 0;
        for (size_t i = 0; i < n; ++i, ++j) {
            if (j == selfParam)
                ++j;
            if (j >= lastPositional)
                return kReject;
            const size_t remaining = n - i;
            if (j + 1 == lastPositional && remaining > 1) { // varargs into the last positional list
                const auto& type = params[j].real_type();
                bool (*pred)(const Value&) = isIntList(type)      ? intLike
                                             : isTensorList(type) ? isTensor
                                                                  : nullptr;
                if (!pred)
                    return kReject;
                for (size_t r = i; r < n; ++r)
                    if (!pred(args.positional[r]))
                        return kReject;
                slots[j] =
                    BoundOp::Slot{pred == intLike ? Conversion::IntListPacked : Conversion::TensorListPacked,
                                  static_cast<std::int32_t>(i),
                                  static_cast<std::int32_t>(remaining),
                                  0,
                                  {}};
                assigned[j] = true;
                ++j;
                break;
            }
            if (!assign(j, static_cast<std::int32_t>(i)))
                return kReject;
        }
        for (size_t k = 0; k < args.keywordNames.size(); ++k) {
            const std::string& name = args.keywordNames[k];
            size_t found = position(name);
            if (found == params.size()) // the schema's own name first: cdist's parameters are x1 and x2
                found = position(schemaNameOf(name));
            // Python's factories take requires_grad, which the schemas leave to autograd: the engine runs
            // under inference mode, where it changes nothing.
            if (found == params.size() && name == "requires_grad" && hasTensorOptions(params))
                continue;
            if (found == params.size() || assigned[found])
                return kReject;
            if (!assign(found, kKeywordBase + static_cast<std::int32_t>(k)))
                return kReject;
        }
        bool factory = true; // no tensor argument: the default device applies
        for (const auto& p : params)
            if (p.real_type()->kind() == c10::TypeKind::TensorType || isTensorList(p.real_type()))
                factory = false;
        for (size_t p = 0; p < params.size(); ++p) {
            if (assigned[p])
                continue;
            const bool optional = params[p].real_type()->kind() == c10::TypeKind::OptionalType;
            if (!params[p].default_value() && !optional)
                return kReject;
            slots[p].defaultValue = normalizedDefault(params[p]);
            // Upstream makes --device the default device, so torch.zeros(...) without device= lands there.
            if (factory && params[p].name() == "device" && !devices.runDevice.is_cpu())
                slots[p].defaultValue = c10::IValue(devices.runDevice);
        }
        return penalty;
    }
};

Result<BoundOp> BoundOp::bind(std::string_view name, const Value* self, const Arguments& args,
                              const DeviceMapping& devices) {
    std::vector<c10::OperatorHandle> candidates;
    if (auto dot = name.find('.', name.find("::")); dot != std::string_view::npos) {
        auto op = c10::Dispatcher::singleton().findOp(
            {std::string(name.substr(0, dot)), std::string(name.substr(dot + 1))});
        if (op)
            candidates.push_back(*op);
    } else {
        candidates = operatorOverloads(name);
    }
    if (candidates.empty())
        return Error{"", 0, 0, "no ATen operator named " + std::string(name)};

    Binder binder{self, args, devices};
    int best = kReject;
    std::optional<BoundOp> chosen;
    std::vector<Slot> slots;
    for (const auto& op : candidates) {
        const int penalty = binder.tryBind(op.schema(), slots);
        if (penalty < best) {
            best = penalty;
            chosen.emplace(BoundOp(op));
            chosen->m_slots = slots;
        }
    }
    if (!chosen) {
        std::string got;
        if (self)
            got += "self=" + self->describe();
        for (const auto& v : args.positional)
            got += (got.empty() ? "" : ", ") + v.describe();
        for (size_t k = 0; k < args.keywordNames.size(); ++k)
            got += (got.empty() ? "" : ", ") + args.keywordNames[k] + "=" + args.keywordValues[k].describe();
        std::string tried;
        for (const auto& op : candidates)
            tried += "\n  " + c10::toString(op.schema());
        return Error{"", 0, 0,
                     "no overload of " + std::string(name) + " accepts (" + got + "); candidates:" + tried};
    }
    chosen->m_kinds = kindsOf(self, args);
    chosen->m_devices = devices;
    chosen->prepareUnboxed();
    return std::move(*chosen);
}

} // namespace gnw::engine
