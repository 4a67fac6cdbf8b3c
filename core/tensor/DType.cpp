#include "core/tensor/DType.h"

#include <array>
#include <utility>

namespace gnw {

namespace {
struct Alias {
    std::string_view name;
    DType dtype;
};
constexpr std::array kAliases{
    Alias{"float32", DType::Float32},   Alias{"float", DType::Float32},      Alias{"float16", DType::Float16},
    Alias{"half", DType::Float16},      Alias{"bfloat16", DType::BFloat16},  Alias{"float64", DType::Float64},
    Alias{"double", DType::Float64},    Alias{"int64", DType::Int64},        Alias{"long", DType::Int64},
    Alias{"int32", DType::Int32},       Alias{"int", DType::Int32},          Alias{"int16", DType::Int16},
    Alias{"short", DType::Int16},       Alias{"int8", DType::Int8},          Alias{"uint8", DType::UInt8},
    Alias{"bool", DType::Bool},         Alias{"complex64", DType::Complex64}, Alias{"cfloat", DType::Complex64},
    Alias{"complex128", DType::Complex128}, Alias{"cdouble", DType::Complex128},
};
} // namespace

std::optional<DType> parseDType(std::string_view text) {
    if (text.starts_with("torch."))
        text.remove_prefix(6);
    else if (text.starts_with("paddle."))
        text.remove_prefix(7);
    for (const auto& a : kAliases)
        if (a.name == text)
            return a.dtype;
    return std::nullopt;
}

std::string_view dtypeName(DType d) {
    switch (d) {
    case DType::Float32: return "float32";
    case DType::Float16: return "float16";
    case DType::BFloat16: return "bfloat16";
    case DType::Float64: return "float64";
    case DType::Int64: return "int64";
    case DType::Int32: return "int32";
    case DType::Int16: return "int16";
    case DType::Int8: return "int8";
    case DType::UInt8: return "uint8";
    case DType::Bool: return "bool";
    case DType::Complex64: return "complex64";
    case DType::Complex128: return "complex128";
    }
    return "unknown";
}

int dtypeSize(DType d) {
    switch (d) {
    case DType::Float64: case DType::Int64: case DType::Complex64: return 8;
    case DType::Complex128: return 16;
    case DType::Float32: case DType::Int32: return 4;
    case DType::Float16: case DType::BFloat16: case DType::Int16: return 2;
    case DType::Int8: case DType::UInt8: case DType::Bool: return 1;
    }
    return 0;
}

bool isFloating(DType d) {
    return d == DType::Float32 || d == DType::Float16 || d == DType::BFloat16 || d == DType::Float64;
}

bool isIntegral(DType d) {
    return d == DType::Int64 || d == DType::Int32 || d == DType::Int16 || d == DType::Int8 || d == DType::UInt8;
}

} // namespace gnw
