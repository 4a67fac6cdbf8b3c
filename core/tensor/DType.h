#pragma once
// Tensor element types as GraphNet meta files spell them ("torch.float32" in torch, "float32" in Paddle).
#include <cstdint>
#include <optional>
#include <string_view>

namespace gnw {

enum class DType : std::uint8_t {
    Float32, Float16, BFloat16, Float64,
    Int64, Int32, Int16, Int8, UInt8, Bool,
    Complex64, Complex128,
};

// Accepts both "torch.float32" and "float32" plus torch aliases ("torch.float", "torch.long", ...).
std::optional<DType> parseDType(std::string_view text);
std::string_view dtypeName(DType d);      // "float32"
int dtypeSize(DType d);                   // bytes per element
bool isFloating(DType d);                 // float16/bfloat16/float32/float64
bool isIntegral(DType d);                 // int8..int64, uint8 (not bool)

} // namespace gnw
