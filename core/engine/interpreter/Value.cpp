#include "core/engine/interpreter/detail/Value.h"

#include "core/engine/tensors/detail/AtenTypes.h"

#include <ATen/core/Tensor.h>

#include <stdexcept>

namespace gnw::engine {

std::string_view valueKindName(ValueKind kind) {
    switch (kind) {
    case ValueKind::None:
        return "None";
    case ValueKind::Bool:
        return "bool";
    case ValueKind::Int:
        return "int";
    case ValueKind::Double:
        return "float";
    case ValueKind::String:
        return "str";
    case ValueKind::Tensor:
        return "Tensor";
    case ValueKind::Device:
        return "device";
    case ValueKind::Dtype:
        return "dtype";
    case ValueKind::Layout:
        return "layout";
    case ValueKind::MemoryFormat:
        return "memory_format";
    case ValueKind::Slice:
        return "slice";
    case ValueKind::Ellipsis:
        return "Ellipsis";
    case ValueKind::Tuple:
        return "tuple";
    case ValueKind::List:
        return "list";
    }
    return "?";
}

Value Value::fromScalarIValue(const c10::IValue& v) {
    if (v.isInt())
        return integer(v.toInt());
    if (v.isDouble())
        return real(v.toDouble());
    if (v.isBool())
        return boolean(v.toBool());
    if (v.isSymInt())
        return integer(v.toSymInt().guard_int(__FILE__, __LINE__));
    if (v.isScalar()) {
        const c10::Scalar s = v.toScalar();
        if (s.isBoolean())
            return boolean(s.toBool());
        if (s.isIntegral(false))
            return integer(s.toLong());
        return real(s.toDouble());
    }
    throw std::runtime_error("unsupported operator result of type " + v.tagKind());
}

bool Value::isIntLike() const {
    switch (m_kind) {
    case ValueKind::Int:
    case ValueKind::Bool:
        return true;
    case ValueKind::Tensor: {
        const at::Tensor& t = toTensor();
        return t.dim() == 0 && (c10::isIntegralType(t.scalar_type(), /*includeBool=*/true));
    }
    default:
        return false;
    }
}

std::int64_t Value::asInt() const {
    switch (m_kind) {
    case ValueKind::Int:
        return m_iv.toInt();
    case ValueKind::Bool:
        return m_iv.toBool() ? 1 : 0;
    case ValueKind::Tensor:
        return toTensor().item().toLong();
    default:
        throw std::runtime_error("expected an int, got " + describe());
    }
}

bool Value::isNumberLike() const {
    if (m_kind == ValueKind::Int || m_kind == ValueKind::Bool || m_kind == ValueKind::Double)
        return true;
    return m_kind == ValueKind::Tensor && toTensor().dim() == 0;
}

double Value::asDouble() const {
    switch (m_kind) {
    case ValueKind::Int:
        return static_cast<double>(m_iv.toInt());
    case ValueKind::Bool:
        return m_iv.toBool() ? 1.0 : 0.0;
    case ValueKind::Double:
        return m_iv.toDouble();
    case ValueKind::Tensor:
        return toTensor().item().toDouble();
    default:
        throw std::runtime_error("expected a number, got " + describe());
    }
}

c10::Scalar Value::asScalar() const {
    switch (m_kind) {
    case ValueKind::Int:
        return m_iv.toInt();
    case ValueKind::Bool:
        return m_iv.toBool();
    case ValueKind::Double:
        return m_iv.toDouble();
    case ValueKind::Tensor:
        return toTensor().item();
    default:
        throw std::runtime_error("expected a number, got " + describe());
    }
}

std::string Value::describe() const {
    switch (m_kind) {
    case ValueKind::Tensor: {
        const at::Tensor& t = toTensor();
        std::string s = "Tensor[";
        for (std::int64_t d = 0; d < t.dim(); ++d)
            s += (d ? ", " : "") + std::to_string(t.size(d));
        return s + "] " + dtypeString(t.scalar_type());
    }
    case ValueKind::Int:
        return "int " + std::to_string(toInt());
    case ValueKind::Double:
        return "float " + std::to_string(toDouble());
    case ValueKind::Bool:
        return toBool() ? "True" : "False";
    case ValueKind::String:
        return "str '" + toStringRef() + "'";
    case ValueKind::Dtype:
        return "dtype " + dtypeString(toDtype());
    case ValueKind::Device:
        return "device " + toDevice().str();
    case ValueKind::Tuple:
    case ValueKind::List: {
        std::string s = m_kind == ValueKind::Tuple ? "(" : "[";
        for (size_t i = 0; i < items().size() && i < 4; ++i)
            s += (i ? ", " : "") + items()[i].describe();
        if (items().size() > 4)
            s += ", ...";
        return s + (m_kind == ValueKind::Tuple ? ")" : "]");
    }
    default:
        return std::string(valueKindName(m_kind));
    }
}

} // namespace gnw::engine
