#include "core/engine/tensors/TensorList.h"

#include "core/engine/tensors/detail/AtenTypes.h"
#include "core/engine/tensors/detail/TensorListImpl.h"

#include <ATen/ATen.h>

#include <cstring>

namespace gnw::engine {

c10::ScalarType toScalarType(DType dtype) {
    switch (dtype) {
    case DType::Float32:
        return c10::kFloat;
    case DType::Float16:
        return c10::kHalf;
    case DType::BFloat16:
        return c10::kBFloat16;
    case DType::Float64:
        return c10::kDouble;
    case DType::Int64:
        return c10::kLong;
    case DType::Int32:
        return c10::kInt;
    case DType::Int16:
        return c10::kShort;
    case DType::Int8:
        return c10::kChar;
    case DType::UInt8:
        return c10::kByte;
    case DType::Bool:
        return c10::kBool;
    case DType::Complex64:
        return c10::kComplexFloat;
    case DType::Complex128:
        return c10::kComplexDouble;
    }
    return c10::kFloat;
}

std::string dtypeString(c10::ScalarType type) {
    switch (type) {
    case c10::kFloat:
        return "float32";
    case c10::kHalf:
        return "float16";
    case c10::kBFloat16:
        return "bfloat16";
    case c10::kDouble:
        return "float64";
    case c10::kLong:
        return "int64";
    case c10::kInt:
        return "int32";
    case c10::kShort:
        return "int16";
    case c10::kChar:
        return "int8";
    case c10::kByte:
        return "uint8";
    case c10::kBool:
        return "bool";
    case c10::kComplexFloat:
        return "complex64";
    case c10::kComplexDouble:
        return "complex128";
    case c10::kComplexHalf:
        return "complex32";
    default:
        return c10::toString(type);
    }
}

TensorList::TensorList() : m_impl(std::make_unique<Impl>()) {}
TensorList::TensorList(const TensorList& other) : m_impl(std::make_unique<Impl>(*other.m_impl)) {}
TensorList& TensorList::operator=(const TensorList& other) {
    *m_impl = *other.m_impl;
    return *this;
}
TensorList::TensorList(TensorList&& other) noexcept
    : m_impl(std::make_unique<Impl>(std::move(*other.m_impl))) {}
TensorList& TensorList::operator=(TensorList&& other) noexcept {
    *m_impl = std::move(*other.m_impl);
    return *this;
}
TensorList::~TensorList() = default;

void TensorList::append(std::string name, DType dtype, const std::vector<std::int64_t>& shape,
                        const std::vector<double>& values) {
    at::Tensor t =
        at::tensor(at::ArrayRef<double>(values), at::kDouble).to(toScalarType(dtype)).reshape(shape);
    m_impl->add(std::move(name), std::move(t));
}

std::size_t TensorList::size() const {
    return m_impl->tensors.size();
}

TensorInfo TensorList::info(std::size_t i) const {
    const at::Tensor& t = m_impl->tensors.at(i);
    TensorInfo out;
    out.name = m_impl->names.at(i);
    out.dtype = dtypeString(t.scalar_type());
    out.shape = t.sizes().vec();
    out.device = t.device().str();
    return out;
}

std::vector<double> TensorList::values(std::size_t i) const {
    at::Tensor t = m_impl->tensors.at(i).detach().cpu();
    if (t.is_complex())
        t = at::real(t);
    t = t.to(at::kDouble).contiguous();
    const double* p = t.data_ptr<double>();
    return std::vector<double>(p, p + t.numel());
}

bool TensorList::bitwiseEqual(const TensorList& other) const {
    if (m_impl->names != other.m_impl->names)
        return false;
    for (std::size_t i = 0; i < size(); ++i) {
        at::Tensor a = m_impl->tensors[i].cpu().contiguous();
        at::Tensor b = other.m_impl->tensors[i].cpu().contiguous();
        if (a.scalar_type() != b.scalar_type() || a.sizes() != b.sizes())
            return false;
        const auto bytes = static_cast<std::size_t>(a.numel() * a.element_size());
        if (bytes && std::memcmp(a.data_ptr(), b.data_ptr(), bytes) != 0)
            return false;
    }
    return true;
}

} // namespace gnw::engine
