#include "core/graph/TargetNames.h"

#include <array>

namespace gnw {

using pyast::BinaryOp;

std::string normalizedFunctionTarget(std::string_view dottedPath) {
    constexpr std::string_view kFunctional = "torch.nn.functional.";
    if (dottedPath.starts_with(kFunctional))
        return "F." + std::string(dottedPath.substr(kFunctional.size()));
    return std::string(dottedPath);
}

std::string methodTarget(std::string_view method) {
    return "Tensor." + std::string(method);
}

std::string attributeTarget(std::string_view attribute) {
    return "getattr." + std::string(attribute);
}

// Indexed by the op enums; Python's operator module names; Python's operator module names.
constexpr std::array<std::string_view, 13> kBinary = {
    "operator.add", "operator.sub",    "operator.mul",    "operator.truediv", "operator.floordiv",
    "operator.mod", "operator.pow",    "operator.matmul", "operator.and_",    "operator.or_",
    "operator.xor", "operator.lshift", "operator.rshift"};
constexpr std::array<std::string_view, 13> kInplace = {
    "operator.iadd", "operator.isub",    "operator.imul",    "operator.itruediv", "operator.ifloordiv",
    "operator.imod", "operator.ipow",    "operator.imatmul", "operator.iand",     "operator.ior",
    "operator.ixor", "operator.ilshift", "operator.irshift"};
constexpr std::array<std::string_view, 4> kUnary = {"operator.neg", "operator.pos", "operator.invert",
                                                    "operator.not_"};
constexpr std::array<std::string_view, 10> kCompare = {
    "operator.lt", "operator.gt",  "operator.le",     "operator.ge",       "operator.eq",
    "operator.ne", "operator.is_", "operator.is_not", "operator.contains", ""};

std::string_view binaryOperatorTarget(BinaryOp op) {
    return kBinary[static_cast<std::size_t>(op)];
}
std::string_view inplaceOperatorTarget(BinaryOp op) {
    return kInplace[static_cast<std::size_t>(op)];
}
std::string_view unaryOperatorTarget(pyast::UnaryOp op) {
    return kUnary[static_cast<std::size_t>(op)];
}
std::string_view comparisonTarget(pyast::CompareOp op) {
    return kCompare[static_cast<std::size_t>(op)];
}

} // namespace gnw
