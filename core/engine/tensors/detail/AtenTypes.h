#pragma once
// Conversions between the dataset's DType and ATen's ScalarType. Include only from core/engine/*.cpp.
#include "core/tensor/DType.h"

#include <c10/core/ScalarType.h>

#include <string>

namespace gnw::engine {

c10::ScalarType toScalarType(DType dtype);
// Upstream's spelling of a dtype: str(torch.float32) without "torch." ("float32", "int64", "bool").
std::string dtypeString(c10::ScalarType type);

} // namespace gnw::engine
