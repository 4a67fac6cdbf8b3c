#include "core/dataset/TensorMeta.h"

namespace gnw {

std::int64_t TensorMeta::numel() const {
    std::int64_t n = 1;
    for (auto d : shape)
        n *= d < 0 ? 0 : d;
    return n;
}

bool TensorMeta::isWeight() const {
    return name.find("parameters") != std::string::npos || name.find("buffers") != std::string::npos ||
           name.starts_with("parameter_");
}

} // namespace gnw
