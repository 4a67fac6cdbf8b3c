// Replaying a binding made by OpBinder.cpp: the Values converted onto the dispatcher's stack as the binding
// prescribes (or, for plain tensor functions, an unboxed call through the typed handle), the operator
// called, and its results turned back into Values.
#include "core/engine/interpreter/detail/OpBinder.h"

#include <ATen/ScalarOps.h>

#include <algorithm>

namespace gnw::engine {

namespace {

using Conversion = BoundOp::Conversion;
constexpr std::int32_t kDefault = BoundOp::kDefault;

Value fromIValue(c10::IValue&& v) {
    if (v.isTensor()) // moved out of the stack: no reference count traffic for the common result
        return Value::tensor(std::move(v).toTensor());
    if (v.isNone())
        return Value::none();
    if (v.isTensorList()) {
        std::vector<Value> items;
        for (const auto& t : v.toTensorVector())
            items.push_back(Value::tensor(t));
        return Value::tuple(std::move(items));
    }
    if (v.isIntList()) {
        std::vector<Value> items;
        for (auto i : v.toIntVector())
            items.push_back(Value::integer(i));
        return Value::tuple(std::move(items));
    }
    if (v.isTuple()) {
        std::vector<Value> items;
        for (const auto& e : v.toTupleRef().elements())
            items.push_back(fromIValue(c10::IValue(e)));
        return Value::tuple(std::move(items));
    }
    if (v.isList()) {
        std::vector<Value> items;
        for (const auto& e : v.toListRef())
            items.push_back(fromIValue(c10::IValue(e)));
        return Value::tuple(std::move(items));
    }
    if (v.isString())
        return Value::string(v.toStringRef());
    if (v.isDevice())
        return Value::device(v.toDevice());
    return Value::fromScalarIValue(v);
}

} // namespace

const Value& BoundOp::source(std::int32_t s, const Value* self, const Arguments& args) {
    if (s == kSelf)
        return *self;
    if (s >= kKeywordBase)
        return args.keywordValues[static_cast<size_t>(s - kKeywordBase)];
    return args.positional[static_cast<size_t>(s)];
}

void BoundOp::prepareUnboxed() {
    // Only plain functional signatures: no aliasing or mutation (whose C++ types differ), every argument a
    // tensor passed through unconverted, one tensor returned.
    const c10::FunctionSchema& s = m_op.schema();
    if (s.is_mutable() || s.is_vararg() || s.returns().size() != 1 || s.returns()[0].alias_info() ||
        s.returns()[0].real_type()->kind() != c10::TypeKind::TensorType || m_slots.empty() ||
        m_slots.size() > 2)
        return;
    for (size_t i = 0; i < m_slots.size(); ++i) {
        const c10::Argument& a = s.arguments()[i];
        if (a.alias_info() || a.real_type()->kind() != c10::TypeKind::TensorType ||
            m_slots[i].conversion != Conversion::Direct || m_slots[i].source == kDefault)
            return;
    }
    try { // typed() checks the C++ signature the kernels were registered with; a mismatch stays boxed
        if (m_slots.size() == 1)
            m_unary.emplace(m_op.typed<at::Tensor(const at::Tensor&)>());
        else
            m_binary.emplace(m_op.typed<at::Tensor(const at::Tensor&, const at::Tensor&)>());
    } catch (const c10::Error&) {
    }
}

bool BoundOp::matches(const Value* self, const Arguments& args) const {
    if (m_kinds.size() != 1 + args.positional.size() + args.keywordValues.size())
        return false;
    if (m_kinds[0] != (self ? self->kind() : ValueKind::None))
        return false;
    size_t i = 1;
    for (const auto& v : args.positional)
        if (m_kinds[i++] != v.kind())
            return false;
    for (const auto& v : args.keywordValues)
        if (m_kinds[i++] != v.kind())
            return false;
    return true;
}

Value BoundOp::call(const Value* self, const Arguments& args) const {
    thread_local std::vector<c10::IValue> stack;
    return call(self, args, stack);
}

Value BoundOp::call(const Value* self, const Arguments& args, std::vector<c10::IValue>& stack) const {
    if (m_unary)
        return Value::tensor(m_unary->call(source(m_slots[0].source, self, args).toTensor()));
    if (m_binary)
        return Value::tensor(m_binary->call(source(m_slots[0].source, self, args).toTensor(),
                                            source(m_slots[1].source, self, args).toTensor()));
    stack.clear();
    for (const auto& slot : m_slots) {
        if (slot.source == kDefault) {
            stack.push_back(slot.defaultValue);
            continue;
        }
        const Value& v = source(slot.source, self, args);
        switch (slot.conversion) {
        case Conversion::Direct:
            stack.push_back(v.ivalue());
            break;
        case Conversion::Default:
            stack.push_back(slot.defaultValue);
            break;
        case Conversion::IntFromAny:
            stack.emplace_back(v.asInt());
            break;
        case Conversion::DoubleFromAny:
            stack.emplace_back(v.asDouble());
            break;
        case Conversion::ScalarFromAny:
            stack.emplace_back(v.asScalar());
            break;
        case Conversion::WrappedNumber:
            stack.emplace_back(at::scalar_to_tensor(v.asScalar()));
            stack.back().toTensor().unsafeGetTensorImpl()->set_wrapped_number(true);
            break;
        case Conversion::IntList: {
            c10::List<std::int64_t> list;
            if (v.isSequence()) {
                list.reserve(v.items().size());
                for (const auto& item : v.items())
                    list.push_back(item.asInt());
            } else {
                for (std::int32_t r = 0; r < std::max<std::int32_t>(slot.listSize, 1); ++r)
                    list.push_back(v.asInt());
            }
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::IntListPacked: {
            c10::List<std::int64_t> list;
            for (std::int32_t r = 0; r < slot.packCount; ++r)
                list.push_back(args.positional[static_cast<size_t>(slot.source + r)].asInt());
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::DoubleList: {
            c10::List<double> list;
            for (const auto& item : v.items())
                list.push_back(item.asDouble());
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::BoolList: {
            c10::List<bool> list;
            for (const auto& item : v.items())
                list.push_back(item.toBool());
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::TensorList: {
            c10::List<at::Tensor> list;
            list.reserve(v.items().size());
            for (const auto& item : v.items())
                list.push_back(item.toTensor());
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::TensorListPacked: {
            c10::List<at::Tensor> list;
            for (std::int32_t r = 0; r < slot.packCount; ++r)
                list.push_back(args.positional[static_cast<size_t>(slot.source + r)].toTensor());
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::OptionalTensorList: {
            c10::List<std::optional<at::Tensor>> list;
            for (const auto& item : v.items())
                list.push_back(item.isNone() ? std::optional<at::Tensor>()
                                             : std::optional<at::Tensor>(item.toTensor()));
            stack.emplace_back(std::move(list));
            break;
        }
        case Conversion::DeviceMapped:
            stack.emplace_back(m_devices.map(v.toDevice()));
            break;
        case Conversion::DeviceFromString:
            stack.emplace_back(m_devices.map(c10::Device(v.toStringRef())));
            break;
        }
    }
    m_op.callBoxed(&stack);
    // The results are moved out, so the stack keeps no tensor alive until the next call.
    Value result;
    if (stack.size() == 1) {
        result = fromIValue(std::move(stack[0]));
    } else if (!stack.empty()) {
        std::vector<Value> items;
        items.reserve(stack.size());
        for (auto& r : stack)
            items.push_back(fromIValue(std::move(r)));
        result = Value::tuple(std::move(items));
    }
    stack.clear();
    return result;
}

} // namespace gnw::engine
