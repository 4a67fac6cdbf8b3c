#pragma once
// Runtime values of the graph interpreter: what a Python name in a GraphNet forward() can hold. Tensors and
// scalars live in an IValue so that calling an operator copies them onto the stack without conversion;
// the Python-only kinds (dtype, slice, Ellipsis, tuple, ...) carry their own tag. Include only from
// core/engine/*.cpp.
#include <ATen/core/ivalue.h>
#include <c10/core/Device.h>
#include <c10/core/Layout.h>
#include <c10/core/MemoryFormat.h>
#include <c10/core/ScalarType.h>

#include <memory>
#include <string>
#include <vector>

namespace gnw::engine {

enum class ValueKind : std::uint8_t {
    None,
    Bool,
    Int,
    Double,
    String,
    Tensor,
    Device,
    Dtype,
    Layout,
    MemoryFormat,
    Slice,
    Ellipsis,
    Tuple,
    List,
};

std::string_view valueKindName(ValueKind kind);

class Value {
public:
    Value() = default;
    static Value none() { return {}; }
    static Value boolean(bool b) { return Value(ValueKind::Bool, c10::IValue(b)); }
    static Value integer(std::int64_t i) { return Value(ValueKind::Int, c10::IValue(i)); }
    static Value real(double d) { return Value(ValueKind::Double, c10::IValue(d)); }
    static Value string(std::string s) { return Value(ValueKind::String, c10::IValue(std::move(s))); }
    static Value tensor(at::Tensor t) { return Value(ValueKind::Tensor, c10::IValue(std::move(t))); }
    static Value device(c10::Device d) { return Value(ValueKind::Device, c10::IValue(d)); }
    static Value dtype(c10::ScalarType t) {
        return Value(ValueKind::Dtype, c10::IValue(static_cast<std::int64_t>(t)));
    }
    static Value layout(c10::Layout l) {
        return Value(ValueKind::Layout, c10::IValue(static_cast<std::int64_t>(l)));
    }
    static Value memoryFormat(c10::MemoryFormat m) {
        return Value(ValueKind::MemoryFormat, c10::IValue(static_cast<std::int64_t>(m)));
    }
    static Value ellipsis() { return Value(ValueKind::Ellipsis, {}); }
    static Value tuple(std::vector<Value> items) { return sequence(ValueKind::Tuple, std::move(items)); }
    static Value list(std::vector<Value> items) { return sequence(ValueKind::List, std::move(items)); }
    // slice(lower, upper, step): each None, Int or a 0-d integer tensor.
    static Value slice(Value lower, Value upper, Value step) {
        return sequence(ValueKind::Slice, {std::move(lower), std::move(upper), std::move(step)});
    }
    // A Scalar/number IValue as returned by an operator (item(), a SymInt result).
    static Value fromScalarIValue(const c10::IValue& v);

    ValueKind kind() const { return m_kind; }
    bool isNone() const { return m_kind == ValueKind::None; }
    bool isTensor() const { return m_kind == ValueKind::Tensor; }
    bool isNumber() const {
        return m_kind == ValueKind::Int || m_kind == ValueKind::Double || m_kind == ValueKind::Bool;
    }
    bool isSequence() const { return m_kind == ValueKind::Tuple || m_kind == ValueKind::List; }

    const at::Tensor& toTensor() const { return m_iv.toTensor(); }
    std::int64_t toInt() const { return m_iv.toInt(); }
    double toDouble() const { return m_iv.toDouble(); }
    bool toBool() const { return m_iv.toBool(); }
    const std::string& toStringRef() const { return m_iv.toStringRef(); }
    c10::Device toDevice() const { return m_iv.toDevice(); }
    c10::ScalarType toDtype() const { return static_cast<c10::ScalarType>(m_iv.toInt()); }
    c10::MemoryFormat toMemoryFormat() const { return static_cast<c10::MemoryFormat>(m_iv.toInt()); }
    const std::vector<Value>& items() const { return *m_items; }
    const c10::IValue& ivalue() const { return m_iv; }

    // Python's int(x)/index(x) for Int, Bool and 0-d integer tensors (SymInts arrive as those).
    bool isIntLike() const;
    std::int64_t asInt() const;
    // float(x) for numbers and 0-d tensors.
    bool isNumberLike() const;
    double asDouble() const;
    // The value as a c10::Scalar (Int, Double, Bool; a 0-d tensor via item()).
    c10::Scalar asScalar() const;

    // Short description for error messages: "Tensor[2, 3] float32", "int 4", "tuple(3)".
    std::string describe() const;

private:
    Value(ValueKind kind, c10::IValue iv) : m_iv(std::move(iv)), m_kind(kind) {}
    static Value sequence(ValueKind kind, std::vector<Value> items) {
        Value v(kind, {});
        v.m_items = std::make_shared<const std::vector<Value>>(std::move(items));
        return v;
    }
    c10::IValue m_iv;
    std::shared_ptr<const std::vector<Value>> m_items;
    ValueKind m_kind = ValueKind::None;
};

} // namespace gnw::engine
