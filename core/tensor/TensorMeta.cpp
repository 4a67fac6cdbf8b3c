#include "core/tensor/TensorMeta.h"

#include <limits>

namespace gnw {

std::int64_t TensorMeta::numel() const {
    // Saturates instead of overflowing on absurd shapes (a hostile or corrupt meta file); a zero extent
    // anywhere makes the tensor empty.
    constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max() / 16; // bytes() stays in range
    std::int64_t n = 1;
    bool saturated = false;
    for (auto d : shape) {
        if (d <= 0)
            return 0;
        if (n > kMax / d)
            saturated = true;
        else
            n *= d;
    }
    return saturated ? kMax : n;
}

bool TensorMeta::isWeight() const {
    return name.find("parameters") != std::string::npos || name.find("buffers") != std::string::npos ||
           name.starts_with("parameter_");
}

} // namespace gnw
