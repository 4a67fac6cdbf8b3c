#pragma once
// Stable node target strings: the spelling an op resolver keys on (table in docs/graph-ir.md).
#include "core/graph/PyAst.h"

#include <string>
#include <string_view>

namespace gnw {

// A dotted callee rooted at an import: torch.nn.functional.X -> F.X; everything else as written
// (torch.conv2d, torch._C._nn.linear, paddle._C_ops.conv2d).
std::string normalizedFunctionTarget(std::string_view dottedPath);
// Methods called on values: "Tensor.view".
std::string methodTarget(std::string_view method);
// Attribute reads on values: "getattr.T".
std::string attributeTarget(std::string_view attribute);

std::string_view binaryOperatorTarget(pyast::BinaryOp op);  // operator.add, operator.matmul, ...
std::string_view inplaceOperatorTarget(pyast::BinaryOp op); // operator.iadd, operator.ifloordiv, ...
std::string_view unaryOperatorTarget(pyast::UnaryOp op);    // operator.neg, operator.invert, ...
// operator.gt, operator.is_, ...; `a in b` is operator.contains(b, a); empty for `not in` (no single op).
std::string_view comparisonTarget(pyast::CompareOp op);

inline constexpr std::string_view kGetItemTarget = "operator.getitem";
inline constexpr std::string_view kSetItemTarget = "operator.setitem";

} // namespace gnw
